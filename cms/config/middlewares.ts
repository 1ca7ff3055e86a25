import type { Core } from '@strapi/strapi';
import { CSP_DEFAULTS } from '@strapi/utils';
import { config as portalConfig } from '../src/utils/config';
import { publicUploadsOrigin } from '../src/utils/object-storage';
import { corsOrigins } from '../src/utils/origins';

/**
 * Strapi's own headers for the admin panel and the API; with uploads on S3 the media library shows images and films
 * from the bucket's public origin, so its CSP lets them in (Strapi fills in the rest of its defaults).
 */
function security() {
  const uploads = publicUploadsOrigin();
  if (!uploads) return 'strapi::security';
  const directives = { 'img-src': [...CSP_DEFAULTS['img-src'], uploads], 'media-src': [...CSP_DEFAULTS['media-src'], uploads] };
  return { name: 'strapi::security', config: { contentSecurityPolicy: { useDefaults: true, directives } } };
}

const config: Core.Config.Middlewares = [
  // An id for every request, on its response and its log lines; the access line (it stands in for strapi::logger).
  'global::request-log',
  // API, admin and staff answers without their own Cache-Control are `private, no-store`: never in a shared cache.
  'global::private-answers',
  // The readiness probe: database, live site, file storage (operations/readiness.ts).
  'global::ready',
  // The call table as OpenAPI 3.1 at /api/openapi.json (docs/api.md#openapi).
  'global::openapi',
  // The 10-second notification poll's 304 is answered before Koa (api/notification/lib/poll-fast-path.ts).
  // An editor's preview of a draft, rendered per request for a valid preview token (docs/staff-workspace.md#editor-preview).
  'plugin::staff.preview',
  // The prebuilt static site answers first: pages never pass through the API's middleware chain.
  'global::site',
  // A visitor's product search answers here, through the header and body middlewares below only (docs/search.md).
  'api::product.search-fast-path',
  // A reply waits briefly for the first attempt at the mails its request queued (api/mail/services/outbox.ts).
  'global::mail-settling',
  // Strapi's own errors under /api get the spec's error model (`{ errors: { field: [message] } }`).
  'global::api-errors',
  'strapi::errors',
  security(),
  // Cross-origin calls with credentials only from the portal's own origin(s): CORS_ORIGINS (docs/configuration.md).
  {
    name: 'strapi::cors',
    config: {
      origin: corsOrigins(portalConfig().CORS_ORIGINS),
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'X-ACCESS-TOKEN', 'X-SESSION-TOKEN', 'X-SITE-LANG'],
    },
  },
  // Cookies set over TLS (also behind a trusted proxy) are Secure, whatever NODE_ENV says.
  'global::secure-cookies',
  'strapi::poweredBy',
  'strapi::query',
  // A REST query naming no attribute (sort=../x) is a 400, not Strapi's 500.
  'global::query-errors',
  // An unreadable body is a 400, not a 500: errors thrown before the marker after strapi::body are the parser's.
  'global::body-errors',
  // Multipart only where something is uploaded, with limits, and every temp file removed (utils/multipart.ts).
  'global::multipart',
  { name: 'strapi::body', config: { multipart: false } },
  { name: 'global::body-errors', config: { mark: true } },
  // Hot reads answered from memory while the database's change stamps hold (docs/architecture.md#read-cache).
  'global::read-cache',
  'strapi::session',
  // /favicon.ico: the site's icon. Strapi's own favicon middleware, which it requires in the list, answers 500 for a
  // favicon file this project does not have; it only ever handles /favicon.ico, answered just before it.
  'global::favicon',
  'strapi::favicon',
  'strapi::public',
];

export default config;

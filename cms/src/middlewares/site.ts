import fs from 'node:fs';
import path from 'node:path';
import send from 'koa-send';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { DEFAULT_LOCALE, ITEM_ADDRESS, LANG_SEGMENTS } from '@portal/domain';
import { pageHeaders, uploadHeaders } from '../utils/page-security';
import { liveSiteRoot } from '../api/site-build/lib/live-site';
import { config } from '../utils/config';

/**
 * Paths that belong to Strapi (API, admin, the staff workspace's routes, uploads, plugin endpoints): never looked up in the
 * static site, and their 404s keep their JSON (a desk's "not found" names its field).
 */
export const STRAPI_PREFIXES =
  /^\/(api|admin|staff|uploads|content-manager|content-type-builder|i18n|upload|users-permissions|email|content-releases|review-workflows|_health)(\/|$)/;

/** Hashed file names: a new build names changed files anew, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Pages are the same for every visitor (members' data comes from /api): a shared cache keeps them PAGE_CACHE_SECONDS
 * and the purge hook empties it at each publish (docs/deploy.md#cdn); browsers ask every time, so a publish shows
 * there at once behind no CDN and after the purge behind one.
 */
const pageCacheControl = () =>
  `public, max-age=0, s-maxage=${config().PAGE_CACHE_SECONDS}, stale-while-revalidate=${config().PAGE_STALE_SECONDS}`;

/** The build's server half (the editor preview's handler, with the build's keys): run by the CMS, never served. */
const SERVER_ONLY = '_preview';

/**
 * Pages whose item URLs cannot be prebuilt: VIP item pks are unknown at build time (the build has no VIP token), so
 * /{lang}/vip-exhibition/{pk} is answered by the section page, which reads the pk from the path.
 */
const REWRITES: [RegExp, string][] = [[ITEM_ADDRESS, '/$1/$2/']];

/** The built file for a URL path: the file itself, or the folder's index.html; undefined when there is none. */
function resolveStaticFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const full = path.join(root, path.normalize(decoded));
  if (!full.startsWith(root)) return undefined;
  for (const candidate of [full, path.join(full, 'index.html')]) {
    try {
      if (fs.statSync(candidate).isFile()) return path.relative(root, candidate);
    } catch {
      /* not there: try the next candidate */
    }
  }
  return undefined;
}

/**
 * Serves the prebuilt Astro site on the same origin as /api and /admin. A path that is neither a Strapi path nor
 * a built file falls through; if nothing answers it, the localized 404 page is sent with status 404.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: () => Promise<void>) => {
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    // Uploads are served by strapi::public further down; on the way out they get headers that keep them inert.
    if (isRead && ctx.path.startsWith('/uploads/')) {
      await next();
      if (ctx.status < 400) ctx.set(uploadHeaders(String(ctx.type || ctx.response.get('Content-Type') || '')));
      return;
    }
    if (!isRead || STRAPI_PREFIXES.test(ctx.path)) return next();

    const root = await liveSiteRoot(strapi);
    const rewrite = REWRITES.find(([pattern]) => pattern.test(ctx.path));
    const sitePath = rewrite ? ctx.path.replace(rewrite[0], rewrite[1]) : ctx.path;
    const found = root && resolveStaticFile(root, sitePath);
    const file = found && found.split(path.sep)[0] !== SERVER_ONLY ? found : undefined;
    if (root && file) {
      ctx.set(pageHeaders(path.join(root, file)));
      const immutable = file.startsWith('_astro/');
      await send(ctx as never, file, {
        root,
        hidden: false,
        setHeaders: (res) => {
          res.setHeader('Cache-Control', immutable ? IMMUTABLE : pageCacheControl());
        },
      });
      return;
    }

    await next();
    // Strapi's error middleware has already put a JSON 404 in the body; a page URL gets the page instead.
    if (ctx.status === 404 && root && ctx.accepts('html')) {
      const lang = LANG_SEGMENTS.find((l) => ctx.path === `/${l}` || ctx.path.startsWith(`/${l}/`)) ?? DEFAULT_LOCALE.segment;
      const notFound = path.join(lang, 'error404', 'index.html');
      if (fs.existsSync(path.join(root, notFound))) {
        ctx.set(pageHeaders(path.join(root, notFound)));
        ctx.type = 'text/html; charset=utf-8';
        await send(ctx as never, notFound, { root });
        ctx.status = 404;
      } else {
        strapi.log.warn(`site: no 404 page in ${root}`);
      }
    }
  };
};

import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { serverConfig } from '../src/utils/config';
import { dataDir } from '../src/utils/paths';

// The local upload provider refuses to start without its folder.
fs.mkdirSync(path.join(dataDir, 'public', 'uploads'), { recursive: true, mode: 0o700 });

/** Strapi's server settings from the checked configuration (docs/configuration.md). */
const config = (): Core.Config.Server => {
  const c = serverConfig();
  return {
    host: c.HOST,
    port: c.PORT,
    // Strapi's own absolute URLs stay relative to the request unless the public URL is given.
    url: c.publicUrlGiven ? c.PUBLIC_URL : '',
    // Behind a load balancer the client address comes from X-Forwarded-For (rate limits need it). TRUSTED_PROXIES
    // counts the proxies that append to it; Koa keeps only the right-most `maxIpsCount` entries, so ctx.ip is the
    // address the outermost trusted proxy saw, and entries the client wrote further left are ignored
    // (docs/sign-in-limits.md).
    proxy: { koa: c.TRUSTED_PROXIES > 0, maxIpsCount: c.TRUSTED_PROXIES },
    app: { keys: c.APP_KEYS },
    // Uploads and other public files live outside the source tree, under .data/public.
    dirs: { public: path.join(dataDir, 'public') },
    // With JSON logs (config/logger.ts) Strapi's start-up banner, plain text on stdout, would break the one-object-per-line stream.
    logger: { updates: { enabled: false }, startup: { enabled: c.LOG_FORMAT === 'pretty' } },
    webhooks: { populateRelations: c.WEBHOOKS_POPULATE_RELATIONS },
  };
};

export default config;

import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { dataDir } from '../src/utils/paths';

// The local upload provider refuses to start without its folder.
fs.mkdirSync(path.join(dataDir, 'public', 'uploads'), { recursive: true, mode: 0o700 });

/**
 * How many proxies in front of the server append to X-Forwarded-For (TRUSTED_PROXIES; the older IS_PROXIED=true
 * means one). The client address is the entry the outermost trusted proxy wrote, counted from the right; entries
 * further left were written by the client and are ignored (docs/sign-in-limits.md).
 */
function trustedProxies(env: Core.Config.Shared.ConfigParams['env']): number {
  const hops = env.int('TRUSTED_PROXIES', env.bool('IS_PROXIED', false) ? 1 : 0);
  if (!Number.isInteger(hops) || hops < 0) throw new Error('TRUSTED_PROXIES must be a whole number of proxies (0 or more)');
  return hops;
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Behind a load balancer the client address comes from X-Forwarded-For (rate limits need it); Koa keeps only
  // the right-most `maxIpsCount` entries, so ctx.ip is the address the outermost trusted proxy saw.
  proxy: { koa: trustedProxies(env) > 0, maxIpsCount: trustedProxies(env) },
  app: {
    keys: env.array('APP_KEYS')!,
  },
  // Uploads and other public files live outside the source tree, under .data/public.
  dirs: { public: path.join(dataDir, 'public') },
  logger: { updates: { enabled: false } },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default config;

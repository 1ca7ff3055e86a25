import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { dataDir } from '../src/utils/paths';

// The local upload provider refuses to start without its folder.
fs.mkdirSync(path.join(dataDir, 'public', 'uploads'), { recursive: true, mode: 0o700 });

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Behind a load balancer the client address comes from X-Forwarded-For (rate limits need it).
  proxy: { koa: env.bool('IS_PROXIED', false) },
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

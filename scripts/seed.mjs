#!/usr/bin/env node
// `npm run seed`: loads Strapi without serving HTTP and runs the idempotent demo-content seed.
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir, strapiEnv } from './lib/env.mjs';
import { ensureCmsBuilt } from './lib/cms-build.mjs';
import { seconds } from './lib/run.mjs';

const started = Date.now();
await ensureCmsBuilt();
Object.assign(process.env, strapiEnv(), { PORTAL_AUTO_SEED: 'false' });
process.chdir(cmsDir);
const require = createRequire(path.join(cmsDir, 'package.json'));
const { createStrapi } = require('@strapi/strapi');
const app = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
try {
  const { seed } = require(path.join(cmsDir, 'dist', 'src', 'seed'));
  await seed(app);
  console.log(`[seed] done in ${seconds(started)}`);
} finally {
  await app.destroy();
}
process.exit(0);

// Loads the built Strapi in this process without serving HTTP, for command-line tasks (seed, admin).
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir, portalConfig, strapiEnv } from './env.mjs';
import { ensureCmsBuilt } from './cms-build.mjs';

/** Loads a module of the compiled CMS (cms/dist), e.g. `requireCms('src/cli/admin.js')`. */
export const requireCms = (file) => createRequire(path.join(cmsDir, 'package.json'))(path.join(cmsDir, 'dist', file));

/** Runs `task(strapi, requireFromCms)` against the configured database, then shuts Strapi down. */
export async function withStrapi(task) {
  // A bad variable stops here, with a message naming it (docs/configuration.md).
  const logLevel = portalConfig().STRAPI_LOG_LEVEL;
  await ensureCmsBuilt();
  // A command-line process must not start site builds of its own (PORTAL_SITE_BUILDS=off).
  Object.assign(process.env, strapiEnv(), {
    PORTAL_AUTO_SEED: 'false',
    PORTAL_SITE_BUILDS: 'off',
    PORTAL_CRON: 'off',
    STRAPI_LOG_LEVEL: logLevel,
  });
  process.chdir(cmsDir);
  const require = createRequire(path.join(cmsDir, 'package.json'));
  const { createStrapi } = require('@strapi/strapi');
  const app = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
  app.log.level = logLevel;
  try {
    return await task(app, requireCms);
  } finally {
    await app.destroy();
  }
}

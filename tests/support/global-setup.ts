/**
 * Starts the built Strapi on a temporary data folder holding the demo data (a copy of the run's seed template:
 * seed-template.mjs), builds the static site from it into that folder, and hands the base URL to the tests.
 * Everything is removed afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureCmsBuilt } from '../../scripts/lib/cms-build.mjs';
import { buildSite } from '../../scripts/lib/site-build.mjs';
import { startStrapi } from '../../scripts/lib/strapi-process.mjs';
import { freePort } from '../../scripts/lib/run.mjs';
import { makeSeedTemplate, PICTURE_CACHE_DIR, removeSeedTemplate, SEED_TEMPLATE_VAR, seededCopy, TEST_ADMIN } from './seed-template.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    strapiEnv: Record<string, string>;
    /** The seed template's folder, for files that start servers of their own (own-data.ts). */
    seedTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  await ensureCmsBuilt();
  // `npm test` makes one template for all its shards; a vitest run of its own makes its own.
  const given = process.env[SEED_TEMPLATE_VAR];
  const template = given || (await makeSeedTemplate());
  const own = await seededCopy('test', template);
  const dataDir = own.dataDir;
  const port = Number(process.env.TEST_PORT || (await freePort()));
  // Strapi's os.tmpdir() inside the data folder: tests can count the temp files a request leaves (disk-filling).
  const tmpDir = path.join(dataDir, 'tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  // One trusted proxy hop lets each test pose as its own client address: the single X-Forwarded-For entry a test
  // sends is what that proxy saw (docs/sign-in-limits.md), so throttling tests stay apart.
  const env = {
    PORTAL_DATA_DIR: dataDir,
    // On PostgreSQL, a database of its own (a copy of the template's); on SQLite, portal.db in the data folder.
    DATABASE_URL: own.databaseUrl ?? '',
    PORTAL_ADMIN_EMAIL: TEST_ADMIN.email,
    PORTAL_ADMIN_PASSWORD: TEST_ADMIN.password,
    TRUSTED_PROXIES: '1',
    TMPDIR: tmpDir,
    // Reminders are checked every 2 s instead of every minute, so the reminder tests run in seconds.
    MEETING_REMINDER_CRON: '*/2 * * * * *',
    // A picture uploaded by a test is encoded once per machine, as the seed's were.
    PICTURE_CACHE_DIR,
  };
  const strapi = await startStrapi({ port, env, quiet: true });
  console.log(
    `[setup] Strapi on ${strapi.url} with a copy of ${given ? "the run's" : 'its own'} seeded database, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  // API-only runs may skip the page build (TEST_SKIP_SITE=1); `npm test` always builds it.
  if (!process.env.TEST_SKIP_SITE) await buildSite({ cmsUrl: strapi.url, env: { ...process.env, ...env } });
  project.provide('baseUrl', strapi.url);
  project.provide('dataDir', dataDir);
  project.provide('strapiEnv', env);
  project.provide('seedTemplate', template);
  return async () => {
    await strapi.stop();
    if (!process.env.KEEP_TEST_DATA) await own.remove();
    if (!given) await removeSeedTemplate(template);
  };
}

/**
 * Starts the built Strapi on a temporary data folder (fresh SQLite database, seeded at bootstrap), builds the
 * static site from it into that folder, and hands the base URL to the tests. Everything is removed afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureCmsBuilt } from '../../scripts/lib/cms-build.mjs';
import { buildSite } from '../../scripts/lib/site-build.mjs';
import { startStrapi } from '../../scripts/lib/strapi-process.mjs';
import { freePort } from '../../scripts/lib/run.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    strapiEnv: Record<string, string>;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const port = Number(process.env.TEST_PORT || (await freePort()));
  // Strapi's os.tmpdir() inside the data folder: tests can count the temp files a request leaves (disk-filling).
  const tmpDir = path.join(dataDir, 'tmp');
  fs.mkdirSync(tmpDir);
  // One trusted proxy hop lets each test pose as its own client address: the single X-Forwarded-For entry a test
  // sends is what that proxy saw (docs/sign-in-limits.md), so throttling tests stay apart.
  const env = {
    PORTAL_DATA_DIR: dataDir,
    PORTAL_ADMIN_EMAIL: 'admin@test.local',
    PORTAL_ADMIN_PASSWORD: 'Test!pass1234',
    TRUSTED_PROXIES: '1',
    TMPDIR: tmpDir,
    // Reminders are checked every 2 s instead of every minute, so the reminder tests run in seconds.
    MEETING_REMINDER_CRON: '*/2 * * * * *',
    // Every fresh database seeds the same pictures: their AVIF/WebP copies are encoded once per machine, not per start.
    PICTURE_CACHE_DIR: path.join(os.tmpdir(), 'portal-picture-cache'),
  };
  const started = Date.now();
  await ensureCmsBuilt();
  const strapi = await startStrapi({ port, env, quiet: true });
  console.log(`[setup] Strapi on ${strapi.url} with a fresh database, seeded, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // API-only runs may skip the page build (TEST_SKIP_SITE=1); `npm test` always builds it.
  if (!process.env.TEST_SKIP_SITE) await buildSite({ cmsUrl: strapi.url, env: { ...process.env, ...env } });
  project.provide('baseUrl', strapi.url);
  project.provide('dataDir', dataDir);
  project.provide('strapiEnv', env);
  return async () => {
    await strapi.stop();
    if (!process.env.KEEP_TEST_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

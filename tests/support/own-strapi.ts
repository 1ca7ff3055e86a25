/**
 * A Strapi of a test file's own, on SQLite in a throwaway data folder, for tests that configure what the shared
 * test server cannot (an SMTP or S3 server of their own). `stop()` also removes the folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStrapi } from '../../scripts/lib/strapi-process.mjs';
import { freePort } from '../../scripts/lib/run.mjs';
import { TEST_ADMIN } from './admin-api';

export async function ownStrapi(name: string, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
  const strapi = await startStrapi({
    port: await freePort(),
    quiet: true,
    env: {
      PORTAL_DATA_DIR: dataDir,
      PORTAL_ADMIN_EMAIL: TEST_ADMIN.email,
      PORTAL_ADMIN_PASSWORD: TEST_ADMIN.password,
      TRUSTED_PROXIES: '1',
      // SQLite of its own even when the suite runs on PostgreSQL: its mails, files and rows stay its own.
      DATABASE_URL: '',
      ...env,
    },
  });
  return {
    url: strapi.url,
    dataDir,
    async stop() {
      await strapi.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until `ready()` holds, checking every `everyMs`; throws naming `what` after `timeoutMs`. */
export async function until(ready: () => boolean | Promise<boolean>, timeoutMs: number, what: string, everyMs = 200) {
  for (const end = Date.now() + timeoutMs; !(await ready()); await new Promise((r) => setTimeout(r, everyMs))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
  }
}

/**
 * A Strapi of a test file's own, on a throwaway data folder and a database of its own (SQLite in that folder, or a
 * fresh PostgreSQL database when the suite runs on PostgreSQL: own-database.ts), for tests that configure what the
 * shared test server cannot (an SMTP or S3 server of their own). `stop()` also removes the folder and the database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStrapi } from '../../scripts/lib/strapi-process.mjs';
import { freePort } from '../../scripts/lib/run.mjs';
import { TEST_ADMIN } from './admin-api';
import { ownDatabase } from './own-database';

/** `onOutput` sees everything the server writes (its log), from its first line. */
export async function ownStrapi(name: string, env: Record<string, string>, { onOutput }: { onOutput?: (text: string) => void } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
  const database = await ownDatabase(name);
  const removeBoth = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  let strapi: Awaited<ReturnType<typeof startStrapi>>;
  try {
    strapi = await startStrapi({
      port: await freePort(),
      quiet: true,
      onOutput,
      env: {
        PORTAL_DATA_DIR: dataDir,
        PORTAL_ADMIN_EMAIL: TEST_ADMIN.email,
        PORTAL_ADMIN_PASSWORD: TEST_ADMIN.password,
        TRUSTED_PROXIES: '1',
        // Its mails, files and rows stay its own, on either engine.
        DATABASE_URL: database.url ?? '',
        ...env,
      },
    });
  } catch (error) {
    // A server that never answered leaves no folder and no database behind either.
    await removeBoth();
    throw error;
  }
  return {
    url: strapi.url,
    dataDir,
    /** Its PostgreSQL database's URL; undefined on SQLite (portal.db in dataDir). */
    databaseUrl: database.url,
    async stop() {
      await strapi.stop();
      await removeBoth();
    },
  };
}

/** Waits until `ready()` holds, checking every `everyMs`; throws naming `what` after `timeoutMs`. */
export async function until(ready: () => boolean | Promise<boolean>, timeoutMs: number, what: string, everyMs = 200) {
  for (const end = Date.now() + timeoutMs; !(await ready()); await new Promise((r) => setTimeout(r, everyMs))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
  }
}

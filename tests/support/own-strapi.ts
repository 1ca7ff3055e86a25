/**
 * A Strapi of a test file's own, on a throwaway data folder and a database of its own holding the demo data (SQLite
 * in that folder, or a PostgreSQL database when the suite runs on PostgreSQL: own-data.ts), for tests that configure
 * what the shared test server cannot (an SMTP or S3 server of their own). `stop()` also removes the folder and the
 * database.
 */
import { startStrapi } from '../../scripts/lib/strapi-process.mjs';
import { freePort } from '../../scripts/lib/run.mjs';
import { PICTURE_CACHE_DIR, TEST_ADMIN } from './seed-template.mjs';
import { ownData } from './own-data';

/**
 * `onOutput` sees everything the server writes (its log), from its first line; `fresh` starts it on an empty database
 * that it seeds itself (own-data.ts).
 */
export async function ownStrapi(
  name: string,
  env: Record<string, string>,
  { onOutput, fresh }: { onOutput?: (text: string) => void; fresh?: boolean } = {},
) {
  const { dataDir, databaseUrl, remove } = await ownData(name, { fresh });
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
        // A fresh seed's pictures are encoded once per machine, as the template's were (they still go through its
        // upload provider: the S3 file's point).
        PICTURE_CACHE_DIR,
        // Its mails, files and rows stay its own, on either engine.
        DATABASE_URL: databaseUrl ?? '',
        ...env,
      },
    });
  } catch (error) {
    // A server that never answered leaves no folder and no database behind either.
    await remove();
    throw error;
  }
  return {
    url: strapi.url,
    dataDir,
    /** Its PostgreSQL database's URL; undefined on SQLite (portal.db in dataDir). */
    databaseUrl,
    async stop() {
      await strapi.stop();
      await remove();
    },
  };
}

/** Waits until `ready()` holds, checking every `everyMs`; throws naming `what` after `timeoutMs`. */
export async function until(ready: () => boolean | Promise<boolean>, timeoutMs: number, what: string, everyMs = 200) {
  for (const end = Date.now() + timeoutMs; !(await ready()); await new Promise((r) => setTimeout(r, everyMs))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
  }
}

/**
 * The seeded demo data, made once per test run and copied for every test server that needs a fresh seeded database
 * (the shared server of each shard and every file's own Strapi), instead of each one seeding its own: a first start
 * seeds for about 35 s of CPU, a start on a copy takes about 4 (CONTRIBUTING.md#where-the-test-time-goes).
 *
 * A template is a data folder after a first start and a clean stop: portal.db (SQLite), the seeded uploads and
 * secrets.json. On PostgreSQL (DATABASE_URL set) its database is a database of its own on the suite's server, and a
 * copy is `CREATE DATABASE ... TEMPLATE` it. `npm test` makes one before its shards start and passes it in
 * PORTAL_TEST_SEED; a vitest run without it makes its own in the global setup. The first start itself (migrations,
 * the seed's steps) stays covered by tests/reliability/first-start.test.ts, which never starts from a copy.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startStrapi } from '../../scripts/lib/strapi-process.mjs';
import { freePort } from '../../scripts/lib/run.mjs';

/** The variable that hands a made template to the processes of a run. */
export const SEED_TEMPLATE_VAR = 'PORTAL_TEST_SEED';
/** The test servers' first administrator (tests/support/admin-api.ts signs in as it). */
export const TEST_ADMIN = { email: 'admin@test.local', password: 'Test!pass1234' };
/** Every fresh seed encodes the same pictures: their AVIF/WebP copies are made once per machine, not per seed. */
export const PICTURE_CACHE_DIR = path.join(os.tmpdir(), 'portal-picture-cache');
/** The template's own record of its PostgreSQL database, beside the data it holds. */
const RECORD = 'seed-template.json';

/**
 * Runs `work` with a client connected to `url`, closed afterwards.
 * @template T
 * @param {string} url
 * @param {(client: pg.Client) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withPostgres(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `url` with its database name replaced. */
const databaseUrl = (url, database) => Object.assign(new URL(url), { pathname: `/${database}` }).toString();

/**
 * A new PostgreSQL database on the server of `DATABASE_URL`, empty or as a copy of `template`. Lower case letters,
 * digits and underscores only: the name is written into the statement unquoted.
 * @returns {Promise<{ name: string, url: string }>}
 */
async function createDatabase(name, template) {
  const server = process.env.DATABASE_URL;
  const database = `portal_${name.replace(/\W/g, '_')}_${crypto.randomBytes(4).toString('hex')}`.toLowerCase();
  await withPostgres(server, (c) => c.query(`CREATE DATABASE ${database}${template ? ` TEMPLATE ${template}` : ''}`));
  return { name: database, url: databaseUrl(server, database) };
}

async function dropDatabase(name) {
  await withPostgres(process.env.DATABASE_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * Seeds a new template: a first start of the built Strapi on an empty data folder (and database), stopped cleanly.
 * Strapi must be built (ensureCmsBuilt).
 * @returns {Promise<string>} the template's folder
 */
export async function makeSeedTemplate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seed-'));
  const database = process.env.DATABASE_URL ? await createDatabase('seed') : undefined;
  fs.writeFileSync(path.join(dir, RECORD), JSON.stringify({ database: database?.name ?? null }));
  const strapi = await startStrapi({
    port: await freePort(),
    quiet: true,
    env: {
      PORTAL_DATA_DIR: dir,
      DATABASE_URL: database?.url ?? '',
      PORTAL_ADMIN_EMAIL: TEST_ADMIN.email,
      PORTAL_ADMIN_PASSWORD: TEST_ADMIN.password,
      PICTURE_CACHE_DIR,
      // The template serves no pages and runs no schedule: it only seeds.
      PORTAL_SITE_BUILDS: 'off',
      PORTAL_CRON: 'off',
    },
  });
  await strapi.stop();
  return dir;
}

/** Removes a template: its folder and, on PostgreSQL, its database. */
export async function removeSeedTemplate(dir) {
  const { database } = JSON.parse(fs.readFileSync(path.join(dir, RECORD), 'utf8'));
  if (database) await dropDatabase(database);
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * A data folder (and on PostgreSQL a database) of one's own, holding what `template` holds; with no template, an
 * empty one that a first start seeds. `remove()` drops both.
 * @param {string} name a short word for the folder's and the database's names
 * @param {string | undefined} template
 * @returns {Promise<{ dataDir: string, databaseUrl: string | undefined, remove(): Promise<void> }>}
 */
export async function seededCopy(name, template) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
  const record = template ? JSON.parse(fs.readFileSync(path.join(template, RECORD), 'utf8')) : { database: null };
  if (template) fs.cpSync(template, dataDir, { recursive: true, filter: (source) => path.basename(source) !== RECORD });
  const database = process.env.DATABASE_URL ? await createDatabase(name, record.database) : undefined;
  return {
    dataDir,
    databaseUrl: database?.url,
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (database) await dropDatabase(database.name);
    },
  };
}

// The bench's data set, made through the real API where one exists: a signed-in ACTIVE member (the test kit's,
// tests/support/kit-core.mjs), 200 notifications (notify service, in a child process), and an API token for
// the plain Strapi REST reference.
import path from 'node:path';
import { loadSqliteDriver } from '@portal/sqlite-driver';
import { repoRoot } from '../../scripts/lib/env.mjs';
import { run } from '../../scripts/lib/run.mjs';
import { createMember, request } from '../../tests/support/kit-core.mjs';

/** A JSON call to the portal (the test kit's): answers { status, body, headers }, a known call's reply checked. */
export const call = (base, pathName, options) => request(base, pathName, options);

/** Runs a bench seeding task in a child process against the bench's data folder (see seed-child.mjs). */
export const seedChild = (env, ...args) =>
  run(process.execPath, [path.join(repoRoot, 'bench', 'lib', 'seed-child.mjs'), ...args.map(String)], { cwd: repoRoot, env });

/**
 * A signed-in ACTIVE member made as a person is (the test kit's createMember: registration, the mailed verification
 * link, sign-in), approved with the operator CLI if the link leaves it awaiting approval.
 */
export function signedInMember(base, env) {
  return createMember({ base, dataDir: env.PORTAL_DATA_DIR }, { tag: 'bench', approve: (email) => adminCli(env, 'approve-member', email) });
}

/** An operator command (`npm run admin -- ...`, scripts/admin.mjs) against the bench's data folder. */
export const adminCli = (env, ...args) =>
  run(process.execPath, [path.join(repoRoot, 'scripts', 'admin.mjs'), ...args.map(String)], { cwd: repoRoot, env });

/** A read-only Strapi API token (what a plain Strapi setup uses for its REST API), made through the admin API. */
export async function restToken(base, { adminEmail, adminPassword }) {
  const login = await call(base, '/admin/login', { body: { email: adminEmail, password: adminPassword } });
  const admin = { Authorization: `Bearer ${login.body.data.token}` };
  const created = await call(base, '/admin/api-tokens', {
    headers: admin,
    body: { name: `bench ${Date.now()}`, description: 'bench reference', type: 'read-only', lifespan: null },
  });
  if (created.status >= 300) throw new Error(`API token: ${JSON.stringify(created.body)}`);
  return { token: created.body.data.accessKey, admin };
}

// The driver for this Node (bare-server.mjs loads it the same way).
const Database = loadSqliteDriver();

/** Published English rows of the multiplied types in the bench's database: what a run actually measured. */
export function contentRows(dbFile) {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const count = (table) => db.prepare(`select count(*) as n from ${table} where locale = 'en' and published_at is not null`).get().n;
    return { products: count('products'), exhibitions: count('exhibitions'), 'media news': count('media_news_items') };
  } finally {
    db.close();
  }
}

/**
 * A database of a test file's own. On SQLite (the default) the data folder holds the database, so a fresh data
 * folder is a fresh database and there is nothing to do. On PostgreSQL (the suite run with DATABASE_URL, as
 * RELIABILITY.md part 5 and CI do) every process started with the suite's environment would share the suite's
 * database, with the shared test server and its background work (it is a site builder, a mail sweeper): here a
 * fresh database on the same server, dropped afterwards.
 */
import crypto from 'node:crypto';
import pg from 'pg';

/** The suite's PostgreSQL URL, or undefined on SQLite. */
const suiteDatabaseUrl = () => process.env.DATABASE_URL || undefined;

/** Runs `work` with a client connected to `url`, closed afterwards. */
export async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface OwnDatabase {
  /** Its URL on PostgreSQL (a Strapi's DATABASE_URL); undefined on SQLite (portal.db in the data folder). */
  url?: string;
  /** Removes it (PostgreSQL), closing any connection still open to it; nothing on SQLite. */
  drop(): Promise<void>;
}

export async function ownDatabase(name: string): Promise<OwnDatabase> {
  const shared = suiteDatabaseUrl();
  if (!shared) return { drop: async () => {} };
  // Lower case letters, digits and underscores only: the name is written into the statement unquoted.
  const database = `portal_${name.replace(/\W/g, '_')}_${crypto.randomBytes(4).toString('hex')}`.toLowerCase();
  await withPostgres(shared, (c) => c.query(`CREATE DATABASE ${database}`));
  const url = new URL(shared);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    async drop() {
      await withPostgres(shared, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    },
  };
}

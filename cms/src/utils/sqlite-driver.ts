import { loadSqliteDriver } from '@portal/sqlite-driver';

/** Knex's better-sqlite3 dialect: `_driver()` is where a Knex client names its driver. */
interface KnexDialect {
  prototype: { _driver: () => unknown };
}

/** Knex's SQLite transaction: `begin()` sends the statement that opens an outermost transaction. */
interface KnexSqliteTransaction {
  prototype: { begin(this: { query(conn: unknown, sql: string): unknown }, conn: unknown): unknown };
}

/**
 * Fits the Knex that Strapi runs to SQLite as we use it (docs/architecture.md#sqlite-driver), once, before Strapi
 * opens the database. Both changes replace a method of a Knex class, because Strapi takes only its client names
 * (`sqlite`), not a client class of ours; the classes are resolved from @strapi/database, the Knex that Strapi runs.
 * - The driver: `_driver()` returns @portal/sqlite-driver's better-sqlite3 (13, the one the portal declares) instead
 *   of whatever Knex's own `require('better-sqlite3')` resolves from its folder.
 * - Transactions take the write lock when they begin (`BEGIN IMMEDIATE`, not Knex's deferred `BEGIN`). Several
 *   processes may share the file (a second server, the command line); in WAL mode a deferred transaction that read
 *   before another process committed can never write (SQLITE_BUSY_SNAPSHOT, at once, past the busy timeout), so
 *   a member's write failed with a 500. An immediate one waits for the lock (busy_timeout) and then reads the newest
 *   data. One process has one connection, so inside a process this changes nothing.
 */
export function fitKnexToSqlite(): void {
  const fromKnex = (module: string) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(require.resolve(`knex/lib/dialects/${module}`, { paths: [require.resolve('@strapi/database')] }));
  (fromKnex('better-sqlite3') as KnexDialect).prototype._driver = loadSqliteDriver;
  (fromKnex('sqlite3/execution/sqlite-transaction') as KnexSqliteTransaction).prototype.begin = function begin(conn) {
    return this.query(conn, 'BEGIN IMMEDIATE;');
  };
}

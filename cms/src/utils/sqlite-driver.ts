import { loadSqliteDriver } from '@portal/sqlite-driver';

/** Knex's better-sqlite3 dialect: `_driver()` is where a Knex client names its driver. */
interface KnexDialect {
  prototype: { _driver: () => unknown };
}

/**
 * Has Knex open SQLite with the driver for this Node (docs/architecture.md#sqlite-driver) instead of its own
 * `require('better-sqlite3')`. Knex's way to another driver is a client whose `_driver()` returns it, but Strapi
 * takes only its client names (`sqlite`), not a client class, so the method of the dialect Strapi maps `sqlite` to
 * is replaced. The dialect is resolved from @strapi/database, the Knex that Strapi runs.
 */
export function useSqliteDriverInKnex(): void {
  const knexDialect = require.resolve('knex/lib/dialects/better-sqlite3', { paths: [require.resolve('@strapi/database')] });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const dialect = require(knexDialect) as KnexDialect;
  dialect.prototype._driver = loadSqliteDriver;
}

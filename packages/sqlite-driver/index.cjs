'use strict';
// The one better-sqlite3 (13, built on Node-API, prebuilt for Node 22 and 24), loaded on first use so that a
// PostgreSQL deployment never loads it (docs/architecture.md#sqlite-driver). Everything that opens SQLite asks here:
// Knex through cms/config/database.ts, the fast paths, the tests, the bench.

/** The driver's Database class. */
function loadSqliteDriver() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('better-sqlite3');
}

module.exports = { loadSqliteDriver };

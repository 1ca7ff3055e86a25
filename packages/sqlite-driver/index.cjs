'use strict';
// better-sqlite3 for the running Node (docs/architecture.md#sqlite-driver). 12 is built against Node's C++ API and
// aborts on Node 24; 13 is built on Node-API, ships prebuilt binaries and needs Node 22 (it crashes on Node 20). Both
// are installed; everything that opens SQLite (Knex through cms/config/database.ts, the fast paths, the tests, the
// bench) asks here, so each Node runs the one driver that works on it.
const major = Number(process.versions.node.split('.')[0]);
const sqliteDriverPackage = major >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

/** The driver's Database class, loaded on first use: a PostgreSQL deployment never loads it. */
function loadSqliteDriver() {
  // Literal names, so that knip (and any bundler) sees both dependencies.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return sqliteDriverPackage === 'better-sqlite3-napi' ? require('better-sqlite3-napi') : require('better-sqlite3');
}

module.exports = { loadSqliteDriver, sqliteDriverPackage };

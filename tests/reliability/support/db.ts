/**
 * A cheap fingerprint of the test database (SQLite under the test's data folder): per table its row count, highest
 * id and latest updated_at. Two equal fingerprints around a refused request mean it inserted, deleted and updated
 * nothing, in any table, including tables a future route adds.
 */
import path from 'node:path';
import { loadSqliteDriver } from '@portal/sqlite-driver';
import { inject } from 'vitest';

/** The driver for this Node. Writable only in tests that move time on (an expiry set in the past). */
export const Database = loadSqliteDriver();

/**
 * Writes a refused request may make by design: failed attempts are counted for throttling (rate_limits), and a
 * member's session is touched at most once a minute by any signed-in call, refused or not (last_seen_at). The
 * site-build history is written by the background publish queue, never by a request.
 */
const BY_DESIGN: Record<string, 'all' | 'updates'> = { rate_limits: 'all', member_sessions: 'updates', site_builds: 'all' };

export function openDatabase() {
  const db = new Database(path.join(inject('dataDir'), 'portal.db'), { readonly: true, fileMustExist: true });
  const tables = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]
  )
    .map((t) => t.name)
    .filter((t) => BY_DESIGN[t] !== 'all');
  const parts = tables.map((table) => {
    const columns = new Set((db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((c) => c.name));
    const id = columns.has('id') ? 'max(id)' : "''";
    const updated = columns.has('updated_at') && BY_DESIGN[table] !== 'updates' ? 'max(updated_at)' : "''";
    return `SELECT '${table}' AS t, count(*) AS n, ${id} AS i, ${updated} AS u FROM "${table}"`;
  });
  const statement = db.prepare(parts.join(' UNION ALL '));
  return {
    tables,
    /** table -> "count/maxId/maxUpdatedAt" */
    fingerprint(): Map<string, string> {
      return new Map((statement.all() as { t: string; n: number; i: unknown; u: unknown }[]).map((r) => [r.t, `${r.n}/${r.i}/${r.u}`]));
    },
    close: () => db.close(),
  };
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((t) => before.get(t) !== after.get(t));
}

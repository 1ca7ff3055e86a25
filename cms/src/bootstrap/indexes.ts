import type { Core } from '@strapi/strapi';

/**
 * Lookup indexes Strapi's schema format cannot declare: every member call finds its session by token hash, a new tab
 * its sign-in's sessions, every link by its hash, the outbox its due mails (throttling counters have a unique key index, below). The staff's
 * statistics count visits and product views of a period grouped by type or product (docs/staff-workspace.md#statistics):
 * those two indexes cover the whole query, so the growing tables are read only within the period. The search index's
 * content stamp reads the latest `updated_at` of the searched tables once a second (docs/search.md). Without them
 * those lookups scan whole tables.
 */
const INDEXES: [table: string, ...columns: string[]][] = [
  ['member_sessions', 'token_hash'],
  ['member_sessions', 'sign_in'],
  ['member_tokens', 'token_hash'],
  ['product_views', 'started_at', 'product_pk'],
  ['menu_visits', 'started_at', 'type'],
  ['products', 'updated_at'],
  ['exhibitions', 'updated_at'],
  ['media_news_items', 'updated_at'],
  ['product_categories', 'updated_at'],
  // The outbox sweep's `due_at <= now`: sent and failed rows have none (NULL), so the range reads only what waits.
  ['mail_outbox', 'due_at'],
  // Every instance reads the waiting builds once a second, and the live build (the newest succeeded) as often.
  ['site_builds', 'state', 'finished_at'],
  // An inquiry's notes and follow-ups, read with the inquiry on the desk and in the member's list.
  ['inquiry_notes', 'inquiry_id'],
  // A meeting's history, read when the desk opens the meeting.
  ['meeting_events', 'meeting_id'],
  // A member's newest notifications (the bell's list): without it every list scans all members' notifications.
  ['notifications', 'member_id', 'created_at'],
];

/** Creates the indexes if they are missing (SQLite and PostgreSQL both understand IF NOT EXISTS). */
export async function ensureIndexes(strapi: Core.Strapi) {
  for (const [table, ...columns] of INDEXES) {
    const name = `portal_${table}_${columns.join('_')}_idx`;
    await strapi.db.connection.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns.map(() => '??').join(', ')})`, [
      name,
      table,
      ...columns,
    ]);
  }
  await uniqueCounterKeys(strapi);
}

/**
 * The attempt counters are reserved by `INSERT ... ON CONFLICT (key)`, which needs a unique index on the key. A
 * database from before it may hold duplicate keys (the old read-then-write counter could create two): those are
 * merged into the newest row first. The plain index it replaces is dropped.
 */
async function uniqueCounterKeys(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  await knex.raw(`DELETE FROM rate_limits WHERE id NOT IN (SELECT max(id) FROM rate_limits GROUP BY ??)`, ['key']);
  await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS portal_rate_limits_key_unique ON rate_limits (??)`, ['key']);
  await knex.raw(`DROP INDEX IF EXISTS portal_rate_limits_key_idx`);
  // One upload counter per member, created by `INSERT ... ON CONFLICT (member_id) DO NOTHING` (member-asset/lib/upload-quota.ts).
  await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS portal_upload_quotas_member_unique ON upload_quotas (??)`, ['member_id']);
}

import type { Core } from '@strapi/strapi';

/**
 * Lookup indexes Strapi's schema format cannot declare: every member call finds its session by token hash, a new tab
 * its sign-in's sessions, every link by its hash (throttling counters have a unique key index, below); the search
 * index's content stamp reads the latest `updated_at` of the searched tables once a second (docs/search.md). Without
 * them those lookups scan whole tables.
 */
const INDEXES: [table: string, column: string][] = [
  ['member_sessions', 'token_hash'],
  ['member_sessions', 'sign_in'],
  ['member_tokens', 'token_hash'],
  ['products', 'updated_at'],
  ['exhibitions', 'updated_at'],
  ['media_news_items', 'updated_at'],
  ['product_categories', 'updated_at'],
];

/** Creates the indexes if they are missing (SQLite and PostgreSQL both understand IF NOT EXISTS). */
export async function ensureIndexes(strapi: Core.Strapi) {
  for (const [table, column] of INDEXES) {
    await strapi.db.connection.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (??)`, [`portal_${table}_${column}_idx`, table, column]);
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
}

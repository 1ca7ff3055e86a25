import type { Core } from '@strapi/strapi';

/**
 * Lookup indexes Strapi's schema format cannot declare: every member call finds its session by token hash, a new tab its sign-in's sessions, every
 * throttled call its counter by key, every link by its hash. Without them those lookups scan whole tables.
 */
const INDEXES: [table: string, column: string][] = [
  ['member_sessions', 'token_hash'],
  ['member_sessions', 'sign_in'],
  ['member_tokens', 'token_hash'],
  ['rate_limits', 'key'],
];

/** Creates the indexes if they are missing (SQLite and PostgreSQL both understand IF NOT EXISTS). */
export async function ensureIndexes(strapi: Core.Strapi) {
  for (const [table, column] of INDEXES) {
    await strapi.db.connection.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (??)`, [`portal_${table}_${column}_idx`, table, column]);
  }
}

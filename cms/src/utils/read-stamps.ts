import type { Core } from '@strapi/strapi';
import { sqliteReader } from './sqlite-reader';

/**
 * Change stamps for the read cache (docs/architecture.md#read-cache): two counters in the database, one for the
 * site content and one for member data, raised in the same transaction as every write that a cached reply could
 * show. A cached reply is valid while the stamps it was made under are still the current ones, so every process on
 * the same database sees every other process's writes at its next read.
 */
export type StampScope = 'content' | 'member';
export type ReadStamps = Record<StampScope, number>;

const TABLE = 'portal_read_stamps';
const SCOPES: StampScope[] = ['content', 'member'];
const ROW = 1;

/** Models whose rows a member reads as their own (account, bookmarks, meetings, inquiries, notifications). */
const MEMBER_MODELS = new Set([
  'plugin::users-permissions.user',
  'api::bookmark.bookmark',
  'api::meeting.meeting',
  'api::inquiry.inquiry',
  'api::member-asset.member-asset',
  'api::notification.notification',
]);

/**
 * Models no cached reply reads, written often (sessions touched, counters, statistics, build queue, admin sign-ins):
 * their writes change no stamp, or every page view would empty the cache.
 */
const UNREAD_MODELS = new Set([
  'api::member.member-session',
  'api::member.member-token',
  'api::member.rate-limit',
  'api::member-asset.upload-quota',
  'api::statistics.menu-visit',
  'api::statistics.product-view',
  'api::site-build.site-build',
]);

/** The scope a write to `uid` changes, or undefined when no cached reply reads that model. */
function scopeOf(uid: string): StampScope | undefined {
  if (MEMBER_MODELS.has(uid)) return 'member';
  if (UNREAD_MODELS.has(uid) || uid.startsWith('admin::')) return undefined;
  return 'content';
}

/**
 * Creates the stamps table and its one row if missing (SQLite and PostgreSQL alike). One row with a column per scope,
 * not a row per scope: a transaction that writes member data and content raises both in the same row, so two such
 * transactions can never lock two rows in opposite orders (a deadlock on PostgreSQL).
 */
export async function ensureReadStamps(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if ((await knex.schema.hasTable(TABLE)) && !(await knex.schema.hasColumn(TABLE, 'content'))) await knex.schema.dropTable(TABLE);
  if (!(await knex.schema.hasTable(TABLE)))
    await knex.schema.createTable(TABLE, (t) => {
      t.integer('id').primary();
      for (const scope of SCOPES) t.bigInteger(scope).notNullable().defaultTo(0);
    });
  await knex(TABLE).insert({ id: ROW }).onConflict('id').ignore();
}

/** The scopes already raised in each open transaction: once per transaction is enough, however many rows it writes. */
const raised = new WeakMap<object, Set<StampScope>>();

/**
 * Raises a stamp. Inside a transaction (a Document Service write, a service's own transaction) it is part of it, so
 * the new stamp and the new rows commit together; a reader can never see the new stamp with the old rows.
 */
export async function bumpStamp(strapi: Core.Strapi, scope: StampScope) {
  await strapi.db.transaction(async ({ trx }) => {
    const done = raised.get(trx) ?? new Set<StampScope>();
    if (done.has(scope)) return;
    await trx(TABLE).where({ id: ROW }).increment(scope, 1);
    raised.set(trx, done.add(scope));
  });
}

/**
 * Raises the stamp of every write through Strapi's query engine (the Document Service, the admin, our services
 * alike); raw SQL writes call bumpStamp themselves (utils/view-count.ts).
 */
export function registerStampBumps(strapi: Core.Strapi) {
  const bump = async (event: { action: string; model: { uid: string }; result?: unknown }) => {
    const scope = scopeOf(event.model.uid);
    // An updateMany or deleteMany that matched no row changed nothing (marking read notifications read again).
    const none = event.action.endsWith('Many') && (event.result as { count?: number } | undefined)?.count === 0;
    if (scope && !none) await bumpStamp(strapi, scope);
  };
  strapi.db.lifecycles.subscribe({
    afterCreate: bump,
    afterCreateMany: bump,
    afterUpdate: bump,
    afterUpdateMany: bump,
    afterDelete: bump,
    afterDeleteMany: bump,
  });
}

/** A reader of the current stamps: a prepared statement on SQLite, a knex query on PostgreSQL. */
export function stampReader(strapi: Core.Strapi): () => Promise<ReadStamps> {
  const toStamps = (row: Record<StampScope, number | string> | undefined): ReadStamps => ({
    content: Number(row?.content ?? 0),
    member: Number(row?.member ?? 0),
  });
  const sqlite = sqliteReader(strapi);
  if (sqlite) {
    const statement = sqlite.prepare(`select ${SCOPES.join(', ')} from ${TABLE} where id = ${ROW}`);
    return async () => toStamps(statement.get() as ReadStamps | undefined);
  }
  return async () => toStamps(await strapi.db.connection(TABLE).where({ id: ROW }).first(SCOPES));
}

import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';

const UID = 'api::member-asset.upload-quota';

/**
 * No upload holds a reservation this long (the files are already on this server's disk when it is made). A counter
 * unchanged for longer has nothing in flight, so it may be recounted from the stored rows: that heals a count left
 * high by a process that stopped between reserving and storing, or by a file deleted outside the asset service.
 */
const RECOUNT_AFTER_MS = 10 * 60_000;

type Knex = Core.Strapi['db']['connection'];

/**
 * The bytes of a member's unsent uploads, reserved before a file is stored (docs/product/inquiries.md#validation,
 * SECURITY.md). One row per member; a reservation is one conditional UPDATE (`bytes = bytes + n WHERE bytes + n <=
 * quota`), so of any number of concurrent uploads only those that fit are let through, on SQLite and PostgreSQL
 * alike (PostgreSQL re-checks the condition on the row another statement just changed). Bytes are given back when a
 * store fails, when files are sent with an inquiry, and when unsent files are deleted.
 */
export function uploadQuota(strapi: Core.Strapi, quotaBytes: number) {
  const table = () => strapi.db.metadata.get(UID).tableName;
  const knex = () => strapi.db.connection;

  /** Adds `bytes` when the result stays within the quota: true when it did. */
  async function add(db: Knex, memberId: number, bytes: number, now: Date): Promise<boolean> {
    const changed = await db(table())
      .where('member_id', memberId)
      .andWhereRaw('?? + ? <= ?', ['bytes', bytes, quotaBytes])
      .update({ bytes: db.raw('?? + ?', ['bytes', bytes]), changed_at: now, updated_at: now });
    return Number(changed) === 1;
  }

  /** Sets the counter to `stored` when nothing changed it since it read `changedAt` (compare and set). */
  async function recount(memberId: number, changedAt: unknown, stored: number, now: Date): Promise<boolean> {
    const changed = await knex()(table())
      .where({ member_id: memberId, changed_at: changedAt })
      .update({ bytes: stored, changed_at: now, updated_at: now });
    return Number(changed) === 1;
  }

  return {
    /**
     * Reserves `bytes` for an upload of the member: true when they fit in the quota. `storedBytes` counts the
     * member's unsent uploads from their rows; it starts a member's first counter and heals a stale one.
     */
    async reserve(memberId: number, bytes: number, storedBytes: () => Promise<number>): Promise<boolean> {
      const now = new Date();
      let row = await knex()(table()).where('member_id', memberId).first('bytes', 'changed_at');
      if (!row) {
        const start = { document_id: crypto.randomUUID(), member_id: memberId, bytes: await storedBytes(), changed_at: now };
        await knex()(table())
          .insert({ ...start, created_at: now, updated_at: now })
          .onConflict('member_id')
          .ignore();
      }
      if (await add(knex(), memberId, bytes, now)) return true;
      row ??= await knex()(table()).where('member_id', memberId).first('bytes', 'changed_at');
      const idle = row && now.getTime() - new Date(row.changed_at).getTime() > RECOUNT_AFTER_MS;
      if (!idle || !(await recount(memberId, row.changed_at, await storedBytes(), now))) return false;
      return add(knex(), memberId, bytes, now);
    },

    /** Gives `bytes` back (never below 0), within the caller's transaction when there is one. */
    async release(memberId: number, bytes: number) {
      if (bytes <= 0) return;
      const now = new Date();
      await strapi.db.transaction(({ trx }) =>
        trx(table())
          .where('member_id', memberId)
          .update({
            bytes: trx.raw('CASE WHEN ?? > ? THEN ?? - ? ELSE 0 END', ['bytes', bytes, 'bytes', bytes]),
            changed_at: now,
            updated_at: now,
          }),
      );
    },
  };
}

import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ApiError } from '../../../utils/api-error';

const UID = 'api::member.rate-limit';

/** Limits per purpose: at most `limit` reserved attempts per key within `windowMinutes` (docs/sign-in-limits.md). */
export const LIMITS = {
  /** Failed sign-ins for one account from one address: after five that address is locked for the account. */
  signInPair: { limit: 5, windowMinutes: 15 },
  /** Failed sign-ins from one address, any account (a success gives its reservation back). */
  signInAddress: { limit: 30, windowMinutes: 15 },
  /** Sign-ins for one account from anywhere, right or wrong, at full speed; beyond that it is slowed, not locked. */
  signInAccount: { limit: 10, windowMinutes: 15 },
  /** Mails (sign-up, reset, verification) from one address, to any e-mail. */
  mailAddress: { limit: 10, windowMinutes: 10 },
  /** Mails to one e-mail asked from one address: a stranger spends only their own (account, requester) budget. */
  mailRequester: { limit: 3, windowMinutes: 10 },
  mailRequesterDay: { limit: 6, windowMinutes: 24 * 60 },
  /** Mails to one e-mail from anywhere in a day; addresses the member proved theirs are not held by it. */
  mailAccountDay: { limit: 20, windowMinutes: 24 * 60 },
  /** Passwords tried on one verification link (the link alone activates nothing: docs/product/accounts.md). */
  verifyPassword: { limit: 5, windowMinutes: 15 },
  lookupAddress: { limit: 10, windowMinutes: 10 },
  // Inquiry attachment uploads per member (the island sends one file per call; 5 per inquiry).
  uploadCalls: { limit: 60, windowMinutes: 60 },
  // New tab sessions opened from one sign-in's access token (sessions.ts; SECURITY.md, sessions).
  sessionMint: { limit: 30, windowMinutes: 10 },
  // Statistics calls per visitor (the member, or a visitor's address): a page sends two (start and end), fire and forget.
  statisticsCalls: { limit: 300, windowMinutes: 10 },
  // A product view or menu visit counts once per visitor and item in this window (docs/staff-workspace.md#statistics).
  countedOnce: { limit: 1, windowMinutes: 30 },
} as const;
export type LimitName = keyof typeof LIMITS;

/** Rows ended longer ago than PRUNE_AFTER_MS are deleted, at most every PRUNE_EVERY_MS per process. */
const PRUNE_EVERY_MS = 5 * 60_000;
const PRUNE_AFTER_MS = 60 * 60_000;

export interface Reservation {
  /** This attempt's number in the window (1 for the first); above the limit it was refused. */
  hits: number;
  resetAt: Date;
}

/** The 429 of every throttled call, with Retry-After. */
export function tooMany(until: Date, message = 'auth.error.tooManyAttempts'): never {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  throw new ApiError(429, { _: [message] }, { minutes: Math.ceil(seconds / 60), seconds }, { 'Retry-After': String(seconds) });
}

/**
 * Attempt counters in the database, so several API instances share them (docs/architecture.md#data-and-engines). Every attempt is reserved by
 * one atomic upsert that answers its own number (`INSERT ... ON CONFLICT DO UPDATE SET hits = hits + 1 ...
 * RETURNING`, the same statement on SQLite and PostgreSQL): concurrent requests get distinct numbers, so however
 * many arrive at once, at most `limit` of them are let through. A key is counted in a fixed window.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const table = () => strapi.db.metadata.get(UID).tableName;
  let prunedAt = 0;

  /**
   * Deletes rows whose window (or mark) ended over an hour ago. The hour keeps a slowed account's slot (whose end
   * is only its next opening) while its window runs.
   */
  async function prune(now: Date) {
    if (now.getTime() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now.getTime();
    await knex()(table())
      .where('reset_at', '<', new Date(now.getTime() - PRUNE_AFTER_MS))
      .del();
  }

  const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? result) as { hits: number; reset_at: unknown }[];
  const asDate = (value: unknown) => new Date(value as string | number | Date);

  /**
   * Adds one to a key in one statement and answers the new count; a key whose window has ended starts again at 1
   * with a new window of `windowMs` (or keeps a still running one).
   */
  async function increment(key: string, windowMs: number): Promise<Reservation> {
    const now = new Date();
    await prune(now);
    const sql = `INSERT INTO ?? (document_id, ??, hits, reset_at, created_at, updated_at) VALUES (?, ?, 1, ?, ?, ?)
      ON CONFLICT (??) DO UPDATE SET
        hits = CASE WHEN ??.reset_at <= ? THEN 1 ELSE ??.hits + 1 END,
        reset_at = CASE WHEN ??.reset_at <= ? THEN excluded.reset_at ELSE ??.reset_at END,
        updated_at = excluded.updated_at
      RETURNING hits, reset_at`;
    const t = table();
    const resetAt = new Date(now.getTime() + windowMs);
    const result = await knex().raw(sql, [t, 'key', crypto.randomUUID(), key, resetAt, now, now, 'key', t, now, t, t, now, t]);
    const row = rowsOf(result)[0];
    return { hits: Number(row.hits), resetAt: asDate(row.reset_at) };
  }

  /** Reserves one attempt and answers its number, without refusing (the caller decides). */
  const reserve = (name: LimitName, key: string) => increment(`${name}:${key}`, LIMITS[name].windowMinutes * 60_000);

  return {
    reserve,

    /** Reserves one attempt; refuses (429) when the key's window already holds `limit` of them. */
    async hit(name: LimitName, key: string): Promise<Reservation> {
      const reservation = await reserve(name, key);
      if (reservation.hits > LIMITS[name].limit) tooMany(reservation.resetAt);
      return reservation;
    },

    /** Whether this is the key's first reservation in its window (something counted once per window). */
    async first(name: LimitName, key: string): Promise<boolean> {
      return (await reserve(name, key)).hits === 1;
    },

    /** Gives a reservation back (a successful sign-in is not a failure). */
    async release(name: LimitName, key: string) {
      await knex()(table())
        .where({ key: `${name}:${key}` })
        .andWhere('hits', '>', 0)
        .decrement('hits', 1);
    },

    /** Forgets a key. */
    async clear(name: LimitName, key: string) {
      await knex()(table())
        .where({ key: `${name}:${key}` })
        .del();
    },

    /**
     * A slot that one caller at a time may take, after which it stays closed for `delayMs(times taken)`: the
     * conditional update succeeds for exactly one of any number of concurrent callers. The first caller creates
     * the slot closed, so a burst gets nothing through at once.
     */
    async takeSlot(key: string, delayMs: (taken: number) => number): Promise<{ taken: boolean; openAt: Date }> {
      const now = new Date();
      const row = await knex()(table()).where({ key }).first('hits', 'reset_at');
      if (!row) {
        const openAt = new Date(now.getTime() + delayMs(0));
        await knex()(table())
          .insert({ document_id: crypto.randomUUID(), key, hits: 0, reset_at: openAt, created_at: now, updated_at: now })
          .onConflict('key')
          .ignore();
        return { taken: false, openAt };
      }
      const openAt = asDate(row.reset_at);
      if (openAt > now) return { taken: false, openAt };
      const taken = Number(row.hits) + 1;
      const next = new Date(now.getTime() + delayMs(taken));
      const changed = await knex()(table())
        .where({ key, hits: row.hits })
        .andWhere('reset_at', '<=', now)
        .update({ hits: taken, reset_at: next, updated_at: now });
      return Number(changed) === 1 ? { taken: true, openAt: next } : { taken: false, openAt: next };
    },

    /** Writes a mark that lasts `forMs` (such as an address the member signed in from), replacing an older one. */
    async mark(key: string, forMs: number) {
      const now = new Date();
      await knex()(table())
        .insert({
          document_id: crypto.randomUUID(),
          key,
          hits: 1,
          reset_at: new Date(now.getTime() + forMs),
          created_at: now,
          updated_at: now,
        })
        .onConflict('key')
        .merge(['reset_at', 'updated_at']);
    },

    /** Whether a mark is present and has not expired. */
    async marked(key: string): Promise<boolean> {
      return Boolean(await knex()(table()).where({ key }).andWhere('reset_at', '>', new Date()).first('id'));
    },
  };
};

import type { Core } from '@strapi/strapi';
import { ApiError } from '../../../utils/api-error';

const UID = 'api::member.rate-limit';

/** Limits per purpose: at most `limit` counted attempts per key within `windowMinutes`. */
export const LIMITS = {
  signInAccount: { limit: 5, windowMinutes: 15 },
  signInAddress: { limit: 30, windowMinutes: 15 },
  mailAccount: { limit: 3, windowMinutes: 10 },
  mailAddress: { limit: 10, windowMinutes: 10 },
  lookupAddress: { limit: 10, windowMinutes: 10 },
  // Inquiry attachment uploads per member (the island sends one file per call; 5 per inquiry).
  uploadCalls: { limit: 60, windowMinutes: 60 },
} as const;
export type LimitName = keyof typeof LIMITS;

/**
 * Attempt counters in the database, so several API instances share them (DESIGN.md). A key is counted in a fixed
 * window; when it is full the call answers 429 with Retry-After until the window ends.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(UID);

  async function current(key: string) {
    const row = await rows().findOne({ where: { key } });
    if (!row || new Date(row.resetAt).getTime() <= Date.now()) return null;
    return row as { id: number; hits: number; resetAt: string };
  }

  function refuse(resetAt: string): never {
    const seconds = Math.max(1, Math.ceil((new Date(resetAt).getTime() - Date.now()) / 1000));
    throw new ApiError(
      429,
      { _: ['auth.error.tooManyAttempts'] },
      { minutes: Math.ceil(seconds / 60) },
      { 'Retry-After': String(seconds) },
    );
  }

  return {
    /** Refuses (429) when the key's window is already full, without counting. */
    async check(name: LimitName, key: string) {
      const row = await current(`${name}:${key}`);
      if (row && row.hits >= LIMITS[name].limit) refuse(row.resetAt);
    },

    /** Counts one attempt; refuses (429) when the window was already full. */
    async hit(name: LimitName, key: string) {
      const fullKey = `${name}:${key}`;
      const row = await current(fullKey);
      if (row && row.hits >= LIMITS[name].limit) refuse(row.resetAt);
      if (row) {
        await rows().update({ where: { id: row.id }, data: { hits: row.hits + 1 } });
        return;
      }
      const resetAt = new Date(Date.now() + LIMITS[name].windowMinutes * 60_000);
      const stale = await rows().findOne({ where: { key: fullKey } });
      if (stale) await rows().update({ where: { id: stale.id }, data: { hits: 1, resetAt } });
      else await rows().create({ data: { key: fullKey, hits: 1, resetAt } });
    },

    /** Forgets a key (a successful sign-in clears the account's failures). */
    async clear(name: LimitName, key: string) {
      await rows().deleteMany({ where: { key: `${name}:${key}` } });
    },
  };
};

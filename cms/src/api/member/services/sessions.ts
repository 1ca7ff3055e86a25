import type { Core } from '@strapi/strapi';
import { hashToken, newToken } from '../../../utils/tokens';

const UID = 'api::member.member-session';
/** A session ends after this much inactivity (SESSION_IDLE_MINUTES); every use extends it. */
const idleMs = () => Number(process.env.SESSION_IDLE_MINUTES || 120) * 60_000;
/** lastSeenAt is written at most once a minute, so polling does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

export type SessionState = 'valid' | 'expired';

type Instant = string | number | Date | null | undefined;
const time = (value: Instant) => (value == null ? 0 : new Date(value).getTime());

/** Whether a session row is live at `now`: not revoked and not past its idle expiry. */
export const sessionLive = (row: { revokedAt?: Instant; expiresAt?: Instant }, now: number) => !row.revokedAt && time(row.expiresAt) > now;

/** Whether a live session's lastSeenAt is old enough to be written again (so polling does not write every call). */
export const touchDue = (row: { lastSeenAt?: Instant }, now: number) => now - time(row.lastSeenAt) > TOUCH_EVERY_MS;

/** Opaque session tokens, stored only as hashes (DESIGN.md: sessionToken). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Opens a session for a member and returns its token (shown once, never stored). */
  async open(userId: number): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await strapi.db.query(UID).create({
      data: { tokenHash: hashToken(token), user: userId, lastSeenAt: new Date(now), expiresAt: new Date(now + idleMs()) },
    });
    return token;
  },

  /** Whether a session token is live for this member; a live one is extended. */
  async check(token: string, userId: number): Promise<SessionState> {
    const row = await strapi.db.query(UID).findOne({ where: { tokenHash: hashToken(token) }, populate: { user: { select: ['id'] } } });
    const now = Date.now();
    if (!row || row.user?.id !== userId || !sessionLive(row, now)) return 'expired';
    if (touchDue(row, now)) await this.extend(row.id);
    return 'valid';
  },

  /** Moves a live session's idle expiry on from now (callers do it at most once a minute: touchDue). */
  async extend(sessionId: number) {
    const now = Date.now();
    await strapi.db
      .query(UID)
      .update({ where: { id: sessionId }, data: { lastSeenAt: new Date(now), expiresAt: new Date(now + idleMs()) } });
  },

  /** Ends one session (logout of this tab). */
  async revoke(token: string) {
    await strapi.db.query(UID).updateMany({ where: { tokenHash: hashToken(token), revokedAt: null }, data: { revokedAt: new Date() } });
  },

  /** Ends every session of a member (logout everywhere, password change, withdrawal). */
  async revokeAll(userId: number) {
    // Relation filters cannot drive an UPDATE in Strapi's query builder: select the ids first.
    const live = await strapi.db.query(UID).findMany({ where: { user: userId, revokedAt: null }, select: ['id'] });
    if (live.length)
      await strapi.db.query(UID).updateMany({ where: { id: { $in: live.map((r) => r.id) } }, data: { revokedAt: new Date() } });
  },
});

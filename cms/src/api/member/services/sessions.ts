import type { Core } from '@strapi/strapi';
import { afterCommit } from '../../../utils/after-commit';
import { hashToken, newToken } from '../../../utils/tokens';
import { config } from '../../../utils/config';
import { services } from '../../../services';
import { rows } from '../../../utils/rows';

const UID = 'api::member.member-session';
/** A session ends after this much inactivity (SESSION_IDLE_MINUTES); every use extends it. */
const idleMs = () => config().SESSION_IDLE_MINUTES * 60_000;
/** A sign-in, with every session opened from it, ends this long after the password was entered (SESSION_MAX_HOURS). */
const maxMs = () => config().SESSION_MAX_HOURS * 3600_000;
/**
 * lastSeenAt (and the idle expiry) is written at most once a minute and at most every quarter of the idle window: so
 * polling does not write on every call, and a busy session never reaches its idle end between two writes (with
 * SESSION_IDLE_MINUTES=1 a write every 15 s; an idle session ends 45 to 60 s after its last call). SECURITY.md, sessions.
 */
const touchEveryMs = () => Math.min(60_000, idleMs() / 4);
/**
 * At most this many live sessions (tabs) per sign-in: a new one beyond it ends the least recently used, so one access
 * token cannot pile up session rows, while a member who keeps opening tabs is never refused (SECURITY.md, sessions).
 */
const SESSIONS_PER_SIGN_IN = 20;

type Instant = string | number | Date | null | undefined;
const time = (value: Instant) => (value == null ? 0 : new Date(value).getTime());

/** A session row's times, as the queries answer them. */
export interface SessionTimes {
  revokedAt?: Instant;
  expiresAt?: Instant;
  endsAt?: Instant;
}

/** Whether a session row is live at `now`: not revoked, not past its idle expiry and not past its sign-in's absolute end. */
export const sessionLive = (row: SessionTimes, now: number) => !row.revokedAt && time(row.expiresAt) > now && time(row.endsAt) > now;

/**
 * What a signed-in call's tokens are worth (docs/architecture.md, request flow): `stale` when the access token's
 * session version is no longer the member's (logout, password change, withdrawal: 401), `inactive` when the member
 * may not use the portal (not ACTIVE, or blocked: 423), `ended` when the session token names no live session of
 * this member (423), else `live`. The one rule: member-auth answers by it and the notification poll's fast path
 * answers 304 only when it says `live`. `session: 'not-required'` is the one call that opens a session from
 * the access token alone.
 */
export type SessionVerdict = 'live' | 'stale' | 'inactive' | 'ended';
export function sessionVerdict(
  accessVersion: number | undefined,
  member: { sessionVersion: number | null; memberStatus: string; blocked: boolean } | undefined,
  session: SessionTimes | undefined | 'not-required',
  now: number,
): SessionVerdict {
  if (!member || (member.sessionVersion ?? 0) !== accessVersion) return 'stale';
  if (member.memberStatus !== 'ACTIVE' || member.blocked) return 'inactive';
  if (session === 'not-required') return 'live';
  return session && sessionLive(session, now) ? 'live' : 'ended';
}

/** Whether a live session's lastSeenAt is old enough to be written again (so polling does not write every call). */
export const touchDue = (row: { lastSeenAt?: Instant }, now: number) => now - time(row.lastSeenAt) > touchEveryMs();

/**
 * Opaque session tokens, stored only as hashes (docs/architecture.md#members-tokens-and-errors: sessionToken), grouped by sign-in (SECURITY.md,
 * sessions): a sign-in is what entering the password opened; the access token names it, and a new tab gets a session
 * only while the sign-in still has a live one, and never beyond the sign-in's absolute end.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function create(userId: number, signIn: string, endsAt: Date): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await rows(strapi, UID).create({
      data: { tokenHash: hashToken(token), user: userId, signIn, endsAt, lastSeenAt: new Date(now), expiresAt: new Date(now + idleMs()) },
    });
    return token;
  }

  return {
    /** A new sign-in (the password was just checked): its id for the access token and its first session's token. */
    async signIn(userId: number): Promise<{ signIn: string; sessionToken: string }> {
      const signIn = newToken();
      return { signIn, sessionToken: await create(userId, signIn, new Date(Date.now() + maxMs())) };
    },

    /**
     * A new tab's session in a sign-in that still has a live session; undefined when the sign-in has ended. Minting
     * is limited per sign-in (`sessionMint`, 429 beyond it) and the sign-in keeps at most SESSIONS_PER_SIGN_IN live
     * sessions: the least recently used beyond that are revoked.
     */
    async openInSignIn(userId: number, signIn: string | undefined): Promise<string | undefined> {
      if (!signIn) return undefined;
      const sessions = await rows(strapi, UID).findMany({
        where: { signIn, user: userId, revokedAt: null },
        select: ['id', 'revokedAt', 'expiresAt', 'endsAt', 'lastSeenAt'],
        orderBy: { lastSeenAt: 'desc' },
      });
      const now = Date.now();
      const live = sessions.filter((row) => sessionLive(row, now));
      if (!live.length) return undefined;
      await services.rateLimit.hit('sessionMint', signIn);
      const evicted = live.slice(SESSIONS_PER_SIGN_IN - 1).map((row) => row.id);
      if (evicted.length) await rows(strapi, UID).updateMany({ where: { id: { $in: evicted } }, data: { revokedAt: new Date(now) } });
      return create(userId, signIn, new Date(time(live[0].endsAt)));
    },

    /** Moves a live session's idle expiry on from now (callers do it at most once a minute: touchDue). */
    async extend(sessionId: number) {
      const now = Date.now();
      await rows(strapi, UID).update({
        where: { id: sessionId },
        data: { lastSeenAt: new Date(now), expiresAt: new Date(now + idleMs()) },
      });
    },

    /** Ends every session of a member (logout everywhere, password change, withdrawal). */
    async revokeAll(userId: number) {
      // Relation filters cannot drive an UPDATE in Strapi's query builder: select the ids first.
      const live = await rows(strapi, UID).findMany({ where: { user: userId, revokedAt: null }, select: ['id'] });
      if (live.length)
        await rows(strapi, UID).updateMany({ where: { id: { $in: live.map((r) => r.id) } }, data: { revokedAt: new Date() } });
      // The member's open notification streams check their session again, and end (docs/architecture.md#push-to-members).
      await afterCommit(strapi, 'push', () => services.notifications.changes.publish(userId, null));
    },
  };
};

import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { ApiError, replyError } from '../../../utils/api-error';
import { hashToken } from '../../../utils/tokens';
import { sessionLookup, type MemberAuthRow } from '../lib/session-lookup';
import { readAccessToken } from '../lib/members';
import { sessionVerdict, touchDue } from '../services/sessions';
import { services } from '../../../services';

/** The signed-in member as controllers find it in ctx.state.member: the auth row's member fields, checked. */
export interface SignedInMember extends Pick<
  MemberAuthRow,
  'id' | 'email' | 'firstName' | 'lastName' | 'siteLang' | 'memberStatus' | 'vip'
> {
  sessionVersion: number;
  /** The sign-in the access token names (sessions.ts); a new tab's session must come from a live one. */
  signIn: string | undefined;
}

const expired = () => new ApiError(401, { _: ['auth.error.sessionExpired'] });
const locked = (key = 'auth.error.sessionExpired') => new ApiError(423, { _: [key] });

/**
 * The member check of every member call, by the request's headers (`(name) => value`): the member, or an ApiError
 * (401 stale or missing access token, 423 dead session or inactive account). Extends a live session when due. Also
 * what an open notification stream asks again while it lasts (api/notification/controllers/notifications.ts).
 */
export function memberAuthenticator(
  strapi: Core.Strapi,
  requireSession = true,
): (header: (name: string) => string) => Promise<SignedInMember> {
  let lookup: ReturnType<typeof sessionLookup> | undefined;

  return async (header) => {
    const accessToken = header('x-access-token');
    const claims = accessToken ? await readAccessToken(strapi, accessToken) : undefined;
    if (!claims) throw expired();
    lookup ??= sessionLookup(strapi);
    // The common case costs one indexed query: the session joined to its member. Only when they do not belong
    // together is the member read alone, to tell a stale access token (401) from a dead session (423).
    const sessionToken = requireSession ? header('x-session-token') : '';
    const session = sessionToken ? await lookup.memberWithSession(hashToken(sessionToken), claims.id) : undefined;
    const member = session ?? (await lookup.member(claims.id));
    const now = Date.now();
    const verdict = sessionVerdict(claims.sv, member, requireSession ? session : 'not-required', now);
    if (!member || verdict === 'stale') throw expired();
    if (verdict === 'inactive') throw locked('auth.error.approvalPending');
    if (verdict === 'ended') throw locked();
    if (session && touchDue(session, now)) await services.sessions.extend(session.sessionId);
    const { id, email, firstName, lastName, siteLang, memberStatus, sessionVersion, vip } = member;
    return { id, email, firstName, lastName, siteLang, memberStatus, sessionVersion: sessionVersion ?? 0, vip, signIn: claims.sid };
  };
}

/**
 * Guards member-only calls (docs/architecture.md#members-tokens-and-errors): 401 without a valid access token (a JWT whose session version is
 * still current), 423 without a live session token or when the account is not active. `{ session: false }`
 * skips the session check for the one call that creates a session from the access token (which then asks
 * whether the token's sign-in is still live); `{ optional: true }`
 * lets visitors through as visitors.
 */
export default (config: { session?: boolean; optional?: boolean } = {}, { strapi }: { strapi: Core.Strapi }) => {
  const authenticate = memberAuthenticator(strapi, config.session !== false);

  return async (ctx: Context, next: Next) => {
    try {
      ctx.state.member = await authenticate((name) => ctx.get(name));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Public calls that a member sees differently (bookmark flags, VIP items) answer a visitor's version.
      if (!config.optional) return replyError(ctx, error);
      ctx.state.member = undefined;
    }
    await next();
  };
};

import type { Core } from '@strapi/strapi';
import { sqliteReader } from '../../../utils/sqlite-reader';
import { hashToken } from '../../../utils/tokens';
import { sessionVerdict, touchDue } from '../services/sessions';
import { readAccessToken } from './members';
import { sessionLookup, type MemberSessionRow } from './session-lookup';

/** A request header by its lower-case name, '' when absent (Koa's `ctx.get`, or read from node's request). */
type RequestHeader = (name: string) => string;

/**
 * member-auth's check for the fast paths ahead of Strapi's middleware chain (the notification poll, the read cache;
 * docs/architecture.md#performance): the access token's signature and ONE indexed query (session by token hash,
 * joined to its member). Answers the member's row only when member-auth would let the call through without writing
 * anything: a live session not due an idle touch. Anything else (no tokens, stale, ended, due a touch) answers
 * undefined and the caller takes the normal path, which gives the precise 401/423 answers and extends the session.
 */
export function liveSessionReader(strapi: Core.Strapi): (header: RequestHeader) => Promise<MemberSessionRow | undefined> {
  let query: ((tokenHash: string, memberId: number) => Promise<MemberSessionRow | undefined>) | undefined;

  // member-auth's own query (session-lookup.ts): table and column names come from Strapi's metadata.
  function buildQuery() {
    const lookup = sessionLookup(strapi);
    const sqlite = sqliteReader(strapi);
    if (!sqlite) return (tokenHash: string, memberId: number) => lookup.memberWithSession(tokenHash, memberId);
    const { sql, params, normalise } = lookup.memberWithSessionSql();
    const statement = sqlite.prepare(sql);
    return async (tokenHash: string, memberId: number) => normalise(statement.get(...params(tokenHash, memberId)));
  }

  return async (header) => {
    const accessToken = header('x-access-token');
    const sessionToken = header('x-session-token');
    if (!accessToken || !sessionToken) return undefined;
    const claims = await readAccessToken(strapi, accessToken);
    if (!claims) return undefined;
    query ??= buildQuery();
    const row = await query(hashToken(sessionToken), claims.id);
    const now = Date.now();
    return row && sessionVerdict(claims.sv, row, row, now) === 'live' && !touchDue(row, now) ? row : undefined;
  };
}

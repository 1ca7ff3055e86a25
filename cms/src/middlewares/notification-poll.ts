import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { hashToken } from '../utils/tokens';
import { sessionLive, touchDue } from '../api/member/services/sessions';

const POLL_PATH = '/api/notification/list';

/** The poll's ETag for a member's change stamp (weak: it names the state, not the bytes). */
export const pollEtag = (memberId: number, stamp: number) => `W/"n${memberId}.${stamp}"`;

interface PollRow {
  session_version: number | null;
  member_status: string;
  blocked: number | boolean | null;
  notification_stamp: number | null;
  expires_at: string | number | Date;
  last_seen_at: string | number | Date | null;
  revoked_at: string | number | Date | null;
  ends_at: string | number | Date | null;
}

/**
 * The 10-second notification poll's fast path (DESIGN.md, performance). Every signed-in member polls, and most polls
 * find nothing new: a poll carrying If-None-Match is answered 304 here, before Strapi's middleware chain, after the
 * access token's signature check and ONE indexed query (session by token hash, joined to its member). Anything
 * else (no ETag, a changed stamp, an invalid or idle-touch-due session) goes down the normal path, which gives the
 * precise 401/423 answers and the list.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  let query: ((sessionHash: string, memberId: number) => Promise<PollRow | undefined>) | undefined;

  // Table and column names come from Strapi's metadata, so a renamed relation cannot silently break the join.
  function buildQuery() {
    const session = strapi.db.metadata.get('api::member.member-session');
    const users = strapi.db.metadata.get('plugin::users-permissions.user');
    const link = (
      session.attributes.user as unknown as {
        joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
      }
    ).joinTable;
    const q = (name: string) => `"${name}"`;
    const sql =
      `select u.session_version, u.member_status, u.blocked, u.notification_stamp, s.expires_at, s.last_seen_at, s.revoked_at, s.ends_at ` +
      `from ${q(session.tableName)} s join ${q(link.name)} l on l.${q(link.joinColumn.name)} = s.id ` +
      `join ${q(users.tableName)} u on u.id = l.${q(link.inverseJoinColumn.name)} where s.token_hash = ? and u.id = ? limit 1`;
    const sqlite = sqliteReader();
    if (sqlite) {
      // SQLite: a prepared statement on a read-only connection of its own (WAL readers see every commit) costs
      // ~0.01 ms, against ~0.45 ms through the query builder: the difference between 2,500 and 5,000+ polls/s.
      const statement = sqlite.prepare(sql);
      return async (sessionHash: string, memberId: number) => statement.get(sessionHash, memberId) as PollRow | undefined;
    }
    return async (sessionHash: string, memberId: number) =>
      (await strapi.db.connection.raw(sql, [sessionHash, memberId])).rows?.[0] as PollRow | undefined;
  }

  /** A read-only better-sqlite3 connection to the portal's database file, or undefined on PostgreSQL. */
  function sqliteReader(): { prepare: (sql: string) => { get: (...params: unknown[]) => unknown } } | undefined {
    const connection = strapi.config.get('database.connection') as { client?: string; connection?: { filename?: string } };
    if (connection.client !== 'sqlite' || !connection.connection?.filename) return undefined;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Database = require('better-sqlite3');
    const db = new Database(connection.connection.filename, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    strapi.server?.httpServer?.once('close', () => db.close());
    return db;
  }

  async function unchanged(ctx: Context): Promise<boolean> {
    const etag = ctx.get('if-none-match');
    const accessToken = ctx.get('x-access-token');
    const sessionToken = ctx.get('x-session-token');
    if (!etag || !accessToken || !sessionToken) return false;
    let payload: { id?: number; sv?: number; typ?: string };
    try {
      payload = await strapi.plugin('users-permissions').service('jwt').verify(accessToken);
    } catch {
      return false;
    }
    if (payload.typ !== 'member' || typeof payload.id !== 'number') return false;
    query ??= buildQuery();
    const row = await query(hashToken(sessionToken), payload.id);
    const now = Date.now();
    const live =
      row &&
      (row.session_version ?? 0) === payload.sv &&
      row.member_status === 'ACTIVE' &&
      !row.blocked &&
      // The same rules as member-auth (sessions.ts); a session due a touch takes the full path, which extends it.
      sessionLive({ revokedAt: row.revoked_at, expiresAt: row.expires_at, endsAt: row.ends_at }, now) &&
      !touchDue({ lastSeenAt: row.last_seen_at }, now);
    return !!live && etag === pollEtag(payload.id, Number(row.notification_stamp ?? 0));
  }

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'POST' || ctx.path !== POLL_PATH) return next();
    if (await unchanged(ctx)) {
      ctx.status = 304;
      ctx.set('Cache-Control', 'private, no-cache');
      return;
    }
    return next();
  };
};

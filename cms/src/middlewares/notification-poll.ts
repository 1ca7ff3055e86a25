import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { liveSessionReader } from '../api/member/lib/live-session';

const POLL_PATH = '/api/notification/list';

/** The poll's ETag for a member's change stamp (weak: it names the state, not the bytes). */
export const pollEtag = (memberId: number, stamp: number) => `W/"n${memberId}.${stamp}"`;

/**
 * The 10-second notification poll's fast path (docs/architecture.md#performance). Every signed-in member polls, and most polls
 * find nothing new: a poll carrying If-None-Match is answered 304 here, before Strapi's middleware chain, after the
 * access token's signature check and ONE indexed query (session by token hash, joined to its member). Anything
 * else (no ETag, a changed stamp, an invalid or idle-touch-due session) goes down the normal path, which gives the
 * precise 401/423 answers and the list.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const liveSession = liveSessionReader(strapi);

  async function unchanged(ctx: Context): Promise<boolean> {
    const etag = ctx.get('if-none-match');
    if (!etag) return false;
    const row = await liveSession(ctx);
    return !!row && etag === pollEtag(row.id, Number(row.notificationStamp ?? 0));
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

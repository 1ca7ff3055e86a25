import type { IncomingMessage, RequestListener } from 'node:http';
import type { Core } from '@strapi/strapi';
import { liveSessionReader } from '../../member/lib/live-session';

const POLL_PATH = '/api/notification/list';

/** The poll's ETag for a member's change stamp (weak: it names the state, not the bytes). */
export const pollEtag = (memberId: number, stamp: number) => `W/"n${memberId}.${stamp}"`;

const header = (req: IncomingMessage) => (name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/**
 * The 10-second notification poll's fast path (docs/architecture.md#performance). Every signed-in member polls, and
 * most polls find nothing new: a poll carrying If-None-Match is answered 304 by the HTTP server itself, before Koa
 * and Strapi's per-request context (which cost more than the check), after the access token's signature check and
 * ONE indexed query (session by token hash, joined to its member). Anything else (no ETag, a changed stamp, an
 * invalid or idle-touch-due session) goes to Koa untouched, whose normal path gives the precise 401/423 answers and
 * the list. Called once at bootstrap, before the server listens.
 */
export function installPollFastPath(strapi: Core.Strapi) {
  const server = strapi.server.httpServer;
  const liveSession = liveSessionReader(strapi);
  const [koa] = server.listeners('request') as RequestListener[];

  async function unchanged(req: IncomingMessage): Promise<boolean> {
    const etag = req.headers['if-none-match'];
    if (!etag) return false;
    const row = await liveSession(header(req));
    return !!row && etag === pollEtag(row.id, Number(row.notificationStamp ?? 0));
  }

  server.removeListener('request', koa);
  server.on('request', (req, res) => {
    if (req.method !== 'POST' || req.url?.split('?', 1)[0] !== POLL_PATH) return koa(req, res);
    // The body stays unread meanwhile: Koa's body parser gets the whole request when the poll is not a 304.
    unchanged(req).then(
      (same) => (same ? res.writeHead(304, { 'Cache-Control': 'private, no-cache' }).end() : koa(req, res)),
      () => koa(req, res),
    );
  });
}

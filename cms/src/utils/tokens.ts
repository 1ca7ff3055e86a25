import crypto from 'node:crypto';
import net from 'node:net';

/** A new unguessable token for links and sessions (32 random bytes, URL-safe). */
export const newToken = () => crypto.randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a leaked table cannot be replayed. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * The client address for throttling. Koa takes it from X-Forwarded-For only behind trusted proxies, and then the
 * entry the outermost trusted proxy wrote (TRUSTED_PROXIES in config/server.ts). Anything that is not an address
 * (a client reaching the server past its proxy can write any text there) is shortened to a hash of fixed length.
 */
export function clientAddress(ctx: { ip?: string; request?: { ip?: string } }): string {
  const ip = ctx.ip ?? ctx.request?.ip ?? '';
  if (net.isIP(ip)) return ip;
  return ip ? `x-${hashToken(ip).slice(0, 32)}` : 'unknown';
}

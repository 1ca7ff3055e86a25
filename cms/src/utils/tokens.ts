import crypto from 'node:crypto';

/** A new unguessable token for links and sessions (32 random bytes, URL-safe). */
export const newToken = () => crypto.randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a leaked table cannot be replayed. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The client address for throttling (Koa honours X-Forwarded-For only when the proxy option is on). */
export const clientAddress = (ctx: { ip?: string; request?: { ip?: string } }) => ctx.ip ?? ctx.request?.ip ?? 'unknown';

/**
 * Access tokens minted with the test server's own JWT secret (from the test data folder's secrets.json): a token
 * that is genuinely signed but expired, or issued to a member whose status no longer allows it. A forged or random
 * token proves less: it fails the signature check before any of the checks that matter here.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { Database } from './db';

const b64 = (value: object | Buffer) => (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** A signed member access token; `expiresInSeconds: null` leaves `exp` out (a token that would never end). */
export function mintAccessToken(
  payload: { id: number; sv: number; typ?: string; sid?: string },
  { expiresInSeconds = 3600 as number | null } = {},
): string {
  const secret = JSON.parse(fs.readFileSync(path.join(inject('dataDir'), 'secrets.json'), 'utf8')).JWT_SECRET as string;
  const now = Math.floor(Date.now() / 1000);
  const expiry = expiresInSeconds === null ? {} : { exp: now + expiresInSeconds };
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ typ: 'member', ...payload, iat: now - 7200, ...expiry })}`;
  return `${body}.${b64(crypto.createHmac('sha256', secret).update(body).digest())}`;
}

/** A member's id, session version and status, read from the test database by e-mail or id. */
export function memberRow(emailOrId: string | number): { id: number; sv: number; status: string } {
  const db = new Database(path.join(inject('dataDir'), 'portal.db'), { readonly: true });
  try {
    const row = db
      .prepare(
        'SELECT id, session_version AS sv, member_status AS status FROM up_users WHERE ' +
          (typeof emailOrId === 'number' ? 'id = ?' : 'email = ?'),
      )
      .get(typeof emailOrId === 'number' ? emailOrId : emailOrId.toLowerCase()) as
      { id: number; sv: number | null; status: string } | undefined;
    if (!row) throw new Error(`no member ${emailOrId}`);
    return { ...row, sv: row.sv ?? 0 };
  } finally {
    db.close();
  }
}

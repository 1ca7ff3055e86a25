/**
 * Issue 26 item 8 (SECURITY.md, sessions and attachments): an access token must carry an expiry; one access token
 * opens a bounded number of tab sessions; attachment names lose the bidi overrides and zero-width characters that
 * would show staff a spoofed extension. (The CSV cells and the idle touch interval are unit tests:
 * cms/src/plugins/staff/server/csv.test.ts, tests/unit/session-touch.test.ts.)
 */
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { randomPdf, uploadAttachments } from '../support/kit-core.mjs';
import { activeMember, api } from '../support/kit';
import { Database } from './support/db';
import { memberRow, mintAccessToken } from './support/tokens';

const db = new Database(path.join(inject('dataDir'), 'portal.db'), { readonly: true, fileMustExist: true });
afterAll(() => db.close());

/** The sign-in id (`sid`) an access token names. */
const signInOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).sid as string;
const sessionToken = (accessToken: string) => api('/api/sign/session-token', { headers: { 'X-ACCESS-TOKEN': accessToken } });

describe('issue 26 item 8: token, session and file-name hygiene', () => {
  it('item 8: a genuinely signed access token without exp is refused (401)', async () => {
    const member = await activeMember();
    const row = memberRow(member.email);
    const sid = signInOf(member.accessToken);
    const withExp = mintAccessToken({ id: row.id, sv: row.sv, sid });
    const withoutExp = mintAccessToken({ id: row.id, sv: row.sv, sid }, { expiresInSeconds: null });
    const show = (accessToken: string) => api('/api/user/account/show', { headers: { ...member.headers, 'X-ACCESS-TOKEN': accessToken } });
    // The same claims with an expiry pass: what is refused is the missing exp alone.
    expect((await show(withExp)).status).toBe(200);
    expect((await show(withoutExp)).status).toBe(401);
    expect((await sessionToken(withoutExp)).status).toBe(401);
  });

  it('item 8: one access token opens at most 30 tab sessions per 10 minutes, and a sign-in keeps at most 20 live', async () => {
    const member = await activeMember();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await sessionToken(member.accessToken)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const live = db
      .prepare('SELECT count(*) AS n FROM member_sessions WHERE sign_in = ? AND revoked_at IS NULL')
      .get(signInOf(member.accessToken)) as { n: number };
    expect(live.n).toBe(20);
  });

  it('item 8: attachment names lose bidi overrides and zero-width characters', async () => {
    const member = await activeMember();
    const names = ['invoice\u202Efdp.exe.pdf', 'ma\u200Bnual\u200D.pdf', '\u2066report\u2069\uFEFF.pdf'];
    const reply = await uploadAttachments(
      inject('baseUrl'),
      names.map((name) => ({ name, bytes: randomPdf(1024) })),
      { headers: member.headers },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const stored = (reply.body.data.assets as { name: string }[]).map((a) => a.name);
    expect(stored).toEqual(['invoicefdp.exe.pdf', 'manual.pdf', 'report.pdf']);
  });
});

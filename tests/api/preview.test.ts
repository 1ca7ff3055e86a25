/**
 * The editor preview's door (docs/staff-workspace.md#editor-preview): a preview link is made only through the admin,
 * for someone who may read the type, and names one entry in one locale; the page refuses anything else and is never
 * indexed or stored. The page itself, rendered in the real design, is checked in tests/e2e/staff-preview.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { issuePreviewToken } from '../../cms/src/plugins/staff/server/preview/token';
import { adminSession, staffMember, type AdminFetch } from '../support/admin-api';

const UID = 'api::product.product';
const PRODUCTS = `/content-manager/collection-types/${UID}`;

let admin: AdminFetch;
let first: string;
let second: string;

/** The preview address the Content Manager's Preview panel would open for a product in Korean. */
async function previewLink(as: AdminFetch, documentId: string, locale = 'ko') {
  const res = await as('GET', `/content-manager/preview/url/${UID}?documentId=${documentId}&locale=${locale}&status=draft`);
  return { status: res.status, url: res.body?.data?.url as string | undefined };
}

async function open(address: string) {
  const res = await fetch(`${inject('baseUrl')}${address}`, { headers: { Accept: 'text/html' } });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}

/** Every answer of the preview door, refusals included, is private and unindexed. */
function expectPrivate(headers: Headers) {
  expect(headers.get('cache-control')).toBe('no-store');
  expect(headers.get('x-robots-tag')).toMatch(/noindex/);
}

const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
const adminSecret = () =>
  (JSON.parse(fs.readFileSync(path.join(inject('dataDir'), 'secrets.json'), 'utf8')) as { ADMIN_JWT_SECRET: string }).ADMIN_JWT_SECRET;

beforeAll(async () => {
  admin = await adminSession();
  const list = await admin('GET', `${PRODUCTS}?locale=ko&pageSize=2&sort=pk:asc`);
  [first, second] = (list.body.results as { documentId: string }[]).map((d) => d.documentId);
});

describe('the preview link', () => {
  it('names one entry and locale and carries a token of its own, not the admin token', async () => {
    const { url } = await previewLink(admin, first);
    expect(url).toMatch(new RegExp(`^/preview/kr/product/${first}\\?token=[\\w.-]+$`));
    const claims = JSON.parse(Buffer.from(tokenOf(url!).split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ uid: UID, doc: first, loc: 'ko', aud: 'portal-preview' });
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(600);
  });

  it('is not made for a staff member who may not read the type (a Manager and products)', async () => {
    const roles = (await admin('GET', '/admin/roles')).body.data as { id: number; code: string }[];
    const manager = await staffMember(roles.find((r) => r.code === 'portal-manager')!.id, 'Preview Manager');
    const refused = await previewLink(manager.fetch, first);
    expect(refused.url).toBeUndefined();
  });
});

describe('the preview page refuses', () => {
  it('a request without a token, with a malformed one or one signed with another key: 401', async () => {
    const scope = { uid: UID, documentId: first, locale: 'ko', sessionId: 'x' } as const;
    for (const query of ['', '?token=', '?token=abc.def.ghi', `?token=${issuePreviewToken('not-the-secret', scope)}`]) {
      const res = await open(`/preview/kr/product/${first}${query}`);
      expect(res.status, query).toBe(401);
      expect(JSON.parse(res.text).errors.token[0]).toMatch(/expired|token/i);
      expectPrivate(res.headers);
    }
  });

  it('an expired token: 401', async () => {
    const { url } = await previewLink(admin, first);
    const sessionId = JSON.parse(Buffer.from(tokenOf(url!).split('.')[1], 'base64url').toString()).sid;
    const expired = issuePreviewToken(adminSecret(), { uid: UID, documentId: first, locale: 'ko', sessionId }, -1);
    const res = await open(`/preview/kr/product/${first}?token=${expired}`);
    expect(res.status).toBe(401);
    expectPrivate(res.headers);
  });

  it("another entry's token, or the same token for another language or type: 403", async () => {
    const { url } = await previewLink(admin, first);
    const token = tokenOf(url!);
    for (const address of [`/preview/kr/product/${second}`, `/preview/en/product/${first}`, `/preview/kr/exhibition/${first}`]) {
      const res = await open(`${address}?token=${token}`);
      expect(res.status, address).toBe(403);
      expect(JSON.parse(res.text).errors.token).toHaveLength(1);
      expectPrivate(res.headers);
    }
  });

  it('a link whose admin session has signed out: 401', async () => {
    const roles = (await admin('GET', '/admin/roles')).body.data as { id: number; code: string }[];
    const editor = await staffMember(roles.find((r) => r.code === 'strapi-editor')!.id, 'Preview Editor');
    const { url } = await previewLink(editor.fetch, first);
    const before = await open(url!);
    expect([200, 503]).toContain(before.status); // 503 only when the run skipped the site build (TEST_SKIP_SITE)
    expectPrivate(before.headers);
    expect((await editor.fetch('POST', '/admin/logout')).status).toBeLessThan(300);
    const after = await open(url!);
    expect(after.status).toBe(401);
  });
});

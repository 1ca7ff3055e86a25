/**
 * The editor preview's door (docs/staff-workspace.md#editor-preview): a preview link is made only through the admin,
 * for someone who may read the type, and names one entry in one locale; the page refuses anything else and is never
 * indexed or stored. The page itself, rendered in the real design, is checked in tests/e2e/staff-preview.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PREVIEW_KINDS, type PreviewUid } from '@portal/domain';
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

/** A draft to create in Korean as each type's own entry: the type's required fields. */
const NEW_DRAFT: Record<PreviewUid, Record<string, unknown>> = {
  'api::product.product': { model: 'Preview own draft' },
  'api::exhibition.exhibition': { title: 'Preview own draft' },
  'api::media-news.media-news': { title: 'Preview own draft' },
  'api::key-visual.key-visual': { title: 'Preview own draft' },
  'api::legal-text.legal-text': { kind: 'MARKETING', title: 'Preview own draft', body: 'Not yet in force.' },
  'api::showroom-station.showroom-station': {},
};

describe('issue 26 item 4: a preview link only for a draft the role may read in the Content Manager', () => {
  const checked = { links: 0, refused: 0 };
  let staff: Record<'Administrator' | 'Manager' | 'Editor' | 'Author' | 'Other Author', AdminFetch>;

  beforeAll(async () => {
    const roles = (await admin('GET', '/admin/roles')).body.data as { id: number; code: string }[];
    const role = (code: string) => roles.find((r) => r.code === code)!.id;
    const member = async (code: string, name: string) => (await staffMember(role(code), name)).fetch;
    staff = {
      Administrator: await member('portal-administrator', 'Preview Administrator'),
      Manager: await member('portal-manager', 'Preview Manager'),
      Editor: await member('strapi-editor', 'Preview Editor'),
      Author: await member('strapi-author', 'Preview Author'),
      'Other Author': await member('strapi-author', 'Preview Other Author'),
    };
  });

  afterAll(() => {
    console.log(
      `[preview] issue 26 item 4: ${checked.links + checked.refused} role x document checks (${checked.links} links made, ${checked.refused} refused)`,
    );
  });

  /** Whether `as` gets a preview link for the Korean draft, checked against what the Content Manager shows them. */
  async function linkFor(as: AdminFetch, uid: PreviewUid, documentId: string) {
    const res = await as('GET', `/content-manager/preview/url/${uid}?documentId=${documentId}&locale=ko&status=draft`);
    const url = res.body?.data?.url as string | undefined;
    const read = await as('GET', `/content-manager/collection-types/${uid}/${documentId}?locale=ko&status=draft`);
    // The link follows the Content Manager's own decision for this very entry.
    expect(Boolean(url), `${uid} ${documentId}: link vs Content Manager read ${read.status}`).toBe(read.status === 200);
    checked[url ? 'links' : 'refused']++;
    return url;
  }

  for (const uid of Object.keys(PREVIEW_KINDS) as PreviewUid[]) {
    it(`${PREVIEW_KINDS[uid]}: a seeded draft for Super Admin and Editor only; an Author's own draft for that Author`, async () => {
      const seeded = (await admin('GET', `/content-manager/collection-types/${uid}?locale=ko&pageSize=1&sort=id:asc`)).body.results[0];
      expect(seeded?.documentId, `${uid} has a seeded entry`).toBeTruthy();
      expect(await linkFor(admin, uid, seeded.documentId)).toBeTruthy();
      expect(await linkFor(staff.Editor, uid, seeded.documentId)).toBeTruthy();
      for (const role of ['Administrator', 'Manager', 'Author'] as const)
        expect(await linkFor(staff[role], uid, seeded.documentId), role).toBeUndefined();

      // The Author's own draft: a link for them (and the page opens), none for another Author.
      const created = await staff.Author('POST', `/content-manager/collection-types/${uid}?locale=ko`, NEW_DRAFT[uid]);
      expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
      const own = created.body.data.documentId as string;
      const url = await linkFor(staff.Author, uid, own);
      expect(url).toBeTruthy();
      expect([200, 503]).toContain((await open(url!)).status); // 503 only when the run skipped the site build (TEST_SKIP_SITE)
      expect(await linkFor(staff['Other Author'], uid, own)).toBeUndefined();
      expect(await linkFor(staff.Editor, uid, own)).toBeTruthy();
      expect(await linkFor(staff.Manager, uid, own)).toBeUndefined();
      if (uid === 'api::legal-text.legal-text') {
        // Without its kind a legal text has no page to be shown as: a clear 422 naming the field, not a 500.
        const kindless = await staff.Author('POST', `/content-manager/collection-types/${uid}?locale=ko`, { title: 'No kind yet' });
        const response = await open((await linkFor(staff.Author, uid, kindless.body.data.documentId as string))!);
        expect(response.status).toBe(422);
        expect(Object.keys(JSON.parse(response.text).errors)).toEqual(['kind']);
      }
    });
  }
});

/**
 * Issue 16 items 6 and 7 in the real admin (docs/staff-workspace.md#editor-preview): an Editor whose admin speaks
 * Korean opens a draft product in Korean, opens Strapi's Preview and sees the draft in the site's own page design,
 * while the public page does not show it; after publishing, the site build switches and the public page does.
 * Screenshots of the preview (1440 and 390 wide) and of the admin in Korean land in tests/e2e/artifacts/.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProductCategory } from '@portal/domain';
import { productPageId } from '../../site/components/content/product-paths';
import { adminSession, signInToAdminPage, staffMember, type AdminFetch } from '../support/admin-api';
import { ARTIFACTS, openBrowser } from '../support/browser';
import { api } from '../support/kit';

const base = () => inject('baseUrl');
const UID = 'api::product.product';

async function pageText(address: string) {
  return (await fetch(`${base()}${address}`)).text();
}

async function waitForText(address: string, text: string, timeoutMs: number) {
  for (const until = Date.now() + timeoutMs; Date.now() < until; await new Promise((r) => setTimeout(r, 1000)))
    if ((await pageText(address)).includes(text)) return true;
  return false;
}

describe('issue 16: an editor previews a draft product in Korean, then publishes it', () => {
  let admin: AdminFetch;
  let editor: Awaited<ReturnType<typeof staffMember>>;
  let product: { documentId: string; model: string; pk: number };
  let publicPage: string;
  let original: string;
  const draftModel = `미리보기 초안 ${Date.now().toString(36)}`;

  beforeAll(async () => {
    admin = await adminSession();
    const roles = (await admin('GET', '/admin/roles')).body.data as { id: number; code: string }[];
    editor = await staffMember(roles.find((r) => r.code === 'strapi-editor')!.id, 'Preview Editor');
    // Item 7: the editor's own language for the admin.
    expect((await editor.fetch('PUT', '/admin/users/me', { preferedLanguage: 'ko' })).status).toBe(200);

    // The newest product visitors see: other files leave unpublished drafts (an Author's own, in preview.test.ts).
    const list = await admin('GET', `/content-manager/collection-types/${UID}?locale=ko&pageSize=20&sort=pk:desc&populate=category`);
    const rows = list.body.results as { documentId: string; model: string; pk: number }[];
    // The public list page of the product's top category, as the menu links it (site/components/content/product-paths.ts).
    const menu = (await api('/api/product-category/gnb-list', { lang: 'KOR' })).body.data.productCategories as ProductCategory[];
    const listedIn = new Map<number, ProductCategory>();
    for (const category of menu) {
      const listed = await api('/api/product/list', {
        lang: 'KOR',
        body: { productCategoryParentPkList: [category.pk], sortType: 'RECENT' },
      });
      for (const p of listed.body.data.products as { pk: number }[]) listedIn.set(p.pk, category);
    }
    const row = rows.find((r) => listedIn.has(r.pk))!;
    product = row;
    original = row.model;
    const top = listedIn.get(row.pk);
    publicPage = `/kr/product/${encodeURIComponent(productPageId(top!.child?.[0]?.name ?? top!.name)!)}`;
    expect(await pageText(publicPage)).toContain(original);

    // The editor saves a draft in Korean: nothing changes for visitors.
    const saved = await editor.fetch('PUT', `/content-manager/collection-types/${UID}/${row.documentId}?locale=ko`, { model: draftModel });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }, 120_000);

  afterAll(async () => {
    // Leave the product as other test files expect it.
    await admin('POST', `/content-manager/collection-types/${UID}/${product.documentId}/actions/publish?locale=ko`, { model: original });
  }, 60_000);

  it('shows the draft in the real page design, private and unindexed, while the public page keeps the published text', async () => {
    const browser = await openBrowser({ width: 1440, height: 1000 });
    try {
      const page = await browser.context.newPage();
      await signInToAdminPage(page, editor.email);
      await page.goto(`${base()}/admin/content-manager/collection-types/${UID}/${product.documentId}?plugins[i18n][locale]=ko`);
      // The admin speaks Korean (item 7): the side panel's preview button is Strapi's Korean text.
      const open = page.getByRole('link', { name: '미리보기 열기' });
      await open.waitFor({ timeout: 60_000 });
      await page.screenshot({ path: path.join(ARTIFACTS, 'staff-preview-admin-ko.png') });
      await open.click();

      const frame = page.frameLocator('iframe[src*="/preview/kr/product/"]');
      // The draft's card in its category's list and its detail opened, drawn by the site's own components.
      await expect
        .poll(() => frame.locator('.product-card__model', { hasText: draftModel }).count(), { timeout: 60_000 })
        .toBeGreaterThan(0);
      await expect
        .poll(() => frame.locator('dialog.product-detail[open] h2, dialog.product-detail[open] h1').first().textContent())
        .toContain(draftModel);
      expect(await frame.locator('[data-preview-bar]').textContent()).toMatch(/초안 미리보기/);
      await page.screenshot({ path: path.join(ARTIFACTS, 'staff-preview-admin-panel-ko.png') });

      // The page itself: no-store, noindex (header and meta), framed only by this origin; Korean.
      const src = (await page.locator('iframe[src*="/preview/kr/product/"]').getAttribute('src'))!;
      const direct = await fetch(new URL(src, base()));
      expect(direct.status).toBe(200);
      expect(direct.headers.get('cache-control')).toBe('no-store');
      expect(direct.headers.get('x-robots-tag')).toMatch(/noindex/);
      expect(direct.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
      const html = await direct.text();
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(html).toMatch(/<html lang="ko"/);
      expect(html).not.toMatch(/rel="canonical"/);

      for (const width of [1440, 390]) {
        const shot = await browser.context.newPage();
        await shot.setViewportSize({ width, height: 900 });
        await shot.goto(new URL(src, base()).href, { waitUntil: 'load' });
        await shot.locator('dialog.product-detail[open]').waitFor({ timeout: 30_000 });
        await shot.waitForTimeout(800); // the sheet's opening transition
        await shot.screenshot({ path: path.join(ARTIFACTS, `staff-preview-product-${width}.png`) });
        await shot.close();
      }

      // Drafts never reach the public site, and the build's server half is never served.
      expect(await pageText(publicPage)).not.toContain(draftModel);
      expect((await fetch(`${base()}/_preview/entry.mjs`)).status).toBe(404);
      expect((await fetch(`${base()}/%5Fpreview/entry.mjs`)).status).toBe(404);
    } finally {
      await browser.close();
    }
  }, 240_000);

  it('publishing from the admin changes the public page once the site build switches', async () => {
    const browser = await openBrowser({ width: 1440, height: 1000 });
    try {
      const page = await browser.context.newPage();
      await signInToAdminPage(page, editor.email);
      await page.goto(`${base()}/admin/content-manager/collection-types/${UID}/${product.documentId}?plugins[i18n][locale]=ko`);
      const publish = page.getByRole('button', { name: '배포', exact: true });
      await publish.waitFor({ timeout: 60_000 });
      await publish.click();
      expect(await waitForText(publicPage, draftModel, 150_000)).toBe(true);
    } finally {
      await browser.close();
    }
  }, 240_000);
});

describe('every previewable type renders its draft in its page', () => {
  const TYPES = [
    ['api::exhibition.exhibition', 'title', 'exhibition'],
    ['api::media-news.media-news', 'title', 'media'],
    ['api::key-visual.key-visual', 'title', 'banner'],
    ['api::legal-text.legal-text', 'title', 'legal'],
    ['api::showroom-station.showroom-station', 'title', 'station'],
  ] as const;

  it.each(TYPES)(
    '%s',
    async (uid, field, kind) => {
      const admin = await adminSession();
      const list = await admin('GET', `/content-manager/collection-types/${uid}?locale=ja&pageSize=1&sort=id:asc`);
      const entry = list.body.results[0] as Record<string, string> & { documentId: string };
      const marker = `下書き ${Date.now().toString(36)}`;
      const saved = await admin('PUT', `/content-manager/collection-types/${uid}/${entry.documentId}?locale=ja`, { [field]: marker });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      try {
        const link = await admin('GET', `/content-manager/preview/url/${uid}?documentId=${entry.documentId}&locale=ja&status=draft`);
        const url = link.body.data.url as string;
        expect(url).toContain(`/preview/jp/${kind}/${entry.documentId}`);
        const res = await fetch(new URL(url, base()));
        // A Japanese page marks its phrase boundaries with <wbr> (site/lib/phrases.ts): no character of the text.
        const html = (await res.text()).replaceAll('<wbr>', '');
        expect(res.status, html.slice(0, 300)).toBe(200);
        expect(html).toContain(marker);
        expect(html).toMatch(/<html lang="ja"/);
        expect(res.headers.get('cache-control')).toBe('no-store');
      } finally {
        // Back to the published text: the draft is discarded, so no site build is queued by a publish.
        await admin('POST', `/content-manager/collection-types/${uid}/${entry.documentId}/actions/discard?locale=ja`, {});
      }
    },
    60_000,
  );
});

/**
 * The editors' forms in the real admin (docs/editors.md#the-forms): an Editor opens a product in English and
 * another in Korean; each reads the fields in their language with the help texts, the phone version is labelled as
 * optional beside its main text, the portal's own numbers cannot be edited, and the internal ones are not shown.
 * Screenshots at 1440 px in tests/e2e/artifacts/editor-form-*.png.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminSession, signInToAdminPage, staffMember } from '../support/admin-api';
import { ARTIFACTS, openBrowser } from '../support/browser';

const UID = 'api::product.product';

let documentId: string;

/**
 * The admin's form control whose label starts with `label` (Strapi ties each label to its input; a per-language
 * field's label also carries the globe's hidden text).
 */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

async function editorIn(language: 'en' | 'ko' | 'ja') {
  const admin = await adminSession();
  const roles = (await admin('GET', '/admin/roles')).body.data as { id: number; code: string }[];
  const editor = await staffMember(roles.find((r) => r.code === 'strapi-editor')!.id, `Forms ${language}`);
  expect((await editor.fetch('PUT', '/admin/users/me', { preferedLanguage: language })).status).toBe(200);
  return editor;
}

beforeAll(async () => {
  const admin = await adminSession();
  const list = await admin('GET', `/content-manager/collection-types/${UID}?locale=en&pageSize=1&sort=pk:asc`);
  documentId = list.body.results[0].documentId;
}, 120_000);

describe('the product form as editors see it', () => {
  const cases = [
    {
      language: 'en' as const,
      name: 'Product name',
      overview: 'Overview',
      phone: 'Overview on phones (optional)',
      phoneHint: 'left empty, phones show the main text',
      reference: 'Reference number',
      views: 'Views',
      publishAt: 'Publish at',
      perLanguage: 'Written per language',
      shareTitle: 'Title in search and share',
      shareHint: 'Left empty, the title is used',
      noIndex: 'Hide from search engines',
    },
    {
      language: 'ko' as const,
      name: '제품명',
      overview: '개요',
      phone: '휴대폰용 개요 (선택)',
      phoneHint: '비워 두면 휴대폰에도 기본 글이 보입니다',
      reference: '참조 번호',
      views: '조회수',
      publishAt: '게시 예약',
      perLanguage: '언어별로 작성',
      shareTitle: '검색·공유 제목',
      shareHint: '비워 두면 제목을 씁니다',
      noIndex: '검색 엔진에서 숨기기',
    },
  ];

  it.each(cases)(
    'in $language: labels, help texts, read-only numbers, no internal fields',
    async (c) => {
      const editor = await editorIn(c.language);
      const browser = await openBrowser({ width: 1440, height: 1000 });
      try {
        const page = await browser.context.newPage();
        await signInToAdminPage(page, editor.email);
        await page.goto(`${inject('baseUrl')}/admin/content-manager/collection-types/${UID}/${documentId}?plugins[i18n][locale]=en`);
        await field(page, c.name).waitFor({ timeout: 60_000 });

        // The texts first, the phone version right after its main text, each under the editor's words.
        const body = await page.locator('main').innerText();
        for (const label of [c.name, c.overview, c.phone, c.publishAt, c.reference, c.views, c.shareTitle, c.noIndex])
          expect(body).toContain(label);
        // The search and share part's own fields, in the editor's language with their help lines.
        expect(body).toContain(c.shareHint);
        expect(body.indexOf(c.name)).toBeLessThan(body.indexOf(c.overview));
        expect(body.indexOf(c.overview)).toBeLessThan(body.indexOf(c.phone));
        expect(body).toContain(c.phoneHint);
        // The API's field names are not what editors read.
        for (const raw of ['overviewPc', 'overviewMobile', 'featuresPc', 'pkCh', 'techGalleryOrder', 'viewCount', 'metaTitle', 'noIndex'])
          expect(body, raw).not.toContain(raw);
        expect(await page.getByText(c.perLanguage).count()).toBeGreaterThan(0);
        expect(body).not.toContain('This value is unique for the selected locale');

        // Kept by the portal: shown, not editable.
        expect(await field(page, c.reference).isDisabled()).toBe(true);
        expect(await field(page, c.views).isDisabled()).toBe(true);
        expect(await field(page, c.name).isDisabled()).toBe(false);

        // The form scrolls inside the admin's frame: one screenshot per stretch of it.
        await page.screenshot({ path: path.join(ARTIFACTS, `editor-form-product-${c.language}-text.png`) });
        for (const [label, part] of [
          [c.phone, 'phone'],
          [c.shareTitle, 'share'],
          [c.publishAt, 'schedule'],
        ]) {
          await page.getByText(label, { exact: true }).first().scrollIntoViewIfNeeded();
          await page.screenshot({ path: path.join(ARTIFACTS, `editor-form-product-${c.language}-${part}.png`) });
        }
      } finally {
        await browser.close();
      }
    },
    240_000,
  );

  it("an exhibition in Japanese: the show's dates and place and the search and share part read in Japanese", async () => {
    const editor = await editorIn('ja');
    const admin = await adminSession();
    const uid = 'api::exhibition.exhibition';
    const list = await admin('GET', `/content-manager/collection-types/${uid}?locale=en&pageSize=100`);
    const ces = (list.body.results as { documentId: string; pk: number }[]).find((e) => e.pk === 8)!;
    const browser = await openBrowser({ width: 1440, height: 1000 });
    try {
      const page = await browser.context.newPage();
      await signInToAdminPage(page, editor.email);
      await page.goto(`${inject('baseUrl')}/admin/content-manager/collection-types/${uid}/${ces.documentId}?plugins[i18n][locale]=en`);
      await field(page, '開始日').waitFor({ timeout: 60_000 });
      const body = await page.locator('main').innerText();
      for (const label of ['開始日', '終了日', '会場', '都市', '国コード', '検索・共有のタイトル', '共有画像', '検索エンジンから隠す'])
        expect(body, label).toContain(label);
      expect(body).toContain('2 文字（例：US、KR、DE）');
      for (const raw of ['startsOn', 'endsOn', 'venue', 'metaTitle', 'metaDescription', 'shareImage', 'noIndex'])
        expect(body, raw).not.toContain(raw);
      await page.getByText('開始日', { exact: true }).first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(ARTIFACTS, 'editor-form-exhibition-ja-event.png') });
      await page.getByText('検索・共有のタイトル', { exact: true }).first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(ARTIFACTS, 'editor-form-exhibition-ja-share.png') });
    } finally {
      await browser.close();
    }
  }, 240_000);
});

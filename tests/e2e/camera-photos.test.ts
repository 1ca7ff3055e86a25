/**
 * Camera photos (docs/architecture.md#pictures): an editor uploads a 12-megapixel JPEG of about 5 MB through the
 * media library, marks its subject (focal point) and makes it the first home banner, the newest exhibition's and the
 * first product's picture. The site built from that content gives a 390 px phone AVIF/WebP copies through
 * srcset/sizes, never the original, within 250 KB of images on the home page, with the banner preloaded and cropped
 * around the focal point. The pictures are put back afterwards.
 */
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { PictureIndex } from '@portal/domain';
import { adminApi, cameraPhoto, imagesLoaded, placeOnHome, waitForCopies } from '../../scripts/lib/camera-photos.mjs';
import { adminToken } from '../support/admin-api';
import { ARTIFACTS, openBrowser } from '../support/browser';
import { signedIn } from '../support/journey';
import { activeMember, call } from '../support/kit';

const IMAGE_BUDGET = 250_000;
const FOCAL_POINT = { x: 30, y: 20 };

describe('camera photos on the home page', () => {
  let restore = async () => {};
  /** What the first test placed: the photo's hash and upload address, and the pks that show it. */
  let placed: { hash: string; url: string; pks: Record<string, number> } | undefined;
  afterAll(() => restore());

  it('a phone gets AVIF/WebP copies within 250 KB, never the 5 MB original, the banner preloaded', async () => {
    const base = inject('baseUrl');
    const api = adminApi(base, await adminToken(base));
    const photo = await cameraPhoto();
    expect(photo.length).toBeGreaterThan(3_000_000);
    const file = await api.upload('camera-photo.jpg', photo, 'image/jpeg');
    const original = new URL(file.url, base).pathname;
    // The copies are made once, at upload: AVIF and WebP at four widths, none wider than needed.
    const copies = Object.values(file.formats as Record<string, { mime: string; width: number }>).filter((f) => f.mime !== 'image/jpeg');
    expect(copies.map((f) => `${f.mime} ${f.width}`).sort()).toEqual(
      [390, 780, 1280, 1920].flatMap((w) => [`image/avif ${w}`, `image/webp ${w}`]).sort(),
    );
    // The subject sits left of centre and high: the editor marks it in the media library's edit dialog.
    await api.fileInfo(file.id, { name: 'camera-photo.jpg', focalPoint: FOCAL_POINT });

    const onHome = await placeOnHome(base, api, file.id);
    restore = onHome.restore;
    placed = { hash: file.hash, url: file.url, pks: onHome.pks };
    const html = await waitForCopies(base, file.hash);
    expect(html).toMatch(new RegExp(`<link[^>]*rel="preload"[^>]*as="image"[^>]*imagesrcset="[^"]*${file.hash}\\.avif`));
    expect(html).not.toContain(`"${original}"`);

    const { context, close } = await openBrowser({ width: 390, height: 844 });
    try {
      const { page, images } = await imagesLoaded(context, `${base}/en/main`);
      const ours = images.filter((i) => i.url.includes(file.hash));
      expect(ours.length, 'the photo reached the phone as a copy').toBeGreaterThan(0);
      expect(images.map((i) => i.url)).not.toContain(original);
      for (const i of ours) expect(i.url).toMatch(/\.(avif|webp)$/);
      const total = images.reduce((sum, i) => sum + i.bytes, 0);
      console.log(`[camera-photos] 390 px home: ${images.length} images, ${Math.round(total / 1000)} KB`);
      expect(total).toBeLessThanOrEqual(IMAGE_BUDGET);

      // Every picture of the photo has copies at several widths for the browser to choose from.
      const sources = await page.$$eval(`picture source[srcset*="${file.hash}"]`, (list: Element[]) =>
        list.map((s: Element) => ({ srcset: s.getAttribute('srcset') ?? '', sizes: s.getAttribute('sizes') ?? '' })),
      );
      expect(sources.length).toBeGreaterThanOrEqual(3);
      for (const s of sources) {
        expect(s.srcset.split(',').length).toBeGreaterThanOrEqual(3);
        expect(s.sizes).not.toBe('');
      }
      // Phones crop the wide banner to its middle unless told: the focal point keeps the subject in view.
      const position = await page.$eval('.banner__media', (img: Element) => getComputedStyle(img).objectPosition);
      expect(position).toBe(`${FOCAL_POINT.x}% ${FOCAL_POINT.y}%`);
    } finally {
      await close();
    }
  }, 300_000);

  it('the pictures the browser builds for a member get the copies too: bookmarks, product detail, search hits', async () => {
    if (!placed) throw new Error('the first test did not place the photo');
    const { hash, url, pks } = placed;
    const productPk = pks['api::product.product'];
    const exhibitionPk = pks['api::exhibition.exhibition'];
    const member = await activeMember();
    const copiesOf = (pictures: PictureIndex | undefined) => (pictures?.[url]?.variants ?? []).map((v) => v.url);

    // The replies the islands draw from carry the copies of the pictures they name (parsed by the calls' schemas).
    const detail = (await call('productShow', { pk: productPk }, { headers: member.headers })).data;
    expect(detail.mainImageUrl).toBe(url);
    expect(copiesOf(detail.pictures)).toHaveLength(8);
    const exhibitions = (await call('exhibitionList', { rowPerPage: 100 })).data.data.items;
    const exhibition = exhibitions.find((e) => e.pk === exhibitionPk);
    expect(copiesOf(exhibition?.pictures)).toHaveLength(8);
    // The search index follows the content within a few seconds.
    await expect
      .poll(
        async () => {
          const found = (await call('productSearch', { searchText: exhibition?.title ?? '' })).data;
          return copiesOf(found.exhibitions.find((h) => h.pk === exhibitionPk)?.pictures).length;
        },
        { timeout: 30_000 },
      )
      .toBe(8);
    expect((await call('bookmarkEdit', { productPk }, { headers: member.headers })).status).toBe(200);

    const { context, close } = await openBrowser({ width: 390, height: 844 });
    try {
      const page = await context.newPage();
      const loaded: string[] = [];
      page.on('requestfinished', (r) => {
        if (r.resourceType() === 'image') loaded.push(new URL(r.url()).pathname);
      });
      const ours = () => loaded.filter((u) => u.includes(hash));
      // The bookmark list is drawn by an island from its reply.
      await signedIn(page, member, '/en/mypage?activeIndex=1');
      const card = page.locator(`[data-product-card][data-pk="${productPk}"]`).first();
      await card.waitFor({ timeout: 30_000 });
      await expect.poll(() => ours().length, { timeout: 15_000 }).toBeGreaterThan(0);
      // The product detail's gallery, opened from the card (its copy may come from the cache: read what it shows).
      await card.locator('[data-product-pk]').first().click();
      await page.locator('.product-gallery__stage img').waitFor({ timeout: 30_000 });
      await page.waitForFunction(() => (document.querySelector('.product-gallery__stage img') as HTMLImageElement | null)?.complete);
      const shown = await page.$eval('.product-gallery__stage img', (img: Element) => (img as HTMLImageElement).currentSrc);
      expect(new URL(shown).pathname).toMatch(new RegExp(`${hash}\\.(avif|webp)$`));
      await page.screenshot({ path: path.join(ARTIFACTS, 'camera-photo-product-detail-390.png') });
      for (const u of ours()) expect(u).toMatch(/\.(avif|webp)$/);
      expect(loaded).not.toContain(new URL(url, inject('baseUrl')).pathname);
    } finally {
      await close();
    }
  }, 180_000);
});

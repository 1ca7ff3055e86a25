/**
 * Camera photos (docs/architecture.md#pictures): an editor uploads a 12-megapixel JPEG of about 5 MB through the
 * media library, marks its subject (focal point) and makes it the first home banner, the newest exhibition's and the
 * first product's picture. The site built from that content gives a 390 px phone AVIF/WebP copies through
 * srcset/sizes, never the original, within 250 KB of images on the home page, with the banner preloaded and cropped
 * around the focal point. The pictures are put back afterwards.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminApi, cameraPhoto, imagesLoaded, placeOnHome, waitForCopies } from '../../scripts/lib/camera-photos.mjs';
import { adminToken } from '../support/admin-api';
import { openBrowser } from '../support/browser';

const IMAGE_BUDGET = 250_000;
const FOCAL_POINT = { x: 30, y: 20 };

describe('camera photos on the home page', () => {
  let restore = async () => {};
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

    ({ restore } = await placeOnHome(base, api, file.id));
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
});

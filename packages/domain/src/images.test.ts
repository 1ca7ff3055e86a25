import { describe, expect, it } from 'vitest';
import { pictureHtml, picturePreload, type PictureIndex } from './images';

const copies = (base: string, widths: number[]) =>
  widths.flatMap((width) => [
    { url: `/uploads/avif_${width}_${base}.avif`, width, type: 'image/avif' as const },
    { url: `/uploads/webp_${width}_${base}.webp`, width, type: 'image/webp' as const },
  ]);

const images: PictureIndex = {
  '/uploads/photo.jpg': { width: 4000, height: 3000, focalPoint: { x: 30, y: 20 }, variants: copies('photo', [1920, 390, 780, 1280]) },
  '/uploads/tall.jpg': { width: 1080, height: 1920, focalPoint: null, variants: copies('tall', [390, 780, 1080]) },
};

describe('pictureHtml', () => {
  it('offers AVIF then WebP copies narrowest first with sizes, a WebP fallback and the focal point', () => {
    const html = pictureHtml(images, { src: '/uploads/photo.jpg', sizes: '100vw', width: 1920, height: 720, priority: true });
    expect(html).toContain(
      '<source type="image/avif" srcset="/uploads/avif_390_photo.avif 390w, /uploads/avif_780_photo.avif 780w, /uploads/avif_1280_photo.avif 1280w, /uploads/avif_1920_photo.avif 1920w" sizes="100vw">',
    );
    expect(html.indexOf('image/avif')).toBeLessThan(html.indexOf('image/webp'));
    expect(html).toContain('src="/uploads/webp_1280_photo.webp"');
    expect(html).toContain('style="object-position: 30% 20%"');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchpriority="high"');
    expect(html).not.toContain('"/uploads/photo.jpg"');
  });

  it('puts the phone picture first under its media query, and lazy-loads by default', () => {
    const html = pictureHtml(images, { src: '/uploads/photo.jpg', mobileSrc: '/uploads/tall.jpg', sizes: '50vw', width: 640, height: 360 });
    expect(html.indexOf('tall')).toBeLessThan(html.indexOf('avif_390_photo'));
    expect(html).toContain('media="(max-width: 720px)" srcset="/uploads/avif_390_tall.avif 390w');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchpriority');
  });

  it('keeps a picture without copies (an old upload) as it is, escaped', () => {
    const html = pictureHtml(images, { src: '/uploads/old".jpg', sizes: '100vw', width: 10, height: 10, alt: '<b>' });
    expect(html).toBe(
      '<picture><img src="/uploads/old&quot;.jpg" alt="&lt;b&gt;" width="10" height="10" loading="lazy" decoding="async"></picture>',
    );
  });
});

describe('picturePreload', () => {
  it('preloads the AVIF copies with the same sizes, or the upload itself when it has none', () => {
    expect(picturePreload(images, '/uploads/photo.jpg', '100vw', '(min-width: 721px)')).toMatchObject({
      imagesizes: '100vw',
      type: 'image/avif',
      media: '(min-width: 721px)',
    });
    expect(picturePreload(images, '/uploads/photo.jpg', '100vw').imagesrcset).toMatch(/^\/uploads\/avif_390_photo\.avif 390w, /);
    expect(picturePreload(images, '/uploads/none.jpg', '100vw')).toEqual({ href: '/uploads/none.jpg' });
  });
});

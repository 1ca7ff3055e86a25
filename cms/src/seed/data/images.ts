import type { ImageSpec } from '../lib/images';
import { TOP_CATEGORIES } from './categories';

/**
 * The picture pool: a few images per area, shared by many documents, so the first start uploads ~50 small
 * files instead of one per document. File names are the cache keys in the media library.
 */
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const productImage = (categorySlug: string, variant: 'main' | 'thumb-1' | 'thumb-2') =>
  `seed-product-${slug(categorySlug)}-${variant}.jpg`;

export const pairImage = (area: 'exhibition' | 'media' | 'banner' | 'site', key: string, device: 'pc' | 'mob') =>
  `seed-${area}-${slug(key)}-${device}.jpg`;

export const slideImage = (n: number) => `seed-media-slide-${n}.jpg`;

/** Landscape picture for PC and portrait picture for mobile of one key. */
function pair(
  area: Parameters<typeof pairImage>[0],
  key: string,
  hue: number,
  motif: ImageSpec['motif'],
  label: string,
  sub: string,
): ImageSpec[] {
  const [pcW, pcH] = area === 'banner' ? [1600, 700] : [1280, 720];
  return [
    { name: pairImage(area, key, 'pc'), width: pcW, height: pcH, hue, motif, label, sub },
    { name: pairImage(area, key, 'mob'), width: 720, height: 960, hue, motif, label, sub },
  ];
}

export const EXHIBITION_IMAGE_KEYS = ['CES', 'IAA Mobility', 'Auto China', 'Tech Day'];
export const MEDIA_IMAGE_KEYS = ['Company', 'Marketing', 'Catalogue'];
export const BANNER_IMAGE_KEYS = ['Catalogue', 'Showroom', 'Meeting', 'Exhibition'];
export const SITE_IMAGE_KEYS = ['Las Vegas', 'Munich', 'Beijing'];
export const SLIDE_COUNT = 4;

// prettier-ignore
export const IMAGE_POOL: ImageSpec[] = [
  ...TOP_CATEGORIES.flatMap((c): ImageSpec[] => [
    { name: productImage(c.slug, 'main'), width: 800, height: 600, hue: c.hue, motif: c.motif, label: c.slug, sub: 'Product' },
    { name: productImage(c.slug, 'thumb-1'), width: 480, height: 360, hue: c.hue + 20, motif: c.motif, label: c.slug, sub: 'Detail' },
    { name: productImage(c.slug, 'thumb-2'), width: 480, height: 360, hue: c.hue + 40, motif: c.motif, label: c.slug, sub: 'Application' },
  ]),
  ...EXHIBITION_IMAGE_KEYS.flatMap((k, i) => pair('exhibition', k, 200 + i * 35, 'stage', k, 'Exhibition')),
  ...MEDIA_IMAGE_KEYS.flatMap((k, i) => pair('media', k, 20 + i * 50, 'news', k, 'Media centre')),
  ...BANNER_IMAGE_KEYS.flatMap((k, i) => pair('banner', k, 190 + i * 30, i === 1 ? 'display' : 'road', k, 'Partner Portal')),
  ...SITE_IMAGE_KEYS.flatMap((k, i) => pair('site', k, 240 + i * 40, 'stage', k, 'Showroom Now')),
  ...Array.from({ length: SLIDE_COUNT }, (_, i): ImageSpec => ({
    name: slideImage(i + 1), width: 1200, height: 800, hue: 150 + i * 45, motif: 'news', label: `Slide ${i + 1}`, sub: 'Newsletter',
  })),
];

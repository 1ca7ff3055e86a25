import type { ImageSpec } from '../lib/images';
import type { Scene } from '../lib/art';
import { TOP_CATEGORIES, topOf } from './categories';
import { PRODUCTS } from './products';

/**
 * The picture pool: three pictures per product (each product its own, drawn by its kind), a landscape and a
 * portrait picture per banner, exhibition, media and site key, and the newsletter slides. Keys are the cache
 * keys in the media library (lib/images.ts adds a hash of the drawing to the file name).
 */
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export type ProductPicture = 'main' | 'detail' | 'blueprint';
export const PRODUCT_PICTURES: ProductPicture[] = ['main', 'detail', 'blueprint'];

export const productImage = (pk: number, picture: ProductPicture) => `seed-product-${pk}-${picture}`;

export const pairImage = (area: 'exhibition' | 'media' | 'banner' | 'site', key: string, device: 'pc' | 'mob') =>
  `seed-${area}-${slug(key)}-${device}`;

export const slideImage = (n: number) => `seed-media-slide-${n}`;

/** Landscape picture for PC and portrait picture for mobile of one key. */
function pair(area: Parameters<typeof pairImage>[0], key: string, hue: number, scene: Scene, variant = 0): ImageSpec[] {
  const [pcW, pcH] = area === 'banner' ? [1600, 700] : [1280, 720];
  const layout = area === 'banner' ? 'banner' : 'card';
  const alt = `${key} (${area})`;
  return [
    { key: pairImage(area, key, 'pc'), alt, width: pcW, height: pcH, hue, scene, layout, variant },
    { key: pairImage(area, key, 'mob'), alt, width: 720, height: 960, hue, scene, layout, variant },
  ];
}

const EXHIBITION_IMAGE_KEYS = ['CES', 'IAA Mobility', 'Auto China', 'Tech Day'];
const MEDIA_IMAGE_KEYS = ['Company', 'Marketing', 'Catalogue'];
const BANNER_IMAGE_KEYS = ['Catalogue', 'Showroom', 'Meeting', 'Exhibition'];
export const SITE_IMAGE_KEYS = ['Las Vegas', 'Munich', 'Beijing'];
const SLIDE_COUNT = 4;

const MEDIA_SCENES: Scene[] = ['company', 'marketing', 'catalogue'];
const BANNER_SCENES: Scene[] = ['road', 'showroom', 'meeting', 'hall'];
const SITE_SCENES: Scene[] = ['vegas', 'munich', 'beijing'];

/** Three pictures of one product: studio shot (the list's picture), a close-up and a blueprint view. */
function productPictures(pk: number): ImageSpec[] {
  const product = PRODUCTS.find((p) => p.pk === pk)!;
  const top = TOP_CATEGORIES.find((c) => c.pk === topOf(product.sub).pk)!;
  // Products of one kind get variants 0, 1, 2... in catalogue order, and the hue shifts a little per product.
  const variant = PRODUCTS.filter((p) => p.kind === product.kind && p.pk < pk).length;
  const hue = top.hue + ((pk * 23) % 36) - 18;
  const model = product.text.en[0];
  const base = { product: product.kind, variant, hue };
  return [
    { key: productImage(pk, 'main'), alt: model, width: 800, height: 600, view: 'studio', ...base },
    { key: productImage(pk, 'detail'), alt: `${model}, detail`, width: 480, height: 360, view: 'detail', ...base },
    { key: productImage(pk, 'blueprint'), alt: `${model}, blueprint`, width: 480, height: 360, view: 'blueprint', ...base },
  ];
}

// prettier-ignore
export const IMAGE_POOL: ImageSpec[] = [
  ...PRODUCTS.flatMap((p) => productPictures(p.pk)),
  ...EXHIBITION_IMAGE_KEYS.flatMap((k, i) => pair('exhibition', k, [205, 235, 350, 165][i], 'hall', i)),
  ...MEDIA_IMAGE_KEYS.flatMap((k, i) => pair('media', k, 20 + i * 95, MEDIA_SCENES[i])),
  ...BANNER_IMAGE_KEYS.flatMap((k, i) => pair('banner', k, [215, 195, 250, 185][i], BANNER_SCENES[i], i)),
  ...SITE_IMAGE_KEYS.flatMap((k, i) => pair('site', k, [290, 215, 15][i], SITE_SCENES[i])),
  ...Array.from({ length: SLIDE_COUNT }, (_, i): ImageSpec => ({
    key: slideImage(i + 1), alt: `Newsletter slide ${i + 1}`, width: 1200, height: 800, hue: 150 + i * 45, scene: 'waves', layout: 'card', variant: i,
  })),
];

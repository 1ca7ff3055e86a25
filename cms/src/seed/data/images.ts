import type { ImageSpec } from '../lib/images';
import type { Scene } from '../lib/art';
import type { ProductKind } from '../lib/product-art';
import { TOP_CATEGORIES, topOf } from './categories';
import { EXHIBITIONS } from './exhibitions';
import { MEDIA_NEWS } from './media-news';
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

/** The own picture pair of an exhibition or media item (each item has one, drawn from what it is about). */
export const itemImage = (area: 'exhibition' | 'media', pk: number, device: 'pc' | 'mob') => pairImage(area, `item ${pk}`, device);

/** Landscape picture for PC and portrait picture for mobile of one key. */
function pair(
  area: Parameters<typeof pairImage>[0],
  key: string,
  hue: number,
  scene: Scene,
  variant = 0,
  feature?: { product: ProductKind; variant: number },
): ImageSpec[] {
  const [pcW, pcH] = area === 'banner' ? [1600, 700] : [1280, 720];
  const layout = area === 'banner' ? 'banner' : 'card';
  const alt = `${key} (${area})`;
  return [
    { key: pairImage(area, key, 'pc'), alt, width: pcW, height: pcH, hue, scene, layout, variant, ...(feature && { feature }) },
    { key: pairImage(area, key, 'mob'), alt, width: 720, height: 960, hue, scene, layout, variant, ...(feature && { feature }) },
  ];
}

/** Each show's backdrop and hue; an exhibition adds the product it is about (by pk). */
const SHOW_ART: Record<string, [Scene, number]> = {
  CES: ['vegas', 205],
  'IAA Mobility': ['munich', 235],
  'Auto China': ['beijing', 350],
  'Tech Day': ['road', 165],
};
// prettier-ignore
const EXHIBITION_PRODUCT: Record<number, ProductKind> = {
  1: 'corner', 2: 'inwheel', 3: 'hud', 4: 'charger', 5: 'headlamp', 6: 'yoke', 7: 'display', 8: 'battery', 9: 'controller',
  10: 'cluster', 11: 'rollable', 12: 'radar', 13: 'suspension',
};
/** Each media item's backdrop, product and hue, by pk: what the story is about. */
// prettier-ignore
const MEDIA_ART: Record<number, [Scene, ProductKind, number]> = {
  1: ['company', 'driveunit', 20], 2: ['munich', 'camera', 200], 3: ['marketing', 'rearlamp', 330], 4: ['catalogue', 'surround', 190],
  5: ['waves', 'hud', 270], 6: ['meeting', 'seat', 35], 7: ['catalogue', 'headlamp', 50], 8: ['road', 'brake', 150],
  9: ['catalogue', 'battery', 110], 10: ['waves', 'telematics', 300], 11: ['showroom', 'controller', 225], 12: ['company', 'motor', 95],
  13: ['marketing', 'axle', 5],
};
const itemHue = (base: number, pk: number) => base + ((pk * 37) % 50) - 25;
const BANNER_IMAGE_KEYS = ['Catalogue', 'Showroom', 'Meeting', 'Exhibition'];
export const SITE_IMAGE_KEYS = ['Las Vegas', 'Munich', 'Beijing'];
const SLIDE_COUNT = 4;

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
  ...EXHIBITIONS.flatMap((e) => {
    const [scene, hue] = SHOW_ART[e.image];
    return pair('exhibition', `item ${e.pk}`, itemHue(hue, e.pk), scene, e.pk, { product: EXHIBITION_PRODUCT[e.pk], variant: e.pk % 3 });
  }),
  ...MEDIA_NEWS.flatMap((m) => {
    const [scene, product, hue] = MEDIA_ART[m.pk];
    return pair('media', `item ${m.pk}`, itemHue(hue, m.pk), scene, m.pk, { product, variant: m.pk % 3 });
  }),
  ...BANNER_IMAGE_KEYS.flatMap((k, i) => pair('banner', k, [215, 195, 250, 185][i], BANNER_SCENES[i], i)),
  ...SITE_IMAGE_KEYS.flatMap((k, i) => pair('site', k, [290, 215, 15][i], SITE_SCENES[i])),
  ...Array.from({ length: SLIDE_COUNT }, (_, i): ImageSpec => ({
    key: slideImage(i + 1), alt: `Newsletter slide ${i + 1}`, width: 1200, height: 800, hue: 150 + i * 45, scene: 'waves', layout: 'card', variant: i,
  })),
];

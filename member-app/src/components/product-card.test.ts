import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@portal/domain';
import { createTranslator } from '../lib/messages';
import { productCardHtml } from './product-card';

const say = createTranslator({
  'product.card.noImage': 'No image',
  'bookmark.button': 'Bookmark {model}',
  'bookmark.label': 'Bookmark',
  'bookmark.labelOn': 'Bookmarked',
});
const product: ProductCard = {
  pk: 7,
  model: 'HUD <b>"2"</b>',
  description: '',
  productCategoryPk: 3,
  productCategoryName: '',
  categoryName: 'Displays & HUD',
  parentCategoryPk: 1,
  mainImageUrl: '/uploads/hud.webp',
  thumbnailImageUrl: [],
  bookmark: false,
  viewCount: 12,
  createAt: '2026-01-02T03:04:05.000Z',
  seo: null,
};

describe('the product card template', () => {
  it('writes the sort and filter data, the detail button and an unpressed bookmark toggle named for the model', () => {
    const html = productCardHtml(product, say, { index: 4 });
    expect(html).toMatch(/^<li class="product-card" data-product-card="" data-pk="7" data-index="4" data-category-pk="3" data-views="12"/);
    expect(html).toContain('<button type="button" class="product-card__open" data-product-pk="7" aria-haspopup="dialog">');
    expect(html).toContain('<bookmark-toggle ');
    expect(html).toContain('data-bookmark-pk="7" aria-pressed="false"');
    expect(html).toContain('<span class="visually-hidden">Bookmark HUD &lt;b&gt;&quot;2&quot;&lt;/b&gt;</span>');
  });

  it('escapes what the CMS wrote, in text and attributes', () => {
    const html = productCardHtml({ ...product, model: '<img src=x onerror=alert(1)>', mainImageUrl: '/a"onerror="alert(1)' }, say);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('"onerror="');
  });

  it("draws the picture from the card's own copies when the caller has no index (cards an island builds from a reply)", () => {
    const variants = [390, 780].flatMap((width) =>
      (['image/avif', 'image/webp'] as const).map((type) => ({
        url: `/uploads/${type.slice(6)}_${width}_hud.${type.slice(6)}`,
        width,
        type,
      })),
    );
    const pictures = { '/uploads/hud.webp': { width: 800, height: 600, focalPoint: null, variants } };
    const html = productCardHtml({ ...product, pictures }, say);
    expect(html).toContain('<source type="image/avif" srcset="/uploads/avif_390_hud.avif 390w, /uploads/avif_780_hud.avif 780w"');
    expect(html).toContain('src="/uploads/webp_780_hud.webp"');
    expect(html).not.toContain('src="/uploads/hud.webp"');
    // The site build's index, when given, is the one used.
    expect(productCardHtml({ ...product, pictures }, say, { pictures: {} })).toContain('src="/uploads/hud.webp"');
  });

  it('leaves out the category and the image when the product has none, and takes a carousel slide form', () => {
    const html = productCardHtml({ ...product, categoryName: '', mainImageUrl: '' }, say, { tag: 'div', className: 'swiper-slide' });
    expect(html).toMatch(/^<div class="product-card swiper-slide"/);
    expect(html).toMatch(/<\/div>$/);
    expect(html).not.toContain('product-card__category');
    expect(html).not.toContain('<img');
  });
});

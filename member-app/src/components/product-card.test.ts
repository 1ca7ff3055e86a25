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

  it('leaves out the category and the image when the product has none, and takes a carousel slide form', () => {
    const html = productCardHtml({ ...product, categoryName: '', mainImageUrl: '' }, say, { tag: 'div', className: 'swiper-slide' });
    expect(html).toMatch(/^<div class="product-card swiper-slide"/);
    expect(html).toMatch(/<\/div>$/);
    expect(html).not.toContain('product-card__category');
    expect(html).not.toContain('<img');
  });
});

import { describe, expect, it } from 'vitest';
import { detailPk, productImage } from './showroom-products';

describe('detailPk', () => {
  it('opens the Chinese id on the Chinese site and the pk elsewhere', () => {
    expect(detailPk({ pk: 16, pk_ch: 116 }, 'ch')).toBe(116);
    expect(detailPk({ pk: 16, pk_ch: 116 }, 'kr')).toBe(16);
    expect(detailPk({ pk: 16, pk_ch: null }, 'ch')).toBe(16);
  });
});

describe('productImage', () => {
  it('takes the main image, then the first thumbnail', () => {
    expect(productImage({ mainImageUrl: '/a.jpg', thumbnailImageUrl: ['/b.jpg'] })).toBe('/a.jpg');
    expect(productImage({ mainImageUrl: '', thumbnailImageUrl: ['/b.jpg'] })).toBe('/b.jpg');
    expect(productImage({ mainImageUrl: '', thumbnailImageUrl: [] })).toBe('');
  });
});

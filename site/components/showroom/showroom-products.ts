import type { LangSegment, ShowroomProduct } from '@portal/domain';

/**
 * The pk the product detail opens for a gallery product: the Chinese site names its products by their own id,
 * pk_ch (docs/product/catalogue.md#product-detail); the others by pk. Without a pk_ch, the pk.
 */
export function detailPk(product: Pick<ShowroomProduct, 'pk' | 'pk_ch'>, lang: LangSegment): number {
  return lang === 'ch' ? (product.pk_ch ?? product.pk) : product.pk;
}

/** The first image of a product card: the main image, else the first thumbnail, else none. */
export const productImage = (product: Pick<ShowroomProduct, 'mainImageUrl' | 'thumbnailImageUrl'>) =>
  product.mainImageUrl || product.thumbnailImageUrl[0] || '';

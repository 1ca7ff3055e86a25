import { useState } from 'react';
import type { ProductCard as Product } from '@portal/domain';
import type { Translate } from '../lib/messages';
import { openProductDetail } from '../stores/product-detail';
import { BookmarkButton } from './bookmark-button';
import './product-card.css';

interface ProductCardProps {
  product: Product;
  t: Translate;
  /** The element to render: 'li' in lists, 'div' in carousel slides. */
  as?: 'li' | 'div';
  className?: string;
}

/**
 * A product card of the member islands (home carousel, bookmarks), the same markup and styles as the static
 * card (site/components/content/ProductCard.astro): the card asks for the detail modal, and a bookmark button.
 * Needs the messages 'product.card.noImage' and 'bookmark.'.
 */
export function ProductCard({ product, t, as: Tag = 'li', className = '' }: ProductCardProps) {
  const [broken, setBroken] = useState(false);
  const category = product.productCategoryName || product.categoryName;
  return (
    <Tag className={`product-card ${className}`.trim()} data-pk={product.pk}>
      <button type="button" className="product-card__open" aria-haspopup="dialog" onClick={() => openProductDetail(product.pk)}>
        <span className="product-card__media">
          <span className="product-card__no-image" aria-hidden="true">
            {t('product.card.noImage')}
          </span>
          {product.mainImageUrl && !broken && (
            <img
              src={product.mainImageUrl}
              alt=""
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
              onError={() => setBroken(true)}
            />
          )}
        </span>
        <span className="product-card__model">{product.model}</span>
        {category && <span className="product-card__category">{category}</span>}
      </button>
      <BookmarkButton pk={product.pk} model={product.model} t={t} className="product-card__bookmark" />
    </Tag>
  );
}

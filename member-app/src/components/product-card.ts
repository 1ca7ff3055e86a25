/**
 * A product card (docs/architecture.md, one rendering per piece): `productCardHtml` is the card's only markup, used
 * by the server-rendered grids (site/components/content/ProductCard.astro), the search script and the islands (home
 * carousel, bookmarks); `listenForProductCards` (product-card-behaviour.ts) is its only behaviour, wherever cards
 * land:
 * - activating a card (any [data-product-pk] button: the cards, the showroom's product buttons) asks for the detail
 *   through the store (stores/product-detail.ts): a member's modal loads it, a visitor gets the login dialog first;
 * - an image that fails to load uncovers the card's 'no image' text;
 * - the bookmark button is the <bookmark-toggle> element (bookmark-button.ts).
 * The data-* attributes on the list item are what the list script filters and sorts by.
 */
import { pictureHtml, type PictureIndex, type ProductCard } from '@portal/domain';
import { esc, type Say } from '../lib/html';
import { bookmarkButtonHtml } from './bookmark-button';
import './product-card.css';

export interface ProductCardOptions {
  /** Position in the server's order (RECENT), the last tie-breaker of the client-side sort. */
  index?: number;
  /** The element: 'li' in lists, 'div' in carousel slides. */
  tag?: 'li' | 'div';
  /** Extra classes on the card (a carousel's slide class). */
  className?: string;
  /** The site build's picture copies (site/lib/cms.ts getPictureIndex); without them the card's own (its reply's `pictures`). */
  pictures?: PictureIndex;
}

/** Two or three cards per phone row, a fixed column on wider screens. */
const CARD_SIZES = '(max-width: 720px) 50vw, 300px';

/** One card's markup; `say` needs 'product.card.noImage' and the 'bookmark.' messages. */
export function productCardHtml(
  product: ProductCard,
  say: Say,
  { index = 0, tag = 'li', className = '', pictures = product.pictures ?? {} }: ProductCardOptions = {},
): string {
  const category = product.productCategoryName || product.categoryName;
  const data = {
    'data-product-card': '',
    'data-pk': product.pk,
    'data-index': index,
    'data-category-pk': product.productCategoryPk ?? '',
    'data-views': product.viewCount,
    'data-created': product.createAt,
    'data-name': product.model,
  };
  const attributes = Object.entries(data)
    .map(([name, value]) => `${name}="${esc(value)}"`)
    .join(' ');
  const image = product.mainImageUrl
    ? pictureHtml(pictures, { src: product.mainImageUrl, sizes: CARD_SIZES, width: 400, height: 300 })
    : '';
  return (
    `<${tag} class="${esc(['product-card', className].filter(Boolean).join(' '))}" ${attributes}>` +
    `<button type="button" class="product-card__open" data-product-pk="${esc(product.pk)}" aria-haspopup="dialog">` +
    `<span class="product-card__media"><span class="product-card__no-image" aria-hidden="true">${esc(say('product.card.noImage'))}</span>${image}</span>` +
    `<span class="product-card__model">${esc(product.model)}</span>` +
    (category ? `<span class="product-card__category">${esc(category)}</span>` : '') +
    '</button>' +
    bookmarkButtonHtml({ pk: product.pk, model: product.model, className: 'product-card__bookmark' }, say) +
    `</${tag}>`
  );
}

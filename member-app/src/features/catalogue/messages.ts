/**
 * The message keys (prefixes for messagesFor in site/lib/island-messages.ts) each catalogue island needs: pages
 * pass only these, so an island does not ship the whole catalog.
 */

/** The product detail modal. */
export const PRODUCT_DETAIL_MESSAGES = [
  'catalogue.',
  'bookmark.',
  'product.card.noImage',
  'common.close',
  'error.',
  'auth.error.sessionExpired',
];

/** A product card and its bookmark button (components/product-card.ts), for cards made in the browser (search). */
export const PRODUCT_CARD_MESSAGES = ['product.card.noImage', 'bookmark.button', 'bookmark.added', 'bookmark.removed', 'bookmark.failed'];

/** The member's products on home. */
export const HOME_PRODUCTS_MESSAGES = [
  'home.member.',
  'bookmark.',
  'product.card.noImage',
  'product.empty',
  'common.carousel.',
  'common.loading',
];

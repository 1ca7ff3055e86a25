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

/** The member side of the server-rendered cards (bookmark announcements). */
export const CARD_BOOKMARK_MESSAGES = ['bookmark.'];

/** The member's products on home. */
export const HOME_PRODUCTS_MESSAGES = [
  'home.member.',
  'bookmark.',
  'product.card.noImage',
  'product.empty',
  'common.carousel.',
  'common.loading',
];

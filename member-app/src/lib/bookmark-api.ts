import type { ProductCard } from '@portal/domain';
import { $bookmarksPending, noteBookmarks, setBookmarkPending } from '../stores/bookmarks';
import { call } from './api-client';

/** Toggles a product's bookmark (POST /api/user/bookmark/edit) and records the flag the server answers. */
export async function toggleBookmark(productPk: number): Promise<boolean | null> {
  // A second press while the first is on its way would toggle twice: the button is busy until the reply.
  if ($bookmarksPending.get()[productPk]) return null;
  setBookmarkPending(productPk, true);
  try {
    const reply = await call('bookmarkEdit', { productPk }, { member: true, spinner: false });
    noteBookmarks([{ pk: reply.productPk, bookmark: reply.bookmark }]);
    return reply.bookmark;
  } finally {
    setBookmarkPending(productPk, false);
  }
}

/**
 * The member's bookmarked products, most viewed first (POST /api/user/bookmark/list), their flags recorded.
 * `background` (the cards' marking on public pages): no spinner, and an expired session ends without a dialog.
 */
export async function listBookmarkedProducts({ background = false } = {}): Promise<ProductCard[]> {
  const options = background ? { spinner: false, promptOnExpiry: false } : {};
  const reply = await call('bookmarkList', { sort: 'VIEWS' }, { member: true, ...options });
  noteBookmarks(reply.products.map((p) => ({ pk: p.pk, bookmark: true })));
  return reply.products;
}

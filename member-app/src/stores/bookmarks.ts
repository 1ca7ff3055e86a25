import { atom } from 'nanostores';
import { $signedIn } from './session';

/**
 * The signed-in member's bookmark flags by product pk, as the server last reported them (a list, a detail or a
 * toggle reply). Every bookmark button on the page reads it, so a toggle in the detail modal shows on the card
 * beneath it too; a flag flips only once the server has agreed (docs/product/catalogue.md#bookmarks).
 */
export const $bookmarks = atom<Record<number, boolean>>({});

/** Products whose toggle is on its way to the server (their buttons are busy meanwhile). */
export const $bookmarksPending = atom<Record<number, boolean>>({});

/** Records the flags the server sent with some products. */
export function noteBookmarks(products: { pk: number; bookmark: boolean }[]): void {
  if (!products.length) return;
  const next = { ...$bookmarks.get() };
  for (const product of products) next[product.pk] = product.bookmark;
  $bookmarks.set(next);
}

/** Marks a product's toggle as running or done. */
export function setBookmarkPending(pk: number, pending: boolean): void {
  const next = { ...$bookmarksPending.get() };
  if (pending) next[pk] = true;
  else delete next[pk];
  $bookmarksPending.set(next);
}

// Signed out (logout, or a 401/423): the flags belonged to that member; buttons show inactive again (docs/product/catalogue.md#bookmarks).
$signedIn.listen((signedIn) => {
  if (!signedIn) $bookmarks.set({});
});

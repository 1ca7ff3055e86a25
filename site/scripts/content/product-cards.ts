/**
 * Behaviour of server-rendered product cards (site/components/content/ProductCard.astro) without a framework,
 * shared by the product list and the search page:
 * - activating a card dispatches `portal:product-open`, a bubbling, cancelable CustomEvent on the card button,
 *   detail { productPk: number, lang: string }; the page's product-open bridge (member-app/src/lib/product-open.ts,
 *   mounted by site/components/content/ProductDetail.astro) asks for the detail, or the login for a visitor;
 * - a visitor's press on a bookmark button opens the login dialog (a member's is the card-bookmarks island's);
 * - an image that fails to load uncovers the card's 'no image' text.
 */
import { PRODUCT_OPEN_EVENT } from '../../../member-app/src/stores/keys';
import { promptLogin } from '../../../member-app/src/stores/ui';

export { PRODUCT_OPEN_EVENT };

/** Wires the clicks and images of one grid of cards; cards added later (search results) are covered too. */
export function wireProductGrid(grid: HTMLElement): void {
  const lang = document.documentElement.lang;
  grid.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-bookmark-pk]')) {
      if (!document.documentElement.hasAttribute('data-signed-in')) promptLogin({ reason: 'required' });
      return;
    }
    const button = target.closest<HTMLButtonElement>('[data-product-pk]');
    if (!button) return;
    const detail = { productPk: Number(button.dataset.productPk), lang };
    button.dispatchEvent(new CustomEvent(PRODUCT_OPEN_EVENT, { bubbles: true, cancelable: true, detail }));
  });
  grid.addEventListener('error', (e) => e.target instanceof HTMLImageElement && (e.target.hidden = true), true);
  hideBrokenImages(grid);
}

/** Hides images that already failed before the grid was wired (a deleted upload). */
export function hideBrokenImages(root: HTMLElement): void {
  root.querySelectorAll('img').forEach((img) => img.complete && img.naturalWidth === 0 && (img.hidden = true));
}

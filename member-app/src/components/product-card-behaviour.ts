/**
 * The behaviour of every product card on a page (markup: product-card.ts), kept apart from the markup so a page
 * whose cards come from the build loads no template code. See product-card.ts for what it does.
 */
import { openProductDetail } from '../stores/product-detail';
import './bookmark-toggle';

/** Hides images that already failed before the cards were wired (a deleted upload). */
function hideBrokenImages(): void {
  document.querySelectorAll<HTMLImageElement>('.product-card img, [data-product-pk] img').forEach((img) => {
    if (img.complete && img.naturalWidth === 0) img.hidden = true;
  });
}

let listening = false;

/** Wires every product card of the page, also those added later (search results, islands); once per page. */
export function listenForProductCards(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-product-pk]');
    const pk = Number(button?.dataset.productPk);
    if (button && Number.isInteger(pk) && pk > 0) openProductDetail(pk);
  });
  // 'error' does not bubble: caught on its way down.
  document.addEventListener(
    'error',
    (e) => e.target instanceof HTMLImageElement && e.target.closest('[data-product-pk], .product-card') && (e.target.hidden = true),
    true,
  );
  hideBrokenImages();
}

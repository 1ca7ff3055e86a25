import { PRODUCT_OPEN_EVENT } from '../stores/keys';
import { openProductDetail } from '../stores/product-detail';

let listening = false;

/**
 * The product-open bridge, a plain script (no React) on every page with the detail modal: a card's
 * `portal:product-open` event becomes a detail request for a member, or the login dialog for a visitor, after
 * which the detail opens (stores/product-detail.ts). It marks the event handled with preventDefault().
 */
export function listenForProductOpen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener(PRODUCT_OPEN_EVENT, (event) => {
    const pk = Number((event as CustomEvent<{ productPk?: number }>).detail?.productPk);
    if (event.defaultPrevented || !Number.isInteger(pk) || pk <= 0) return;
    event.preventDefault();
    openProductDetail(pk);
  });
}

import { atom } from 'nanostores';
import { $signedIn } from './session';
import { promptLogin } from './ui';

/**
 * The product the detail modal is asked to show (docs/product/catalogue.md#product-detail). A store, not
 * an event, so that a request made before the modal island hydrated (right after a sign-in) still reaches it;
 * the modal sets it back to null once it has taken the request.
 */
export const $productRequest = atom<number | null>(null);

/** Asks for a product's detail: a member's modal loads it; a visitor gets the login dialog, then the detail. */
export function openProductDetail(pk: number): void {
  if ($signedIn.get()) $productRequest.set(pk);
  else promptLogin({ reason: 'product', onSignedIn: () => $productRequest.set(pk) });
}

import { useEffect } from 'react';
import { sendProductView } from '../api/product-views';

/**
 * The view statistics of the detail modal (docs/product/catalogue.md#product-detail): view-start once a product is shown, view-end
 * when it is left (the modal closes, a related product replaces it, or the page is hidden), and view-start
 * again when the page comes back from the back-forward cache with the modal still open. `pk` is null while closed.
 */
export function useProductViews(pk: number | null): void {
  useEffect(() => {
    if (pk === null) return;
    let viewing = false;
    const start = () => {
      if (viewing) return;
      viewing = true;
      sendProductView('start', pk);
    };
    const end = () => {
      if (!viewing) return;
      viewing = false;
      sendProductView('end', pk);
    };
    const onShow = (event: PageTransitionEvent) => event.persisted && start();
    start();
    window.addEventListener('pagehide', end);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pagehide', end);
      window.removeEventListener('pageshow', onShow);
      end();
    };
  }, [pk]);
}

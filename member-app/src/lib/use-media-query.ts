import { useSyncExternalStore } from 'react';

/** The mobile breakpoint of the whole site (docs/product/frame.md#constants: 720 px). */
export const MOBILE_QUERY = '(max-width: 720px)';

/** Whether a media query matches, following changes; false on the server and in the hydrating render. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

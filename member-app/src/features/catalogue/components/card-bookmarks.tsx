import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { listBookmarkedProducts } from '../../../lib/bookmark-api';
import { useIsland, type IslandProps } from '../../../lib/island';
import { pressBookmark } from '../../../lib/press-bookmark';
import { $bookmarks, $bookmarksPending } from '../../../stores/bookmarks';
import { $signedIn } from '../../../stores/session';

/** Sets each server-rendered bookmark button ([data-bookmark-pk]) from the member's flags. */
function markButtons(signedIn: boolean, flags: Record<number, boolean>, pending: Record<number, boolean>) {
  document.querySelectorAll<HTMLButtonElement>('[data-bookmark-pk]').forEach((button) => {
    const pk = Number(button.dataset.bookmarkPk);
    button.setAttribute('aria-pressed', String(signedIn && Boolean(flags[pk])));
    if (pending[pk]) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  });
}

/**
 * The member side of the server-rendered product cards (product list, search), hydrated with client:member so
 * visitors load no React: it loads the member's bookmarks (bookmark/list), marks the cards' bookmark buttons,
 * also those added later (search results), and toggles them when pressed. It renders nothing itself.
 */
export default function CardBookmarks({ lang, messages }: IslandProps) {
  const t = useIsland(lang, messages);
  const signedIn = useStore($signedIn);
  const flags = useStore($bookmarks);
  const pending = useStore($bookmarksPending);

  useEffect(() => {
    if (signedIn) listBookmarkedProducts({ background: true }).catch(() => undefined);
  }, [signedIn]);

  useEffect(() => {
    const mark = () => markButtons(signedIn, flags, pending);
    mark();
    // Only added or removed nodes are observed, so the marking itself does not trigger the observer again.
    const observer = new MutationObserver(mark);
    observer.observe(document.getElementById('main') ?? document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [signedIn, flags, pending]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-bookmark-pk]');
      // A visitor's press is the page script's (site/scripts/content/product-cards.ts): it opens the login.
      if (button && $signedIn.get()) void pressBookmark(Number(button.dataset.bookmarkPk), t);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [t]);

  return null;
}

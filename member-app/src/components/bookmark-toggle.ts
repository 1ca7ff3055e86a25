/**
 * The behaviour of the bookmark button (markup: bookmark-button.ts), as the <bookmark-toggle> element around it,
 * so it works wherever the markup lands (static cards, search results, islands). Kept apart from the markup, so a
 * page whose cards come from the build loads no template code.
 */
import { announce } from '../lib/announce';
import { $bookmarks, $bookmarksPending } from '../stores/bookmarks';
import { ApiFailure } from '../lib/api-failure';
import { $signedIn } from '../stores/session';
import { promptLogin } from '../stores/ui';

/** What pressing does: a visitor gets the login dialog, a member's toggle goes to the server and is announced. */
async function press(toggle: HTMLElement, pk: number): Promise<void> {
  if (!$signedIn.get()) return promptLogin({ reason: 'required' });
  const { toggleBookmark } = await import('../lib/bookmark-api');
  try {
    const bookmarked = await toggleBookmark(pk);
    if (bookmarked !== null) announce(toggle.dataset[bookmarked ? 'added' : 'removed'] ?? '');
  } catch (error) {
    if (!(error instanceof ApiFailure && error.kind === 'auth')) announce(toggle.dataset.failed ?? '');
  }
}

/** The behaviour of one toggle: marks its button from the stores while in the page, and presses it. */
const defineToggle = () =>
  class BookmarkToggle extends HTMLElement {
    private stop: (() => void) | null = null;

    connectedCallback() {
      const button = this.querySelector('button');
      if (!button || this.stop) return;
      const pk = Number(button.dataset.bookmarkPk);
      const paint = () => {
        const pressed = $signedIn.get() && Boolean($bookmarks.get()[pk]);
        button.setAttribute('aria-pressed', String(pressed));
        if ($bookmarksPending.get()[pk]) button.setAttribute('aria-busy', 'true');
        else button.removeAttribute('aria-busy');
        const label = this.dataset[pressed ? 'labelOn' : 'label'];
        if (label !== undefined && button.lastElementChild) button.lastElementChild.textContent = label;
      };
      const onClick = () => void press(this, pk);
      const unsubscribe = [$signedIn.listen(paint), $bookmarks.listen(paint), $bookmarksPending.listen(paint)];
      button.addEventListener('click', onClick);
      paint();
      this.stop = () => {
        unsubscribe.forEach((off) => off());
        button.removeEventListener('click', onClick);
      };
    }

    disconnectedCallback() {
      this.stop?.();
      this.stop = null;
    }
  };

// Defined in the browser only (the server renders the markup alone).
if (typeof customElements !== 'undefined' && !customElements.get('bookmark-toggle'))
  customElements.define('bookmark-toggle', defineToggle());

/**
 * Loads the member's flags whenever a member signs in on this page (or starts signed in) (the product list and search pages, whose cards
 * come from the build): bookmark/list in the background, no spinner, an expired session ending without a dialog.
 */
export function loadBookmarkFlags(): void {
  $signedIn.subscribe((signedIn) => {
    if (!signedIn) return;
    void import('../lib/bookmark-api').then((m) => m.listBookmarkedProducts({ background: true }).catch(() => undefined));
  });
}

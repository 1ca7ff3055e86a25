/**
 * The bookmark toggle of a product (docs/architecture.md, one rendering per piece): `bookmarkButtonHtml` is its
 * only markup, used by the server-rendered cards (site/components/content/ProductCard.astro), the search
 * script, and the islands (product cards, the detail modal); `<bookmark-toggle>` around the button
 * (bookmark-toggle.ts) is its only behaviour, wherever the markup lands:
 * - aria-pressed follows the member's flags ($bookmarks), true only for a signed-in member whose bookmark the server
 *   confirmed; aria-busy while a toggle is on its way; the labelled variant says 'Bookmark' or 'Bookmarked';
 * - a visitor's press opens the login dialog; a member's goes to the server (loaded on first press, so visitors'
 *   pages carry no API client for it), the flag flips when it answers and the outcome is announced. A 401/423 opens
 *   the login dialog (api-client) and changes nothing.
 */
import { esc, type Say } from '../lib/html';
import './bookmark-toggle';
import './bookmark-button.css';

export interface BookmarkButtonOptions {
  pk: number;
  /** The product's name, for the button's accessible name. */
  model: string;
  className?: string;
  /** Show the word 'Bookmark' beside the icon (the detail modal) instead of an icon-only button. */
  labelled?: boolean;
}

const ICON =
  '<svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 3.5h12v17l-6-4.2-6 4.2z" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></path></svg>';

/** The toggle's markup, unpressed (the element marks it once it runs); `say` needs the 'bookmark.' messages. */
export function bookmarkButtonHtml({ pk, model, className = '', labelled = false }: BookmarkButtonOptions, say: Say): string {
  const classes = ['bookmark-btn', labelled ? 'bookmark-btn--labelled' : '', className].filter(Boolean).join(' ');
  const text = labelled
    ? `<span>${esc(say('bookmark.label'))}</span>`
    : `<span class="visually-hidden">${esc(say('bookmark.button', { model }))}</span>`;
  const labels = labelled ? ` data-label="${esc(say('bookmark.label'))}" data-label-on="${esc(say('bookmark.labelOn'))}"` : '';
  return (
    `<bookmark-toggle data-added="${esc(say('bookmark.added'))}" data-removed="${esc(say('bookmark.removed'))}" data-failed="${esc(say('bookmark.failed'))}"${labels}>` +
    `<button type="button" class="${esc(classes)}" data-bookmark-pk="${esc(pk)}" aria-pressed="false">${ICON}${text}</button>` +
    '</bookmark-toggle>'
  );
}

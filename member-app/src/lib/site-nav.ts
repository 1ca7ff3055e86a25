import { $lang } from '../stores/ui';

/**
 * Navigation helpers of the member pages: site paths in the page language, the address's query and leaving
 * the page (guards, after sign-out). Read the query in effects only: the server render has none.
 */

/** A path in the page language: sitePath('/mypage') is '/kr/mypage' on a Korean page. */
export function sitePath(path: string): string {
  return `/${$lang.get()}${path.startsWith('/') ? path : `/${path}`}`;
}

/** One query parameter of the current address ('' when absent or on the server). */
export function queryParam(name: string): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get(name) ?? '';
}

/** Replaces one query parameter in the address bar without a reload or a history entry (tabs). */
export function replaceQueryParam(name: string, value: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(name, value);
  window.history.replaceState(window.history.state, '', url);
}

/** Leaves the page for a site path in the page language (replace: no history entry, for guards). */
export function goTo(path: string, { replace = false } = {}): void {
  if (replace) window.location.replace(sitePath(path));
  else window.location.assign(sitePath(path));
}

/**
 * A link's click handler for a view the island can open in place: a plain click runs `open` and stays on the page;
 * a modified click (new tab or window) follows the link. Before hydration the link simply leads there.
 */
export function inPlace(open: () => void) {
  return (event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; preventDefault(): void }) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open();
  };
}

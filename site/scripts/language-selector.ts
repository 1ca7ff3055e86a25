/**
 * The language selector's links carry the route already (built with switchLanguage at build time). When the list
 * opens they are rebuilt from the live address, so a query or a route an island pushed is kept too; the open
 * list closes on Escape or a click outside.
 */
import { switchLanguage } from '../lib/urls';
import { isLangSegment } from '@member/contract/locales';

/** Points each link of one selector at the current address in its language. */
function refreshLinks(details: HTMLDetailsElement): void {
  for (const link of details.querySelectorAll<HTMLAnchorElement>('[data-lang-link]')) {
    const segment = link.dataset.langLink;
    if (isLangSegment(segment)) link.href = switchLanguage(location.pathname + location.search + location.hash, segment);
  }
}

/** Enhances every language selector on the page; safe to call more than once. */
export function initLanguageSelectors(): void {
  for (const details of document.querySelectorAll<HTMLDetailsElement>('[data-lang-select]:not([data-ready])')) {
    details.dataset.ready = '';
    refreshLinks(details);
    details.addEventListener('toggle', () => details.open && refreshLinks(details));
    details.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && details.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    });
    document.addEventListener('click', (event) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    });
  }
}

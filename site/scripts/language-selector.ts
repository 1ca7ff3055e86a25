/**
 * The language selector's links carry the route already (built with switchLanguage at build time). When the list
 * opens they are pointed at the live address instead, so a query, a hash or a route an island pushed is kept; the
 * open list closes on Escape or a click outside. (No import of site/lib/urls: that pulls the zod contract in.)
 */

/** The live address in another language: the current language's leading segment swapped for the target's. */
function liveLanguageHref(current: string, target: string, built: string): string {
  const { pathname, search, hash } = location;
  const prefix = `/${current}`;
  const inLang = pathname === prefix || pathname.startsWith(`${prefix}/`);
  // Outside a language segment (the root intro page) the build-time link is already the right one.
  const rest = pathname.slice(prefix.length).replace(/\/$/, '');
  return inLang ? `/${target}${rest}${search}${hash}` : `${built}${search}${hash}`;
}

/** Points each link of one selector at the current address in its language. */
function refreshLinks(details: HTMLDetailsElement): void {
  const current = document.body.dataset.lang ?? '';
  for (const link of details.querySelectorAll<HTMLAnchorElement>('[data-lang-link]')) {
    link.dataset.built ??= link.getAttribute('href') ?? '';
    link.href = liveLanguageHref(current, link.dataset.langLink ?? '', link.dataset.built);
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

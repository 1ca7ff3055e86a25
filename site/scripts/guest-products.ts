/**
 * The visitors' product tabs on home (site/components/home/GuestProducts.astro): the APG tabs pattern (arrow keys,
 * Home, End; a click or a key selects); the cards are wired once per page (member-app/src/components/product-card.ts).
 * A panel's carousel starts when the panel is first shown (home-carousels.ts); one started before measures again.
 */

/** Wires the visitors' product section, when the page has one. */
export function startGuestProducts(): void {
  const section = document.querySelector<HTMLElement>('[data-guest-products]');
  if (!section) return;
  const tabs = [...section.querySelectorAll<HTMLButtonElement>('[data-guest-tab]')];
  const select = (chosen: HTMLButtonElement, focus = false) => {
    for (const tab of tabs) {
      const on = tab === chosen;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !on;
      if (on) (panel?.querySelector('.swiper') as (HTMLElement & { swiper?: { update(): void } }) | null)?.swiper?.update();
    }
    if (focus) chosen.focus();
  };
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => select(tab));
    tab.addEventListener('keydown', (event) => {
      const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      select(tabs[(next + tabs.length) % tabs.length], true);
    });
  });
}

/**
 * Pages an image card list six cards at a time (docs/product/content.md#constants; issue 17 item 14), with the page
 * buttons of the grid's CardPager (site/components/content/CardPager.astro). The list scripts filter and sort as
 * before and hand the cards left, in order, to show(); a filter or order change starts again at page 1.
 */
import { countText } from '../count-text';
import { CARDS_PER_PAGE } from '@member/public/card-pages';

export interface CardPager {
  /** Shows page `page` (the current one by default) of `cards`, in this order. */
  show(cards: HTMLElement[], options?: { reset?: boolean }): void;
}

/** The pager after `grid` (a no-op pager when the page has none). */
export function cardPager(grid: HTMLElement): CardPager {
  const nav = grid.parentElement?.querySelector<HTMLElement>('[data-card-pager]');
  let page = 0;
  let cards: HTMLElement[] = [];
  const draw = () => {
    const pages = Math.ceil(cards.length / CARDS_PER_PAGE);
    page = Math.min(page, Math.max(0, pages - 1));
    cards.forEach((card, i) => card.toggleAttribute('data-paged-out', Math.floor(i / CARDS_PER_PAGE) !== page));
    if (!nav) return;
    fillPager(
      nav,
      Array.from({ length: pages }, (_, i) => i + 1),
      page + 1,
      (n) => {
        page = n - 1;
        draw();
        grid.scrollIntoView({ block: 'nearest' });
      },
    );
  };
  return {
    show(next, { reset = false } = {}) {
      // Cards left out by a filter are hidden by the list; none of them stays marked as another page's.
      for (const card of cards) if (!next.includes(card)) card.removeAttribute('data-paged-out');
      cards = next;
      if (reset) page = 0;
      draw();
    },
  };
}

/**
 * Fills a pager with page buttons (null: a gap), `current` marked; a click calls `pick` and moves the focus to the
 * current page's button once the pager has been drawn again. Hidden while one page is enough.
 */
export function fillPager(nav: HTMLElement, numbers: (number | null)[], current: number, pick: (pageNo: number) => void | Promise<void>) {
  nav.hidden = numbers.length <= 1;
  nav.replaceChildren(
    ...(numbers.length > 1 ? numbers : []).map((n) => {
      if (n === null) {
        const gap = document.createElement('span');
        gap.textContent = '…';
        gap.setAttribute('aria-hidden', 'true');
        return gap;
      }
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = String(n);
      if (n === current) button.setAttribute('aria-current', 'page');
      button.addEventListener('click', async () => {
        await pick(n);
        nav.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
      });
      return button;
    }),
  );
}

/** The parts of a filtered card list: its cards, their grid, the empty note and the "{count}" line. */
export interface CardList {
  cards: HTMLElement[];
  grid: HTMLElement;
  empty?: HTMLElement | null;
  count: HTMLElement;
}

/**
 * Shows the cards `visible` keeps, in `compare` order, from page 1, and updates the grid's empty note and count:
 * the step every list script (products, exhibitions, media) runs after a tab, filter or order change.
 */
export function showFiltered(
  pager: CardPager,
  list: CardList,
  visible: (card: HTMLElement) => boolean,
  compare: (a: HTMLElement, b: HTMLElement) => number,
) {
  let shown = 0;
  for (const card of list.cards) {
    card.hidden = !visible(card);
    if (!card.hidden) shown++;
  }
  const ordered = [...list.cards].sort(compare);
  list.grid.append(...ordered);
  pager.show(
    ordered.filter((card) => !card.hidden),
    { reset: true },
  );
  list.grid.hidden = shown === 0;
  if (list.empty) list.empty.hidden = shown > 0;
  list.count.textContent = countText(list.count, shown);
}

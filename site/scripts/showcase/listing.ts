/**
 * The exhibition / media list in the browser (docs/product/content.md#exhibitions): the tabs filter the
 * cards in place, the select orders them (new or view), the count and empty state follow, and the address keeps
 * the view (history.replaceState). A card opens its item: the view is counted first, the address becomes the item's
 * (pushState), and closing goes back to the list's address. Back and forward open and close the modal.
 *
 * A static page holds one page of its tab's list (showcase-paths.ts): its tabs and pager are links to other pages.
 * Sorting (or a category the address names that the page does not show) asks for the whole list and from then on
 * works on it in place, as a signed-in VIP member's list does (member-list.ts).
 */
import type { ShowcaseItem } from '../../components/showcase/showcase-item';
import { cardPager, showFiltered } from '../content/card-pager';
import { fromHtml } from '@member/public/html';
import { showcaseCardHtml } from '../../components/showcase/showcase-card';
import { showItem } from './item-dialog';

/** The upcount is waited for at most this long, so a slow API does not hold the modal back. */
const UPCOUNT_WAIT_MS = 2000;
const num = (v: string | undefined) => Number(v ?? 0) || 0;
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export interface Listing {
  /** Replaces the cards with a whole list (the VIP pages, once their list has loaded) and opens the item the address names. */
  setItems(items: ShowcaseItem[]): void;
  /** Puts the static page's own cards and pager back (a member signed out). */
  reset(): void;
}

/**
 * The item pk in the address: a detail template's {pk} (the list's, or the VIP page's for a VIP item a member sees
 * on the normal list), or ?pk= (the VIP pages' fallback address).
 */
function pkFromLocation(templates: string[]): number | null {
  for (const template of templates.filter(Boolean)) {
    const pattern = template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('{label}', '[^/]+')
      .replace('{pk}', '(\\d+)');
    const match = location.pathname.match(new RegExp(`^${pattern}/?$`));
    if (match) return num(match[1]) || null;
  }
  return num(new URLSearchParams(location.search).get('pk') ?? undefined) || null;
}

/** Newest first (the server's order as tie-breaker), or most viewed then newest, as the API sorts. */
function comparator(sort: string): (a: HTMLElement, b: HTMLElement) => number {
  const newest = (a: HTMLElement, b: HTMLElement) =>
    Date.parse(b.dataset.created ?? '') - Date.parse(a.dataset.created ?? '') || num(a.dataset.index) - num(b.dataset.index);
  return sort === 'view' ? (a, b) => num(b.dataset.views) - num(a.dataset.views) || newest(a, b) : newest;
}

/** Wires one listing section; `member` sends the upcount as a member call (the VIP pages). */
export function startListing(section: HTMLElement, initial: ShowcaseItem[], { member = false } = {}): Listing {
  const grid = section.querySelector<HTMLElement>('[data-showcase-grid]')!;
  const count = section.querySelector<HTMLElement>('[data-showcase-count]')!;
  const select = section.querySelector<HTMLSelectElement>('[data-sort-select]')!;
  const empty = section.querySelector<HTMLElement>('[data-empty-state]');
  const dialog = section.querySelector<HTMLDialogElement>('[data-showcase-dialog]')!;
  const tabs = [...section.querySelectorAll<HTMLAnchorElement>('[data-tab-pk]')];
  const detail = section.dataset.detail ?? '';
  const vipDetail = section.dataset.vipDetail ?? '';
  const templates = [detail, vipDetail];
  const params = new URLSearchParams(location.search);
  const byPk = new Map<number, ShowcaseItem>();
  let cards: HTMLElement[] = [];
  const pager = cardPager(grid);
  const nav = grid.parentElement?.querySelector<HTMLElement>('[data-card-pager]');
  // A static page's own page of cards, pager links and count, until the whole list replaces them.
  const ownListHref = section.dataset.listHref;
  const built = { cards: [...grid.children], links: [...(nav?.children ?? [])], count: count.textContent };
  let whole = !ownListHref;
  const ownTab = tabs.find((a) => a.hasAttribute('aria-current'));

  const wanted = params.get(section.dataset.queryKey ?? '') ?? '';
  const named = tabs.find((a) => a.dataset.tabName === params.get('name'));
  let tab = tabs.find((a) => a.dataset.tabPk === wanted) ?? named ?? tabs.find((a) => a.hasAttribute('aria-current')) ?? tabs[0];
  if (params.get('orderBy') === 'view') select.value = 'view';

  const listHref = () => {
    if (!whole) return ownListHref!;
    const url = new URL(tab.href);
    if (select.value === 'view') url.searchParams.set('orderBy', 'view');
    return `${url.pathname}${url.search}`;
  };
  const detailHref = (card: HTMLElement, pk: number) =>
    byPk.get(pk)?.vip && vipDetail
      ? vipDetail.replace('{pk}', String(pk))
      : detail.replace('{label}', card.hidden ? 'all' : (tab.dataset.tabLabel ?? 'all')).replace('{pk}', String(pk));

  const render = () => {
    if (!whole) return; // the build rendered this page as it is
    const pk = tab.dataset.tabPk ?? '0';
    tabs.forEach((a) => (a === tab ? a.setAttribute('aria-current', 'page') : a.removeAttribute('aria-current')));
    showFiltered(pager, { cards, grid, empty, count }, (card) => pk === '0' || card.dataset.categoryPk === pk, comparator(select.value));
    for (const card of cards) card.querySelector('a')?.setAttribute('href', detailHref(card, num(card.dataset.pk)));
  };

  // The API client (zod and the call table, about 100 KB gzipped) is fetched when an item is first opened, not with
  // the page, so a visitor's list is interactive sooner; a pointer or focus on the grid starts fetching it early.
  const countView = (pk: number) =>
    Promise.race([
      import('@member/public/api')
        .then(({ apiCall }) => apiCall(section.dataset.upcount ?? '', { pk }, { member, spinner: false }))
        .catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, UPCOUNT_WAIT_MS)),
    ]);

  /** Opens an item: counts the view, sets the address ('push' from a card, 'replace' on arrival), shows the modal. */
  const open = async (pk: number, how: 'push' | 'replace' | 'none', opener?: HTMLElement) => {
    const item = byPk.get(pk);
    const card = cards.find((c) => num(c.dataset.pk) === pk);
    if (!item || !card) return history.replaceState(null, '', listHref());
    await countView(pk);
    const state = { showcasePk: pk, pushed: how === 'push' || Boolean(history.state?.pushed) };
    if (how === 'push') history.pushState(state, '', detailHref(card, pk));
    if (how === 'replace') history.replaceState(state, '', detailHref(card, pk));
    await showItem(dialog, item, opener, () => {
      // Closed by back/forward: the address has already moved on.
      if (pkFromLocation(templates) !== pk) return;
      if (history.state?.pushed) history.back();
      else history.replaceState(null, '', listHref());
    });
  };

  const openFromLocation = () => {
    const pk = pkFromLocation(templates);
    if (pk) void open(pk, 'replace');
    else history.replaceState(history.state, '', listHref());
  };

  // The whole list, asked for when a static page is sorted or named another category; from the public call, as the
  // member's tokens allow (list-items.ts, fetched with the API client).
  const loadWhole = async () => {
    const { wholeList } = await import('./list-items');
    listing.setItems(await wholeList(section.dataset.memberList ?? ''));
  };

  for (const a of tabs) {
    a.addEventListener('click', (event) => {
      if (!whole || !plainClick(event)) return; // a static page's tab is a link to the tab's page
      event.preventDefault();
      tab = a;
      render();
      history.replaceState(history.state, '', listHref());
    });
  }
  select.addEventListener('change', () => {
    if (!whole) return void loadWhole().catch(() => (select.value = 'new'));
    render();
    history.replaceState(history.state, '', listHref());
  });
  grid.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('[data-card-link]');
    const card = link?.closest<HTMLElement>('[data-card]');
    if (!link || !card || !plainClick(event)) return;
    event.preventDefault();
    void open(num(card.dataset.pk), 'push', link);
  });
  for (const intent of ['pointerover', 'focusin', 'touchstart'])
    grid.addEventListener(intent, () => void import('@member/public/api').catch(() => undefined), { once: true, passive: true });
  window.addEventListener('popstate', () => {
    const pk = pkFromLocation(templates);
    if (pk && byPk.has(pk) && !dialog.open) void open(pk, 'none');
    else if (!pk && dialog.open) dialog.close();
  });

  const adopt = (items: ShowcaseItem[], elements: HTMLElement[]) => {
    byPk.clear();
    items.forEach((item) => byPk.set(item.pk, item));
    cards = elements;
    render();
    openFromLocation();
  };
  const listing: Listing = {
    setItems(items) {
      const elements = fromHtml(items.map((item, index) => showcaseCardHtml(item, { index })).join('')) as HTMLElement[];
      grid.replaceChildren(...elements);
      whole = true;
      adopt(items, elements);
    },
    reset() {
      if (!ownListHref || !whole) return;
      whole = false;
      tab = ownTab ?? tabs[0];
      tabs.forEach((a) => (a === tab ? a.setAttribute('aria-current', 'page') : a.removeAttribute('aria-current')));
      select.value = 'new';
      grid.replaceChildren(...built.cards);
      grid.hidden = false;
      nav?.replaceChildren(...built.links);
      if (nav) nav.hidden = built.links.length === 0;
      count.textContent = built.count;
      if (empty) empty.hidden = built.cards.length > 0;
      adopt(initial, [...grid.querySelectorAll<HTMLElement>('[data-card]')]);
    },
  };
  // Static pages rendered their cards; the VIP pages build them when their list arrives.
  adopt(initial, [...grid.querySelectorAll<HTMLElement>('[data-card]')]);
  // An address that sorts by views or names a category other than the page's needs the whole list.
  if (!whole && (select.value === 'view' || (ownTab && tab !== ownTab))) void loadWhole().catch(() => undefined);
  return listing;
}

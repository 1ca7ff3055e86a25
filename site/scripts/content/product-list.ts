/**
 * Product list behaviour without a framework (docs/product/catalogue.md#product-list). The page carries the first
 * page of its cards (RECENT, every sub-category); a tab, the order selector or a page button asks the list call for
 * the page it wants (product-pages.ts) and renders it with the card's one template, as the build did, so the page
 * weighs the same at any catalogue size (issue 31). The count, the pager and the empty state follow, and the query
 * (parentPk, productCategoryPk, sortType, name) is kept in the address with history.replaceState so the view can be
 * shared and reloaded. The cards' behaviour (detail, bookmark, broken images) is wired once per page
 * (member-app/src/components/product-card.ts), wherever they land.
 */
import { CARDS_PER_PAGE } from '@member/public/card-pages';
import { pagerWindow } from '../../lib/pager-window';
import { countText } from '../count-text';
import { fillPager } from './card-pager';
import type { Sort, View } from './product-pages';

const SORTS: Sort[] = ['VIEWS', 'ALPHABET', 'RECENT'];
/** The view the build rendered. */
const BUILT: View = { tab: '0', sort: 'RECENT', name: '', pageNo: 1 };
const sameList = (a: View, b: View) => a.tab === b.tab && a.sort === b.sort && a.name === b.name;

/** Wires one listing section to the query and its controls. */
function setUp(section: HTMLElement, params: URLSearchParams) {
  const grid = section.querySelector<HTMLElement>('[data-product-grid]');
  const count = section.querySelector<HTMLElement>('[data-product-count]');
  const select = section.querySelector<HTMLSelectElement>('[data-sort-select]');
  const empty = section.querySelector<HTMLElement>('[data-empty-state]');
  const nav = section.querySelector<HTMLElement>('[data-card-pager]');
  const tabs = [...section.querySelectorAll<HTMLButtonElement>('[data-tab-pk]')];
  if (!grid || !count || !select) return;
  const lang = document.documentElement.lang;
  const lower = (v: string | undefined | null) => (v ?? '').trim().toLocaleLowerCase(lang || undefined);
  // The card template and the list call come with the first change of view (product-pages.ts says why).
  let pages: Promise<(view: View) => Promise<{ cards: Element[]; totalCount: number }>> | undefined;
  const cardsOf = async (view: View) => {
    if (!pages) {
      const parentPk = Number(section.dataset.parentPk);
      pages = import('./product-pages').then((m) => m.cardPages(parentPk, grid.dataset.cardMessages ?? '', lang, lower));
      pages.catch(() => (pages = undefined)); // a failed download is tried again with the next change
    }
    return (await pages)(view);
  };

  // The query's view. Its name (docs/product/catalogue.md#product-list): a sub-category's name picks its tab; any
  // other text narrows the cards to the models that contain it, until another tab is chosen.
  const wanted = params.get('productCategoryPk') ?? '0';
  const asked: View = { ...BUILT, tab: tabs.some((b) => b.dataset.tabPk === wanted) ? wanted : '0', name: lower(params.get('name')) };
  const named = asked.name && !params.get('productCategoryPk') ? tabs.find((b) => lower(b.textContent) === asked.name) : undefined;
  if (named) Object.assign(asked, { tab: named.dataset.tabPk ?? '0', name: '' });
  const sortParam = params.get('sortType') as Sort | null;
  if (sortParam && SORTS.includes(sortParam)) asked.sort = sortParam;

  // What the grid shows; the controls show it too, or the view being fetched.
  let shown: View = BUILT;
  const built = [...grid.children];
  let totalCount = Number(section.dataset.totalCount) || 0;
  let round = 0;

  const pressControls = (view: View) => {
    tabs.forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.tabPk === view.tab)));
    select.value = view.sort;
  };
  const drawShown = () => {
    pressControls(shown);
    count.textContent = countText(count, totalCount);
    grid.hidden = grid.childElementCount === 0;
    if (empty) empty.hidden = !grid.hidden;
    if (nav)
      fillPager(nav, pagerWindow(Math.ceil(totalCount / CARDS_PER_PAGE), shown.pageNo), shown.pageNo, (pageNo) =>
        show({ ...shown, pageNo }),
      );
  };

  const saveQuery = () => {
    const query = new URLSearchParams(location.search);
    query.set('parentPk', section.dataset.parentPk ?? '');
    if (!shown.name) query.delete('name');
    if (shown.tab === '0') query.delete('productCategoryPk');
    else query.set('productCategoryPk', shown.tab);
    if (shown.sort === 'RECENT') query.delete('sortType');
    else query.set('sortType', shown.sort);
    history.replaceState(history.state, '', `${location.pathname}?${query}${location.hash}`);
  };

  /**
   * Fetches and shows a view, and keeps it in the address unless it came from there; the last view asked wins, and
   * a failed one leaves the grid as it was.
   */
  const show = async (view: View, { save = true } = {}) => {
    const mine = ++round;
    pressControls(view);
    grid.setAttribute('aria-busy', 'true');
    try {
      const page = await cardsOf(view);
      if (mine !== round) return;
      grid.replaceChildren(...page.cards);
      const turned = sameList(view, shown);
      shown = view;
      totalCount = page.totalCount;
      if (turned) grid.scrollIntoView({ block: 'nearest' });
    } catch {
      // The list call failed (offline, throttled): the controls go back to the cards shown, the built ones on arrival.
      if (mine === round && shown === BUILT) grid.replaceChildren(...built);
    } finally {
      if (mine === round) {
        grid.removeAttribute('aria-busy');
        drawShown();
        if (save) saveQuery();
      }
    }
  };

  for (const button of tabs)
    button.addEventListener('click', () => void show({ ...shown, tab: button.dataset.tabPk ?? '0', name: '', pageNo: 1 }));
  select.addEventListener('change', () => void show({ ...shown, sort: select.value as Sort, pageNo: 1 }));
  drawShown();
  if (!sameList(asked, BUILT)) {
    // An address asking for another view shows none of the built cards while its page loads (the grid is aria-busy).
    grid.replaceChildren();
    void show(asked, { save: false });
  }
  pressControls(asked);
  revealPressedTab(tabs);
}

/** Scrolls the tab strip (it scrolls sideways on phones) so the tab chosen by the query is in view. */
function revealPressedTab(tabs: HTMLButtonElement[]) {
  const pressed = tabs.find((b) => b.getAttribute('aria-pressed') === 'true');
  const strip = pressed?.parentElement;
  if (!pressed || !strip || strip.scrollWidth <= strip.clientWidth) return;
  strip.scrollLeft += pressed.getBoundingClientRect().left - strip.getBoundingClientRect().left - 16;
}

/** Shows the listing the query asks for (parentPk, else the one holding productCategoryPk) and sets it up. */
function init() {
  const sections = [...document.querySelectorAll<HTMLElement>('[data-product-listing]')];
  if (!sections.length) return;
  const params = new URLSearchParams(location.search);
  const parentPk = params.get('parentPk');
  const categoryPk = params.get('productCategoryPk');
  const active =
    sections.find((s) => s.dataset.parentPk === parentPk) ??
    sections.find((s) => categoryPk && s.querySelector(`[data-tab-pk="${CSS.escape(categoryPk)}"]`)) ??
    sections[0];
  if (active !== sections[0]) {
    document.title = document.title.replace(sections[0].dataset.title ?? '', active.dataset.title ?? '');
  }
  sections.forEach((s) => (s.hidden = s !== active));
  setUp(active, params);
}

init();

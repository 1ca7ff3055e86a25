/**
 * Product list behaviour without a framework: the tabs filter and the order selector reorders the cards the
 * server rendered, the count and the empty state follow, and the query (parentPk, productCategoryPk,
 * sortType) is kept in the address with history.replaceState so the view can be shared and reloaded.
 * The cards themselves (detail, bookmark, broken images) are wired once per page (member-app/src/components/product-card.ts).
 */
import { nameCollator } from '@portal/domain';
import { cardPager, showFiltered } from './card-pager';

type Sort = 'VIEWS' | 'ALPHABET' | 'RECENT';
const SORTS: Sort[] = ['VIEWS', 'ALPHABET', 'RECENT'];
const num = (v: string | undefined) => Number(v ?? 0) || 0;

/** Card order of the API: VIEWS views desc then pk asc; ALPHABET model asc; RECENT newest first. */
function comparator(sort: Sort, lang: string): (a: HTMLElement, b: HTMLElement) => number {
  const byIndex = (a: HTMLElement, b: HTMLElement) => num(a.dataset.index) - num(b.dataset.index);
  const collator = nameCollator(lang);
  if (sort === 'VIEWS') return (a, b) => num(b.dataset.views) - num(a.dataset.views) || num(a.dataset.pk) - num(b.dataset.pk);
  if (sort === 'ALPHABET') return (a, b) => collator.compare(a.dataset.name ?? '', b.dataset.name ?? '') || byIndex(a, b);
  return (a, b) => Date.parse(b.dataset.created ?? '') - Date.parse(a.dataset.created ?? '') || byIndex(a, b);
}

/** Wires one listing section to the query and its controls. */
function setUp(section: HTMLElement, params: URLSearchParams) {
  const grid = section.querySelector<HTMLElement>('[data-product-grid]');
  const count = section.querySelector<HTMLElement>('[data-product-count]');
  const select = section.querySelector<HTMLSelectElement>('[data-sort-select]');
  const empty = section.querySelector<HTMLElement>('[data-empty-state]');
  const tabs = [...section.querySelectorAll<HTMLButtonElement>('[data-tab-pk]')];
  if (!grid || !count || !select) return;
  const cards = [...grid.querySelectorAll<HTMLElement>('[data-product-card]')];
  const pager = cardPager(grid);
  const lang = document.documentElement.lang;

  const wanted = params.get('productCategoryPk') ?? '0';
  let tab = tabs.some((b) => b.dataset.tabPk === wanted) ? wanted : '0';
  // The query's name (docs/product/catalogue.md#product-list): a sub-category's name picks its tab; any other text narrows the cards to
  // the models that contain it, until another tab is chosen.
  const lower = (v: string | undefined | null) => (v ?? '').trim().toLocaleLowerCase(lang || undefined);
  let nameFilter = lower(params.get('name'));
  const named = nameFilter && !params.get('productCategoryPk') ? tabs.find((b) => lower(b.textContent) === nameFilter) : undefined;
  if (named) {
    tab = named.dataset.tabPk ?? '0';
    nameFilter = '';
  }
  const sortParam = params.get('sortType') as Sort | null;
  if (sortParam && SORTS.includes(sortParam)) select.value = sortParam;

  const render = () => {
    tabs.forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.tabPk === tab)));
    showFiltered(
      pager,
      { cards, grid, empty, count },
      (card) => (tab === '0' || card.dataset.categoryPk === tab) && (nameFilter === '' || lower(card.dataset.name).includes(nameFilter)),
      comparator(select.value as Sort, lang),
    );
  };

  const saveQuery = () => {
    const query = new URLSearchParams(location.search);
    query.set('parentPk', section.dataset.parentPk ?? '');
    if (!nameFilter) query.delete('name');
    if (tab === '0') query.delete('productCategoryPk');
    else query.set('productCategoryPk', tab);
    if (select.value === 'RECENT') query.delete('sortType');
    else query.set('sortType', select.value);
    history.replaceState(history.state, '', `${location.pathname}?${query}${location.hash}`);
  };

  for (const button of tabs) {
    button.addEventListener('click', () => {
      tab = button.dataset.tabPk ?? '0';
      nameFilter = '';
      render();
      saveQuery();
    });
  }
  select.addEventListener('change', () => {
    render();
    saveQuery();
  });
  render();
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

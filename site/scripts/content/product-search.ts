/**
 * The search page in the browser (docs/search.md): reads ?searchText (and ?sortType),
 * asks /api/product/search through the member app's API client (a member's flags come from CardBookmarks.astro),
 * and fills the grid with the product card's one template (member-app/src/components/product-card.ts), then the exhibition and media groups (search-groups.ts); with no result, offers the reply's "did you
 * mean". The order selector asks again and keeps sortType in the address. No framework: visitors load no React.
 */
import type { ProductSearchReply } from '@portal/domain';
import { fromHtml } from '@member/public/html';
import { createTranslator } from '@member/public/messages';
import { productCardHtml } from '@member/public/product-card';
import { cardPager } from './card-pager';
import { fillSearchGroups } from './search-groups';
import { countText } from '../count-text';

type State = 'loading' | 'noquery' | 'empty' | 'failed' | 'results';
const SORTS = ['RELEVANCE', 'VIEWS', 'ALPHABET', 'RECENT'];
const DEFAULT_SORT = 'RELEVANCE';

function init(page: HTMLElement) {
  const $ = <T extends Element>(selector: string) => page.querySelector<T>(selector)!;
  const grid = $<HTMLUListElement>('[data-product-grid]');
  // Six cards a page with page buttons, as the other card lists (card-pager.ts).
  const pager = cardPager(grid);
  const say = createTranslator(JSON.parse(grid.dataset.cardMessages ?? '{}'), document.documentElement.lang);
  const select = $<HTMLSelectElement>('[data-sort-select]');
  const count = $<HTMLElement>('[data-search-count]');
  const announce = $<HTMLElement>('[data-search-announce]');
  const heading = $<HTMLElement>('[data-search-heading]');
  const params = new URLSearchParams(location.search);
  const text = (params.get('searchText') ?? '').trim();
  const sort = params.get('sortType') ?? '';
  if (SORTS.includes(sort)) select.value = sort;
  $<HTMLInputElement>('input[name="searchText"]').value = text;

  const show = (state: State) => {
    page.querySelectorAll<HTMLElement>('[data-search-state]').forEach((el) => (el.hidden = el.dataset.searchState !== state));
    $<HTMLElement>('[data-search-toolbar]').hidden = state !== 'results';
    grid.hidden = state !== 'results';
    if (state !== 'results') pager.show([]);
    // The groups stay while a new order loads (they do not depend on it); no result or a failure hides them.
    if (state === 'empty' || state === 'failed') fillSearchGroups(page, { exhibitions: [], mediaNews: [] });
  };

  const suggestion = $<HTMLElement>('[data-search-suggestion]');
  const showSuggestion = (corrected: string | null) => {
    suggestion.hidden = !corrected;
    if (!corrected) return;
    const link = $<HTMLAnchorElement>('[data-search-suggestion-link]');
    link.textContent = corrected;
    link.href = `${location.pathname}?${new URLSearchParams({ searchText: corrected })}`;
  };

  let round = 0;
  const search = async () => {
    const mine = ++round;
    show('loading');
    try {
      // The API client (zod and the call table, about 100 KB gzipped) is fetched on the first search, not with the
      // page: the page without a query stays light. Searching starts as soon as the page script runs, so it is not later.
      const { apiCall } = await import('@member/public/api');
      const reply = await apiCall<ProductSearchReply>('/api/product/search', { searchText: text, sortType: select.value });
      if (mine !== round) return;
      const cards = fromHtml(reply.products.map((product, index) => productCardHtml(product, say, { index })).join('')) as HTMLElement[];
      grid.replaceChildren(...cards);
      const counted = countText(count, reply.products.length);
      count.textContent = counted;
      const found = reply.products.length + (reply.exhibitions?.length ?? 0) + (reply.mediaNews?.length ?? 0);
      announce.textContent = found ? counted : (page.dataset.emptyTitle ?? '').replace('{text}', text);
      showSuggestion(reply.suggestion ?? null);
      show(found ? 'results' : 'empty');
      // Exhibitions or media items without a product: the groups show, the product toolbar and grid do not.
      $<HTMLElement>('[data-search-toolbar]').hidden = grid.hidden = !reply.products.length;
      pager.show(cards, { reset: true });
      fillSearchGroups(page, reply);
    } catch {
      if (mine === round) show('failed');
    }
  };

  if (!text) return show('noquery');
  const resultsFor = (page.dataset.resultsFor ?? '{text}').replace('{text}', text);
  document.title = document.title.replace(heading.textContent?.trim() ?? '', resultsFor);
  heading.textContent = resultsFor;
  $<HTMLElement>('[data-search-state="empty"] [data-search-message]').textContent = (page.dataset.emptyTitle ?? '').replace('{text}', text);
  select.addEventListener('change', () => {
    const query = new URLSearchParams(location.search);
    if (select.value === DEFAULT_SORT) query.delete('sortType');
    else query.set('sortType', select.value);
    history.replaceState(history.state, '', `${location.pathname}?${query}${location.hash}`);
    void search();
  });
  $<HTMLButtonElement>('[data-search-retry]').addEventListener('click', () => void search());
  void search();
}

const page = document.querySelector<HTMLElement>('[data-search-page]');
if (page) init(page);

/**
 * The search page in the browser (catalogue-content-meetings.md §2 Search): reads ?searchText (and ?sortType),
 * asks /api/product/search through the member app's API client (a member's tokens bring the bookmark flags;
 * the card-bookmarks island marks the buttons), and fills the grid with clones of the server-rendered card
 * template. The order selector asks again and keeps sortType in the address. No framework: visitors load no React.
 */
import type { ProductCard } from '../../../member-app/src/contract/content';
import { apiCall } from '../../../member-app/src/lib/api-client';
import { syncFrame } from '../../../member-app/src/lib/frame-sync';
import { fillProductCard } from './product-card-fill';
import { wireProductGrid } from './product-cards';

type State = 'loading' | 'noquery' | 'empty' | 'failed' | 'results';
const SORTS = ['VIEWS', 'ALPHABET', 'RECENT'];

function init(page: HTMLElement) {
  const $ = <T extends Element>(selector: string) => page.querySelector<T>(selector)!;
  const grid = $<HTMLUListElement>('[data-product-grid]');
  const template = $<HTMLTemplateElement>('[data-card-template]');
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
  };

  let round = 0;
  const search = async () => {
    const mine = ++round;
    show('loading');
    try {
      const reply = await apiCall<{ products: ProductCard[] }>('/api/product/search', { searchText: text, sortType: select.value });
      if (mine !== round) return;
      grid.replaceChildren(...reply.products.map((product, index) => fillProductCard(template, product, index)));
      const counted = (count.dataset.template ?? '{count}').replace('{count}', String(reply.products.length));
      count.textContent = counted;
      announce.textContent = reply.products.length ? counted : (page.dataset.emptyTitle ?? '').replace('{text}', text);
      show(reply.products.length ? 'results' : 'empty');
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
    if (select.value === 'RECENT') query.delete('sortType');
    else query.set('sortType', select.value);
    history.replaceState(history.state, '', `${location.pathname}?${query}${location.hash}`);
    void search();
  });
  $<HTMLButtonElement>('[data-search-retry]').addEventListener('click', () => void search());
  wireProductGrid(grid);
  void search();
}

// The spinner shows while the search runs, and the frame follows the session (lib/frame-sync.ts).
syncFrame();
const page = document.querySelector<HTMLElement>('[data-search-page]');
if (page) init(page);

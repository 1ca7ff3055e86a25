/**
 * Product suggestions under the header search box while the user types (docs/search.md): an ARIA 1.2 combobox
 * (input role=combobox, a listbox popup, aria-activedescendant). Arrow keys move through the suggestions, Enter opens
 * the highlighted one (or searches the text when none is), Escape closes the list (a second Escape collapses the
 * box, search-box.ts). Asks POST /api/product/suggest, debounced, in the page's language.
 *
 * Plain fetch, not the member app's API client: this runs on every page for visitors, and needs neither tokens nor
 * the spinner; a failed suggestion just shows none.
 */
import type { ProductSuggestion } from '@portal/domain';
import { countText } from './count-text';

const DEBOUNCE_MS = 150;

/** The search page address for a text (the header's form action plus ?searchText=). */
const searchHref = (action: string, text: string) => `${action}?${new URLSearchParams({ searchText: text })}`;

/** Wires the suggestions of one header search form; `input` becomes the combobox. */
export function initSearchSuggest(form: HTMLFormElement, input: HTMLInputElement): void {
  const list = form.querySelector<HTMLUListElement>('[data-suggest-list]');
  const status = form.querySelector<HTMLElement>('[data-suggest-status]');
  if (!list || !status) return;
  const siteLang = form.dataset.siteLang ?? 'ENG';
  let items: ProductSuggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let round = 0;

  const options = () => [...list.querySelectorAll<HTMLLIElement>('[role="option"]')];
  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  };
  const highlight = (index: number) => {
    active = index;
    options().forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    if (index >= 0) input.setAttribute('aria-activedescendant', options()[index].id);
    else input.removeAttribute('aria-activedescendant');
  };
  const open = (pk: number) => {
    const item = items.find((i) => i.pk === pk);
    if (item) location.assign(searchHref(form.getAttribute('action') ?? '', item.model));
  };

  const render = (found: ProductSuggestion[]) => {
    items = found;
    list.replaceChildren(
      ...found.map((item, i) => {
        const option = document.createElement('li');
        option.id = `${list.id}-${i}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.dataset.pk = String(item.pk);
        const model = document.createElement('span');
        model.className = 'suggest__model';
        model.textContent = item.model;
        const category = document.createElement('span');
        category.className = 'suggest__category';
        category.textContent = item.categoryName;
        option.append(model, category);
        return option;
      }),
    );
    active = -1;
    input.removeAttribute('aria-activedescendant');
    list.hidden = found.length === 0;
    input.setAttribute('aria-expanded', String(found.length > 0));
    status.textContent = found.length ? countText(status, found.length) : '';
  };

  const fetchSuggestions = async (text: string) => {
    const mine = ++round;
    try {
      const res = await fetch('/api/product/suggest', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-SITE-LANG': siteLang },
        body: JSON.stringify({ searchText: text }),
      });
      const found = res.ok ? ((await res.json()) as { data: { products: ProductSuggestion[] } }).data.products : [];
      if (mine === round) render(found);
    } catch {
      if (mine === round) render([]);
    }
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    const text = input.value.trim();
    if (!text) {
      round++;
      render([]);
      return;
    }
    timer = setTimeout(() => void fetchSuggestions(text), DEBOUNCE_MS);
  });

  input.addEventListener('keydown', (event) => {
    const count = items.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      if (list.hidden) {
        list.hidden = false;
        input.setAttribute('aria-expanded', 'true');
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      highlight(active < 0 && step < 0 ? count - 1 : (active + step + count) % count);
    } else if (event.key === 'Enter' && !list.hidden && active >= 0) {
      event.preventDefault();
      open(items[active].pk);
    } else if (event.key === 'Escape' && !list.hidden) {
      // The first Escape closes the list only; the box stays open with its text.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  });

  // mousedown, not click: a click would first blur the input, which closes the list.
  list.addEventListener('mousedown', (event) => {
    const option = (event.target as Element).closest<HTMLLIElement>('[role="option"]');
    if (!option) return;
    event.preventDefault();
    open(Number(option.dataset.pk));
  });
  input.addEventListener('blur', () => close());
}

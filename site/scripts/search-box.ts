/**
 * Header search behaviour (docs/product/frame.md#page-frame): collapsed or expanded; Enter or the button searches only
 * when the text is not empty; the button toggles the box, and collapsing it with text present searches. Product
 * suggestions while typing are search-suggest.ts.
 */
import { initSearchSuggest } from './search-suggest';

/** The search address for a text, or null when the text is blank (nothing to search). */
function searchUrl(action: string, text: string): string | null {
  const query = text.trim();
  return query ? `${action}?${new URLSearchParams({ searchText: query })}` : null;
}

/** Enhances the header search form: starts collapsed and wires the button, Enter and Escape. */
export function initSearchBox(): void {
  const form = document.querySelector<HTMLFormElement>('[data-search]:not([data-ready])');
  const input = form?.querySelector<HTMLInputElement>('input[name="searchText"]');
  const button = form?.querySelector<HTMLButtonElement>('[data-search-button]');
  if (!form || !input || !button) return;
  form.dataset.ready = '';

  const setExpanded = (expanded: boolean) => {
    form.dataset.state = expanded ? 'expanded' : 'collapsed';
    button.setAttribute('aria-expanded', String(expanded));
  };
  const go = () => {
    const url = searchUrl(form.getAttribute('action') ?? '', input.value);
    if (url) location.assign(url);
    return url !== null;
  };

  setExpanded(false);
  form.noValidate = true;
  // A plain button, so that Enter in the field does not "click" it (implicit submission) and collapse the box.
  button.type = 'button';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    go();
  });
  button.addEventListener('click', () => {
    if (form.dataset.state === 'collapsed') {
      setExpanded(true);
      input.focus();
    } else if (!go()) {
      setExpanded(false);
    }
  });
  initSearchSuggest(form, input);
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !event.defaultPrevented && form.dataset.state === 'expanded') {
      setExpanded(false);
      button.focus();
    }
  });
}

import { fillMessage } from '@portal/domain';

/** A count's message from the element's data-template (messageTemplate in site/lib/i18n.ts), in the page's language. */
export function countText(element: HTMLElement, count: number): string {
  return fillMessage(element.dataset.template ?? '{count}', { count }, document.documentElement.lang);
}

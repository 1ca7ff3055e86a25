/**
 * The search page's exhibition and media groups (site/components/content/SearchHitGroup.astro): link cards cloned
 * from the group's template, each to the item's page (VIP items to the VIP pages). A group without hits is hidden.
 */
import { pictureHtml, type ProductSearchReply, type SearchContentHit } from '@portal/domain';

function fillHit(section: HTMLElement, template: HTMLTemplateElement, hit: SearchContentHit): HTMLElement {
  const item = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  const href = (hit.viewTarget === 'VIP' ? section.dataset.vipHref : section.dataset.href) ?? '';
  item.querySelector('a')!.href = href.replace('{pk}', String(hit.pk));
  const img = item.querySelector('img')!;
  // The hit's copies (docs/architecture.md#pictures), written as the site build writes them.
  if (hit.imageUrl)
    img.outerHTML = pictureHtml(hit.pictures ?? {}, { src: hit.imageUrl, sizes: '160px', width: 160, height: 90, className: 'hit__image' });
  else img.remove();
  item.querySelector('.hit__title')!.textContent = hit.title;
  item.querySelector('.hit__summary')!.textContent = hit.summary;
  return item;
}

/** Shows the exhibitions and media items of a search reply under the products (or hides their groups). */
export function fillSearchGroups(page: HTMLElement, reply: Pick<ProductSearchReply, 'exhibitions' | 'mediaNews'>): void {
  page.querySelectorAll<HTMLElement>('[data-search-group]').forEach((section) => {
    const hits = reply[section.dataset.searchGroup as 'exhibitions' | 'mediaNews'] ?? [];
    const template = section.querySelector<HTMLTemplateElement>('[data-hit-template]')!;
    section.querySelector('[data-hit-list]')!.replaceChildren(...hits.map((hit) => fillHit(section, template, hit)));
    section.hidden = hits.length === 0;
  });
}

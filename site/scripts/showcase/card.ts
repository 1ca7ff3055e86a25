/**
 * Cards built in the browser (the VIP pages) from the empty card the page renders in <template data-card-template>
 * (ShowcaseCard.astro), so they share the static cards' markup and styles.
 */
import type { ShowcaseItem } from '../../components/showcase/showcase-item';

/** A card element for an item, at a position in the server's newest-first order. */
export function buildCard(template: HTMLTemplateElement, item: ShowcaseItem, index: number): HTMLElement {
  const card = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  Object.assign(card.dataset, {
    pk: String(item.pk),
    categoryPk: String(item.categoryPk),
    created: item.createAt,
    views: String(item.views),
    index: String(index),
    type: !item.video && item.slides.length ? 'gallery' : 'video',
  });
  const slot = (name: string) => card.querySelector<HTMLElement>(`[data-slot="${name}"]`)!;
  slot('picture').hidden = !item.imagePc;
  slot('imageMob').setAttribute('srcset', item.imageMob);
  slot('imagePc').setAttribute('src', item.imagePc);
  slot('category').textContent = item.category;
  slot('category').hidden = !item.category;
  slot('title').textContent = item.title;
  slot('date').textContent = item.date;
  slot('date').setAttribute('datetime', item.createAt);
  return card;
}

/**
 * Makes a product card from the server-rendered card template (site/components/content/ProductCard.astro in a
 * <template>), so the search results look exactly like the product list's cards.
 */
import type { ProductCard } from '@portal/domain';

/** A clone of the template's card filled with one product; `index` is its place in the server's order. */
export function fillProductCard(template: HTMLTemplateElement, product: ProductCard, index: number): HTMLElement {
  const card = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  const category = product.productCategoryName || product.categoryName;
  Object.assign(card.dataset, {
    pk: String(product.pk),
    index: String(index),
    categoryPk: String(product.productCategoryPk ?? ''),
    views: String(product.viewCount),
    created: product.createAt,
    name: product.model,
  });
  card.querySelector<HTMLElement>('[data-product-pk]')!.dataset.productPk = String(product.pk);
  const img = card.querySelector('img');
  if (img && product.mainImageUrl) img.src = product.mainImageUrl;
  else img?.remove();
  card.querySelector('.product-card__model')!.textContent = product.model;
  const categoryEl = card.querySelector('.product-card__category');
  if (category && categoryEl) categoryEl.textContent = category;
  else categoryEl?.remove();
  const bookmark = card.querySelector<HTMLElement>('[data-bookmark-pk]')!;
  bookmark.dataset.bookmarkPk = String(product.pk);
  const label = bookmark.querySelector('.visually-hidden');
  if (label) label.textContent = (label.textContent ?? '').replace('{model}', product.model);
  return card;
}

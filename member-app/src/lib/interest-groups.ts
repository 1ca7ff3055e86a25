import type { ProductCategory } from '@portal/domain';
import { $lang } from '../stores/ui';
import { call } from './api-client';

/** A group of interest categories: a top category and the categories offered under it. */
export interface InterestGroup {
  pk: number;
  name: string;
  options: { pk: number; name: string }[];
}

const cache = new Map<string, Promise<InterestGroup[]>>();

/** Top categories as groups of their sub-categories; a top category without any is offered itself. */
function toGroups(categories: ProductCategory[]): InterestGroup[] {
  return categories.map((top) => ({
    pk: top.pk,
    name: top.name,
    options: top.child?.length ? top.child.map((c) => ({ pk: c.pk, name: c.name })) : [{ pk: top.pk, name: top.name }],
  }));
}

/**
 * The interested product categories the account forms offer (registration, my page), from POST
 * /api/product-category/gnb-list, fetched once per page and language.
 */
export function loadInterestGroups(): Promise<InterestGroup[]> {
  const lang = $lang.get();
  let groups = cache.get(lang);
  if (!groups) {
    groups = call('productCategoryGnbList', {}, { spinner: false }).then((reply) => toGroups(reply.productCategories));
    groups.catch(() => cache.delete(lang)); // a failed load is tried again by the next caller
    cache.set(lang, groups);
  }
  return groups;
}

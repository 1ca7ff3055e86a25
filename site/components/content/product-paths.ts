/**
 * Which product-list pages exist and how they are linked (docs/product/catalogue.md#product-list).
 *
 * Links are built by productMenu() in site/components/frame/menu-links.ts; this file decides which pages exist.
 *
 * URL scheme: /{lang}/product/{id}?parentPk={top pk}[&productCategoryPk={sub pk}][&sortType=VIEWS|ALPHABET]
 * - id is a category name exactly as the side menu writes it, encodeURIComponent(name). Static servers
 *   (python http.server, koa-static/send, nginx) decode the path before they look for the file, so a page is
 *   built under the decoded name: 'ADAS/AD' is written to product/ADAS/AD/index.html, which is where the
 *   request for /product/ADAS%2FAD lands.
 * - A page is built under every sub-category name (the top category's title links its first one), under the
 *   top category's own name (banners and editors link '/product/IVI?parentPk=1'), and under the top category's
 *   pk ('/kr/product/1') as a name-independent alias for links that only know pks.
 * - Every page renders the first page of its top category's cards; the query picks the tab on load (its page is
 *   then fetched: site/scripts/content/product-list.ts). When two top
 *   categories share a sub-category name in one locale, that page carries both and parentPk picks one.
 */
import type { ProductCategory } from '@portal/domain';

export interface ProductPageEntry {
  /** The decoded path segment(s) after /product/. */
  id: string;
  /** The top categories the page lists, the first shown when the query does not say. */
  tops: ProductCategory[];
}

// Characters a static server cannot map back to a file after decoding, and dot segments.
const UNSAFE = /[?#%\\]|(^|\/)\.{1,2}(\/|$)/;

/** The page id of a category name: outer slashes dropped as Astro does; null when no static file can serve it. */
export function productPageId(name: string): string | null {
  const id = name
    .normalize()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\/{2,}/g, '/');
  return id && !UNSAFE.test(id) ? id : null;
}

/** Every product-list page of one locale, from the side-menu tree (top categories with children). */
export function productPageEntries(menu: ProductCategory[]): ProductPageEntry[] {
  const pages = new Map<string, ProductCategory[]>();
  const add = (name: string, top: ProductCategory) => {
    const id = productPageId(name);
    if (!id) return console.warn(`[product] no static page for the category name "${name}": use /product/${top.pk}`);
    const tops = pages.get(id) ?? [];
    if (!tops.includes(top)) tops.push(top);
    pages.set(id, tops);
  };
  for (const top of menu) {
    for (const child of top.child ?? []) add(child.name, top);
    add(top.name, top);
    add(String(top.pk), top);
  }
  return [...pages].map(([id, tops]) => ({ id, tops }));
}

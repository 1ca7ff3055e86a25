/**
 * Which exhibition and media-centre pages exist and how they link (docs/product/content.md#exhibitions).
 *
 * - /{lang}/exhibition/{id}: id is 'all' or a category name as the side menu writes it (menu-links.ts), with
 *   ?exhibitionCategoryPk; the page is built under the decoded name (product-paths.ts says why).
 * - /{lang}/exhibition/{id}/{pk}: the same list with that exhibition open. A card links with the id of the tab it
 *   is shown under, so each item gets a page under 'all' and under its own category.
 * - /{lang}/mediacenter/{id} likewise with ?commonCodePk; every item opens at /{lang}/mediacenter/newsletter/{pk}.
 * - /{lang}/vip-exhibition and /{lang}/vip-mediacenter: one page each (VIP pks are unknown at build time); an
 *   item's address /{lang}/vip-…/{pk} is served through the 404 page (VipDeepLink.astro).
 */
import type { CommonCode, LangSegment } from '@portal/domain';
import { localizedPath } from '../../lib/urls';
import { productPageId } from '../content/product-paths';
import type { MenuLink } from '../frame/menu-links';
import type { ShowcaseItem } from './showcase-item';

/** A category tab: its pk (0 for all), name, the list address it stands for, and the id detail links carry. */
export interface ShowcaseTab {
  pk: number;
  name: string;
  href: string;
  label: string;
}

/** One prebuilt page: its path after the section, the tab it selects and the item it opens. */
export interface ShowcasePage {
  id: string;
  selected: number;
  openPk: number | null;
}

export const ALL_LABEL = 'all';
/** The fixed id of media-centre detail addresses. */
export const NEWSLETTER_LABEL = 'newsletter';

/** Tabs from the side-menu links (all first, then each category in the same order as its common code). */
export function showcaseTabs(links: MenuLink[], codes: CommonCode[]): ShowcaseTab[] {
  const categories = codes.filter((c) => c.pk > 0);
  return links.map((link, i) => {
    const code = i === 0 ? null : categories[i - 1];
    return { pk: code?.pk ?? 0, name: link.label, href: link.href, label: code ? encodeURIComponent(code.name) : ALL_LABEL };
  });
}

/** VIP tabs: the one VIP page with the category in its query. */
export function vipTabs(lang: LangSegment, section: string, queryKey: string, codes: CommonCode[], allLabel: string): ShowcaseTab[] {
  const page = localizedPath(lang, `/${section}`);
  return [
    { pk: 0, name: allLabel, href: page, label: ALL_LABEL },
    ...codes.filter((c) => c.pk > 0).map((c) => ({ pk: c.pk, name: c.name, href: `${page}?${queryKey}=${c.pk}`, label: ALL_LABEL })),
  ];
}

/** The list pages of a section: 'all' and one per category name a static file can hold. */
function listPages(tabs: ShowcaseTab[], reserved: string[]): Map<string, ShowcasePage> {
  const pages = new Map<string, ShowcasePage>([[ALL_LABEL, { id: ALL_LABEL, selected: 0, openPk: null }]]);
  for (const tab of tabs.filter((x) => x.pk > 0)) {
    const id = productPageId(tab.name);
    if (!id || reserved.includes(id) || pages.has(id)) {
      console.warn(`[showcase] no page for the category name "${tab.name}": its tab links to ${tab.href}`);
      continue;
    }
    pages.set(id, { id, selected: tab.pk, openPk: null });
  }
  return pages;
}

/** Every exhibition page of a locale: the lists, and each item under 'all' and under its category. */
export function exhibitionPages(tabs: ShowcaseTab[], items: ShowcaseItem[]): ShowcasePage[] {
  const lists = listPages(tabs, []);
  const pages = [...lists.values()];
  for (const item of items) {
    pages.push({ id: `${ALL_LABEL}/${item.pk}`, selected: 0, openPk: item.pk });
    const list = [...lists.values()].find((p) => p.selected > 0 && p.selected === item.categoryPk);
    if (list) pages.push({ id: `${list.id}/${item.pk}`, selected: list.selected, openPk: item.pk });
  }
  return pages;
}

/** Every media-centre page of a locale: the lists, and each item at newsletter/{pk}. */
export function mediaPages(tabs: ShowcaseTab[], items: ShowcaseItem[]): ShowcasePage[] {
  const pages = [...listPages(tabs, [NEWSLETTER_LABEL]).values()];
  for (const item of items) pages.push({ id: `${NEWSLETTER_LABEL}/${item.pk}`, selected: 0, openPk: item.pk });
  return pages;
}

/** A detail address from its template ('{label}' and '{pk}' placeholders). */
export function fillDetail(template: string, label: string, pk: number): string {
  return template.replace('{label}', label).replace('{pk}', String(pk));
}

/**
 * Which exhibition and media-centre pages exist and how they link (docs/product/content.md#exhibitions).
 *
 * - /{lang}/exhibition/{id}: id is 'all' or a category name as the side menu writes it (menu-links.ts), with
 *   ?exhibitionCategoryPk; the page is built under the decoded name (product-paths.ts says why).
 * - Each list is paged six cards a page, newest first (docs/product/content.md#constants): /{lang}/exhibition/{id}
 *   is page 1, /{lang}/exhibition/{id}/page/{n} page n, so a page weighs the same whatever the content's size.
 * - /{lang}/exhibition/{id}/{pk}: the list page of that tab the exhibition is on, with it open. A card links with
 *   the id of the tab it is shown under, so each item gets a page under 'all' and under its own category.
 * - /{lang}/mediacenter/{id} likewise with ?commonCodePk; every item opens at /{lang}/mediacenter/newsletter/{pk},
 *   on its page of the 'all' list.
 * - /{lang}/vip-exhibition and /{lang}/vip-mediacenter: one page each (VIP pks are unknown at build time); an
 *   item's address /{lang}/vip-…/{pk} is served through the 404 page (VipDeepLink.astro).
 */
import type { CommonCode, LangSegment } from '@portal/domain';
import { CARDS_PER_PAGE } from '@member/public/card-pages';
import { localizedPath } from '../../lib/urls';
import { pagerWindow } from '../../lib/pager-window';
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

/**
 * One prebuilt page: its path after the section, the tab it selects, the item it opens, and which page of the tab's
 * list it shows (`list` is the list's id, `pageNo` 1-based of `pages`).
 */
export interface ShowcasePage {
  id: string;
  selected: number;
  openPk: number | null;
  list: string;
  pageNo: number;
  pages: number;
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

/** The lists of a section: 'all' and one per category name a static file can hold, by list id. */
function lists(tabs: ShowcaseTab[], reserved: string[]): Map<string, number> {
  const ids = new Map<string, number>([[ALL_LABEL, 0]]);
  for (const tab of tabs.filter((x) => x.pk > 0)) {
    const id = productPageId(tab.name);
    if (!id || reserved.includes(id) || ids.has(id)) {
      console.warn(`[showcase] no page for the category name "${tab.name}": its tab links to ${tab.href}`);
      continue;
    }
    ids.set(id, tab.pk);
  }
  return ids;
}

/** The path of page `pageNo` of a list, after the section. */
export function listPageId(list: string, pageNo: number): string {
  return pageNo > 1 ? `${list}/page/${pageNo}` : list;
}

/**
 * The pages of one list: its list pages, and with `itemId` an item page per item (under its id), each on the page
 * of the list it is on (the items come newest first, the list's order).
 */
function pagesOfList(list: string, selected: number, items: ShowcaseItem[], itemId?: (pk: number) => string): ShowcasePage[] {
  const shown = inList(selected, items);
  const pages = Math.max(1, Math.ceil(shown.length / CARDS_PER_PAGE));
  const at = { list, selected, pages };
  const listPages = Array.from({ length: pages }, (_, i) => ({ ...at, id: listPageId(list, i + 1), openPk: null, pageNo: i + 1 }));
  const itemPages = itemId
    ? shown.map((item, i) => ({ ...at, id: itemId(item.pk), openPk: item.pk, pageNo: Math.floor(i / CARDS_PER_PAGE) + 1 }))
    : [];
  return [...listPages, ...itemPages];
}

/** Every exhibition page of a locale: each list's pages, and each item under 'all' and under its category. */
export function exhibitionPages(tabs: ShowcaseTab[], items: ShowcaseItem[]): ShowcasePage[] {
  return [...lists(tabs, []).entries()].flatMap(([list, selected]) => pagesOfList(list, selected, items, (pk) => `${list}/${pk}`));
}

/** Every media-centre page of a locale: each list's pages, and each item at newsletter/{pk} on its page of 'all'. */
export function mediaPages(tabs: ShowcaseTab[], items: ShowcaseItem[]): ShowcasePage[] {
  return [...lists(tabs, [NEWSLETTER_LABEL]).entries()].flatMap(([list, selected]) =>
    pagesOfList(list, selected, items, selected === 0 ? (pk) => `${NEWSLETTER_LABEL}/${pk}` : undefined),
  );
}

/** The item page of `pk` on the 'all' list of `items` (an editor's preview, which puts its draft first). */
export function allListItemPage(items: ShowcaseItem[], pk: number): ShowcasePage | undefined {
  return pagesOfList(ALL_LABEL, 0, items, (x) => `${ALL_LABEL}/${x}`).find((p) => p.openPk === pk);
}

/** The section of a kind's addresses. */
export function sectionOf(kind: 'exhibition' | 'media'): string {
  return kind === 'exhibition' ? 'exhibition' : 'mediacenter';
}

/** One link of a static pager: the page number (null for a gap) and its address. */
export interface PagerLink {
  pageNo: number | null;
  href: string;
  current: boolean;
}

/**
 * The links of a list page's pager: the first, the last and the pages near the current one, with a gap between
 * (pagerWindow), so the pager weighs the same however long the list is. None when one page holds the list.
 */
export function pagerLinks(page: ShowcasePage, hrefOf: (pageNo: number) => string): PagerLink[] {
  return pagerWindow(page.pages, page.pageNo).map((n) =>
    n === null ? { pageNo: null, href: '', current: false } : { pageNo: n, href: hrefOf(n), current: n === page.pageNo },
  );
}

/** The items of a tab's list (0: all), in the order given. */
export function inList(selected: number, items: ShowcaseItem[]): ShowcaseItem[] {
  return items.filter((i) => selected === 0 || i.categoryPk === selected);
}

/** The cards page `page` shows: its page of its list. */
export function pageItems(page: ShowcasePage, items: ShowcaseItem[]): ShowcaseItem[] {
  return inList(page.selected, items).slice((page.pageNo - 1) * CARDS_PER_PAGE, page.pageNo * CARDS_PER_PAGE);
}

/** A detail address from its template ('{label}' and '{pk}' placeholders). */
export function fillDetail(template: string, label: string, pk: number): string {
  return template.replace('{label}', label).replace('{pk}', String(pk));
}

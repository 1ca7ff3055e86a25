/**
 * Link building for the side menu and the home page's category cards, from the CMS lists (docs/product/frame.md#page-frame): the route shapes live here once so the menu and the home page cannot disagree.
 */
import type { CommonCode, LangSegment, ProductCategory } from '@portal/domain';
import { t, type MessageKey } from '../../lib/i18n';
import { localizedPath } from '../../lib/urls';

export interface MenuLink {
  label: string;
  href: string;
}

export interface ProductMenuEntry extends MenuLink {
  pk: number;
  children: MenuLink[];
}

/** A path segment from a CMS name (names may contain spaces, slashes or non-Latin letters). */
const segment = (name: string) => encodeURIComponent(name);

/** The product list of a top category: its first sub-category, with the top category as parentPk. */
export function productCategoryHref(lang: LangSegment, top: ProductCategory): string {
  const first = top.child[0]?.name ?? top.name;
  return localizedPath(lang, `/product/${segment(first)}?parentPk=${top.pk}`);
}

/** The product group: each top category with its children, each child filtered by its own pk. */
export function productMenu(lang: LangSegment, tops: ProductCategory[]): ProductMenuEntry[] {
  return tops.map((top) => ({
    pk: top.pk,
    label: top.name,
    href: productCategoryHref(lang, top),
    children: top.child.map((c) => ({
      label: c.name,
      href: localizedPath(lang, `/product/${segment(c.name)}?parentPk=${top.pk}&productCategoryPk=${c.pk}`),
    })),
  }));
}

/** The exhibition group: "all" first, then each category with exhibitionCategoryPk. */
export function exhibitionMenu(lang: LangSegment, codes: CommonCode[], allLabel: string): MenuLink[] {
  return [
    { label: allLabel, href: localizedPath(lang, '/exhibition/all') },
    ...codes
      .filter((c) => c.pk > 0)
      .map((c) => ({ label: c.name, href: localizedPath(lang, `/exhibition/${segment(c.name)}?exhibitionCategoryPk=${c.pk}`) })),
  ];
}

/** The media-centre group: "all" first, then each category with commonCodePk. */
export function mediaMenu(lang: LangSegment, codes: CommonCode[], allLabel: string): MenuLink[] {
  return [
    { label: allLabel, href: localizedPath(lang, '/mediacenter/all') },
    ...codes
      .filter((c) => c.pk > 0)
      .map((c) => ({ label: c.name, href: localizedPath(lang, `/mediacenter/${segment(c.name)}?commonCodePk=${c.pk}`) })),
  ];
}

/** The fixed member groups of the side menu: meetings, Q&A and my page, each with its two entries. */
export function fixedMenuGroups(lang: LangSegment): { id: string; title: string; links: MenuLink[] }[] {
  const link = (key: MessageKey, path: string) => ({ label: t(lang, key), href: localizedPath(lang, path) });
  return [
    {
      id: 'meeting',
      title: t(lang, 'frame.menu.meeting'),
      links: [link('frame.menu.meetingList', '/meeting'), link('frame.menu.requestMeeting', '/requestmeeting')],
    },
    {
      id: 'qna',
      title: t(lang, 'frame.menu.qna'),
      links: [link('frame.menu.qnaNew', '/qna'), link('frame.menu.qnaList', '/qna?activeIndex=1')],
    },
    {
      id: 'mypage',
      title: t(lang, 'frame.menu.mypage'),
      links: [link('frame.menu.mypageInfo', '/mypage'), link('frame.menu.bookmark', '/mypage?activeIndex=1')],
    },
  ];
}

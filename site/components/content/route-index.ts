/**
 * The route table of accounts-and-frame.md §2.1 as link groups for the page-link index (/{lang}/Link).
 * Product lists are added per top category by the page, from the side-menu tree.
 */
import type { LangSegment } from '@portal/domain';
import type { MessageKey } from '../../lib/i18n';
import { localizedPath } from '../../lib/urls';

export type Access = 'public' | 'login' | 'guard';

export interface RouteLink {
  /** link.route.<name> */
  name: string;
  href: string;
  access: Access;
  /** Placeholders of the label, such as a category name. */
  params?: Record<string, string>;
}

export interface RouteGroup {
  /** link.group.<id> */
  id: 'start' | 'company' | 'catalogue' | 'content' | 'account' | 'member' | 'notice' | 'showroom' | 'design';
  links: RouteLink[];
}

const SHOWROOM_PAGES = ['lobby', 'mTo', 'mHi', 'mPop', 'm2go', 'techGallery', 'mobisVision', 'mobisNow', 'products'];

/** Every route of the table in one language; `products` are the product-list links of the side menu. */
export function routeGroups(lang: LangSegment, products: RouteLink[]): RouteGroup[] {
  const p = (name: string, path: string, access: Access = 'public'): RouteLink => ({ name, href: localizedPath(lang, path), access });
  return [
    { id: 'start', links: [{ name: 'root', href: '/', access: 'public' }, p('lang', '/'), p('intro', '/intro'), p('main', '/main')] },
    { id: 'company', links: [p('about', '/about'), p('presskit', '/presskit')] },
    { id: 'catalogue', links: [...products, p('search', '/search')] },
    {
      id: 'content',
      links: [
        p('exhibition', '/exhibition/all'),
        p('vipExhibition', '/vip-exhibition'),
        p('mediacenter', '/mediacenter/all'),
        p('vipMediacenter', '/vip-mediacenter'),
      ],
    },
    {
      id: 'account',
      links: [
        p('login', '/login'),
        p('findpassword', '/findpassword'),
        p('resetpassword', '/resetpassword', 'guard'),
        p('registrycomplete', '/registrycomplete', 'guard'),
        p('invite', '/invite', 'guard'),
        p('mypage', '/mypage', 'login'),
        p('resetpassworduser', '/resetpassworduser', 'login'),
        p('unregister', '/unregister', 'login'),
      ],
    },
    {
      id: 'member',
      links: [p('meeting', '/meeting', 'login'), p('requestmeeting', '/requestmeeting', 'login'), p('qna', '/qna', 'login')],
    },
    {
      id: 'notice',
      links: ['error404', 'error500', 'errorcert', 'approvalpending', 'outdated'].map((n) => p(n, `/${n}`)),
    },
    {
      id: 'showroom',
      links: [
        { name: 'showroomRoot', href: '/virtualshowroom', access: 'public' },
        p('showroom', '/virtualshowroom'),
        ...SHOWROOM_PAGES.map((n) => p(n, `/virtualshowroom/${n}`, n === 'techGallery' ? 'login' : 'public')),
      ],
    },
    { id: 'design', links: [p('styleguide', '/styleguide'), p('link', '/Link'), { name: 'pub', href: '/kr/pub', access: 'public' }] },
  ];
}

/** The message key of a route's label. */
export const routeLabelKey = (name: string) => `link.route.${name}` as MessageKey;
/** The message key of a group's heading. */
export const groupLabelKey = (id: RouteGroup['id']) => `link.group.${id}` as MessageKey;
/** The message key of an access note. */
export const accessLabelKey = (access: Access) => `link.access.${access}` as MessageKey;

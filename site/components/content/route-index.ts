/**
 * The route manifest (PAGE_ROUTES in @portal/domain) as link groups for the page-link index (/{lang}/Link).
 * Product lists are added per top category by the page, from the side-menu tree. See docs/product/frame.md.
 */
import {
  PAGE_ROUTES,
  ROUTE_GROUPS,
  isLocalizedRoute,
  type LangSegment,
  type RouteAccess,
  type RouteGroup as GroupId,
} from '@portal/domain';
import type { MessageKey } from '../../lib/i18n';
import { localizedPath } from '../../lib/urls';

export type Access = RouteAccess;

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
  id: GroupId;
  links: RouteLink[];
}

/** Every listed route in one language; `products` are the product-list links of the side menu (the product page's). */
export function routeGroups(lang: LangSegment, products: RouteLink[]): RouteGroup[] {
  return ROUTE_GROUPS.map((id) => ({
    id,
    links: PAGE_ROUTES.filter((route) => route.group === id).flatMap((route) =>
      route.page === '[lang]/product/[...id]'
        ? products
        : Object.entries(route.paths).map(([name, path]) => ({
            name,
            href: isLocalizedRoute(route) ? localizedPath(lang, path) : path,
            access: route.access,
          })),
    ),
  }));
}

/** The message key of a route's label. */
export const routeLabelKey = (name: string) => `link.route.${name}` as MessageKey;
/** The message key of a group's heading. */
export const groupLabelKey = (id: RouteGroup['id']) => `link.group.${id}` as MessageKey;
/** The message key of an access note. */
export const accessLabelKey = (access: Access) => `link.access.${access}` as MessageKey;

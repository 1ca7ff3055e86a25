import { LANG_SEGMENTS, type LangSegment } from './locales.js';
import { M_VISION_STATIONS } from './showroom-stations.js';

/**
 * The site's route manifest, declared once: every page file under site/pages with the paths it serves, who may
 * open it and where it is listed. The page-link index (/{lang}/Link), the sitemap, the path builders of
 * site/lib/urls.ts and the browser tests read it, and tests/unit/routes.test.ts checks that every page file is
 * here and every entry has its page file. See docs/product/frame.md (routes).
 */

/** Who may open a page: anyone, members only (visitors get the login dialog), or a visitor holding a mailed link. */
export type RouteAccess = 'public' | 'login' | 'guard';

/** The link index's groups, in its order (message keys link.group.<id>). */
export const ROUTE_GROUPS = ['start', 'company', 'catalogue', 'content', 'account', 'member', 'notice', 'showroom', 'design'] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

export interface PageRoute<Name extends string = string> {
  /**
   * The page file under site/pages without its extension, spelled as Astro routes it: [lang] is the language
   * segment (en, kr, ch, jp), [name] one parameter, [...name] a rest parameter (see `params`).
   */
  page: string;
  /**
   * The links of the page by name (message key link.route.<name>): the path after /{lang}, '' for the language root,
   * or the whole path for a page outside [lang]. A page built from content (products, showcase items) lists the
   * entry its links start from, or none when the links come from the side menu.
   */
  paths: Readonly<Record<Name, string>>;
  /** What each parameter of the page pattern holds. */
  params?: Readonly<Record<string, string>>;
  access: RouteAccess;
  /** The link-index group, or null for a page the index does not list. */
  group: RouteGroup | null;
  /** Listed in the sitemap under its fixed paths (pages built from content add their own entries). */
  sitemap?: true;
  /**
   * Its items' addresses, {path}/{pk}, have no page file (the build cannot know them): the server, or the 404 page
   * where it cannot, answers them with this page, which opens the item (ITEM_ADDRESS).
   */
  itemsByPk?: true;
}

/** An entry, its link names kept as a type (RouteName). */
const route = <Name extends string = never>(entry: PageRoute<Name>) => entry;
/** A page /{lang}/{name} with one link of the same name. */
const lang = <Name extends string>(name: Name, rest: Omit<PageRoute, 'page' | 'paths'>): PageRoute<Name> => ({
  page: `[lang]/${name}`,
  paths: { [name]: `/${name}` } as Record<Name, string>,
  ...rest,
});
const pub = { access: 'public' } as const;
const showroom = <Name extends ShowroomPage>(name: Name, access: RouteAccess, sitemap: boolean): PageRoute<Name> => ({
  page: `[lang]/virtualshowroom/${name}`,
  paths: { [name]: `/virtualshowroom/${name}` } as Record<Name, string>,
  access,
  group: 'showroom',
  ...(sitemap ? { sitemap: true as const } : {}),
});

/** The showroom's pages after /{lang}/virtualshowroom, in the showroom menu's order. */
export const SHOWROOM_PAGES = ['lobby', ...M_VISION_STATIONS, 'techGallery', 'mobisVision', 'mobisNow', 'products'] as const;
export type ShowroomPage = (typeof SHOWROOM_PAGES)[number];

/** Every page, in the link index's order. */
export const PAGE_ROUTES = [
  route({ page: 'index', paths: { root: '/' }, ...pub, group: 'start' }),
  route({ page: '[lang]/index', paths: { lang: '' }, ...pub, group: 'start', sitemap: true }),
  lang('intro', { ...pub, group: 'start' }),
  lang('main', { ...pub, group: 'start', sitemap: true }),
  lang('about', { ...pub, group: 'company', sitemap: true }),
  lang('presskit', { ...pub, group: 'company', sitemap: true }),
  lang('terms', { ...pub, group: null, sitemap: true }),
  lang('privacy', { ...pub, group: null, sitemap: true }),
  lang('marketing', { ...pub, group: null, sitemap: true }),
  route({ page: '[lang]/product/[...id]', paths: {}, params: { id: 'a category name or a top-category pk' }, ...pub, group: 'catalogue' }),
  lang('search', { ...pub, group: 'catalogue' }),
  route({
    page: '[lang]/exhibition/[...path]',
    paths: { exhibition: '/exhibition/all' },
    params: { path: "'all' or a category name, then an item's pk" },
    ...pub,
    group: 'content',
  }),
  route({ page: '[lang]/vip-exhibition/index', paths: { vipExhibition: '/vip-exhibition' }, ...pub, group: 'content', itemsByPk: true }),
  route({
    page: '[lang]/mediacenter/[...path]',
    paths: { mediacenter: '/mediacenter/all' },
    params: { path: "'all' or a category name, then an item's pk" },
    ...pub,
    group: 'content',
  }),
  route({ page: '[lang]/vip-mediacenter/index', paths: { vipMediacenter: '/vip-mediacenter' }, ...pub, group: 'content', itemsByPk: true }),
  lang('login', { ...pub, group: 'account' }),
  lang('findpassword', { ...pub, group: 'account' }),
  lang('resetpassword', { access: 'guard', group: 'account' }),
  lang('registrycomplete', { access: 'guard', group: 'account' }),
  lang('invite', { access: 'guard', group: 'account' }),
  lang('mypage', { access: 'login', group: 'account' }),
  lang('resetpassworduser', { access: 'login', group: 'account' }),
  lang('unregister', { access: 'login', group: 'account' }),
  lang('meeting', { access: 'login', group: 'member' }),
  lang('requestmeeting', { access: 'login', group: 'member' }),
  lang('qna', { access: 'login', group: 'member' }),
  ...(['error404', 'error500', 'errorcert', 'approvalpending', 'outdated'] as const).map((n) => lang(n, { ...pub, group: 'notice' })),
  route({ page: 'virtualshowroom', paths: { showroomRoot: '/virtualshowroom' }, ...pub, group: 'showroom' }),
  route({ page: '[lang]/virtualshowroom/index', paths: { showroom: '/virtualshowroom' }, ...pub, group: 'showroom', sitemap: true }),
  showroom('lobby', 'public', true),
  route({
    page: '[lang]/virtualshowroom/[station]',
    paths: Object.fromEntries(M_VISION_STATIONS.map((s) => [s, `/virtualshowroom/${s}`])) as Record<
      (typeof M_VISION_STATIONS)[number],
      string
    >,
    params: { station: `one of the M. Vision stations (${M_VISION_STATIONS.join(', ')})` },
    ...pub,
    group: 'showroom',
    sitemap: true,
  }),
  showroom('techGallery', 'login', false),
  showroom('mobisVision', 'public', true),
  showroom('mobisNow', 'public', true),
  // The products page is a list behind the showroom's product popup, not a page to land on from a search.
  showroom('products', 'public', false),
  lang('styleguide', { ...pub, group: 'design' }),
  route({ page: '[lang]/Link', paths: { link: '/Link' }, ...pub, group: 'design' }),
  route({ page: 'kr/pub/index', paths: { pub: '/kr/pub' }, ...pub, group: 'design' }),
  route({
    page: 'kr/pub/[name]',
    paths: {},
    params: { name: 'a publishing page (site/components/content/pub-pages.ts)' },
    ...pub,
    group: null,
  }),
  route({ page: 'robots.txt', paths: { robots: '/robots.txt' }, ...pub, group: null }),
  route({ page: 'sitemap.xml', paths: { sitemap: '/sitemap.xml' }, ...pub, group: null }),
  // The editor preview: for the holder of a preview link the admin made, rendered per request, never prebuilt and
  // never listed (docs/staff-workspace.md#editor-preview).
  route({
    page: 'preview/[...path]',
    paths: {},
    params: { path: '{lang}/{kind}/{documentId} of the previewed entry' },
    access: 'guard',
    group: null,
  }),
] as const;

/** A link name of the route manifest (PageRoute.paths). */
export type RouteName = (typeof PAGE_ROUTES)[number] extends infer R ? (R extends PageRoute<infer N> ? N : never) : never;

/** True for a page served in every language (under /{lang}). */
export const isLocalizedRoute = (route: PageRoute) => route.page.startsWith('[lang]/');

/** The named links of every page as [name, path, route] (see PageRoute.paths for the path's form). */
export const ROUTE_LINKS: readonly (readonly [string, string, PageRoute])[] = PAGE_ROUTES.flatMap((route) =>
  Object.entries(route.paths).map(([name, path]) => [name, path, route] as const),
);

/** A named link of a localized page: its path after /{lang} and its page's route. */
export function routeLink(name: RouteName): { path: string; route: PageRoute } {
  const link = ROUTE_LINKS.find(([n, , route]) => n === name && isLocalizedRoute(route));
  if (!link) throw new Error(`no localized route named ${name}`);
  return { path: link[1], route: link[2] };
}

/** The path after /{lang} of a named link of a localized page: routePath('mypage') is '/mypage'. */
export const routePath = (name: RouteName): string => routeLink(name).path;

/**
 * An item address that no page file holds, /{lang}/{section}/{pk} of a page marked itemsByPk: the groups are the
 * language, the section (vip-exhibition, vip-mediacenter) and the pk.
 */
export const ITEM_ADDRESS = new RegExp(
  `^/(${LANG_SEGMENTS.join('|')})/(${PAGE_ROUTES.filter((r) => r.itemsByPk)
    .flatMap((r) => Object.values(r.paths))
    .map((p) => p.slice(1))
    .join('|')})/(\\d+)/?$`,
);

/**
 * A page's absolute address with its query, for links the CMS mails: pageUrl(origin, 'kr', 'resetpassword',
 * { uuid }) is {origin}/kr/resetpassword?uuid=... (values percent-encoded).
 */
export function pageUrl(origin: string, lang: LangSegment, name: RouteName, query: Record<string, string> = {}): string {
  const search = Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${origin}/${lang}${routePath(name)}${search ? `?${search}` : ''}`;
}

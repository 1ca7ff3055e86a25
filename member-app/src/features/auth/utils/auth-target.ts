import { routePath, type LangSegment, type RouteName } from '@portal/domain';

/** The two tabs of the find view: 0 find e-mail, 1 find password (docs/product/accounts.md#sign-in). */
export type FindTab = 0 | 1;

/** Where the login page starts: the login view, the find view on a tab, or the registration island. */
export interface AuthStart {
  view: 'login' | 'find' | 'registry';
  tab: FindTab;
}

/**
 * The login page's first view from its `target` query (docs/product/accounts.md#sign-in): VueLogin or login, VueRegistry, findId or
 * findPassword; anything else is the login view.
 */
export function authStart(search: string): AuthStart {
  const target = new URLSearchParams(search).get('target');
  if (target === 'VueRegistry') return { view: 'registry', tab: 0 };
  if (target === 'findId') return { view: 'find', tab: 0 };
  if (target === 'findPassword') return { view: 'find', tab: 1 };
  return { view: 'login', tab: 0 };
}

/** The find page's tab from its `tab` query ('1' is find password; anything else find e-mail). */
export function findTab(search: string): FindTab {
  return new URLSearchParams(search).get('tab') === '1' ? 1 : 0;
}

/** The named routes a `routeName` may give instead of a path, and their pages in the route manifest (docs/product/frame.md). */
const NAMED_ROUTES: Record<string, RouteName> = {
  home: 'main',
  search: 'search',
  mypage: 'mypage',
  meeting: 'meeting',
  'request-meeting': 'requestmeeting',
  QnA: 'qna',
  resetpassworduser: 'resetpassworduser',
  unregister: 'unregister',
};

/**
 * Where to go after sign-in: a named route or a path under the page's language on this origin (query and hash
 * kept); null for anything else (another site, another language, the login page itself), so the caller goes home.
 */
export function returnPath(value: string | null | undefined, lang: LangSegment, origin: string): string | null {
  const raw = (value ?? '').trim();
  if (!raw) return null;
  if (NAMED_ROUTES[raw]) return `/${lang}${routePath(NAMED_ROUTES[raw])}`;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || !url.pathname.startsWith(`/${lang}/`)) return null;
  if (/^\/[a-z]{2}\/login\/?$/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The address after sign-in: `routeName` when it is acceptable (returnPath), else home (/{lang}/main). */
export function afterSignIn(search: string, lang: LangSegment, origin: string): string {
  return returnPath(new URLSearchParams(search).get('routeName'), lang, origin) ?? `/${lang}/main`;
}

import { isLangSegment, routePath, type LangSegment, type RouteName } from '@portal/domain';

/** A site path in a language: localizedPath('kr', '/product/IVI') is '/kr/product/IVI'. */
export function localizedPath(lang: LangSegment, path = ''): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}

/** A named page of the route manifest in a language: pagePath('kr', 'mypage') is '/kr/mypage' (docs/product/frame.md). */
export function pagePath(lang: LangSegment, name: RouteName): string {
  return localizedPath(lang, routePath(name));
}

/** The same page in another language: the first segment is swapped, the rest of the route and query kept. */
export function switchLanguage(url: string, lang: LangSegment): string {
  const [pathAndQuery, hash = ''] = url.split('#');
  const [path, query = ''] = pathAndQuery.split('?');
  const parts = path.split('/').filter(Boolean);
  if (parts.length && isLangSegment(parts[0])) parts.shift();
  const rest = parts.length ? `/${parts.join('/')}` : '';
  return `/${lang}${rest}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

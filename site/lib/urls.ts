import { isLangSegment, type LangSegment } from '@portal/domain';

/** A site path in a language: localizedPath('kr', '/product/IVI') is '/kr/product/IVI'. */
export function localizedPath(lang: LangSegment, path = ''): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
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

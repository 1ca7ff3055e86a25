/**
 * Search-engine addresses shared by the page head (canonical, hreflang) and the sitemap: absolute URLs from the
 * configured `site`, and the same page's path in each language (paths with CMS names differ per language).
 */
import { LANG_SEGMENTS, type LangSegment } from '@portal/domain';
import { switchLanguage } from './urls';

/** A page's path in each language that has it. */
export type Alternates = Partial<Record<LangSegment, string>>;

/** A site path as a URL path: trailing slash dropped, non-ASCII characters percent-encoded once. */
export function cleanPath(path: string): string {
  const bare = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  try {
    return encodeURI(decodeURI(bare));
  } catch {
    return bare;
  }
}

/** The absolute URL of a site path on the configured origin. */
export function absoluteUrl(path: string, site: URL | undefined): string {
  return new URL(cleanPath(path), site ?? 'http://localhost').href;
}

/** The default alternates: the same path under each language segment (pages whose path has no CMS name). */
export function sameAlternates(path: string): Alternates {
  return Object.fromEntries(LANG_SEGMENTS.map((lang) => [lang, switchLanguage(cleanPath(path), lang)]));
}

/** Groups the pages of all languages by a key (the content they show): the alternates of each key. */
export function alternatesByKey(pages: { lang: LangSegment; key: string; path: string }[]): Map<string, Alternates> {
  const map = new Map<string, Alternates>();
  for (const { lang, key, path } of pages) map.set(key, { ...map.get(key), [lang]: cleanPath(path) });
  return map;
}

/**
 * The search-engine addresses of the product lists: every page of a top category shows the same list, so its
 * canonical address is the top category's menu link (the first sub-category's name), and its translations are
 * the same top category's link in each language (names differ per language, pks do not).
 */
import { LANG_SEGMENTS, localeBySegment, type LangSegment } from '@portal/domain';
import { getProductMenu } from '../../lib/cms';
import { alternatesByKey, type Alternates } from '../../lib/seo';
import { localizedPath } from '../../lib/urls';
import { productPageId } from './product-paths';

/** Per top-category pk, its list's path in each language. */
export async function productAlternates(): Promise<Map<number, Alternates>> {
  const pages: { lang: LangSegment; key: string; path: string }[] = [];
  for (const lang of LANG_SEGMENTS) {
    for (const top of await getProductMenu(localeBySegment(lang)!)) {
      const id = productPageId(top.child?.[0]?.name ?? top.name);
      if (id) pages.push({ lang, key: String(top.pk), path: localizedPath(lang, `/product/${id}`) });
    }
  }
  return new Map([...alternatesByKey(pages)].map(([pk, alternates]) => [Number(pk), alternates]));
}

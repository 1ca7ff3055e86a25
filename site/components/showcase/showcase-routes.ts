/**
 * Every exhibition or media-centre page of every language with its search-engine addresses: the canonical one
 * (an exhibition item's is /{lang}/exhibition/all/{pk}) and the same content's path in the other languages, matched
 * by category or item pk because category names differ per language. Used by the pages and the sitemap.
 */
import { LANG_SEGMENTS, type LangSegment } from '@portal/domain';
import { alternatesByKey, type Alternates } from '../../lib/seo';
import { localizedPath } from '../../lib/urls';
import { exhibitionData, mediaData, type ShowcaseData } from './showcase-data';
import { ALL_LABEL, NEWSLETTER_LABEL, exhibitionPages, mediaPages, sectionOf, type ShowcasePage } from './showcase-paths';

export interface ShowcaseRoute {
  lang: LangSegment;
  page: ShowcasePage;
  data: ShowcaseData;
  route: {
    /** The content the page shows, the same in every language: 'list:{category pk}:{page}' or 'item:{pk}'. */
    key: string;
    canonical: string;
    alternates: Alternates;
    /** True when this page is the canonical one (the sitemap lists only those). */
    primary: boolean;
  };
}

/** All pages of a section ('exhibition' or 'media') in all languages. */
export async function showcaseRoutes(kind: 'exhibition' | 'media'): Promise<ShowcaseRoute[]> {
  const section = sectionOf(kind);
  const itemLabel = kind === 'exhibition' ? ALL_LABEL : NEWSLETTER_LABEL;
  const load = kind === 'exhibition' ? exhibitionData : mediaData;
  const pagesOf = kind === 'exhibition' ? exhibitionPages : mediaPages;
  const perLang = await Promise.all(LANG_SEGMENTS.map(async (lang) => ({ lang, data: await load(lang) })));
  const rows = perLang.flatMap(({ lang, data }) => pagesOf(data.tabs, data.items).map((page) => ({ lang, data, page })));

  const keyOf = (page: ShowcasePage) => (page.openPk ? `item:${page.openPk}` : `list:${page.selected}:${page.pageNo}`);
  const canonicalOf = (lang: LangSegment, page: ShowcasePage) =>
    localizedPath(lang, `/${section}/${page.openPk ? `${itemLabel}/${page.openPk}` : page.id}`);
  const alternates = alternatesByKey(rows.map(({ lang, page }) => ({ lang, key: keyOf(page), path: canonicalOf(lang, page) })));

  return rows.map(({ lang, data, page }) => {
    const canonical = canonicalOf(lang, page);
    const key = keyOf(page);
    return {
      lang,
      data,
      page,
      route: {
        key,
        canonical,
        alternates: alternates.get(key) ?? {},
        primary: canonical === localizedPath(lang, `/${section}/${page.id}`),
      },
    };
  });
}

/** The section's pages as Astro's getStaticPaths wants them: one per language and showcase path. */
export async function showcaseStaticPaths(kind: 'exhibition' | 'media') {
  const routes = await showcaseRoutes(kind);
  return routes.map(({ lang, page, data, route }) => ({ params: { lang, path: page.id }, props: { page, data, route } }));
}

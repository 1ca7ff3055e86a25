/**
 * The public pages of every language for the sitemap, grouped by the content they show (so each URL lists its
 * translations): the fixed paths the route manifest marks for the sitemap (PAGE_ROUTES in @portal/domain), one
 * product list per top category, and the exhibition and media-centre lists and items. Member-only, VIP, notice,
 * search and design pages are left out, and so is an item its editor marked "no index" (docs/product/frame.md#search-and-share).
 */
import { PAGE_ROUTES, type LangSegment } from '@portal/domain';
import { productAlternates } from '../components/content/product-alternates';
import { showcaseRoutes } from '../components/showcase/showcase-routes';
import { sameAlternates, type Alternates } from './seo';
import { localizedPath } from './urls';

const FIXED = PAGE_ROUTES.filter((route) => route.sitemap).flatMap((route) => Object.values(route.paths));

/** Every public page, as groups of the same page's path per language. */
export async function sitemapGroups(): Promise<Alternates[]> {
  const fixed = FIXED.map((route) => sameAlternates(localizedPath('en', route)));
  const products = [...(await productAlternates()).values()];
  const showcase = new Map<string, Alternates>();
  const hidden: [Alternates, LangSegment][] = [];
  for (const kind of ['exhibition', 'media'] as const) {
    for (const { lang, route, page, data } of await showcaseRoutes(kind)) {
      if (!route.primary) continue;
      const group = showcase.get(`${kind}:${route.key}`) ?? { ...route.alternates };
      // "No index" is set per language: only that language's address leaves the sitemap.
      if (page.openPk !== null && data.items.find((item) => item.pk === page.openPk)?.seo?.noIndex) hidden.push([group, lang]);
      showcase.set(`${kind}:${route.key}`, group);
    }
  }
  for (const [group, lang] of hidden) delete group[lang];
  return [...fixed, ...products, ...[...showcase.values()].filter((group) => Object.keys(group).length > 0)];
}

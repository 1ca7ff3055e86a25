/**
 * The public pages of every language for the sitemap, grouped by the content they show (so each URL lists its
 * translations): the fixed paths the route manifest marks for the sitemap (PAGE_ROUTES in @portal/domain), one
 * product list per top category, and the exhibition and media-centre lists and items. Member-only, VIP, notice,
 * search and design pages are left out. See docs/product/frame.md.
 */
import { PAGE_ROUTES } from '@portal/domain';
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
  for (const kind of ['exhibition', 'media'] as const) {
    for (const { route } of await showcaseRoutes(kind)) if (route.primary) showcase.set(`${kind}:${route.key}`, route.alternates);
  }
  return [...fixed, ...products, ...showcase.values()];
}

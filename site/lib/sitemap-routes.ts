/**
 * The public pages of every language for the sitemap, grouped by the content they show (so each URL lists its
 * translations): fixed routes that have a page file, one product list per top category, and the exhibition and
 * media-centre lists and items. Member-only, VIP, notice, search and design pages are left out.
 */
import { productAlternates } from '../components/content/product-alternates';
import { LEGAL_PAGES } from '../components/legal/legal-pages';
import { showcaseRoutes } from '../components/showcase/showcase-routes';
import { sameAlternates, type Alternates } from './seo';
import { localizedPath } from './urls';

const SHOWROOM = ['lobby', 'mTo', 'mHi', 'mPop', 'm2go', 'mobisVision', 'mobisNow'].map((p) => `/virtualshowroom/${p}`);
const FIXED = ['', '/main', '/about', '/presskit', ...LEGAL_PAGES.map((p) => p.path), '/virtualshowroom', ...SHOWROOM];

// The page files under site/pages/[lang]: a fixed route is listed only once its page exists.
const PAGE_FILES = Object.keys(import.meta.glob('../pages/\\[lang\\]/**/*.astro'));
const hasPage = (route: string) =>
  [`../pages/[lang]${route || '/index'}.astro`, `../pages/[lang]${route}/index.astro`].some((f) => PAGE_FILES.includes(f));

/** Every public page, as groups of the same page's path per language. */
export async function sitemapGroups(): Promise<Alternates[]> {
  const fixed = FIXED.filter(hasPage).map((route) => sameAlternates(localizedPath('en', route)));
  const products = [...(await productAlternates()).values()];
  const showcase = new Map<string, Alternates>();
  for (const kind of ['exhibition', 'media'] as const) {
    for (const { route } of await showcaseRoutes(kind)) if (route.primary) showcase.set(`${kind}:${route.key}`, route.alternates);
  }
  return [...fixed, ...products, ...showcase.values()];
}

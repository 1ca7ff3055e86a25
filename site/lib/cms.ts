/**
 * The only place that reads Strapi at build time. Every page gets its content through these functions, which
 * call the same public endpoints the islands call at runtime (docs/api.md), so the build
 * and the API cannot drift apart. CMS_URL points at the running Strapi (scripts/build-site.mjs sets it).
 */
import {
  type CallReply,
  type CallRequest,
  type CommonCode,
  type Exhibition,
  type ExhibitionSite,
  type KeyVisual,
  type LegalText,
  type Locale,
  type MediaNews,
  type PagedItems,
  type PictureIndex,
  type ProductCard,
  type ProductCategory,
  type ProductListInput,
  type ShowroomStation,
  type ShowroomStationName,
  type TechGalleryProductsReply,
  type SiteRead,
  SHOWROOM_STATIONS,
  SITE_READS,
  toShowroomStation,
  LOCALES,
  MAX_ROW_PER_PAGE,
  allPages,
  readConfig,
} from '@portal/domain';

const CMS_URL = readConfig(process.env).CMS_URL;
const cache = new Map<string, Promise<unknown>>();

/** The call of CALLS a site read makes. */
type SiteReadCall<R extends SiteRead> = (typeof SITE_READS)[R]['call'];

/**
 * One call to the CMS, memoised for the whole build (many pages share the menu and category data). Calls are named
 * by SITE_READS, which carries the content types each answers with: publishing those types rebuilds the site.
 */
async function call<R extends SiteRead>(
  locale: Locale,
  read: R,
  body?: CallRequest<SiteReadCall<R>>,
  query = '',
): Promise<{ data: CallReply<SiteReadCall<R>> }> {
  const { method, path } = SITE_READS[read];
  const url = `${path}${query}`;
  const key = `${locale.siteLang} ${method} ${url} ${JSON.stringify(body ?? null)}`;
  if (!cache.has(key)) {
    cache.set(
      key,
      fetch(`${CMS_URL}${url}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-SITE-LANG': locale.siteLang, 'Accept-Language': locale.htmlLang },
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      }).then(async (res) => {
        if (!res.ok) throw new Error(`CMS ${method} ${url} answered ${res.status}: ${await res.text()}`);
        return res.json();
      }),
    );
  }
  // The reply's type is the call's (CALLS); the CMS checks its answers against that schema outside production.
  return cache.get(key) as Promise<{ data: CallReply<SiteReadCall<R>> }>;
}

const ENGLISH = LOCALES[0];
const warned = new Set<string>();

/**
 * Content missing in a locale falls back to English and says so in the build log (docs/architecture.md#locales): the items
 * English has and the locale lacks (same pk) are appended, so a page never silently drops an untranslated item.
 */
async function withEnglishFallback<T extends { pk: number }>(
  locale: Locale,
  label: string,
  read: (l: Locale) => Promise<T[]>,
): Promise<T[]> {
  const own = await read(locale);
  if (locale.strapi === ENGLISH.strapi) return own;
  const have = new Set(own.map((item) => item.pk));
  const missing = (await read(ENGLISH)).filter((item) => !have.has(item.pk));
  for (const item of missing) {
    const message = `[cms] ${label} ${item.pk} missing in ${locale.strapi}: English is used`;
    if (!warned.has(message)) console.warn(message);
    warned.add(message);
  }
  return [...own, ...missing];
}

/** The product tree of the side menu: top categories with their children. */
export async function getProductMenu(locale: Locale): Promise<ProductCategory[]> {
  return withEnglishFallback(locale, 'product category', async (l) => {
    const res = await call(l, 'productMenu');
    return res.data.productCategories;
  });
}

/**
 * One page of a product list and the list's size, as the browser asks for the others (the product list page carries
 * only its first page: issue 31; the home page's tabs read their first twelve). In the page's own language, as the
 * browser's call answers.
 */
export async function getProductPage(locale: Locale, input: ProductListInput): Promise<{ products: ProductCard[]; totalCount: number }> {
  const { products, totalCount } = (await call(locale, 'products', input)).data;
  return { products, totalCount };
}

/** Categories from the common-code table: parentPk 2 exhibitions, 3 media news. */
export async function getCommonCodes(locale: Locale, parentPk: 2 | 3): Promise<CommonCode[]> {
  return withEnglishFallback(locale, 'category', async (l) => {
    const res = await call(l, 'commonCodes', { parentPk });
    return res.data.commonCodes;
  });
}

/** Exhibitions a visitor may see (viewTarget ALL and NORMAL), newest first unless told otherwise. */
export async function getExhibitions(locale: Locale, opts: { rowPerPage?: number; orderBy?: 'new' | 'view'; commonCodePk?: number } = {}) {
  const res = await call(locale, 'exhibitions', {
    pageNo: 1,
    rowPerPage: 100,
    orderBy: 'new',
    ...opts,
  });
  return res.data.data.items;
}

/** A paged list reply's rows and total, as allPages reads them. */
const pageRows = <T>({ data }: PagedItems<T>) => ({ rows: data.items, totalCount: data.totalCount });

/** Every exhibition a visitor may see (ALL and NORMAL; VIP items need a VIP token, which the build has not). */
export function getAllExhibitions(locale: Locale, orderBy: 'new' | 'view' = 'new'): Promise<Exhibition[]> {
  return withEnglishFallback(locale, 'exhibition', (l) =>
    allPages(async (pageNo) => pageRows((await call(l, 'exhibitions', { pageNo, rowPerPage: MAX_ROW_PER_PAGE, orderBy })).data)),
  );
}

/** Every media-centre item a visitor may see (ALL and NORMAL). */
export function getAllMediaNews(locale: Locale, orderBy: 'new' | 'view' = 'new'): Promise<MediaNews[]> {
  return withEnglishFallback(locale, 'media item', (l) =>
    allPages(async (pageNo) => pageRows((await call(l, 'mediaNews', { pageNo, rowPerPage: MAX_ROW_PER_PAGE, orderBy })).data)),
  );
}

/** Home banners in display order. */
export async function getKeyVisuals(locale: Locale): Promise<KeyVisual[]> {
  return withEnglishFallback(locale, 'banner', async (l) => {
    const res = await call(l, 'keyVisuals');
    return res.data.data.items;
  });
}

export type { LegalText };

/** The three legal texts (terms, privacy, marketing) in the locale, English where a locale lacks one. */
export async function getLegalTexts(locale: Locale): Promise<LegalText[]> {
  const read = (code: string) =>
    call(
      locale,
      'legalTexts',
      undefined,
      `?locale=${code}&fields[0]=kind&fields[1]=title&fields[2]=body&fields[3]=announcedOn&fields[4]=effectiveOn`,
    );
  const own = (await read(locale.strapi)).data;
  if (own.length >= 3 || locale.strapi === 'en') return own;
  const english = (await read('en')).data;
  const missing = english.filter((e) => !own.some((o) => o.kind === e.kind));
  for (const m of missing) console.warn(`[cms] legal text ${m.kind} missing in ${locale.strapi}: English is used`);
  return [...own, ...missing];
}

/** The press kit's buttons: item name to target (a site path without the language, a file, or a full URL). */
export type PressKitLinks = Partial<Record<'introduction' | 'release' | 'photo' | 'video' | 'contact', string>>;

/** The press kit's targets in the locale, English for a button the locale lacks (docs/product/content.md#company-pages). */
export async function getPressKitLinks(locale: Locale): Promise<PressKitLinks> {
  const read = async (code: string) => {
    const rows = (await call(locale, 'pressKitLinks', undefined, `?locale=${code}&fields[0]=item&fields[1]=url`)).data;
    return Object.fromEntries(rows.map((r) => [r.item, r.url])) as PressKitLinks;
  };
  const own = await read(locale.strapi);
  if (locale.strapi === 'en') return own;
  const english = await read('en');
  for (const item of Object.keys(english) as (keyof PressKitLinks)[])
    if (!own[item]) console.warn(`[cms] press kit link ${item} missing in ${locale.strapi}: English is used`);
  return { ...english, ...own };
}

/** The virtual showroom's stations (films, titles, timed captions) in the locale; a station it lacks is English. */
export async function getShowroomStations(locale: Locale): Promise<Map<ShowroomStationName, ShowroomStation>> {
  const read = async (code: string) => {
    const res = await call(
      locale,
      'showroomStations',
      undefined,
      `?locale=${code}&populate[items][populate]=captions&pagination[pageSize]=100`,
    );
    return res.data.map(toShowroomStation);
  };
  const stations = new Map((await read(locale.strapi)).map((s) => [s.station, s]));
  if (locale.strapi !== ENGLISH.strapi && stations.size < SHOWROOM_STATIONS.length) {
    for (const station of await read(ENGLISH.strapi)) {
      if (stations.has(station.station)) continue;
      console.warn(`[cms] showroom station ${station.station} missing in ${locale.strapi}: English is used`);
      stations.set(station.station, station);
    }
  }
  return stations;
}

/** The tech gallery's products per menu (1 electronics, 2 lamp, 3 electrification), in gallery order. */
export async function getTechGalleryProducts(locale: Locale): Promise<TechGalleryProductsReply['menus']> {
  const res = await call(locale, 'techGalleryProducts');
  return res.data.menus;
}

/** The showroom Now items: page 1, 10 rows, all categories, newest first (docs/api.md#virtual-showroom, docs/product/showroom.md#constants). */
export async function getExhibitionSites(locale: Locale): Promise<ExhibitionSite[]> {
  return withEnglishFallback(locale, 'exhibition site', async (l) => {
    const res = await call(l, 'exhibitionSites', {
      pageNo: 1,
      rowPerPage: 10,
      commonCodePk: 0,
      orderBy: 'new',
    });
    return res.data.data.items;
  });
}

/** The site-wide search and share defaults of a locale (the "Search and share defaults" single type). */
export interface SiteSeo {
  siteName: string;
  description: string;
  organizationName: string;
  twitterSite: string;
  /** A site path or absolute URL; null when no default picture is set. */
  shareImage: string | null;
}

/** The share defaults in the locale, English where the locale has none; null when neither is published. */
export async function getSiteSeo(locale: Locale): Promise<SiteSeo | null> {
  // An unpublished single type answers 404: that locale has no defaults. Any other failure fails the build.
  const read = (code: string) =>
    call(locale, 'siteSeo', undefined, `?locale=${code}&populate[shareImage][fields][0]=url`).then(
      (res) => res.data ?? null,
      (error: unknown) => {
        if (String(error).includes('answered 404')) return null;
        throw error;
      },
    );
  let row = await read(locale.strapi);
  if (!row && locale.strapi !== ENGLISH.strapi) {
    console.warn(`[cms] search and share defaults missing in ${locale.strapi}: English is used`);
    row = await read(ENGLISH.strapi);
  }
  if (!row) return null;
  return {
    siteName: row.siteName ?? '',
    description: row.description ?? '',
    organizationName: row.organizationName ?? '',
    twitterSite: row.twitterSite ?? '',
    shareImage: row.shareImage?.url ?? null,
  };
}

/** The AVIF/WebP copies and focal points of the uploaded pictures, by original address (site/lib/pictures.ts). */
export async function getPictureIndex(): Promise<PictureIndex> {
  return (await call(ENGLISH, 'siteImages')).data;
}

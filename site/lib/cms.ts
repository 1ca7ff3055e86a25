/**
 * The only place that reads Strapi at build time. Every page gets its content through these functions, which
 * call the same public endpoints the islands call at runtime (catalogue-content-meetings.md §7), so the build
 * and the API cannot drift apart. CMS_URL points at the running Strapi (scripts/build-site.mjs sets it).
 */
import {
  type CommonCode,
  type Exhibition,
  type ExhibitionSite,
  type KeyVisual,
  type Locale,
  type MediaNews,
  type PagedItems,
  type ProductCard,
  type ProductCategory,
  type ProductListInput,
  type ShowroomCaption,
  type ShowroomItem,
  type ShowroomStation,
  type ShowroomStationName,
  type TechGalleryProductsReply,
  SHOWROOM_STATIONS,
  LOCALES,
} from '@portal/domain';

const CMS_URL = (process.env.CMS_URL || 'http://127.0.0.1:1337').replace(/\/$/, '');
const cache = new Map<string, Promise<unknown>>();

/** One call to the CMS, memoised for the whole build (many pages share the menu and category data). */
async function call<T>(locale: Locale, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const key = `${locale.siteLang} ${method} ${path} ${JSON.stringify(body ?? null)}`;
  if (!cache.has(key)) {
    cache.set(
      key,
      fetch(`${CMS_URL}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-SITE-LANG': locale.siteLang, 'Accept-Language': locale.htmlLang },
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      }).then(async (res) => {
        if (!res.ok) throw new Error(`CMS ${method} ${path} answered ${res.status}: ${await res.text()}`);
        return res.json();
      }),
    );
  }
  return cache.get(key) as Promise<T>;
}

const ENGLISH = LOCALES[0];
const warned = new Set<string>();

/**
 * Content missing in a locale falls back to English and says so in the build log (DESIGN.md, Locales): the items
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
    const res = await call<{ data: { productCategories: ProductCategory[] } }>(l, 'POST', '/api/product-category/gnb-list');
    return res.data.productCategories;
  });
}

/** Product cards for a set of categories, in the given order. */
export async function getProducts(locale: Locale, input: Partial<ProductListInput>): Promise<ProductCard[]> {
  return withEnglishFallback(locale, 'product', async (l) => {
    const res = await call<{ data: { products: ProductCard[] } }>(l, 'POST', '/api/product/list', input);
    return res.data.products;
  });
}

/** Categories from the common-code table: parentPk 2 exhibitions, 3 media news. */
export async function getCommonCodes(locale: Locale, parentPk: 2 | 3): Promise<CommonCode[]> {
  return withEnglishFallback(locale, 'category', async (l) => {
    const res = await call<{ data: { commonCodes: CommonCode[] } }>(l, 'POST', '/api/common-code/list', { parentPk });
    return res.data.commonCodes;
  });
}

/** Exhibitions a visitor may see (viewTarget ALL and NORMAL), newest first unless told otherwise. */
export async function getExhibitions(locale: Locale, opts: { rowPerPage?: number; orderBy?: 'new' | 'view'; commonCodePk?: number } = {}) {
  const res = await call<{ data: PagedItems<Exhibition> }>(locale, 'POST', '/api/exhibition/list', {
    pageNo: 1,
    rowPerPage: 100,
    orderBy: 'new',
    ...opts,
  });
  return res.data.data.items;
}

/** Every page of a paged visitor list (100 rows a page, the API's maximum), in the given order. */
async function allPages<T>(locale: Locale, path: string, orderBy: 'new' | 'view'): Promise<T[]> {
  const items: T[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const res = await call<{ data: PagedItems<T> }>(locale, 'POST', path, { pageNo, rowPerPage: 100, orderBy });
    items.push(...res.data.data.items);
    if (!res.data.data.items.length || items.length >= res.data.data.totalCount) return items;
  }
}

/** Every exhibition a visitor may see (ALL and NORMAL; VIP items need a VIP token, which the build has not). */
export function getAllExhibitions(locale: Locale, orderBy: 'new' | 'view' = 'new'): Promise<Exhibition[]> {
  return withEnglishFallback(locale, 'exhibition', (l) => allPages<Exhibition>(l, '/api/exhibition/list', orderBy));
}

/** Every media-centre item a visitor may see (ALL and NORMAL). */
export function getAllMediaNews(locale: Locale, orderBy: 'new' | 'view' = 'new'): Promise<MediaNews[]> {
  return withEnglishFallback(locale, 'media item', (l) => allPages<MediaNews>(l, '/api/medianews/list', orderBy));
}

/** Home banners in display order. */
export async function getKeyVisuals(locale: Locale): Promise<KeyVisual[]> {
  return withEnglishFallback(locale, 'banner', async (l) => {
    const res = await call<{ data: PagedItems<KeyVisual> }>(l, 'POST', '/api/keyVisual/mainsite/list', { siteLang: l.siteLang });
    return res.data.data.items;
  });
}

export interface LegalText {
  kind: 'TERMS' | 'PRIVACY' | 'MARKETING';
  title: string;
  body: string;
  announcedOn: string | null;
  effectiveOn: string | null;
}

/** The three legal texts (terms, privacy, marketing) in the locale, English where a locale lacks one. */
export async function getLegalTexts(locale: Locale): Promise<LegalText[]> {
  const read = (code: string) =>
    call<{ data: LegalText[] }>(
      locale,
      'GET',
      `/api/legal-texts?locale=${code}&fields[0]=kind&fields[1]=title&fields[2]=body&fields[3]=announcedOn&fields[4]=effectiveOn`,
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

/** The press kit's targets in the locale, English for a button the locale lacks (catalogue-content-meetings.md §2). */
export async function getPressKitLinks(locale: Locale): Promise<PressKitLinks> {
  const read = async (code: string) => {
    const rows = (
      await call<{ data: { item: keyof PressKitLinks; url: string }[] }>(
        locale,
        'GET',
        `/api/press-kit-links?locale=${code}&fields[0]=item&fields[1]=url`,
      )
    ).data;
    return Object.fromEntries(rows.map((r) => [r.item, r.url])) as PressKitLinks;
  };
  const own = await read(locale.strapi);
  if (locale.strapi === 'en') return own;
  const english = await read('en');
  for (const item of Object.keys(english) as (keyof PressKitLinks)[])
    if (!own[item]) console.warn(`[cms] press kit link ${item} missing in ${locale.strapi}: English is used`);
  return { ...english, ...own };
}

interface StationRow extends Omit<ShowroomStation, 'items'> {
  items: (Omit<ShowroomItem, 'captions'> & { captions: ShowroomCaption[] | null })[] | null;
}

/** The virtual showroom's stations (films, titles, timed captions) in the locale; a station it lacks is English. */
export async function getShowroomStations(locale: Locale): Promise<Map<ShowroomStationName, ShowroomStation>> {
  const read = async (code: string) => {
    const res = await call<{ data: StationRow[] }>(
      locale,
      'GET',
      `/api/showroom-stations?locale=${code}&populate[items][populate]=captions&pagination[pageSize]=100`,
    );
    return res.data.map((row): ShowroomStation => ({
      station: row.station,
      title: row.title,
      introVideo: row.introVideo,
      poster: row.poster ?? null,
      items: (row.items ?? []).map((item) => ({
        title: item.title,
        video: item.video,
        poster: item.poster ?? null,
        captions: (item.captions ?? []).map(({ start, end, text }) => ({ start: Number(start), end: Number(end), text })),
      })),
    }));
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
  const res = await call<{ data: TechGalleryProductsReply }>(locale, 'POST', '/api/showroom/tech-gallery/products');
  return res.data.menus;
}

/** The showroom Now items: page 1, 10 rows, all categories, newest first (catalogue-content-meetings.md §7, §9). */
export async function getExhibitionSites(locale: Locale): Promise<ExhibitionSite[]> {
  return withEnglishFallback(locale, 'exhibition site', async (l) => {
    const res = await call<{ data: PagedItems<ExhibitionSite> }>(l, 'POST', '/api/exhibition-site/list', {
      pageNo: 1,
      rowPerPage: 10,
      commonCodePk: 0,
      orderBy: 'new',
    });
    return res.data.data.items;
  });
}

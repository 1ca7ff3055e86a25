/**
 * The only place that reads Strapi at build time. Every page gets its content through these functions, which
 * call the same public endpoints the islands call at runtime (catalogue-content-meetings.md §7), so the build
 * and the API cannot drift apart. CMS_URL points at the running Strapi (scripts/build-site.mjs sets it).
 */
import type {
  CommonCode,
  Exhibition,
  KeyVisual,
  Locale,
  MediaNews,
  PagedItems,
  ProductCard,
  ProductCategory,
  ProductListInput,
} from '@member/contract';
import { LOCALES } from '@member/contract/locales';

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

/** Sub-categories of one parent (parentPk 0: the top categories). */
export async function getProductCategories(locale: Locale, parentPk: number): Promise<ProductCategory[]> {
  return withEnglishFallback(locale, 'product category', async (l) => {
    const res = await call<{ data: { productCategories: ProductCategory[] } }>(l, 'POST', '/api/product-category/list', { parentPk });
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

/** Media-centre items a visitor may see. */
export async function getMediaNews(locale: Locale, opts: { rowPerPage?: number; orderBy?: 'new' | 'view'; commonCodePk?: number } = {}) {
  const res = await call<{ data: PagedItems<MediaNews> }>(locale, 'POST', '/api/medianews/list', {
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

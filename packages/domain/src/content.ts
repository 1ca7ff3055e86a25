import { z } from 'zod';

/**
 * Request bodies and response shapes of the public content calls (catalogue-content-meetings.md §7).
 * Error messages are message keys (locales/*.json), translated by whoever shows them.
 */

const pk = z.coerce.number({ invalid_type_error: 'error.number' }).int('error.number').min(0, 'error.number');
const pkList = z.array(pk, { invalid_type_error: 'error.list' }).max(200, 'error.tooMany');

export const PRODUCT_SORT_TYPES = ['VIEWS', 'ALPHABET', 'RECENT'] as const;
export const CONTENT_ORDER_BY = ['new', 'view'] as const;
export const VIEW_TARGETS = ['ALL', 'NORMAL', 'VIP'] as const;

export const productListInput = z.object({
  productCategoryParentPkList: pkList.optional(),
  productCategoryPkList: pkList.optional(),
  sortType: z.enum(PRODUCT_SORT_TYPES, { errorMap: () => ({ message: 'error.sortType' }) }).default('RECENT'),
});
export type ProductListInput = z.infer<typeof productListInput>;

export const productCategoryListInput = z.object({ parentPk: pk });
export const partnerDomainListInput = z.object({ partnerPk: pk.refine((v) => v > 0, 'error.required') });
export const commonCodeListInput = z.object({ parentPk: pk });

export const pagedListInput = z.object({
  pageNo: z.coerce.number().int().min(1, 'error.number').max(10000, 'error.number').default(1),
  rowPerPage: z.coerce.number().int().min(1, 'error.number').max(100, 'error.number').default(100),
  orderBy: z.enum(CONTENT_ORDER_BY, { errorMap: () => ({ message: 'error.orderBy' }) }).default('new'),
  commonCodePk: pk.optional().nullable(),
});
export type PagedListInput = z.infer<typeof pagedListInput>;

export const pkInput = z.object({ pk: pk.refine((v) => v > 0, 'error.required') });

/** A media file as the spec's responses carry it. */
export interface Asset {
  uuid: string;
  name: string;
  url: string;
  contentType: string;
  assetTarget?: 'PC' | 'MOB' | 'SLIDE';
}

export interface ProductCategory {
  pk: number;
  name: string;
  description: string;
  parentPk: number | null;
  isPublic: boolean;
  child: ProductCategory[];
}

export interface ProductCard {
  pk: number;
  model: string;
  description: string;
  productCategoryPk: number | null;
  productCategoryName: string;
  categoryName: string;
  parentCategoryPk: number | null;
  mainImageUrl: string;
  thumbnailImageUrl: string[];
  bookmark: boolean;
  viewCount: number;
  createAt: string;
}

export interface Country {
  pk: number;
  code: string;
  callingCode: string;
  name: string;
}

export interface Partner {
  pk: number;
  globalName: string;
  localName: string;
  url: string;
  domains: { domain: string }[];
}

export interface CommonCode {
  pk: number;
  name: string;
}

export interface Exhibition {
  pk: number;
  commonCodePk: number | null;
  commonCodeText: string;
  title: string;
  content: string;
  assetImgPc: Asset | null;
  assetImgMob: Asset | null;
  movUrl: string;
  viewCnt: number;
  viewTarget: (typeof VIEW_TARGETS)[number];
  createAt: string;
  mediaType: 'YOUTUBE' | 'NEWS' | 'INSTAGRAM' | 'FACEBOOK';
  assets: Asset[];
}

export interface MediaNews extends Omit<Exhibition, 'content' | 'commonCodeText'> {
  contentPc: string;
  contentMob: string;
  categoryName: string;
}

export interface KeyVisual {
  pk: number;
  title: string;
  content: string;
  visualType: 'IMG' | 'MOV';
  linkPcUrl: string;
  linkMobUrl: string;
  linkPcTarget: 'self' | 'other';
  linkMobTarget: 'self' | 'other';
  movUrl: string;
  assetImgPc: Asset | null;
  assetImgMob: Asset | null;
}

export interface PagedItems<T> {
  data: { items: T[]; totalCount: number; pageNo: number; rowPerPage: number };
}

export const bookmarkEditInput = z.object({ productPk: pk.refine((v) => v > 0, 'error.required') });
export const bookmarkListInput = z.object({
  sort: z.enum(PRODUCT_SORT_TYPES, { errorMap: () => ({ message: 'error.sortType' }) }).default('VIEWS'),
});
/** The menus whose entry and exit are counted (§4 Session: meeting and inquiry). */
export const MENU_TYPES = ['MEETING', 'QNA'] as const;
export const menuStatisticsInput = z.object({ type: z.enum(MENU_TYPES, { errorMap: () => ({ message: 'error.invalid' }) }) });

/** A product detail as the modal shows it (catalogue-content-meetings.md §3 Product). */
export interface ProductDetail extends ProductCard {
  overviewPc: string;
  overviewMobile: string;
  featuresPc: string;
  featuresMobile: string;
  productRelates: { pk: number; model: string; thumbnailImageUrls: string[] }[];
  pk_dev: number;
  pk_ch: number | null;
  techGalleryMenu: number;
}

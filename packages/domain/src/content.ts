import { z } from './zod.js';
import { PICTURE_TYPES } from './images.js';
import { typeErrors } from './text.js';

/**
 * Request bodies and response shapes of the public content calls (docs/api.md#content).
 * Error messages are message keys (locales/*.json), translated by whoever shows them.
 */

const pk = z.coerce.number({ error: 'error.number' }).int('error.number').min(0, 'error.number');
const pkList = z.array(pk, typeErrors(undefined, 'error.list')).max(200, 'error.tooMany');

export const PRODUCT_SORT_TYPES = ['VIEWS', 'ALPHABET', 'RECENT'] as const;
const CONTENT_ORDER_BY = ['new', 'view'] as const;
export const VIEW_TARGETS = ['ALL', 'NORMAL', 'VIP'] as const;

/** The most rows a page of a paged list call answers (docs/api.md#content, docs/api.md#catalogue). */
export const MAX_ROW_PER_PAGE = 100;

/** The page a paged list call answers: pageNo from 1, rowPerPage rows (at most MAX_ROW_PER_PAGE). */
const paging = {
  pageNo: z.coerce.number().int().min(1, 'error.number').max(10000, 'error.number').default(1),
  rowPerPage: z.coerce.number().int().min(1, 'error.number').max(MAX_ROW_PER_PAGE, 'error.number').default(MAX_ROW_PER_PAGE),
};

/** What a paged list reply adds to its rows: the page it is and how many rows the whole list has. */
export const pageReply = { totalCount: z.number(), pageNo: z.number(), rowPerPage: z.number() };

export const productListInput = z.object({
  productCategoryParentPkList: pkList.optional(),
  productCategoryPkList: pkList.optional(),
  sortType: z.enum(PRODUCT_SORT_TYPES, { error: 'error.sortType' }).default('RECENT'),
  // Paged as the other lists (issue 31: 1.4 s p99 at 100x content when every product came in one reply).
  ...paging,
});
export type ProductListInput = z.infer<typeof productListInput>;

export const productCategoryListInput = z.object({ parentPk: pk });
export const partnerDomainListInput = z.object({ partnerPk: pk.refine((v) => v > 0, 'error.required') });
export const commonCodeListInput = z.object({ parentPk: pk });

export const pagedListInput = z.object({
  ...paging,
  orderBy: z.enum(CONTENT_ORDER_BY, { error: 'error.orderBy' }).default('new'),
  commonCodePk: pk.optional().nullable(),
});
export type PagedListInput = z.infer<typeof pagedListInput>;

export const pkInput = z.object({ pk: pk.refine((v) => v > 0, 'error.required') });

/**
 * Pictures' AVIF/WebP copies and focal points, by the address of their original upload (docs/architecture.md#pictures):
 * the site build's index (GET /api/site-images), and the `pictures` of a reply for the pictures it carries, so the
 * cards, galleries and hits the browser builds get copies too (pictureHtml).
 */
export const pictureIndexSchema = z.record(
  z.string(),
  z.object({
    width: z.number().nullable(),
    height: z.number().nullable(),
    focalPoint: z.object({ x: z.number(), y: z.number() }).nullable(),
    variants: z.array(z.object({ url: z.string(), width: z.number(), type: z.enum(PICTURE_TYPES) })),
  }),
);

/** A media file as the spec's responses carry it. */
export const assetSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  url: z.string(),
  contentType: z.string(),
  assetTarget: z.enum(['PC', 'MOB', 'SLIDE']).optional(),
});
export type Asset = z.infer<typeof assetSchema>;

export interface ProductCategory {
  pk: number;
  name: string;
  description: string;
  parentPk: number | null;
  isPublic: boolean;
  child: ProductCategory[];
}
/** A category with its children (the side menu's tree; `child` is empty below the second level). */
export const productCategorySchema: z.ZodType<ProductCategory> = z.lazy(() =>
  z.object({
    pk: z.number(),
    name: z.string(),
    description: z.string(),
    parentPk: z.number().nullable(),
    isPublic: z.boolean(),
    child: z.array(productCategorySchema),
  }),
);

/**
 * An item's search and share settings (the editor's "Search and share" part, docs/editors.md#set-a-share-picture):
 * empty texts and a missing picture fall back to the item's own (site/lib/share.ts).
 */
const seoSchema = z.object({
  metaTitle: z.string(),
  metaDescription: z.string(),
  shareImage: z.string().nullable(),
  noIndex: z.boolean(),
});
export type Seo = z.infer<typeof seoSchema>;

export const productCardSchema = z.object({
  pk: z.number(),
  model: z.string(),
  description: z.string(),
  productCategoryPk: z.number().nullable(),
  productCategoryName: z.string(),
  categoryName: z.string(),
  parentCategoryPk: z.number().nullable(),
  mainImageUrl: z.string(),
  thumbnailImageUrl: z.array(z.string()),
  bookmark: z.boolean(),
  viewCount: z.number(),
  createAt: z.string(),
  /** The editor's search and share part (null when never opened); the product pages' share tags and Product data. */
  seo: seoSchema.nullable(),
  /** The copies of its pictures (absent: show the uploads). */
  pictures: pictureIndexSchema.optional(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const countrySchema = z.object({ pk: z.number(), code: z.string(), callingCode: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const partnerSchema = z.object({
  pk: z.number(),
  globalName: z.string(),
  localName: z.string(),
  /** The name English pages show ('' when the partner has none): formatCompanyName. */
  englishName: z.string(),
  url: z.string(),
  domains: z.array(z.object({ domain: z.string() })),
});
export type Partner = z.infer<typeof partnerSchema>;

export const commonCodeSchema = z.object({ pk: z.number(), name: z.string() });
export type CommonCode = z.infer<typeof commonCodeSchema>;

/** When and where an exhibition's show took place (dates as YYYY-MM-DD, country as ISO 3166 alpha-2). */
const eventSchema = z.object({
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  venue: z.string(),
  city: z.string(),
  country: z.string(),
});
export type ExhibitionEvent = z.infer<typeof eventSchema>;

const targetedItemSchema = z.object({
  pk: z.number(),
  commonCodePk: z.number().nullable(),
  commonCodeText: z.string(),
  title: z.string(),
  content: z.string(),
  assetImgPc: assetSchema.nullable(),
  assetImgMob: assetSchema.nullable(),
  movUrl: z.string(),
  viewCnt: z.number(),
  viewTarget: z.enum(VIEW_TARGETS),
  createAt: z.string(),
  mediaType: z.enum(['YOUTUBE', 'NEWS', 'INSTAGRAM', 'FACEBOOK']),
  assets: z.array(assetSchema),
  seo: seoSchema.nullable(),
  /** The copies of its pictures (absent: show the uploads). */
  pictures: pictureIndexSchema.optional(),
});

export const exhibitionSchema = targetedItemSchema.extend({ event: eventSchema.nullable() });
export type Exhibition = z.infer<typeof exhibitionSchema>;

export const mediaNewsSchema = targetedItemSchema
  .omit({ content: true, commonCodeText: true })
  .extend({ contentPc: z.string(), contentMob: z.string(), categoryName: z.string() });
export type MediaNews = z.infer<typeof mediaNewsSchema>;

const linkTarget = z.enum(['self', 'other']);
export const keyVisualSchema = z.object({
  pk: z.number(),
  title: z.string(),
  content: z.string(),
  visualType: z.enum(['IMG', 'MOV']),
  linkPcUrl: z.string(),
  linkMobUrl: z.string(),
  linkPcTarget: linkTarget,
  linkMobTarget: linkTarget,
  movUrl: z.string(),
  assetImgPc: assetSchema.nullable(),
  assetImgMob: assetSchema.nullable(),
});
export type KeyVisual = z.infer<typeof keyVisualSchema>;

export interface PagedItems<T> {
  data: { items: T[]; totalCount: number; pageNo: number; rowPerPage: number };
}
/** The paged lists' reply (`PagedItems`) around an item schema. */
export const pagedItems = <T extends z.ZodType>(item: T) => z.object({ data: z.object({ items: z.array(item), ...pageReply }) });

/**
 * Every row of a paged list, read page after page until its total (the site build and the islands, which want a
 * whole list: a single call answers at most MAX_ROW_PER_PAGE rows).
 */
export async function allPages<T>(page: (pageNo: number) => Promise<{ rows: T[]; totalCount: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const next = await page(pageNo);
    rows.push(...next.rows);
    if (!next.rows.length || rows.length >= next.totalCount) return rows;
  }
}

export const bookmarkEditInput = z.object({ productPk: pk.refine((v) => v > 0, 'error.required') });
export const bookmarkListInput = z.object({
  sort: z.enum(PRODUCT_SORT_TYPES, { error: 'error.sortType' }).default('VIEWS'),
});
/** The menus whose entry and exit are counted (docs/product/accounts.md#sessions: meeting and inquiry). */
export const MENU_TYPES = ['MEETING', 'QNA'] as const;
export const menuStatisticsInput = z.object({ type: z.enum(MENU_TYPES, { error: 'error.invalid' }) });

/** A product detail as the modal shows it (docs/product/catalogue.md#fields). */
export const productDetailSchema = productCardSchema.extend({
  overviewPc: z.string(),
  overviewMobile: z.string(),
  featuresPc: z.string(),
  featuresMobile: z.string(),
  productRelates: z.array(
    z.object({ pk: z.number(), model: z.string(), thumbnailImageUrls: z.array(z.string()), pictures: pictureIndexSchema.optional() }),
  ),
  pk_dev: z.number(),
  pk_ch: z.number().nullable(),
  techGalleryMenu: z.number(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

import { z } from './zod.js';
import {
  accountEditInput,
  accountShowReply,
  changePasswordInput,
  checkAuthEmailInput,
  checkAuthEmailReply,
  emailReply,
  findEmailInput,
  resetLinkReply,
  resetPasswordInput,
  sendPasswordAuthEmailInput,
  sessionTokenReply,
  showByDomainInput,
  signInInput,
  signInReply,
  signOutReply,
  signUpInput,
  signUpReply,
  uuidInput,
  withdrawalReply,
} from './account.js';
import {
  bookmarkEditInput,
  bookmarkListInput,
  commonCodeListInput,
  commonCodeSchema,
  countrySchema,
  exhibitionSchema,
  keyVisualSchema,
  mediaNewsSchema,
  menuStatisticsInput,
  MENU_TYPES,
  pagedItems,
  pageReply,
  pagedListInput,
  partnerDomainListInput,
  partnerSchema,
  pictureIndexSchema,
  pkInput,
  productCardSchema,
  productCategoryListInput,
  productCategorySchema,
  productDetailSchema,
  productListInput,
} from './content.js';
import {
  assetUploadInput,
  assetUploadReply,
  inquiryDeleteInput,
  inquiryEditInput,
  inquiryListReply,
  questionTypeSchema,
} from './inquiries.js';
import {
  meetingCancelInput,
  meetingEditDataReply,
  meetingEditInput,
  meetingItemSchema,
  meetingListsReply,
  meetingLookupInput,
  meetingPkInput,
  meetingPlatformSchema,
  meetingStatusReply,
} from './meetings.js';
import { notificationListReply, notificationReadInput, notificationReadReply } from './notifications.js';
import { productSearchInput, productSearchReply, productSuggestInput, productSuggestionSchema } from './search.js';
import { exhibitionSiteSchema, showroomCaptionSchema, techGalleryProductsReply } from './showroom.js';
import { SHOWROOM_STATIONS } from './showroom-stations.js';

/**
 * Every call the site build, the islands and the operators make to the CMS, declared once (docs/api.md): method,
 * path, who may call it, the request schema and the reply schema. A reply schema describes the body's `data` (every
 * call answers `{ data }`, errors `{ errors }`); `null` marks a call that answers a file or an event stream. Reply types are inferred
 * from these schemas, so the controllers (which return them), the islands (which read them) and the API tests
 * (which parse every reply with them) cannot drift apart.
 */

/**
 * Who may call: `public` anyone; `viewer` anyone, member tokens optional (they add bookmarks or VIP items); `member`
 * access and session tokens; `accessToken` the access token alone; `staff` an admin-panel token.
 */
export type CallAccess = 'public' | 'viewer' | 'member' | 'accessToken' | 'staff';

export interface CallDefinition {
  method: 'GET' | 'POST';
  /** The path under the origin; `:name` is a path parameter. */
  path: `/api/${string}`;
  access: CallAccess;
  /** The JSON body (or, for uploads, the multipart fields besides the files); none for calls without a body. */
  request?: z.ZodType;
  /** The reply's `data`; null for a file download. */
  reply: z.ZodType | null;
}

const pkReply = z.object({ pk: z.number() });
const closedReply = { closed: z.boolean(), seconds: z.number().optional() };
/** A statistics start counts once per visitor and item in a window: false for a repeat within it. */
const countedReply = { counted: z.boolean() };
const productCategoriesReply = z.object({ productCategories: z.array(productCategorySchema) });
const productsReply = z.object({ products: z.array(productCardSchema) });
/** The product list's reply: one page of cards (the spec's `products`) and its place in the list. */
const productPageReply = productsReply.extend(pageReply);

/** A category of the member's interests (no children, no public flag). */
const interestCategorySchema = z.object({ pk: z.number(), name: z.string(), description: z.string(), parentPk: z.number().nullable() });

/** Plain Strapi REST rows the site build reads (published only, in one locale). */
const legalTextSchema = z.object({
  kind: z.enum(['TERMS', 'PRIVACY', 'MARKETING']),
  title: z.string(),
  body: z.string(),
  announcedOn: z.string().nullable(),
  effectiveOn: z.string().nullable(),
});
/** The search and share defaults of a locale (a single type: one row, or null before it is published). */
const siteSeoSchema = z
  .object({
    siteName: z.string(),
    description: z.string().nullable(),
    organizationName: z.string().nullable(),
    twitterSite: z.string().nullable(),
    shareImage: z.object({ url: z.string() }).nullable().optional(),
  })
  .nullable();
const pressKitLinkSchema = z.object({ item: z.enum(['introduction', 'release', 'photo', 'video', 'contact']), url: z.string() });
/** A showroom station row as Strapi stores it: components may be absent, and decimals arrive as numbers or strings. */
const showroomStationRowSchema = z.object({
  station: z.enum(SHOWROOM_STATIONS),
  title: z.string(),
  introVideo: z.string(),
  poster: z.string().nullable().optional(),
  items: z
    .array(
      z.object({
        title: z.string(),
        video: z.string(),
        poster: z.string().nullable().optional(),
        captions: z
          .array(showroomCaptionSchema.extend({ start: z.union([z.number(), z.string()]), end: z.union([z.number(), z.string()]) }))
          .nullable()
          .optional(),
      }),
    )
    .nullable()
    .optional(),
});

const call = <const D extends CallDefinition>(definition: D) => definition;

export const CALLS = {
  // Catalogue (docs/api.md, Catalogue)
  productCategoryGnbList: call({ method: 'POST', path: '/api/product-category/gnb-list', access: 'public', reply: productCategoriesReply }),
  productCategoryList: call({
    method: 'POST',
    path: '/api/product-category/list',
    access: 'public',
    request: productCategoryListInput,
    reply: productCategoriesReply,
  }),
  userProductCategoryList: call({
    method: 'POST',
    path: '/api/product-category/user-product/list',
    access: 'member',
    reply: z.object({ productCategories: z.array(interestCategorySchema) }),
  }),
  productList: call({
    method: 'POST',
    path: '/api/product/list',
    access: 'viewer',
    request: productListInput,
    reply: productPageReply,
  }),
  productSearch: call({
    method: 'POST',
    path: '/api/product/search',
    access: 'viewer',
    request: productSearchInput,
    reply: productSearchReply,
  }),
  /** The header box's suggestions while typing: no member data in them, so no token is read (docs/search.md). */
  productSuggest: call({
    method: 'POST',
    path: '/api/product/suggest',
    access: 'public',
    request: productSuggestInput,
    reply: z.object({ products: z.array(productSuggestionSchema) }),
  }),
  productShow: call({ method: 'POST', path: '/api/product/show', access: 'member', request: pkInput, reply: productDetailSchema }),
  productViewStart: call({
    method: 'POST',
    path: '/api/statistics/product/view-start',
    access: 'member',
    request: pkInput,
    reply: pkReply.extend(countedReply),
  }),
  productViewEnd: call({
    method: 'POST',
    path: '/api/statistics/product/view-end',
    access: 'member',
    request: pkInput,
    reply: pkReply.extend(closedReply),
  }),
  menuStart: call({
    method: 'POST',
    path: '/api/statistics/menu-start',
    access: 'viewer',
    request: menuStatisticsInput,
    reply: z.object({ type: z.enum(MENU_TYPES), ...countedReply }),
  }),
  menuEnd: call({
    method: 'POST',
    path: '/api/statistics/menu-end',
    access: 'viewer',
    request: menuStatisticsInput,
    reply: z.object({ type: z.enum(MENU_TYPES), ...closedReply }),
  }),
  bookmarkEdit: call({
    method: 'POST',
    path: '/api/user/bookmark/edit',
    access: 'member',
    request: bookmarkEditInput,
    reply: z.object({ productPk: z.number(), bookmark: z.boolean() }),
  }),
  bookmarkList: call({
    method: 'POST',
    path: '/api/user/bookmark/list',
    access: 'member',
    request: bookmarkListInput,
    reply: productsReply,
  }),

  // Content (docs/api.md, Content)
  commonCodeList: call({
    method: 'POST',
    path: '/api/common-code/list',
    access: 'public',
    request: commonCodeListInput,
    reply: z.object({ commonCodes: z.array(commonCodeSchema) }),
  }),
  exhibitionList: call({
    method: 'POST',
    path: '/api/exhibition/list',
    access: 'viewer',
    request: pagedListInput,
    reply: pagedItems(exhibitionSchema),
  }),
  exhibitionUpcount: call({ method: 'POST', path: '/api/exhibition/upcount', access: 'viewer', request: pkInput, reply: pkReply }),
  /** The VIP paths are ours (the spec shows none). */
  vipExhibitionList: call({
    method: 'POST',
    path: '/api/vip/exhibition/list',
    access: 'member',
    request: pagedListInput,
    reply: pagedItems(exhibitionSchema),
  }),
  mediaNewsList: call({
    method: 'POST',
    path: '/api/medianews/list',
    access: 'viewer',
    request: pagedListInput,
    reply: pagedItems(mediaNewsSchema),
  }),
  mediaNewsUpcount: call({ method: 'POST', path: '/api/medianews/upcount', access: 'viewer', request: pkInput, reply: pkReply }),
  vipMediaNewsList: call({
    method: 'POST',
    path: '/api/vip/medianews/list',
    access: 'member',
    request: pagedListInput,
    reply: pagedItems(mediaNewsSchema),
  }),
  keyVisualList: call({ method: 'POST', path: '/api/keyVisual/mainsite/list', access: 'public', reply: pagedItems(keyVisualSchema) }),
  keyVisualUpcount: call({ method: 'POST', path: '/api/keyVisual/mainsite/upcount', access: 'public', request: pkInput, reply: pkReply }),

  // Virtual showroom (docs/api.md, Virtual showroom)
  /** Public like the product lists, because the site build reads it; the product detail is what is members-only. */
  techGalleryProducts: call({
    method: 'POST',
    path: '/api/showroom/tech-gallery/products',
    access: 'public',
    reply: techGalleryProductsReply,
  }),
  exhibitionSiteList: call({
    method: 'POST',
    path: '/api/exhibition-site/list',
    access: 'public',
    request: pagedListInput,
    reply: pagedItems(exhibitionSiteSchema),
  }),
  exhibitionSiteUpcount: call({ method: 'POST', path: '/api/exhibition-site/upcount', access: 'public', request: pkInput, reply: pkReply }),

  // Directory: the registration forms' lists (docs/api.md, Directory)
  countryList: call({ method: 'GET', path: '/api/country/list', access: 'public', reply: z.object({ items: z.array(countrySchema) }) }),
  partnerList: call({ method: 'POST', path: '/api/partner/list', access: 'public', reply: z.object({ items: z.array(partnerSchema) }) }),
  partnerDomainList: call({
    method: 'POST',
    path: '/api/partner/domain/list',
    access: 'public',
    request: partnerDomainListInput,
    reply: z.object({ items: z.array(z.object({ domain: z.string() })) }),
  }),
  partnerShowByDomain: call({
    method: 'POST',
    path: '/api/partner/show-by-domain',
    access: 'public',
    request: showByDomainInput,
    reply: partnerSchema.nullable(),
  }),

  // Accounts (docs/api.md, Accounts)
  signIn: call({ method: 'POST', path: '/api/sign/in', access: 'public', request: signInInput, reply: signInReply }),
  signUp: call({ method: 'POST', path: '/api/sign/up', access: 'public', request: signUpInput, reply: signUpReply }),
  checkAuthEmail: call({
    method: 'POST',
    path: '/api/sign/check-auth-email',
    access: 'public',
    request: checkAuthEmailInput,
    reply: checkAuthEmailReply,
  }),
  findEmail: call({ method: 'POST', path: '/api/sign/find-email', access: 'public', request: findEmailInput, reply: emailReply }),
  sendPasswordAuthEmail: call({
    method: 'POST',
    path: '/api/sign/send-password-auth-email',
    access: 'public',
    request: sendPasswordAuthEmailInput,
    reply: emailReply,
  }),
  checkPasswordAuthEmail: call({
    method: 'POST',
    path: '/api/sign/check-password-auth-email',
    access: 'public',
    request: uuidInput,
    reply: resetLinkReply,
  }),
  resetPassword: call({ method: 'POST', path: '/api/sign/reset-password', access: 'public', request: resetPasswordInput, reply: pkReply }),
  unlock: call({ method: 'POST', path: '/api/sign/unlock', access: 'public', request: uuidInput, reply: emailReply }),
  sessionToken: call({ method: 'POST', path: '/api/sign/session-token', access: 'accessToken', reply: sessionTokenReply }),
  signOut: call({ method: 'POST', path: '/api/sign/out', access: 'member', reply: signOutReply }),
  withdrawal: call({ method: 'POST', path: '/api/sign/withdrawal', access: 'member', reply: withdrawalReply }),
  accountShow: call({ method: 'POST', path: '/api/user/account/show', access: 'member', reply: accountShowReply }),
  accountEdit: call({ method: 'POST', path: '/api/user/account/edit', access: 'member', request: accountEditInput, reply: pkReply }),
  accountResetPassword: call({
    method: 'POST',
    path: '/api/user/account/reset-password',
    access: 'member',
    request: changePasswordInput,
    reply: pkReply,
  }),

  // Meetings and notifications (docs/api.md, docs/meetings.md)
  meetingMainsiteList: call({
    method: 'POST',
    path: '/api/meeting/mainsite/list',
    access: 'member',
    reply: z.object({ items: z.array(meetingItemSchema) }),
  }),
  meetingList: call({ method: 'POST', path: '/api/meeting/list', access: 'member', reply: meetingListsReply }),
  meetingProductCategoryList: call({
    method: 'POST',
    path: '/api/meeting/productCategoryList',
    access: 'member',
    request: meetingLookupInput,
    reply: z.object({ categories: z.array(productCategorySchema) }),
  }),
  meetingProductList: call({
    method: 'POST',
    path: '/api/meeting/productList',
    access: 'member',
    request: meetingLookupInput,
    reply: productsReply,
  }),
  meetingNew: call({
    method: 'POST',
    path: '/api/meeting/new',
    access: 'member',
    reply: z.object({ platforms: z.array(meetingPlatformSchema) }),
  }),
  meetingEdit: call({ method: 'POST', path: '/api/meeting/edit', access: 'member', request: meetingEditInput, reply: pkReply }),
  meetingDetail: call({ method: 'POST', path: '/api/meeting/detail', access: 'member', request: meetingPkInput, reply: meetingItemSchema }),
  meetingEditData: call({
    method: 'POST',
    path: '/api/meeting/editData',
    access: 'member',
    request: meetingPkInput,
    reply: meetingEditDataReply,
  }),
  meetingCancel: call({
    method: 'POST',
    path: '/api/meeting/cancel',
    access: 'member',
    request: meetingCancelInput,
    reply: meetingStatusReply,
  }),
  meetingConfirm: call({
    method: 'POST',
    path: '/api/meeting/confirm',
    access: 'member',
    request: meetingPkInput,
    reply: meetingStatusReply,
  }),
  notificationList: call({ method: 'POST', path: '/api/notification/list', access: 'member', reply: notificationListReply }),
  /** Server-Sent Events, not JSON (docs/architecture.md#push-to-members): `change` events with the member's stamp. */
  notificationStream: call({ method: 'GET', path: '/api/notification/stream', access: 'member', reply: null }),
  notificationRead: call({
    method: 'POST',
    path: '/api/notification/read',
    access: 'member',
    request: notificationReadInput,
    reply: notificationReadReply,
  }),

  // Inquiries and their files (docs/api.md, Inquiries)
  questionTypes: call({ method: 'POST', path: '/api/qna/question-type', access: 'member', reply: z.array(questionTypeSchema) }),
  inquiryList: call({ method: 'POST', path: '/api/qna/list', access: 'member', reply: inquiryListReply }),
  inquiryEdit: call({ method: 'POST', path: '/api/qna/edit', access: 'member', request: inquiryEditInput, reply: pkReply }),
  inquiryDelete: call({ method: 'POST', path: '/api/qna/delete', access: 'member', request: inquiryDeleteInput, reply: pkReply }),
  assetUpload: call({ method: 'POST', path: '/api/asset-front/new', access: 'member', request: assetUploadInput, reply: assetUploadReply }),
  assetFile: call({ method: 'GET', path: '/api/asset-front/file/:uuid', access: 'member', reply: null }),
  assetStaffFile: call({ method: 'GET', path: '/api/asset-front/staff/:uuid', access: 'staff', reply: null }),

  // Plain Strapi REST the site build reads (docs/api.md; the query names the locale and the fields)
  legalTexts: call({ method: 'GET', path: '/api/legal-texts', access: 'public', reply: z.array(legalTextSchema) }),
  pressKitLinks: call({ method: 'GET', path: '/api/press-kit-links', access: 'public', reply: z.array(pressKitLinkSchema) }),
  showroomStations: call({ method: 'GET', path: '/api/showroom-stations', access: 'public', reply: z.array(showroomStationRowSchema) }),
  siteSeo: call({ method: 'GET', path: '/api/site-seo', access: 'public', reply: siteSeoSchema }),
  siteImages: call({ method: 'GET', path: '/api/site-images', access: 'public', reply: pictureIndexSchema }),
} as const satisfies Record<string, CallDefinition>;

export type CallName = keyof typeof CALLS;
type Schema<N extends CallName, K extends 'request' | 'reply'> = (typeof CALLS)[N] extends { [P in K]: infer S extends z.ZodType }
  ? S
  : never;
/** What a call's body may be (before the schema's defaults and transforms). */
export type CallRequest<N extends CallName> = [Schema<N, 'request'>] extends [never]
  ? Record<string, never>
  : z.input<Schema<N, 'request'>>;
/** The `data` a call answers. */
export type CallReply<N extends CallName> = [Schema<N, 'reply'>] extends [never] ? never : z.infer<Schema<N, 'reply'>>;
/** The calls that answer JSON `{ data }` (not a file or an event stream). */
export type JsonCallName = { [N in CallName]: [Schema<N, 'reply'>] extends [never] ? never : N }[CallName];
/** What a call's controller may answer as `data` (before the reply schema's defaults and transforms). */
export type CallAnswer<N extends JsonCallName> = z.input<Schema<N, 'reply'>>;

export type LegalText = z.infer<typeof legalTextSchema>;

/** A call's path with its `:name` parameters filled in. */
export function callPath(name: CallName, params: Record<string, string | number> = {}): string {
  return CALLS[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

/** The call table's entry whose method and path (with parameters filled in, without a query) match; undefined if none. */
export function callByPath(method: string, path: string): CallName | undefined {
  const bare = path.split('?')[0];
  return (Object.keys(CALLS) as CallName[]).find((name) => {
    const c = CALLS[name];
    if (c.method !== method.toUpperCase()) return false;
    return new RegExp(`^${c.path.replace(/:\w+/g, '[^/]+')}$`).test(bare);
  });
}

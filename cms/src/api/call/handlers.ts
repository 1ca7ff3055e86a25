import type { UID } from '@strapi/strapi';
import type { CALLS, CallName } from '@portal/domain';

/** A controller action by its full name, `api::<area>.<controller>.<action>` (Strapi resolves it from any router). */
export type Action = `api::${string}.${string}.${string}`;

/**
 * How the CMS serves a call of the table (@portal/domain CALLS):
 * - an action: a route at the call's method and path, behind the route config of its access (utils/route-configs.ts);
 * - `{ action, after }`: the same, with the area's own middlewares after the access check;
 * - `{ core }`: Strapi's core router of that content type (its `routes/<type>.ts`) serves it, so no route is made here.
 * A staff call (a content-API route cannot use the admin-panel strategy) must say that its action checks the
 * admin-panel token itself (lib/staff-auth.ts): the route is open, the action is the guard.
 */
export type CallHandler<N extends CallName> = (typeof CALLS)[N]['access'] extends 'staff'
  ? { action: Action; checksStaffToken: true }
  : Action | { action: Action; after: string[] } | { core: UID.ContentType };

/**
 * Every call's handler, keyed by the call's name: a call without a handler, or a handler for no call, does not
 * compile. The routes are made from this and the table (routes/calls.ts); adding a call is its table entry, its
 * action, and its line here (CONTRIBUTING.md).
 */
export const CALL_HANDLERS: { [N in CallName]: CallHandler<N> } = {
  // Catalogue
  productCategoryGnbList: 'api::product-category.catalogue.gnbList',
  productCategoryList: 'api::product-category.catalogue.list',
  userProductCategoryList: 'api::product-category.catalogue.userProductList',
  productList: 'api::product.catalogue.list',
  productSearch: 'api::product.search.search',
  productSuggest: 'api::product.search.suggest',
  productShow: 'api::product.catalogue.show',
  productViewStart: 'api::statistics.statistics.productViewStart',
  productViewEnd: 'api::statistics.statistics.productViewEnd',
  menuStart: 'api::statistics.statistics.menuStart',
  menuEnd: 'api::statistics.statistics.menuEnd',
  bookmarkEdit: 'api::bookmark.bookmarks.edit',
  bookmarkList: 'api::bookmark.bookmarks.list',

  // Content
  commonCodeList: 'api::common-code.lookup.list',
  exhibitionList: 'api::exhibition.exhibitions.list',
  exhibitionUpcount: 'api::exhibition.exhibitions.upcount',
  vipExhibitionList: 'api::exhibition.exhibitions.vipList',
  mediaNewsList: 'api::media-news.media-items.list',
  mediaNewsUpcount: 'api::media-news.media-items.upcount',
  vipMediaNewsList: 'api::media-news.media-items.vipList',
  keyVisualList: 'api::key-visual.banners.list',
  keyVisualUpcount: 'api::key-visual.banners.upcount',

  // Virtual showroom
  techGalleryProducts: 'api::showroom-station.tech-gallery.products',
  exhibitionSiteList: 'api::exhibition-site.exhibition-sites.list',
  exhibitionSiteUpcount: 'api::exhibition-site.exhibition-sites.upcount',

  // Directory
  countryList: 'api::country.directory.list',
  partnerList: 'api::partner.directory.list',
  partnerDomainList: 'api::partner.directory.domainList',
  partnerShowByDomain: 'api::partner.directory.showByDomain',

  // Accounts
  signIn: 'api::member.sign.in',
  signUp: 'api::member.sign.up',
  checkAuthEmail: 'api::member.sign.checkAuthEmail',
  findEmail: 'api::member.sign.findEmail',
  sendPasswordAuthEmail: 'api::member.sign.sendPasswordAuthEmail',
  checkPasswordAuthEmail: 'api::member.sign.checkPasswordAuthEmail',
  resetPassword: 'api::member.sign.resetPassword',
  unlock: 'api::member.sign.unlock',
  sessionToken: 'api::member.sign.sessionToken',
  signOut: 'api::member.sign.out',
  withdrawal: 'api::member.sign.withdrawal',
  accountShow: 'api::member.account.show',
  accountEdit: 'api::member.account.edit',
  accountResetPassword: 'api::member.account.resetPassword',

  // Meetings and notifications
  meetingMainsiteList: 'api::meeting.meetings.mainsiteList',
  meetingList: 'api::meeting.meetings.list',
  meetingProductCategoryList: 'api::meeting.meetings.productCategoryList',
  meetingProductList: 'api::meeting.meetings.productList',
  meetingNew: 'api::meeting.meetings.newForm',
  meetingEdit: 'api::meeting.meetings.edit',
  meetingDetail: 'api::meeting.meetings.detail',
  meetingEditData: 'api::meeting.meetings.editData',
  meetingCancel: 'api::meeting.meetings.cancel',
  meetingConfirm: 'api::meeting.meetings.confirm',
  notificationList: 'api::notification.notifications.list',
  notificationStream: 'api::notification.notifications.stream',
  notificationRead: 'api::notification.notifications.read',

  // Inquiries and their files
  questionTypes: 'api::inquiry.inquiries.questionType',
  inquiryList: 'api::inquiry.inquiries.list',
  inquiryEdit: 'api::inquiry.inquiries.edit',
  inquiryDelete: 'api::inquiry.inquiries.delete',
  // The multipart body is read only after sign-in and the upload quota (member-asset/middlewares/upload-body.ts).
  assetUpload: { action: 'api::member-asset.attachments.new', after: ['api::member-asset.upload-body'] },
  assetFile: 'api::member-asset.attachments.file',
  assetStaffFile: { action: 'api::member-asset.attachments.staffFile', checksStaffToken: true },

  // Strapi's REST reads of the site build (published only; the Public role or the route config opens them)
  legalTexts: { core: 'api::legal-text.legal-text' },
  pressKitLinks: { core: 'api::press-kit-link.press-kit-link' },
  showroomStations: { core: 'api::showroom-station.showroom-station' },
  siteSeo: { core: 'api::site-seo.site-seo' },
  siteImages: 'api::site-image.site-images.find',
};

import { CALLS, type CallName } from './calls.js';

/** A site read: the call of the table it makes (its method and path come from CALLS) and the types it answers with. */
function siteRead<const N extends CallName>(call: N, types: readonly `api::${string}`[]) {
  const { method, path } = CALLS[call];
  return { call, method: method as (typeof CALLS)[N]['method'], path: path as (typeof CALLS)[N]['path'], types };
}

/**
 * What the static site is built from, declared once: every CMS call the build makes (site/lib/cms.ts) with the
 * content types whose published rows it answers with. Publishing, unpublishing or deleting one of those types
 * queues a site build (cms/src/api/site-build), so a type the site reads always triggers a build and a type it
 * does not read never does. tests/unit/site-content.test.ts checks each call against the CMS routes that answer
 * it. See docs/architecture.md (publishing).
 */
export const SITE_READS = {
  productMenu: siteRead('productCategoryGnbList', ['api::product-category.product-category']),
  products: siteRead('productList', ['api::product.product']),
  commonCodes: siteRead('commonCodeList', ['api::common-code.common-code']),
  exhibitions: siteRead('exhibitionList', ['api::exhibition.exhibition']),
  mediaNews: siteRead('mediaNewsList', ['api::media-news.media-news']),
  keyVisuals: siteRead('keyVisualList', ['api::key-visual.key-visual']),
  legalTexts: siteRead('legalTexts', ['api::legal-text.legal-text']),
  pressKitLinks: siteRead('pressKitLinks', ['api::press-kit-link.press-kit-link']),
  showroomStations: siteRead('showroomStations', ['api::showroom-station.showroom-station']),
  techGalleryProducts: siteRead('techGalleryProducts', ['api::product.product']),
  exhibitionSites: siteRead('exhibitionSiteList', ['api::exhibition-site.exhibition-site']),
  siteSeo: siteRead('siteSeo', ['api::site-seo.site-seo']),
  // Uploads are no content type: a picture's copies and focal point reach the pages with the next build.
  siteImages: siteRead('siteImages', []),
};

export type SiteRead = keyof typeof SITE_READS;

/** The content types whose publishing changes the static pages: every type a site read answers with. */
export const SITE_CONTENT_TYPES: readonly string[] = [...new Set(Object.values(SITE_READS).flatMap((read) => read.types))];

/**
 * What a queued site build tells the queue when it has succeeded (scripts/build-site.mjs --queued, on its IPC
 * channel; cms/src/api/site-build/services/site-builds.ts): the folder under the site's builds, its page count and
 * whether it rendered the content only or everything.
 */
export interface SiteBuildReport {
  type: 'built';
  folder: string;
  pages: number;
  kind: 'full' | 'content';
}

/** Whether an IPC message is a build's report (anything else a child may send is ignored). */
export function isSiteBuildReport(message: unknown): message is SiteBuildReport {
  const m = message as Partial<SiteBuildReport> | null;
  return (
    !!m && m.type === 'built' && typeof m.folder === 'string' && m.folder !== '' && !m.folder.includes('/') && Number.isInteger(m.pages)
  );
}

/**
 * What the static site is built from, declared once: every CMS call the build makes (site/lib/cms.ts) with the
 * content types whose published rows it answers with. Publishing, unpublishing or deleting one of those types
 * queues a site build (cms/src/api/site-build), so a type the site reads always triggers a build and a type it
 * does not read never does. tests/unit/site-content.test.ts checks each call against the CMS routes that answer
 * it. See docs/architecture.md (publishing).
 */
export const SITE_READS = {
  productMenu: { method: 'POST', path: '/api/product-category/gnb-list', types: ['api::product-category.product-category'] },
  products: { method: 'POST', path: '/api/product/list', types: ['api::product.product'] },
  commonCodes: { method: 'POST', path: '/api/common-code/list', types: ['api::common-code.common-code'] },
  exhibitions: { method: 'POST', path: '/api/exhibition/list', types: ['api::exhibition.exhibition'] },
  mediaNews: { method: 'POST', path: '/api/medianews/list', types: ['api::media-news.media-news'] },
  keyVisuals: { method: 'POST', path: '/api/keyVisual/mainsite/list', types: ['api::key-visual.key-visual'] },
  legalTexts: { method: 'GET', path: '/api/legal-texts', types: ['api::legal-text.legal-text'] },
  pressKitLinks: { method: 'GET', path: '/api/press-kit-links', types: ['api::press-kit-link.press-kit-link'] },
  showroomStations: { method: 'GET', path: '/api/showroom-stations', types: ['api::showroom-station.showroom-station'] },
  techGalleryProducts: { method: 'POST', path: '/api/showroom/tech-gallery/products', types: ['api::product.product'] },
  exhibitionSites: { method: 'POST', path: '/api/exhibition-site/list', types: ['api::exhibition-site.exhibition-site'] },
  siteSeo: { method: 'GET', path: '/api/site-seo', types: ['api::site-seo.site-seo'] },
  // Uploads are no content type: a picture's copies and focal point reach the pages with the next build.
  siteImages: { method: 'GET', path: '/api/site-images', types: [] },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: `/api/${string}`; types: readonly `api::${string}`[] }>;

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

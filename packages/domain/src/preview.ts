import type { Exhibition, KeyVisual, MediaNews, ProductDetail } from './content.js';
import type { LegalText } from './calls.js';
import type { LangSegment } from './locales.js';
import type { ShowroomStation } from './showroom.js';

/**
 * The editor preview (docs/staff-workspace.md#editor-preview): which content types an editor can preview, and the
 * draft the CMS hands to the site's on-demand preview page. Each draft is in the same shape as the public read the
 * static page is built from, so the preview page renders it with the static page's own components.
 */
export const PREVIEW_KINDS = {
  'api::product.product': 'product',
  'api::exhibition.exhibition': 'exhibition',
  'api::media-news.media-news': 'media',
  'api::key-visual.key-visual': 'banner',
  'api::legal-text.legal-text': 'legal',
  'api::showroom-station.showroom-station': 'station',
} as const;

export type PreviewUid = keyof typeof PREVIEW_KINDS;

export const isPreviewUid = (uid: string): uid is PreviewUid => Object.hasOwn(PREVIEW_KINDS, uid);

/** The path of the preview page (rendered per request, never prebuilt): the token names the entry and locale. */
export const PREVIEW_PATH = '/preview';

export type PreviewDraft = { lang: LangSegment } & (
  | { kind: 'product'; product: ProductDetail }
  | { kind: 'exhibition'; item: Exhibition }
  | { kind: 'media'; item: MediaNews }
  | { kind: 'banner'; banner: KeyVisual }
  | { kind: 'legal'; text: LegalText }
  | { kind: 'station'; station: ShowroomStation }
);

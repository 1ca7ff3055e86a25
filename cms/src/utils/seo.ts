import type { Seo } from '@portal/domain';
import { MEDIA_FIELDS } from './assets';
import type { DocumentPart } from './rows';

/** The populate of the part with its picture (every type that has one). */
export const SEO_POPULATE = { populate: { shareImage: MEDIA_FIELDS } } as const;

/** The stored "Search and share" part (cms/src/components/shared/seo.json) as `SEO_POPULATE` reads it. */
type SeoRow = DocumentPart<'shared.seo', typeof SEO_POPULATE>;

/** The search and share part in the reply's shape; null when the editor never opened it. */
export const toSeo = (row: SeoRow | null | undefined): Seo | null =>
  row
    ? {
        metaTitle: row.metaTitle ?? '',
        metaDescription: row.metaDescription ?? '',
        shareImage: row.shareImage?.url ?? null,
        noIndex: row.noIndex ?? false,
      }
    : null;

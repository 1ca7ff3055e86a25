import type { Core } from '@strapi/strapi';
import { localeByStrapi, type PreviewDraft, type PreviewUid, type ShowroomStationRow, toShowroomStation } from '@portal/domain';
import { EXHIBITION_QUERY, toExhibition } from '../../../../api/exhibition/controllers/exhibitions';
import { KEY_VISUAL_QUERY, toKeyVisual } from '../../../../api/key-visual/controllers/banners';
import { MEDIA_NEWS_QUERY, toMediaNews } from '../../../../api/media-news/controllers/media-items';
import { services } from '../../../../services';
import { documents, type DocumentRead, type DocumentRow } from '../../../../utils/rows';

/**
 * One entry's draft in one locale, in the shape of the public read its static page is built from
 * (docs/staff-workspace.md#editor-preview), through the same row mappers as those reads. Null when the entry has no
 * draft in that locale.
 */
export async function loadDraft(
  strapi: Core.Strapi,
  uid: PreviewUid,
  documentId: string,
  localeCode: string,
): Promise<PreviewDraft | null> {
  const locale = localeByStrapi(localeCode);
  if (!locale) return null;
  const lang = locale.segment;
  const read = (query: object) =>
    strapi.documents(uid).findOne({ documentId, locale: locale.strapi, status: 'draft', ...query } as never) as Promise<unknown>;
  /**
   * The draft through a public read, typed as that read's published row: the preview maps it with the public read's
   * mapper (a draft may lack a required column, as Strapi does not enforce `required` on a draft).
   */
  const readAsPublished = <U extends PreviewUid, Q extends DocumentRead<U>>(type: U, query: Q) =>
    documents(strapi, type).findOne({ documentId, locale: locale.strapi, status: 'draft', ...query }) as Promise<DocumentRow<
      U,
      Q & { status: 'published' }
    > | null>;

  switch (uid) {
    case 'api::product.product': {
      const row = await documents(strapi, uid).findOne({ documentId, locale: locale.strapi, status: 'draft', fields: ['pk'] });
      return row && { lang, kind: 'product', product: await services.productCatalogue.show(locale, row.pk, undefined, 'draft') };
    }
    case 'api::exhibition.exhibition': {
      const row = await readAsPublished(uid, EXHIBITION_QUERY);
      return row && { lang, kind: 'exhibition', item: toExhibition(row) };
    }
    case 'api::media-news.media-news': {
      const row = await readAsPublished(uid, MEDIA_NEWS_QUERY);
      return row && { lang, kind: 'media', item: toMediaNews(row) };
    }
    case 'api::key-visual.key-visual': {
      const row = await readAsPublished(uid, KEY_VISUAL_QUERY);
      return row && { lang, kind: 'banner', banner: toKeyVisual(row) };
    }
    case 'api::legal-text.legal-text': {
      const row = (await read({ fields: ['kind', 'title', 'body', 'announcedOn', 'effectiveOn'] })) as PreviewText | null;
      return row && { lang, kind: 'legal', text: { ...row, announcedOn: row.announcedOn ?? null, effectiveOn: row.effectiveOn ?? null } };
    }
    case 'api::showroom-station.showroom-station': {
      const row = (await read({ populate: { items: { populate: ['captions'] } } })) as ShowroomStationRow | null;
      return row && { lang, kind: 'station', station: toShowroomStation(row) };
    }
  }
}

type PreviewText = Extract<PreviewDraft, { kind: 'legal' }>['text'];

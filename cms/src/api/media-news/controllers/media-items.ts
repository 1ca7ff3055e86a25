import type { Core } from '@strapi/strapi';
import type { MediaNews } from '@portal/domain';
import type { DocumentRow } from '../../../utils/rows';
import { targetedContentActions, targetedItem, targetedQuery } from '../../../utils/targeted-content';

const UID = 'api::media-news.media-news';
/** The columns of a media-centre read (the list calls and the editor preview). */
export const MEDIA_NEWS_QUERY = targetedQuery(['contentPc', 'contentMob'], {});
type MediaNewsRow = DocumentRow<typeof UID, typeof MEDIA_NEWS_QUERY & { status: 'published' }>;

/** A media-centre item in the list calls' shape. */
export function toMediaNews(row: MediaNewsRow): MediaNews {
  return {
    ...targetedItem(row),
    commonCodePk: row.category?.pk ?? null,
    categoryName: row.category?.name ?? '',
    contentPc: row.contentPc ?? '',
    contentMob: row.contentMob ?? row.contentPc ?? '',
  };
}

/** POST /api/medianews/list, /upcount and the VIP list (docs/product/content.md#visibility, docs/api.md#content). */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  targetedContentActions(
    strapi,
    UID,
    MEDIA_NEWS_QUERY,
    { list: 'mediaNewsList', vipList: 'vipMediaNewsList', upcount: 'mediaNewsUpcount' },
    toMediaNews,
  );

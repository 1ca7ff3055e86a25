import type { Core } from '@strapi/strapi';
import type { MediaNews } from '@portal/domain';
import { MEDIA_FIELDS, toAsset, toAssetList, type MediaFile } from '../../../utils/assets';
import { targetedContentActions } from '../../../utils/targeted-content';

interface MediaNewsRow {
  pk: number;
  title: string;
  contentPc: string | null;
  contentMob: string | null;
  viewTarget: MediaNews['viewTarget'];
  mediaType: MediaNews['mediaType'];
  movUrl: string | null;
  viewCount: number;
  createdAt: string;
  category?: { pk: number; name: string } | null;
  imagePc?: MediaFile | null;
  imageMob?: MediaFile | null;
  slides?: MediaFile[] | null;
}

/** A media-centre item in the spec's shape. */
export function toMediaNews(row: MediaNewsRow): MediaNews {
  return {
    pk: row.pk,
    commonCodePk: row.category?.pk ?? null,
    categoryName: row.category?.name ?? '',
    title: row.title,
    contentPc: row.contentPc ?? '',
    contentMob: row.contentMob ?? row.contentPc ?? '',
    assetImgPc: toAsset(row.imagePc),
    assetImgMob: toAsset(row.imageMob),
    movUrl: row.movUrl ?? '',
    viewCnt: row.viewCount ?? 0,
    viewTarget: row.viewTarget,
    createAt: row.createdAt,
    mediaType: row.mediaType,
    assets: toAssetList(row.imagePc, row.imageMob, row.slides),
  };
}

const QUERY = {
  fields: ['pk', 'title', 'contentPc', 'contentMob', 'viewTarget', 'mediaType', 'movUrl', 'viewCount', 'createdAt'],
  populate: { category: { fields: ['pk', 'name'] }, imagePc: MEDIA_FIELDS, imageMob: MEDIA_FIELDS, slides: MEDIA_FIELDS },
};

const UID = 'api::media-news.media-news';

/** POST /api/medianews/list, /upcount and the VIP list (catalogue-content-meetings.md §6, §7). */
export default ({ strapi }: { strapi: Core.Strapi }) => targetedContentActions(strapi, UID, QUERY, toMediaNews);

import type { Core } from '@strapi/strapi';
import type { Exhibition } from '@portal/domain';
import { MEDIA_FIELDS, toAsset, toAssetList, type MediaFile } from '../../../utils/assets';
import { targetedContentActions } from '../../../utils/targeted-content';

interface ExhibitionRow {
  pk: number;
  title: string;
  content: string | null;
  viewTarget: Exhibition['viewTarget'];
  mediaType: Exhibition['mediaType'];
  movUrl: string | null;
  viewCount: number;
  createdAt: string;
  category?: { pk: number; name: string } | null;
  imagePc?: MediaFile | null;
  imageMob?: MediaFile | null;
  slides?: MediaFile[] | null;
}

/** An exhibition in the spec's shape. */
export function toExhibition(row: ExhibitionRow): Exhibition {
  return {
    pk: row.pk,
    commonCodePk: row.category?.pk ?? null,
    commonCodeText: row.category?.name ?? '',
    title: row.title,
    content: row.content ?? '',
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
  fields: ['pk', 'title', 'content', 'viewTarget', 'mediaType', 'movUrl', 'viewCount', 'createdAt'],
  populate: { category: { fields: ['pk', 'name'] }, imagePc: MEDIA_FIELDS, imageMob: MEDIA_FIELDS, slides: MEDIA_FIELDS },
};

const UID = 'api::exhibition.exhibition';

/** POST /api/exhibition/list, /upcount and the VIP list (catalogue-content-meetings.md §6, §7). */
export default ({ strapi }: { strapi: Core.Strapi }) => targetedContentActions(strapi, UID, QUERY, toExhibition);

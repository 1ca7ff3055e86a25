import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { pagedListInput, type MediaNews } from '@portal/member-app/contract';
import { MEDIA_FIELDS, toAsset, toAssetList, type MediaFile } from '../../../utils/assets';
import { pagedContent, visibleTargets } from '../../../utils/content-list';
import { parseInput, requestLocale } from '../../../utils/http';

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

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/medianews/list { pageNo, rowPerPage, orderBy, commonCodePk? }: media items the caller may see. */
  async list(ctx: Context) {
    const input = parseInput(ctx, pagedListInput);
    if (!input) return;
    const viewTargets = visibleTargets({ vip: false });
    const page = await pagedContent<MediaNewsRow>(strapi, 'api::media-news.media-news', requestLocale(ctx), input, {
      ...QUERY,
      viewTargets,
    });
    ctx.body = {
      data: {
        data: { items: page.items.map(toMediaNews), totalCount: page.totalCount, pageNo: input.pageNo, rowPerPage: input.rowPerPage },
      },
    };
  },
});

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { pagedListInput, type Exhibition } from '@portal/member-app/contract';
import { MEDIA_FIELDS, toAsset, toAssetList, type MediaFile } from '../../../utils/assets';
import { pagedContent, visibleTargets } from '../../../utils/content-list';
import { parseInput, requestLocale } from '../../../utils/http';

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

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/exhibition/list { pageNo, rowPerPage, orderBy, commonCodePk? }: exhibitions the caller may see. */
  async list(ctx: Context) {
    const input = parseInput(ctx, pagedListInput);
    if (!input) return;
    // Member VIP status arrives with the member API (issue 5); until then every caller is a visitor.
    const viewTargets = visibleTargets({ vip: false });
    const page = await pagedContent<ExhibitionRow>(strapi, 'api::exhibition.exhibition', requestLocale(ctx), input, {
      ...QUERY,
      viewTargets,
    });
    ctx.body = {
      data: {
        data: { items: page.items.map(toExhibition), totalCount: page.totalCount, pageNo: input.pageNo, rowPerPage: input.rowPerPage },
      },
    };
  },
});

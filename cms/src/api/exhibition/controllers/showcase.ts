import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { pagedListInput, pkInput, type Exhibition } from '@portal/member-app/contract';
import { ApiError, respond } from '../../../utils/api-error';
import { MEDIA_FIELDS, toAsset, toAssetList, type MediaFile } from '../../../utils/assets';
import { countView, countableTargets, pagedContent, viewerTargets } from '../../../utils/content-list';
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

const UID = 'api::exhibition.exhibition';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** One page of exhibitions restricted to the given view targets. */
  async function page(ctx: Context, viewTargets: string[]) {
    const input = parseInput(ctx, pagedListInput);
    if (!input) return;
    const found = await pagedContent<ExhibitionRow>(strapi, UID, requestLocale(ctx), input, { ...QUERY, viewTargets });
    ctx.body = {
      data: {
        data: { items: found.items.map(toExhibition), totalCount: found.totalCount, pageNo: input.pageNo, rowPerPage: input.rowPerPage },
      },
    };
  }

  return {
    /** POST /api/exhibition/list { pageNo, rowPerPage, orderBy, commonCodePk? }: what the caller may see (§6). */
    list: (ctx: Context) => page(ctx, viewerTargets(ctx)),

    /** POST /api/vip/exhibition/list: the VIP-only exhibitions, for VIP members (403 for others). */
    async vipList(ctx: Context) {
      if (!ctx.state.member?.vip)
        return respond(ctx, async () => {
          throw ApiError.field(403, '_', 'content.error.vipOnly');
        });
      return page(ctx, ['VIP']);
    },

    /** POST /api/exhibition/upcount { pk }: counts a view of an exhibition the caller may see. */
    async upcount(ctx: Context) {
      const input = parseInput(ctx, pkInput);
      if (!input) return;
      await respond(ctx, async () => {
        if (!(await countView(strapi, UID, input.pk, countableTargets(ctx)))) throw ApiError.field(404, 'pk', 'error.notFound');
        return { pk: input.pk };
      });
    },
  };
};

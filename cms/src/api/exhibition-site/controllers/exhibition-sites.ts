import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { pagedListInput, pkInput } from '@portal/domain';
import { ApiError, respondTo } from '../../../utils/api-error';
import { MEDIA_FIELDS, toAsset, type MediaFile } from '../../../utils/assets';
import { countView, pagedContent } from '../../../utils/content-list';
import { parseInput, requestLocale } from '../../../utils/http';

const UID = 'api::exhibition-site.exhibition-site';

interface SiteRow {
  pk: number;
  title: string;
  movUrl: string | null;
  viewCount: number;
  createdAt: string;
  imagePc?: MediaFile | null;
  imageMob?: MediaFile | null;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/exhibition-site/list { pageNo, rowPerPage, commonCodePk (0: all), orderBy }: the showroom Now items. */
  async list(ctx: Context) {
    const input = parseInput(ctx, pagedListInput);
    if (!input) return;
    const found = await pagedContent<SiteRow>(strapi, UID, requestLocale(ctx), input, {
      fields: ['pk', 'title', 'movUrl', 'viewCount', 'createdAt'],
      populate: { imagePc: MEDIA_FIELDS, imageMob: MEDIA_FIELDS },
    });
    const items = found.items.map((r) => ({
      pk: r.pk,
      title: r.title,
      movUrl: r.movUrl ?? '',
      viewCnt: r.viewCount ?? 0,
      createAt: r.createdAt,
      assetImgPc: toAsset(r.imagePc),
      assetImgMob: toAsset(r.imageMob ?? r.imagePc),
    }));
    await respondTo(ctx, 'exhibitionSiteList', () => ({
      data: { items, totalCount: found.totalCount, pageNo: input.pageNo, rowPerPage: input.rowPerPage },
    }));
  },

  /** POST /api/exhibition-site/upcount { pk } */
  async upcount(ctx: Context) {
    const input = parseInput(ctx, pkInput);
    if (!input) return;
    await respondTo(ctx, 'exhibitionSiteUpcount', async () => {
      if (!(await countView(strapi, UID, input.pk))) throw ApiError.field(404, 'pk', 'error.notFound');
      return { pk: input.pk };
    });
  },
});

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { pagedListInput, pkInput } from '@portal/domain';
import { ApiError, respondTo } from '../../../utils/api-error';
import { MEDIA_FIELDS, toAsset } from '../../../utils/assets';
import { countView, pagedContent } from '../../../utils/content-list';
import { parseInput, requestLocale } from '../../../utils/http';

const UID = 'api::exhibition-site.exhibition-site';

/** The columns of a showroom Now item. */
const SITE_READ = {
  fields: ['pk', 'title', 'movUrl', 'viewCount', 'createdAt'],
  populate: { imagePc: MEDIA_FIELDS, imageMob: MEDIA_FIELDS },
} as const;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/exhibition-site/list { pageNo, rowPerPage, commonCodePk (0: all), orderBy }: the showroom Now items. */
  async list(ctx: Context) {
    const input = parseInput(ctx, pagedListInput);
    if (!input) return;
    const found = await pagedContent(strapi, UID, requestLocale(ctx), input, SITE_READ);
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

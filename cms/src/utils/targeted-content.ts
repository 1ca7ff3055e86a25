import type { Core, UID } from '@strapi/strapi';
import type { Context } from 'koa';
import { pagedListInput, pkInput, type Exhibition } from '@portal/domain';
import { ApiError, replyError, respond } from './api-error';
import { MEDIA_FIELDS, picturesOf, toAsset, toAssetList, type MediaFile } from './assets';
import { countView, countableTargets, pagedContent, viewerTargets, visibleTargets } from './content-list';
import { parseInput, requestLocale } from './http';
import { SEO_POPULATE, toSeo, type SeoRow } from './seo';

/** The columns every viewTarget-restricted item has (exhibitions, media news); each type adds its text columns. */
export interface TargetedRow {
  pk: number;
  title: string;
  viewTarget: Exhibition['viewTarget'];
  mediaType: Exhibition['mediaType'];
  movUrl: string | null;
  viewCount: number;
  createdAt: string;
  category?: { pk: number; name: string } | null;
  imagePc?: MediaFile | null;
  imageMob?: MediaFile | null;
  slides?: MediaFile[] | null;
  seo?: SeoRow | null;
}

/** The query for a targeted type, given the text columns it adds to the shared ones. */
export const targetedQuery = (textFields: string[], extraPopulate: Record<string, true> = {}) => ({
  fields: ['pk', 'title', ...textFields, 'viewTarget', 'mediaType', 'movUrl', 'viewCount', 'createdAt'],
  populate: {
    category: { fields: ['pk', 'name'] },
    imagePc: MEDIA_FIELDS,
    imageMob: MEDIA_FIELDS,
    slides: MEDIA_FIELDS,
    seo: SEO_POPULATE,
    ...extraPopulate,
  },
});

/** The reply fields every targeted item shares; the category and text fields are named per type. */
export const targetedItem = (row: TargetedRow) => ({
  pk: row.pk,
  title: row.title,
  assetImgPc: toAsset(row.imagePc),
  assetImgMob: toAsset(row.imageMob),
  movUrl: row.movUrl ?? '',
  viewCnt: row.viewCount ?? 0,
  viewTarget: row.viewTarget,
  createAt: row.createdAt,
  mediaType: row.mediaType,
  assets: toAssetList(row.imagePc, row.imageMob, row.slides),
  seo: toSeo(row.seo),
  pictures: picturesOf([row.imagePc, row.imageMob, ...(row.slides ?? [])]),
});

/**
 * The three calls every viewTarget-restricted content type answers (exhibitions, media news): the list the caller
 * may see, the VIP-only list, and the view counter. One implementation, so the visibility rules of docs/product/content.md#visibility cannot drift.
 */
export function targetedContentActions<Row, Item>(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  query: { fields: readonly string[]; populate: object },
  toItem: (row: Row) => Item,
) {
  async function page(ctx: Context, viewTargets: string[]) {
    const input = parseInput(ctx, pagedListInput);
    if (!input) return;
    const found = await pagedContent<Row>(strapi, uid, requestLocale(ctx), input, { ...query, viewTargets });
    const items = found.items.map(toItem);
    ctx.body = { data: { data: { items, totalCount: found.totalCount, pageNo: input.pageNo, rowPerPage: input.rowPerPage } } };
  }

  return {
    /** The list: ALL and NORMAL for visitors and normal members, ALL and VIP for VIP members. */
    list: (ctx: Context) => page(ctx, viewerTargets(ctx)),

    /**
     * The VIP pages' list, for VIP members: ALL plus VIP items, as docs/product/content.md#visibility gives VIP users (issue 17 item 20: it listed
     * VIP only); 403 for other members, the route answers 401 to visitors.
     */
    async vipList(ctx: Context) {
      if (!ctx.state.member?.vip) return replyError(ctx, ApiError.field(403, '_', 'content.error.vipOnly'));
      return page(ctx, visibleTargets({ vip: true }));
    },

    /** Counts one view of an item the caller may see; 404 otherwise. */
    async upcount(ctx: Context) {
      const input = parseInput(ctx, pkInput);
      if (!input) return;
      await respond(ctx, async () => {
        if (!(await countView(strapi, uid, input.pk, countableTargets(ctx)))) throw ApiError.field(404, 'pk', 'error.notFound');
        return { pk: input.pk };
      });
    },
  };
}

import type { Core, UID } from '@strapi/strapi';
import type { Context } from 'koa';
import { pagedListInput, pkInput, type CallAnswer } from '@portal/domain';
import { ApiError, replyError, respondTo } from './api-error';
import { MEDIA_FIELDS, picturesOf, toAsset, toAssetList } from './assets';
import { countView, countableTargets, pagedContent, viewerTargets, visibleTargets } from './content-list';
import { parseInput, requestLocale } from './http';
import type { DocumentRead, DocumentRow } from './rows';
import { SEO_POPULATE, toSeo } from './seo';

/** The read every viewTarget-restricted item shares (exhibitions, media news); each type adds its text columns. */
const TARGETED_READ = {
  fields: ['pk', 'title', 'viewTarget', 'mediaType', 'movUrl', 'viewCount', 'createdAt'],
  populate: {
    category: { fields: ['pk', 'name'] },
    imagePc: MEDIA_FIELDS,
    imageMob: MEDIA_FIELDS,
    slides: MEDIA_FIELDS,
    seo: SEO_POPULATE,
  },
} as const;
type TargetedRead = typeof TARGETED_READ & { status: 'published' };
/** An exhibition or a media item as the shared read returns it. */
type TargetedRow = DocumentRow<'api::exhibition.exhibition', TargetedRead> | DocumentRow<'api::media-news.media-news', TargetedRead>;

/** The query for a targeted type, given the text columns and the parts it adds to the shared ones. */
export const targetedQuery = <const T extends readonly string[], const E extends object>(textFields: T, extraPopulate: E) => ({
  fields: [...TARGETED_READ.fields, ...textFields] as const,
  populate: { ...TARGETED_READ.populate, ...extraPopulate },
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

/** The table's calls of a targeted type: its list, its VIP list and its view counter. */
type TargetedCalls =
  | { list: 'exhibitionList'; vipList: 'vipExhibitionList'; upcount: 'exhibitionUpcount' }
  | { list: 'mediaNewsList'; vipList: 'vipMediaNewsList'; upcount: 'mediaNewsUpcount' };
type ListCall<C extends TargetedCalls> = C['list'] | C['vipList'];
/** An item of a list call's reply. */
type ListItem<N extends ListCall<TargetedCalls>> = CallAnswer<N> extends { data: { items: (infer I)[] } } ? I : never;

/**
 * The three calls every viewTarget-restricted content type answers (exhibitions, media news): the list the caller
 * may see, the VIP-only list, and the view counter. One implementation, so the visibility rules of docs/product/content.md#visibility cannot drift.
 * `toItem` is checked against the item of the type's list reply; the page around the items is the same for both
 * types, which TypeScript cannot follow through the generic call name (hence the one assertion below).
 */
export function targetedContentActions<U extends UID.ContentType, P extends DocumentRead<U>, C extends TargetedCalls>(
  strapi: Core.Strapi,
  uid: U,
  query: P,
  calls: C,
  toItem: (row: DocumentRow<U, P & { status: 'published' }>) => ListItem<C['list']>,
) {
  async function page(ctx: Context, call: ListCall<C>, viewTargets: string[]) {
    const input = parseInput(ctx, pagedListInput);
    if (!input) return;
    const found = await pagedContent(strapi, uid, requestLocale(ctx), input, query, viewTargets);
    const items = found.items.map(toItem);
    const data = { items, totalCount: found.totalCount, pageNo: input.pageNo, rowPerPage: input.rowPerPage };
    await respondTo(ctx, call, () => ({ data }) as CallAnswer<ListCall<C>>);
  }

  return {
    /** The list: ALL and NORMAL for visitors and normal members, ALL and VIP for VIP members. */
    list: (ctx: Context) => page(ctx, calls.list, viewerTargets(ctx)),

    /**
     * The VIP pages' list, for VIP members: ALL plus VIP items, as docs/product/content.md#visibility gives VIP users (issue 17 item 20: it listed
     * VIP only); 403 for other members, the route answers 401 to visitors.
     */
    async vipList(ctx: Context) {
      if (!ctx.state.member?.vip) return replyError(ctx, ApiError.field(403, '_', 'content.error.vipOnly'));
      return page(ctx, calls.vipList, visibleTargets({ vip: true }));
    },

    /** Counts one view of an item the caller may see; 404 otherwise. */
    async upcount(ctx: Context) {
      const input = parseInput(ctx, pkInput);
      if (!input) return;
      await respondTo(ctx, calls.upcount as TargetedCalls['upcount'], async () => {
        if (!(await countView(strapi, uid, input.pk, countableTargets(ctx)))) throw ApiError.field(404, 'pk', 'error.notFound');
        return { pk: input.pk };
      });
    },
  };
}

import type { Core, UID } from '@strapi/strapi';
import type { Context } from 'koa';
import { pagedListInput, pkInput } from '@portal/domain';
import { ApiError, replyError, respond } from './api-error';
import { countView, countableTargets, pagedContent, viewerTargets, visibleTargets } from './content-list';
import { parseInput, requestLocale } from './http';

/**
 * The three calls every viewTarget-restricted content type answers (exhibitions, media news): the list the caller
 * may see, the VIP-only list, and the view counter. One implementation, so the visibility rules of §6 cannot drift.
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
     * The VIP pages' list, for VIP members: ALL plus VIP items, as §6 gives VIP users (issue 17 item 20: it listed
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

import type { Context } from 'koa';
import { productSearchInput, productSuggestInput } from '@portal/domain';
import { checkReply, respondTo } from '../../../utils/api-error';
import { parseInput, requestLocale } from '../../../utils/http';
import { services } from '../../../services';

/** The search page's and the header box's calls (docs/search.md); one service answers both. */
export default () => {
  return {
    /** POST /api/product/search { searchText, sortType? }: products, then exhibitions and media items, or a suggestion. */
    async search(ctx: Context) {
      const input = parseInput(ctx, productSearchInput);
      const member = ctx.state.member as { id?: number; vip?: boolean } | undefined;
      if (input && !member) {
        // Visitors (most searches) get the remembered reply text: no bookmarks, no VIP items.
        ctx.status = 200;
        ctx.type = 'application/json';
        ctx.body = await services.search.visitorBody(requestLocale(ctx), input.searchText, input.sortType);
        checkReply(ctx, 'productSearch');
      } else if (input)
        await respondTo(ctx, 'productSearch', () =>
          services.search.search(requestLocale(ctx), input.searchText, input.sortType, { memberId: member?.id, vip: Boolean(member?.vip) }),
        );
    },

    /** POST /api/product/suggest { searchText }: up to five products for the header box. */
    async suggest(ctx: Context) {
      const input = parseInput(ctx, productSuggestInput);
      if (input)
        await respondTo(ctx, 'productSuggest', async () => ({
          products: await services.search.suggest(requestLocale(ctx), input.searchText),
        }));
    },
  };
};

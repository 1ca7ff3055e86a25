import type { Context } from 'koa';
import { pkInput, productListInput } from '@portal/domain';
import { respondTo } from '../../../utils/api-error';
import { parseInput, requestLocale } from '../../../utils/http';
import { services } from '../../../services';

const memberId = (ctx: Context): number | undefined => ctx.state.member?.id;

export default () => {
  return {
    /**
     * POST /api/product/list: one page of product cards (pageNo, rowPerPage) by top and/or sub-categories, sortType
     * VIEWS, ALPHABET or RECENT, with the list's totalCount.
     */
    async list(ctx: Context) {
      const input = parseInput(ctx, productListInput);
      if (input) await respondTo(ctx, 'productList', () => services.productCatalogue.page(requestLocale(ctx), input, memberId(ctx)));
    },

    /** POST /api/product/show { pk } (members only): the detail of one product. */
    async show(ctx: Context) {
      const input = parseInput(ctx, pkInput);
      if (input) await respondTo(ctx, 'productShow', () => services.productCatalogue.show(requestLocale(ctx), input.pk, memberId(ctx)));
    },
  };
};

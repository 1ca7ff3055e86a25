import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { productListInput } from '@portal/member-app/contract';
import { parseInput, requestLocale } from '../../../utils/http';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/product/list: product cards by top and/or sub-categories, sortType VIEWS, ALPHABET or RECENT. */
  async list(ctx: Context) {
    const input = parseInput(ctx, productListInput);
    if (!input) return;
    ctx.body = { data: { products: await strapi.service('api::product.catalogue').list(requestLocale(ctx), input) } };
  },
});

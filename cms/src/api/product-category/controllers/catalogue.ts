import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { productCategoryListInput } from '@portal/member-app/contract';
import { parseInput, requestLocale } from '../../../utils/http';

const service = (strapi: Core.Strapi) => strapi.service('api::product-category.catalogue');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/product-category/gnb-list: the side menu's product tree. */
  async gnbList(ctx: Context) {
    ctx.body = { data: { productCategories: await service(strapi).tree(requestLocale(ctx)) } };
  },

  /** POST /api/product-category/list { parentPk }: the sub-categories of a parent (0: top categories). */
  async list(ctx: Context) {
    const input = parseInput(ctx, productCategoryListInput);
    if (!input) return;
    ctx.body = { data: { productCategories: await service(strapi).children(requestLocale(ctx), input.parentPk) } };
  },
});

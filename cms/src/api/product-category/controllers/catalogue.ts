import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { productCategoryListInput } from '@portal/domain';
import { respondTo } from '../../../utils/api-error';
import { parseInput, requestLocale } from '../../../utils/http';
import { services } from '../../../services';
import { rows } from '../../../utils/rows';
import { USER_UID, interestsOf } from '../../member/lib/members';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/product-category/gnb-list: the side menu's product tree. */
  async gnbList(ctx: Context) {
    await respondTo(ctx, 'productCategoryGnbList', async () => ({
      productCategories: await services.categoryCatalogue.tree(requestLocale(ctx)),
    }));
  },

  /** POST /api/product-category/list { parentPk }: the sub-categories of a parent (0: top categories). */
  async list(ctx: Context) {
    const input = parseInput(ctx, productCategoryListInput);
    if (!input) return;
    await respondTo(ctx, 'productCategoryList', async () => ({
      productCategories: await services.categoryCatalogue.children(requestLocale(ctx), input.parentPk),
    }));
  },

  /** POST /api/product-category/user-product/list (members): the member's own interest categories. */
  async userProductList(ctx: Context) {
    const member = ctx.state.member as { id: number };
    const row = await rows(strapi, USER_UID).findOne({ where: { id: member.id }, select: ['productCategoryPks'] });
    const wanted = new Set(row ? interestsOf(row) : []);
    const found = await services.categoryCatalogue.all(requestLocale(ctx));
    const productCategories = found
      .filter((r) => wanted.has(r.pk))
      .map((r) => ({
        pk: r.pk,
        name: r.name,
        description: r.description ?? '',
        parentPk: r.parent?.pk ?? null,
      }));
    await respondTo(ctx, 'userProductCategoryList', () => ({ productCategories }));
  },
});

import type { Core } from '@strapi/strapi';
import type { MENU_TYPES } from '@portal/domain';
import { ApiError } from '../../../utils/api-error';
import { incrementViewCount } from '../../../utils/view-count';
import { services } from '../../../services';
import { rows } from '../../../utils/rows';

const VIEW = 'api::statistics.product-view';
const VISIT = 'api::statistics.menu-visit';
type MenuType = (typeof MENU_TYPES)[number];

/**
 * Who a statistic counts: the signed-in member, else the visitor's address (utils/tokens.ts `clientAddress`), so
 * neither a new tab nor a cleared browser makes one person count twice.
 */
export interface Visitor {
  memberId: number | undefined;
  key: string;
}

/** Closes the newest open record of a member and returns how long it stayed open. */
async function closeLatest(strapi: Core.Strapi, uid: typeof VIEW | typeof VISIT, where: Record<string, unknown>) {
  const open = await rows(strapi, uid).findOne({ where: { ...where, endedAt: null }, orderBy: { startedAt: 'desc' } });
  if (!open) return { closed: false };
  const endedAt = new Date();
  const seconds = Math.round((endedAt.getTime() - new Date(open.startedAt).getTime()) / 1000);
  await rows(strapi, uid).update({ where: { id: open.id }, data: { endedAt, seconds } });
  return { closed: true, seconds };
}

/**
 * Product detail views (counted on the product) and menu visits (docs/api.md#catalogue). Each visitor's calls are
 * limited (LIMITS.statisticsCalls, 429 beyond), and a start counts once per visitor and item within
 * LIMITS.countedOnce (30 minutes): repeated starts answer `counted: false` and write nothing, so no one can make a
 * product the most viewed or the visits climb by calling again (docs/staff-workspace.md#statistics).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** Reserves the call in the visitor's rate; then whether `item` is counted (its first start in the window). */
  async function countsOnce(visitor: Visitor, item: string): Promise<boolean> {
    await services.rateLimit.hit('statisticsCalls', visitor.key);
    return services.rateLimit.first('countedOnce', `${visitor.key}:${item}`);
  }

  return {
    async productViewStart(visitor: Visitor, productPk: number) {
      const exists = await rows(strapi, 'api::product.product').count({ where: { pk: productPk } });
      if (!exists) throw ApiError.field(404, 'pk', 'error.notFound');
      if (!(await countsOnce(visitor, `product:${productPk}`))) return { pk: productPk, counted: false };
      await incrementViewCount(strapi, 'api::product.product', productPk);
      await rows(strapi, VIEW).create({ data: { user: visitor.memberId ?? null, productPk, startedAt: new Date() } });
      return { pk: productPk, counted: true };
    },

    async productViewEnd(visitor: Visitor, productPk: number) {
      await services.rateLimit.hit('statisticsCalls', visitor.key);
      return { pk: productPk, ...(await closeLatest(strapi, VIEW, { user: visitor.memberId ?? null, productPk })) };
    },

    async menuStart(visitor: Visitor, type: MenuType) {
      if (!(await countsOnce(visitor, `menu:${type}`))) return { type, counted: false };
      await rows(strapi, VISIT).create({ data: { user: visitor.memberId ?? null, type, startedAt: new Date() } });
      return { type, counted: true };
    },

    async menuEnd(visitor: Visitor, type: MenuType) {
      await services.rateLimit.hit('statisticsCalls', visitor.key);
      return { type, ...(await closeLatest(strapi, VISIT, { user: visitor.memberId ?? null, type })) };
    },
  };
};

import type { Core } from '@strapi/strapi';
import { ApiError } from '../../../utils/api-error';
import { incrementViewCount } from '../../../utils/view-count';

const VIEW = 'api::statistics.product-view';
const VISIT = 'api::statistics.menu-visit';

/** Closes the newest open record of a member and returns how long it stayed open. */
async function closeLatest(strapi: Core.Strapi, uid: typeof VIEW | typeof VISIT, where: Record<string, unknown>) {
  const open = await strapi.db.query(uid).findOne({ where: { ...where, endedAt: null }, orderBy: { startedAt: 'desc' } });
  if (!open) return { closed: false };
  const endedAt = new Date();
  const seconds = Math.round((endedAt.getTime() - new Date(open.startedAt).getTime()) / 1000);
  await strapi.db.query(uid).update({ where: { id: open.id }, data: { endedAt, seconds } });
  return { closed: true, seconds };
}

/** Product detail views (counted on the product) and menu visits (docs/api.md#catalogue). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async productViewStart(memberId: number | undefined, productPk: number) {
    if (!(await incrementViewCount(strapi, 'api::product.product', productPk))) throw ApiError.field(404, 'pk', 'error.notFound');
    await strapi.db.query(VIEW).create({ data: { user: memberId ?? null, productPk, startedAt: new Date() } });
    return { pk: productPk };
  },

  async productViewEnd(memberId: number | undefined, productPk: number) {
    return { pk: productPk, ...(await closeLatest(strapi, VIEW, { user: memberId ?? null, productPk })) };
  },

  async menuStart(memberId: number | undefined, type: string) {
    await strapi.db.query(VISIT).create({ data: { user: memberId ?? null, type, startedAt: new Date() } });
    return { type };
  },

  async menuEnd(memberId: number | undefined, type: string) {
    return { type, ...(await closeLatest(strapi, VISIT, { user: memberId ?? null, type })) };
  },
});

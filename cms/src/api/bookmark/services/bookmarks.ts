import type { Core } from '@strapi/strapi';
import { ApiError } from '../../../utils/api-error';
import { rows } from '../../../utils/rows';

const UID = 'api::bookmark.bookmark';

/** A member's bookmarked products, always scoped by the signed-in member (docs/architecture.md#members-tokens-and-errors). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The pks a member bookmarked. */
  async pksOf(memberId: number): Promise<Set<number>> {
    const found = await rows(strapi, UID).findMany({ where: { user: memberId }, select: ['productPk'] });
    return new Set(found.map((r) => r.productPk));
  },

  /** Bookmarks a product, or removes the bookmark; answers the new state. 404 for a product that does not exist. */
  async toggle(memberId: number, productPk: number): Promise<{ productPk: number; bookmark: boolean }> {
    const exists = await rows(strapi, 'api::product.product').count({ where: { pk: productPk, publishedAt: { $notNull: true } } });
    if (!exists) throw ApiError.field(404, 'productPk', 'error.notFound');
    const current = await rows(strapi, UID).findMany({ where: { user: memberId, productPk }, select: ['id'] });
    if (current.length) {
      await rows(strapi, UID).deleteMany({ where: { id: { $in: current.map((r) => r.id) } } });
      return { productPk, bookmark: false };
    }
    await rows(strapi, UID).create({ data: { user: memberId, productPk } });
    return { productPk, bookmark: true };
  },

  /** Removes every bookmark of a member (withdrawal). */
  async removeAll(memberId: number) {
    const found = await rows(strapi, UID).findMany({ where: { user: memberId }, select: ['id'] });
    if (found.length) await rows(strapi, UID).deleteMany({ where: { id: { $in: found.map((r) => r.id) } } });
  },
});

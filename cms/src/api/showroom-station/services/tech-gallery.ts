import type { Core } from '@strapi/strapi';
import { TECH_GALLERY_MENUS, type Locale, type ShowroomProduct, type TechGalleryMenu, type TechGalleryProductsReply } from '@portal/domain';
import { PRODUCT_CARD_QUERY, toProductCard } from '../../product/services/catalogue';
import { documents } from '../../../utils/rows';

const PRODUCT = 'api::product.product';

/**
 * The tech gallery's products (docs/product/showroom.md#tech-gallery: 9, 4 and 3 in menus 1–3). Editors choose them
 * on the product itself (techGalleryMenu, techGalleryOrder), so the gallery follows the catalogue without a
 * second list to keep in step. The cards are the public ones of the product lists; the detail stays members-only.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Published gallery products in the locale, grouped by menu in gallery order. */
  async products(locale: Locale): Promise<TechGalleryProductsReply> {
    const rows = await documents(strapi, PRODUCT).findMany({
      locale: locale.strapi,
      status: 'published',
      fields: [...PRODUCT_CARD_QUERY.fields, 'techGalleryMenu', 'pkCh'],
      populate: PRODUCT_CARD_QUERY.populate,
      filters: { techGalleryMenu: { $in: [...TECH_GALLERY_MENUS] } },
      sort: ['techGalleryMenu:asc', 'techGalleryOrder:asc', 'pk:asc'],
      limit: 200,
    });
    const products: ShowroomProduct[] = rows.map((row) => ({
      ...toProductCard(row),
      pk_dev: row.pk,
      pk_ch: row.pkCh ?? null,
      techGalleryMenu: row.techGalleryMenu as TechGalleryMenu,
    }));
    return { menus: TECH_GALLERY_MENUS.map((menu) => ({ menu, products: products.filter((p) => p.techGalleryMenu === menu) })) };
  },
});

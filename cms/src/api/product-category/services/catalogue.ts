import type { Core } from '@strapi/strapi';
import type { Locale, ProductCategory } from '@portal/domain';
import { documents, type DocumentRow } from '../../../utils/rows';

const UID = 'api::product-category.product-category';

/** A published category as the catalogue reads it. */
const CATEGORY_READ = {
  status: 'published',
  fields: ['pk', 'name', 'description', 'sortOrder', 'isPublic'],
  populate: { parent: { fields: ['pk'] } },
} as const;
type CategoryRow = DocumentRow<typeof UID, typeof CATEGORY_READ>;

const toCategory = (row: CategoryRow, child: ProductCategory[] = []): ProductCategory => ({
  pk: row.pk,
  name: row.name,
  description: row.description ?? '',
  parentPk: row.parent?.pk ?? null,
  isPublic: row.isPublic !== false,
  child,
});

/** Published categories of one locale, top-level and children, in display order. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async all(locale: Locale): Promise<CategoryRow[]> {
    return documents(strapi, UID).findMany({
      locale: locale.strapi,
      ...CATEGORY_READ,
      sort: ['sortOrder:asc', 'pk:asc'],
      limit: 1000,
    });
  },

  /** The menu tree: top categories, each with its children. */
  async tree(locale: Locale): Promise<ProductCategory[]> {
    const rows = await this.all(locale);
    return rows
      .filter((r) => !r.parent)
      .map((top) =>
        toCategory(
          top,
          rows.filter((r) => r.parent?.pk === top.pk).map((c) => toCategory(c)),
        ),
      );
  },

  /** Children of one parent; parentPk 0 lists the top categories. */
  async children(locale: Locale, parentPk: number): Promise<ProductCategory[]> {
    const rows = await this.all(locale);
    return rows.filter((r) => (parentPk === 0 ? !r.parent : r.parent?.pk === parentPk)).map((r) => toCategory(r));
  },
});

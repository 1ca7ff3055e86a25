import type { Core } from '@strapi/strapi';
import type { Locale, ProductCategory } from '@portal/domain';

const UID = 'api::product-category.product-category';

interface CategoryRow {
  pk: number;
  name: string;
  description: string | null;
  sortOrder: number;
  isPublic: boolean;
  parent?: { pk: number } | null;
}

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
    return (await strapi.documents(UID).findMany({
      locale: locale.strapi,
      status: 'published',
      fields: ['pk', 'name', 'description', 'sortOrder', 'isPublic'],
      populate: { parent: { fields: ['pk'] } },
      sort: ['sortOrder:asc', 'pk:asc'],
      limit: 1000,
    })) as unknown as CategoryRow[];
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

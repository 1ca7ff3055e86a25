import type { Core } from '@strapi/strapi';
import type { Locale, ProductCard, ProductListInput } from '@portal/member-app/contract';
import { MEDIA_FIELDS, type MediaFile } from '../../../utils/assets';

const UID = 'api::product.product';

const SORTS: Record<ProductListInput['sortType'], string[]> = {
  VIEWS: ['viewCount:desc', 'pk:asc'],
  ALPHABET: ['model:asc', 'pk:asc'],
  RECENT: ['createdAt:desc', 'pk:desc'],
};

interface ProductRow {
  pk: number;
  model: string;
  description: string | null;
  viewCount: number;
  createdAt: string;
  mainImage?: MediaFile | null;
  thumbnails?: MediaFile[] | null;
  category?: { pk: number; name: string; parent?: { pk: number } | null } | null;
}

/** A product as a card of the lists (product list, home, search, bookmarks). */
export function toProductCard(row: ProductRow, bookmarked = false): ProductCard {
  return {
    pk: row.pk,
    model: row.model,
    description: row.description ?? '',
    productCategoryPk: row.category?.pk ?? null,
    productCategoryName: row.category?.name ?? '',
    categoryName: row.category?.name ?? '',
    parentCategoryPk: row.category?.parent?.pk ?? row.category?.pk ?? null,
    mainImageUrl: row.mainImage?.url ?? '',
    thumbnailImageUrl: (row.thumbnails ?? []).map((t) => t.url ?? '').filter(Boolean),
    bookmark: bookmarked,
    viewCount: row.viewCount ?? 0,
    createAt: row.createdAt,
  };
}

export const PRODUCT_CARD_QUERY = {
  fields: ['pk', 'model', 'description', 'viewCount', 'createdAt'],
  populate: {
    mainImage: MEDIA_FIELDS,
    thumbnails: MEDIA_FIELDS,
    category: { fields: ['pk', 'name'], populate: { parent: { fields: ['pk'] } } },
  },
} as const;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Published products of the given top categories and/or sub-categories, in the requested order. */
  async list(locale: Locale, input: ProductListInput): Promise<ProductCard[]> {
    const filters: Record<string, unknown>[] = [];
    if (input.productCategoryParentPkList?.length) {
      const parents = input.productCategoryParentPkList;
      filters.push({ $or: [{ category: { parent: { pk: { $in: parents } } } }, { category: { pk: { $in: parents } } }] });
    }
    if (input.productCategoryPkList?.length) filters.push({ category: { pk: { $in: input.productCategoryPkList } } });
    const rows = await strapi.documents(UID).findMany({
      locale: locale.strapi,
      status: 'published',
      ...PRODUCT_CARD_QUERY,
      filters: filters.length ? { $and: filters } : {},
      sort: SORTS[input.sortType],
      limit: 1000,
    } as never);
    return (rows as unknown as ProductRow[]).map((r) => toProductCard(r));
  },
});

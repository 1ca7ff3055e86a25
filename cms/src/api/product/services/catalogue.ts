import type { Core } from '@strapi/strapi';
import { nameCollator, type CallReply, type Locale, type ProductCard, type ProductDetail, type ProductListInput } from '@portal/domain';
import { ApiError } from '../../../utils/api-error';
import { MEDIA_FIELDS, picturesOf } from '../../../utils/assets';
import { documents, type DocumentRow } from '../../../utils/rows';
import { services } from '../../../services';
import { SEO_POPULATE, toSeo } from '../../../utils/seo';

const UID = 'api::product.product';

const SORTS: Record<ProductListInput['sortType'], string[]> = {
  VIEWS: ['viewCount:desc', 'pk:asc'],
  ALPHABET: ['model:asc', 'pk:asc'],
  RECENT: ['createdAt:desc', 'pk:desc'],
};

/** The read of a product card (the lists, search, the tech gallery and the detail add to it). */
export const PRODUCT_CARD_QUERY = {
  fields: ['pk', 'model', 'description', 'viewCount', 'createdAt'],
  populate: {
    mainImage: MEDIA_FIELDS,
    thumbnails: MEDIA_FIELDS,
    category: { fields: ['pk', 'name'], populate: { parent: { fields: ['pk'] } } },
    seo: SEO_POPULATE,
  },
} as const;

type ProductRow = DocumentRow<typeof UID, typeof PRODUCT_CARD_QUERY & { status: 'published' }>;

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
    seo: toSeo(row.seo),
    pictures: picturesOf([row.mainImage, ...(row.thumbnails ?? [])]),
  };
}

/** The filter of a product list's top categories and/or sub-categories. */
function categoryFilters(input: Pick<ProductListInput, 'productCategoryParentPkList' | 'productCategoryPkList'>) {
  const filters: Record<string, unknown>[] = [];
  if (input.productCategoryParentPkList?.length) {
    const parents = input.productCategoryParentPkList;
    filters.push({ $or: [{ category: { parent: { pk: { $in: parents } } } }, { category: { pk: { $in: parents } } }] });
  }
  if (input.productCategoryPkList?.length) filters.push({ category: { pk: { $in: input.productCategoryPkList } } });
  return filters.length ? { $and: filters } : {};
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const bookmarks = (memberId?: number) => (memberId ? services.bookmarks.pksOf(memberId) : Promise.resolve(new Set<number>()));

  /**
   * The cards of a list, or of one window of it (a page in database order). A whole list is one a member's choice
   * bounds: a sub-category's, a member's bookmarks, one page's pks.
   */
  async function cards(
    locale: Locale,
    filters: Record<string, unknown>,
    sortType: ProductListInput['sortType'],
    memberId?: number,
    window: { start: number; limit: number } = { start: 0, limit: 1000 },
  ) {
    const [rows, marked] = await Promise.all([
      documents(strapi, UID).findMany({
        locale: locale.strapi,
        status: 'published',
        ...PRODUCT_CARD_QUERY,
        filters,
        sort: SORTS[sortType],
        ...window,
      }),
      bookmarks(memberId),
    ]);
    const list = rows.map((r) => toProductCard(r, marked.has(r.pk)));
    // The database orders by code unit ('e-Corner Module' after 'Welcome Light'): ALPHABET is the language's
    // collation (a stable sort keeps pk order among equals).
    if (sortType === 'ALPHABET') {
      const collator = nameCollator(locale.htmlLang);
      list.sort((a, b) => collator.compare(a.model, b.model));
    }
    return list;
  }

  /**
   * The pks of one page in ALPHABET order: the database orders by code unit ('e-Corner Module' after 'Welcome
   * Light'), so the whole list's names are read (no pictures, no relations) and sorted by the language's collation.
   */
  async function alphabetPage(locale: Locale, filters: Record<string, unknown>, total: number, start: number, limit: number) {
    const names = await documents(strapi, UID).findMany({
      locale: locale.strapi,
      status: 'published',
      fields: ['pk', 'model'],
      filters,
      sort: SORTS.ALPHABET,
      limit: Math.max(total, 1),
    });
    const collator = nameCollator(locale.htmlLang);
    return names
      .sort((a, b) => collator.compare(a.model, b.model))
      .slice(start, start + limit)
      .map((n) => n.pk);
  }

  return {
    /**
     * One page of the published products of the given top categories and/or sub-categories, in the requested
     * order, with the list's total (POST /api/product/list, paged as the other list calls).
     */
    async page(locale: Locale, input: ProductListInput, memberId?: number): Promise<CallReply<'productList'>> {
      const filters = categoryFilters(input);
      const { pageNo, rowPerPage } = input;
      const start = (pageNo - 1) * rowPerPage;
      const totalCount = await documents(strapi, UID).count({ locale: locale.strapi, status: 'published', filters });
      if (start >= totalCount) return { products: [], totalCount, pageNo, rowPerPage };
      // ALPHABET pages by the language's collation, so the page's pks come first; the others page in the database.
      const list =
        input.sortType === 'ALPHABET'
          ? await cards(locale, { pk: { $in: await alphabetPage(locale, filters, totalCount, start, rowPerPage) } }, 'ALPHABET', memberId)
          : await cards(locale, filters, input.sortType, memberId, { start, limit: rowPerPage });
      return { products: list, totalCount, pageNo, rowPerPage };
    },

    /** Every published product of the given categories (a meeting request's sub-category), in the requested order. */
    async list(locale: Locale, input: Omit<ProductListInput, 'pageNo' | 'rowPerPage'>, memberId?: number): Promise<ProductCard[]> {
      return cards(locale, categoryFilters(input), input.sortType, memberId);
    },

    /** Products by pk (bookmarks), in the given order. */
    async byPks(locale: Locale, pks: number[], sortType: ProductListInput['sortType'], memberId?: number): Promise<ProductCard[]> {
      if (!pks.length) return [];
      return cards(locale, { pk: { $in: pks } }, sortType, memberId);
    },

    /**
     * One product's detail for the modal; 404 when there is no published product with that pk. The editor preview
     * asks for the draft (docs/staff-workspace.md#editor-preview).
     */
    async show(locale: Locale, pk: number, memberId?: number, status: 'published' | 'draft' = 'published'): Promise<ProductDetail> {
      const row = await documents(strapi, UID).findFirst({
        locale: locale.strapi,
        // Typed as the published read: the editor preview's draft is mapped as the published product is (a draft
        // may lack its required model; Strapi does not enforce `required` on a draft).
        status: status as 'published',
        filters: { pk },
        fields: [...PRODUCT_CARD_QUERY.fields, 'overviewPc', 'overviewMobile', 'featuresPc', 'featuresMobile', 'techGalleryMenu', 'pkCh'],
        populate: {
          ...PRODUCT_CARD_QUERY.populate,
          related: { fields: ['pk', 'model'], populate: { thumbnails: MEDIA_FIELDS, mainImage: MEDIA_FIELDS } },
        },
      });
      if (!row) throw ApiError.field(404, 'pk', 'error.notFound');
      const marked = await bookmarks(memberId);
      return {
        ...toProductCard(row, marked.has(row.pk)),
        overviewPc: row.overviewPc ?? '',
        overviewMobile: row.overviewMobile ?? row.overviewPc ?? '',
        featuresPc: row.featuresPc ?? '',
        featuresMobile: row.featuresMobile ?? row.featuresPc ?? '',
        productRelates: (row.related ?? []).map((r) => {
          const files = [...(r.thumbnails ?? []), ...(r.mainImage ? [r.mainImage] : [])];
          return {
            pk: r.pk,
            model: r.model,
            thumbnailImageUrls: files.map((t) => t.url ?? '').filter(Boolean),
            pictures: picturesOf(files),
          };
        }),
        pk_dev: row.pk,
        pk_ch: row.pkCh ?? null,
        techGalleryMenu: row.techGalleryMenu ?? 0,
      };
    },
  };
};

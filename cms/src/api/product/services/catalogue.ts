import type { Core } from '@strapi/strapi';
import { nameCollator, type Locale, type ProductCard, type ProductDetail, type ProductListInput } from '@portal/domain';
import { ApiError } from '../../../utils/api-error';
import { MEDIA_FIELDS, picturesOf, type MediaFile } from '../../../utils/assets';
import { services } from '../../../services';
import { SEO_POPULATE, toSeo, type SeoRow } from '../../../utils/seo';

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
  seo?: SeoRow | null;
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
    seo: toSeo(row.seo),
    pictures: picturesOf([row.mainImage, ...(row.thumbnails ?? [])]),
  };
}

export const PRODUCT_CARD_QUERY = {
  fields: ['pk', 'model', 'description', 'viewCount', 'createdAt'],
  populate: {
    mainImage: MEDIA_FIELDS,
    thumbnails: MEDIA_FIELDS,
    category: { fields: ['pk', 'name'], populate: { parent: { fields: ['pk'] } } },
    seo: SEO_POPULATE,
  },
} as const;

interface ProductDetailRow extends ProductRow {
  overviewPc: string | null;
  overviewMobile: string | null;
  featuresPc: string | null;
  featuresMobile: string | null;
  techGalleryMenu: number;
  pkCh: number | null;
  related?: { pk: number; model: string; thumbnails?: MediaFile[] | null; mainImage?: MediaFile | null }[];
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const bookmarks = (memberId?: number) => (memberId ? services.bookmarks.pksOf(memberId) : Promise.resolve(new Set<number>()));

  async function cards(locale: Locale, filters: Record<string, unknown>, sortType: ProductListInput['sortType'], memberId?: number) {
    const [rows, marked] = await Promise.all([
      strapi.documents(UID).findMany({
        locale: locale.strapi,
        status: 'published',
        ...PRODUCT_CARD_QUERY,
        filters,
        sort: SORTS[sortType],
        limit: 1000,
      } as never),
      bookmarks(memberId),
    ]);
    const list = (rows as unknown as ProductRow[]).map((r) => toProductCard(r, marked.has(r.pk)));
    // The database orders by code unit ('e-Corner Module' after 'Welcome Light'): ALPHABET is the language's
    // collation (a stable sort keeps pk order among equals).
    if (sortType === 'ALPHABET') {
      const collator = nameCollator(locale.htmlLang);
      list.sort((a, b) => collator.compare(a.model, b.model));
    }
    return list;
  }

  return {
    /** Published products of the given top categories and/or sub-categories, in the requested order. */
    async list(locale: Locale, input: ProductListInput, memberId?: number): Promise<ProductCard[]> {
      const filters: Record<string, unknown>[] = [];
      if (input.productCategoryParentPkList?.length) {
        const parents = input.productCategoryParentPkList;
        filters.push({ $or: [{ category: { parent: { pk: { $in: parents } } } }, { category: { pk: { $in: parents } } }] });
      }
      if (input.productCategoryPkList?.length) filters.push({ category: { pk: { $in: input.productCategoryPkList } } });
      return cards(locale, filters.length ? { $and: filters } : {}, input.sortType, memberId);
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
      const row = (await strapi.documents(UID).findFirst({
        locale: locale.strapi,
        status,
        filters: { pk },
        fields: [...PRODUCT_CARD_QUERY.fields, 'overviewPc', 'overviewMobile', 'featuresPc', 'featuresMobile', 'techGalleryMenu', 'pkCh'],
        populate: {
          ...PRODUCT_CARD_QUERY.populate,
          related: { fields: ['pk', 'model'], populate: { thumbnails: MEDIA_FIELDS, mainImage: MEDIA_FIELDS } },
        },
      } as never)) as unknown as ProductDetailRow | null;
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

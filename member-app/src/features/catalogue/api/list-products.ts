import { MAX_ROW_PER_PAGE, allPages, type ProductCard } from '@portal/domain';
import { call } from '../../../lib/api-client';
import { noteBookmarks } from '../../../stores/bookmarks';

/** A category as the member's own list gives it (POST /api/product-category/user-product/list). */
export interface MemberCategory {
  pk: number;
  name: string;
  /** null for a top category. */
  parentPk: number | null;
}

/** The member's own product categories (their interests), members only. */
export async function listMemberCategories(): Promise<MemberCategory[]> {
  // A background load: an expired session ends quietly (the page falls back to the visitors' view), no dialog.
  const reply = await call('userProductCategoryList', {}, { member: true, promptOnExpiry: false });
  return reply.productCategories;
}

/**
 * A category's products for the home carousel: most viewed first, with the member's bookmark flags (POST
 * /api/product/list with the member's tokens), then reordered bookmarked first (docs/product/content.md#home: bookmark-sorted).
 */
export async function listBookmarkSortedProducts(category: MemberCategory): Promise<ProductCard[]> {
  const filter = category.parentPk === null ? { productCategoryParentPkList: [category.pk] } : { productCategoryPkList: [category.pk] };
  // Every page: a bookmarked product may be the category's least viewed.
  const products = await allPages(async (pageNo) => {
    const reply = await call('productList', { ...filter, sortType: 'VIEWS', pageNo, rowPerPage: MAX_ROW_PER_PAGE }, { member: true });
    return { rows: reply.products, totalCount: reply.totalCount };
  });
  noteBookmarks(products);
  return bookmarkedFirst(products);
}

/** Bookmarked products first, each group keeping the order it came in (Array.prototype.sort is stable). */
export function bookmarkedFirst<T extends { bookmark: boolean }>(products: T[]): T[] {
  return [...products].sort((a, b) => Number(b.bookmark) - Number(a.bookmark));
}

import type { ProductDetail } from '@portal/domain';
import { call } from '../../../lib/api-client';
import { noteBookmarks } from '../../../stores/bookmarks';

/**
 * One product's detail for the modal (POST /api/product/show, members only). On 401/423 the api client ends
 * the session and opens the login dialog; `retry` runs after the sign-in (docs/product/catalogue.md#product-detail, docs/product/catalogue.md#errors).
 */
export async function showProduct(pk: number, retry: () => void): Promise<ProductDetail> {
  const detail = await call('productShow', { pk }, { member: true, retryAfterLogin: retry });
  noteBookmarks([detail]);
  return detail;
}

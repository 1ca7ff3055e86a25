/**
 * Where the product list script gets a page of cards (docs/product/catalogue.md#product-list): the public list
 * call's page for a tab and an order, rendered in the browser as the build renders the first page. A `?name=` that
 * is no tab's name narrows to the models containing it: the call has no name filter, so that view (a rare deep
 * link) reads its top category once, a hundred rows a call, and pages the models that match here.
 * The list script imports this module with the first change of view, not with the page: the card template, the
 * translator and the domain's list helpers are most of its weight (issue 29: the visitor pages' Lighthouse score).
 */
import { allPages, MAX_ROW_PER_PAGE, type CallReply, type CallRequest, type ProductCard } from '@portal/domain';
import { CARDS_PER_PAGE } from '@member/public/card-pages';
import { fromHtml } from '@member/public/html';
import { createTranslator } from '@member/public/messages';
import { productCardHtml } from '@member/public/product-card';

export type Sort = 'VIEWS' | 'ALPHABET' | 'RECENT';

/** What a listing shows: a tab (a sub-category pk, '0' for all), an order, a name filter ('' for none), a page. */
export interface View {
  tab: string;
  sort: Sort;
  name: string;
  pageNo: number;
}

/** One page of cards and the size of the list it is from. */
export interface CardPage {
  products: ProductCard[];
  totalCount: number;
}

type ListReply = CallReply<'productList'>;

// The API client (zod and the call table, about 100 KB gzipped) is fetched with the first change, not with the page.
async function listCall(body: CallRequest<'productList'>): Promise<ListReply> {
  const { apiCall } = await import('@member/public/api');
  return apiCall<ListReply>('/api/product/list', body);
}

/** The pages of one top category's list; `lower` folds a model's case as the page's language does. */
function productPages(parentPk: number, lower: (text: string) => string): (view: View) => Promise<CardPage> {
  let whole: { key: string; rows: Promise<ProductCard[]> } | null = null;
  const filters = ({ tab, sort }: View): CallRequest<'productList'> => ({
    productCategoryParentPkList: [parentPk],
    ...(tab !== '0' ? { productCategoryPkList: [Number(tab)] } : {}),
    sortType: sort,
  });
  const wholeList = (view: View) => {
    const key = `${view.tab} ${view.sort}`;
    if (whole?.key !== key) {
      const rows = allPages(async (pageNo) => {
        const reply = await listCall({ ...filters(view), pageNo, rowPerPage: MAX_ROW_PER_PAGE });
        return { rows: reply.products, totalCount: reply.totalCount };
      });
      whole = { key, rows };
      // A failed read is asked again next time.
      rows.catch(() => {
        if (whole?.rows === rows) whole = null;
      });
    }
    return whole.rows;
  };
  return async (view) => {
    if (!view.name) {
      const { products, totalCount } = await listCall({ ...filters(view), pageNo: view.pageNo, rowPerPage: CARDS_PER_PAGE });
      return { products, totalCount };
    }
    const matches = (await wholeList(view)).filter((p) => lower(p.model).includes(view.name));
    const start = (view.pageNo - 1) * CARDS_PER_PAGE;
    return { products: matches.slice(start, start + CARDS_PER_PAGE), totalCount: matches.length };
  };
}

/**
 * The cards of a view of one listing, drawn with the card's one template in the page's language: `messages` are the
 * card's words the build put on the grid (data-card-messages).
 */
export function cardPages(parentPk: number, messages: string, lang: string, lower: (text: string) => string) {
  const say = createTranslator(JSON.parse(messages || '{}'), lang);
  const pageOf = productPages(parentPk, lower);
  return async (view: View): Promise<{ cards: Element[]; totalCount: number }> => {
    const page = await pageOf(view);
    const offset = (view.pageNo - 1) * CARDS_PER_PAGE;
    const html = page.products.map((product, i) => productCardHtml(product, say, { index: offset + i })).join('');
    return { cards: fromHtml(html), totalCount: page.totalCount };
  };
}

import { z } from './zod.js';
import { typeErrors } from './text.js';
import { pictureIndexSchema, PRODUCT_SORT_TYPES, productCardSchema, VIEW_TARGETS } from './content.js';

/**
 * The search calls (docs/search.md): the search page's POST /api/product/search and the header box's
 * POST /api/product/suggest. The search reply keeps the spec's `products` and adds the other groups beside it.
 */

/** Relevance first (the default), then the product list's orders. */
export const SEARCH_SORT_TYPES = ['RELEVANCE', ...PRODUCT_SORT_TYPES] as const;
export type SearchSortType = (typeof SEARCH_SORT_TYPES)[number];
/** How many products the header box suggests. */
export const SUGGESTION_LIMIT = 5;

const searchText = z.string(typeErrors('error.required', 'error.invalid')).trim().min(1, 'error.required').max(100, 'error.tooLong');

export const productSearchInput = z.object({
  searchText,
  sortType: z.enum(SEARCH_SORT_TYPES, { error: 'error.sortType' }).default('RELEVANCE'),
});

export const productSuggestInput = z.object({ searchText });

/** An exhibition or media item found by the search: enough for a link card to its page. */
const searchContentHitSchema = z.object({
  pk: z.number(),
  title: z.string(),
  /** The start of its text. */
  summary: z.string(),
  imageUrl: z.string(),
  viewTarget: z.enum(VIEW_TARGETS),
  createAt: z.string(),
  /** The copies of its picture (absent: show the upload). */
  pictures: pictureIndexSchema.optional(),
});
export type SearchContentHit = z.infer<typeof searchContentHitSchema>;

export const productSearchReply = z.object({
  products: z.array(productCardSchema),
  exhibitions: z.array(searchContentHitSchema),
  mediaNews: z.array(searchContentHitSchema),
  /** "Did you mean": a corrected query when nothing matched and the correction finds something; else null. */
  suggestion: z.string().nullable(),
});
export type ProductSearchReply = z.infer<typeof productSearchReply>;

/** A product the header box suggests while the user types. */
export const productSuggestionSchema = z.object({ pk: z.number(), model: z.string(), categoryName: z.string(), mainImageUrl: z.string() });
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

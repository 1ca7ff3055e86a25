/**
 * The search query set of issue 20 (search-queries.json): what a new user types, in four languages, and the seeded
 * product (cms/src/seed/data/products) that must be among the first five results; each case names what it covers.
 * Used by the API test (real Strapi, tests/api/search.test.ts), the index's unit test and bench/search-cost.mjs.
 */
import type { SiteLang } from '@portal/domain';
import cases from './search-queries.json';

export interface SearchCase {
  lang: SiteLang;
  query: string;
  pk: number;
  covers: string;
}

export const SEARCH_CASES = cases as SearchCase[];

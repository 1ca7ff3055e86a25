/**
 * docs/product/content.md#constants: an image card list shows six cards a page, with page buttons above six. Shared
 * by the static lists' script (site/scripts/content/card-pager.ts) and the islands (components/card-pages.tsx);
 * no React here, so the static pages' scripts stay small.
 */
export const CARDS_PER_PAGE = 6;

/**
 * Where the empty bookmark list and a search without results send the member (docs/search.md,
 * docs/product/catalogue.md#constants): the product list with parentPk=1 and productCategoryPk=9. The spec names no page id; the page
 * under the top category's pk ('/product/1') exists in every locale, whatever the category names are.
 */
export const BROWSE_PRODUCTS_PATH = '/product/1?parentPk=1&productCategoryPk=9';

// Where a search without results sends the member.
export { BROWSE_PRODUCTS_PATH } from '../lib/catalogue-links';

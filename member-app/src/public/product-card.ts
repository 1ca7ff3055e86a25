// The product card's one template, rendered at build time and by the search script.
export { productCardHtml } from '../components/product-card';

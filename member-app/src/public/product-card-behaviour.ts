// The product cards' behaviour (detail, bookmark, broken images), wired once per page.
export { listenForProductCards } from '../components/product-card-behaviour';

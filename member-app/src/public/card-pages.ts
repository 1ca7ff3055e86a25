// How many cards a card grid shows per page (the pager script and the React grids agree on it).
export { CARDS_PER_PAGE } from '../lib/card-pages';

// The signed-in member's bookmark marks on static cards.
export { loadBookmarkFlags } from '../components/bookmark-toggle';

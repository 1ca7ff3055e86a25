/** The message keys (prefixes for messagesFor) of the bookmark list on my page. */
export const BOOKMARK_LIST_MESSAGES = ['bookmark.', 'product.card.noImage', 'product.count', 'common.loading', 'common.pager.label'];

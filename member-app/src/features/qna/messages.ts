/** The message keys (prefixes for messagesFor) of the inquiry page. */
export const QNA_MESSAGES = ['qna.', 'common.', 'auth.error.', 'error.'];

/** The message keys (prefixes for messagesFor) of the header's notification bell. */
export const NOTIFICATION_MESSAGES = ['notification.'];

/** The message keys (prefixes for messagesFor) of the meeting page and the request page. */
export const MEETING_MESSAGES = ['meeting.', 'common.', 'auth.error.', 'error.'];

/** The home page's meeting cards. */
export const HOME_MEETINGS_MESSAGES = [
  'meeting.tag.',
  'meeting.status.',
  'meeting.home.',
  'meeting.card.anytime',
  'meeting.action.request',
  'common.retry',
  'common.loading',
  'error.',
  'auth.error.sessionExpired',
];

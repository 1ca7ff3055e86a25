/**
 * The message keys (prefixes for messagesFor in site/lib/island-messages.ts) each auth island needs: pages pass
 * only these, so an island does not ship the whole catalog.
 */
export const AUTH_MESSAGES = [
  'auth.login.',
  'auth.find.',
  'auth.error.',
  'error.',
  'common.close',
  // The shared phone field (components/phone-field.tsx) of the find-e-mail form.
  'account.field.countryCode',
  'account.field.phonePart',
];

/** The reset-by-link page's messages. */
export const RESET_MESSAGES = ['auth.reset.', 'auth.error.', 'error.'];

/** The header member panel's messages. */
export const MEMBER_PANEL_MESSAGES = ['auth.member.'];

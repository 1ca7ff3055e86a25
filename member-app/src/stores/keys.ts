/**
 * Names shared between the stores and the code that runs before them: the page head script that marks a signed-in
 * page before paint, and the client directives that hydrate islands on demand (site/directives). No imports here,
 * so those tiny scripts do not pull the stores in.
 */

/** Where the session lives in the browser's storage. */
export const SESSION_KEYS = {
  access: 'portal.accessToken',
  session: 'portal.sessionToken',
  /** The access token this tab's session token was opened with (sessionStorage, beside it). */
  sessionOwner: 'portal.sessionTokenOwner',
  user: 'portal.user',
  rememberEmail: 'portal.rememberEmail',
} as const;

/**
 * Names shared between the stores and the code that runs before them: the page head script that marks a signed-in
 * page before paint, and the client directives that hydrate islands on demand (site/directives). No imports here,
 * so those tiny scripts do not pull the stores in.
 */

/** Where the session lives in the browser's storage. */
export const SESSION_KEYS = {
  access: 'portal.accessToken',
  session: 'portal.sessionToken',
  user: 'portal.user',
  rememberEmail: 'portal.rememberEmail',
} as const;

/** The window event `promptLogin` dispatches, so a login dialog that has not hydrated yet can wake up. */
export const LOGIN_PROMPT_EVENT = 'portal:login-prompt';

/**
 * The bubbling CustomEvent a product card dispatches when activated, detail { productPk, lang }: the page's
 * product-open bridge (lib/product-open.ts) turns it into a detail request or, for a visitor, the login dialog.
 */
export const PRODUCT_OPEN_EVENT = 'portal:product-open';

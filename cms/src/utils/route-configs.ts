/** Route configs by who may call a route: the call table's router (api/call/routes/calls.ts) picks one per access. */
export const publicRoute = { auth: false as const };
/** Members only: 401 without a valid access token, 423 without a live session. */
export const memberRoute = { auth: false as const, middlewares: ['api::member.member-auth'] };
/** Everyone, but a signed-in member is recognised (bookmark flags, VIP visibility, statistics). */
export const viewerRoute = { auth: false as const, middlewares: [{ name: 'api::member.member-auth', config: { optional: true } }] };
/** A new tab has an access token but no session yet: it may ask for one without a session token. */
export const accessTokenRoute = { auth: false as const, middlewares: [{ name: 'api::member.member-auth', config: { session: false } }] };
/** Core-router config of public draft-and-publish types: find/findOne answer published content only. */
const publishedOnly = { middlewares: ['global::published-only'] };
export const publishedReads = { find: publishedOnly, findOne: publishedOnly };
/** Published content any visitor may read without the Public role's grant (the site-wide share defaults). */
export const publicPublishedRead = { auth: false as const, ...publishedOnly };

import type { Context } from 'koa';

/**
 * The strapi::cors `origin` option: the configured origins (CORS_ORIGINS, by default the public URL's origin; checked
 * in docs/configuration.md, never a wildcard), plus the origin the request itself was sent to (the site, admin and API
 * share one origin; a browser sends Origin on its own POSTs too). Any other origin gets no CORS headers, so browsers
 * keep its pages from reading answers (SECURITY.md).
 */
export function corsOrigins(allowed: string[]) {
  return (ctx: Context) => [...allowed, `${ctx.protocol}://${ctx.host}`];
}

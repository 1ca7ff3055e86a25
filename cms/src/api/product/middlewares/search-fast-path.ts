import type { Core } from '@strapi/strapi';
import type { Context, Middleware, Next } from 'koa';
import compose from 'koa-compose';
import searchController from '../controllers/search';

const SEARCH_PATH = '/api/product/search';

/**
 * The middlewares of the app's chain (config/middlewares.ts) a visitor's search still passes through on the fast
 * path, with the same configuration: the error model, the security and CORS headers, X-Powered-By, and the JSON
 * body parser with its limit and its 400 for a malformed body. Left out: the request log, the query string, cookies
 * and the session (a search reads none of them), the multipart gate (only JSON bodies take this path), the router
 * and its member check (a visitor has no token), favicon and static files.
 */
const KEPT = new Set([
  'global::api-errors',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'global::body-errors',
  'strapi::body',
]);

type MiddlewareEntry = string | { name?: string; config?: unknown };

/**
 * A visitor's product search answered ahead of Strapi's middleware chain (docs/search.md#latency), like the
 * notification poll's fast path: the search page and header box are the busiest public calls, and most of a
 * visitor's search was the chain around a remembered answer. Only a POST to the search path without an access
 * token and with a plain JSON body (no Content-Encoding, a Content-Length) takes it; everything else, members
 * included, goes down the normal path untouched. The answer is the route's own controller behind the kept
 * middlewares above, so headers, validation errors and the reply are those of the normal path.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  let chain: ReturnType<typeof compose<Context>> | undefined;

  /** The kept middlewares, instantiated as Strapi does (factory(config, { strapi })), in the app's order. */
  function build() {
    const entries = strapi.config.get('middlewares') as MiddlewareEntry[];
    const kept = entries.flatMap((entry) => {
      const { name, config = {} } = typeof entry === 'string' ? { name: entry } : entry;
      if (!name || !KEPT.has(name)) return [];
      const factory = strapi.middleware(name) as unknown as (config: unknown, deps: { strapi: Core.Strapi }) => Middleware | undefined;
      return [factory(config, { strapi }) ?? ((_ctx: Context, next: Next) => next())];
    });
    const { search } = searchController();
    return compose<Context>([...kept, (ctx) => search(ctx)]);
  }

  const takes = (ctx: Context) =>
    ctx.method === 'POST' &&
    ctx.path === SEARCH_PATH &&
    !ctx.get('x-access-token') &&
    ctx.request.type === 'application/json' &&
    !ctx.get('content-encoding') &&
    ctx.request.length !== undefined;

  return async (ctx: Context, next: Next) => {
    if (!takes(ctx)) return next();
    chain ??= build();
    return chain(ctx);
  };
};

import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { REQUEST_ID_HEADER, requestIdFor, withRequestId } from '../operations/request-id';

/**
 * Every request gets an id (a proxy's well-formed X-Request-Id, else a new one), sent back on the response and carried
 * by every log line written while it is handled (config/logger.ts), then one access line. It stands in for
 * strapi::logger and runs first, so the static pages and the editor preview are logged too. The line names the path
 * without its query string: queries carry preview tokens and confirmation codes.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return (ctx: Context, next: Next) => {
    const id = requestIdFor(ctx.get(REQUEST_ID_HEADER) || undefined);
    ctx.set(REQUEST_ID_HEADER, id);
    const started = performance.now();
    return withRequestId(id, async () => {
      try {
        await next();
      } finally {
        const ms = Math.round(performance.now() - started);
        strapi.log.http(`${ctx.method} ${ctx.path} ${ctx.status} ${ms} ms`, { method: ctx.method, path: ctx.path, status: ctx.status, ms });
      }
    });
  };
};

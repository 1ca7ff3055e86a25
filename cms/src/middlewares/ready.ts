import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { readiness } from '../operations/readiness';

/** The readiness probe's path, beside Strapi's liveness probe /_health (docs/deploy.md#load-balancer). */
const READY_PATH = '/_ready';

/**
 * GET /_ready: 200 when this instance can serve (database, live site, file storage), 503 naming what failed; the body
 * lists every check either way. Answered before the site and the API, never cached.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== READY_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const answer = await readiness(strapi);
    ctx.status = answer.ready ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  };
};

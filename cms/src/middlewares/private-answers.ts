import type { Context, Next } from 'koa';
import { STRAPI_PREFIXES } from './site';

/**
 * Answers of the API, the admin and the staff workspace that say nothing about caching get `private, no-store`, so
 * no shared cache (CDN, caching proxy) ever keeps one: they carry members' and staff's data, chosen by tokens in
 * headers a cache does not key on. Answers that set their own (the read cache's `public`/`private, no-cache`, an
 * attachment's `private, no-store`) keep it. Uploads are public files and keep theirs.
 */
export default () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } finally {
    if (STRAPI_PREFIXES.test(ctx.path) && !ctx.path.startsWith('/uploads/') && !ctx.response.get('Cache-Control'))
      ctx.set('Cache-Control', 'private, no-store');
  }
};

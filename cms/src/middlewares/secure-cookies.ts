import type { Context, Next } from 'koa';

/**
 * Every cookie set on a request that arrived over TLS (directly, or through a trusted proxy's X-Forwarded-Proto when
 * TRUSTED_PROXIES) is `Secure`: the admin panel's refresh cookie among them. Strapi marks it Secure only when
 * NODE_ENV is production, so a TLS deployment started another way would send it over plain HTTP too. Over plain
 * HTTP (local development) cookies stay as they are, or browsers would drop them.
 */
export default () => async (ctx: Context, next: Next) => {
  if (ctx.secure) {
    const set = ctx.cookies.set.bind(ctx.cookies);
    ctx.cookies.set = (name, value, options) => set(name, value, { ...options, secure: true });
  }
  await next();
};

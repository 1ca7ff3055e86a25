import type { Context, Next } from 'koa';

/**
 * A request body that cannot be read (malformed multipart, a truncated stream, a bad charset) is the client's
 * fault: 400 (or the parser's own 4xx), never 500. Used twice around strapi::body: the instance after it marks
 * the body as parsed, so the instance before it only rewrites errors thrown while parsing, not a controller's.
 */
export default (config: { mark?: boolean } = {}) =>
  async (ctx: Context, next: Next) => {
    if (config.mark) {
      ctx.state.bodyParsed = true;
      return next();
    }
    try {
      await next();
    } catch (error) {
      if (ctx.state.bodyParsed || !(error instanceof Error)) throw error;
      const e = error as Error & { status?: number; httpCode?: number; expose?: boolean };
      const code = e.status ?? e.httpCode;
      e.status = code && code >= 400 && code < 500 ? code : 400;
      e.expose = true;
      throw e;
    }
  };

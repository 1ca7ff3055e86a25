import type { Context, Next } from 'koa';

/**
 * How deep a JSON body may nest. JSON.parse accepts any depth, but JSON.stringify and every recursive walk of the
 * body (the read cache's key, Strapi's sanitizers) overflow the stack on a few thousand levels: that was a 500.
 * No call of the portal nor the admin sends more than a dozen levels.
 */
const MAX_BODY_DEPTH = 64;

/** Whether a parsed body nests deeper than `limit` (walked without recursion, so the check cannot overflow). */
function nestedDeeperThan(body: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[body, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(value)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * A request body that cannot be read (malformed multipart, a truncated stream, a bad charset, JSON nested past
 * MAX_BODY_DEPTH) is the client's fault: 400 (or the parser's own 4xx), never 500. Used twice around strapi::body:
 * the instance after it checks the parsed body and marks it as parsed, so the instance before it only rewrites
 * errors thrown while parsing, not a controller's.
 */
export default (config: { mark?: boolean } = {}) =>
  async (ctx: Context, next: Next) => {
    if (config.mark) {
      if (nestedDeeperThan(ctx.request.body, MAX_BODY_DEPTH)) throw new Error(`request body nested deeper than ${MAX_BODY_DEPTH} levels`);
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

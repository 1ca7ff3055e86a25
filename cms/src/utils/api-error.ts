import type { Context } from 'koa';
import { requestLocale } from './http';
import { translate } from './messages';

/**
 * An expected failure of a call (validation, authorization, throttling), carrying message keys per field. Services
 * throw it; `respond` turns it into the spec's `{ errors: { field: [message] } }` in the request's language.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: Record<string, string[]>,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(`${status} ${JSON.stringify(errors)}`);
  }

  /** A failure on one field with one message key. */
  static field(status: number, field: string, key: string, params?: Record<string, string | number>) {
    return new ApiError(status, { [field]: [key] }, params);
  }
}

/** Answers an ApiError: its status, headers and `{ errors }` translated into the request's language. */
export function replyError(ctx: Context, error: ApiError) {
  const locale = requestLocale(ctx);
  ctx.status = error.status;
  ctx.set(error.headers);
  ctx.body = {
    errors: Object.fromEntries(
      Object.entries(error.errors).map(([field, keys]) => [field, keys.map((k) => translate(k, locale, error.params))]),
    ),
  };
}

/** Runs a service call and answers `{ data }`, or the ApiError it threw. */
export async function respond(ctx: Context, work: () => Promise<unknown>) {
  try {
    const data = await work();
    ctx.status = 200;
    ctx.body = { data: data ?? null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    replyError(ctx, error);
  }
}

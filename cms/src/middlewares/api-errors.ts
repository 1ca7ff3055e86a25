import type { Context, Next } from 'koa';
import { requestLocale } from '../utils/http';
import { translate } from '../utils/messages';

/** Strapi's own error body (`strapi::errors`, users-permissions, the body parser). */
interface StrapiErrorBody {
  data: null;
  error: { status: number; name: string; message: string; details?: { errors?: { path?: string[] }[] } };
}

const isStrapiError = (body: unknown): body is StrapiErrorBody =>
  !!body && typeof body === 'object' && 'error' in body && !!(body as StrapiErrorBody).error?.status;
const isSpecError = (body: unknown) => !!body && typeof body === 'object' && 'errors' in body;

/** The message key for a status Strapi answered by itself. */
function keyFor(status: number): string {
  if (status === 401 || status === 403) return 'error.forbidden';
  if (status === 404) return 'error.notFound';
  if (status === 405) return 'error.method';
  if (status === 413) return 'error.tooLarge';
  if (status === 415) return 'error.mediaType';
  if (status >= 500) return 'error.server';
  return 'error.body';
}

/**
 * Every /api answer follows the spec's error model, `{ errors: { field: [message] } }` in the request's language,
 * also when the error comes from Strapi itself rather than our controllers: malformed JSON or multipart, a body
 * over the size limit, a staff-only route refused by users-permissions, a query parameter Strapi rejects.
 */
export default () => async (ctx: Context, next: Next) => {
  await next();
  if (!ctx.path.startsWith('/api/') || ctx.status < 400 || isSpecError(ctx.body)) return;
  // Anything else: Strapi's `{ data, error }`, or the router's plain-text 405 'Method Not Allowed'.
  const status = ctx.status;
  const details = isStrapiError(ctx.body) ? ctx.body.error.details : undefined;
  const fields = (details?.errors ?? []).map((e) => e.path?.join('.') || '_');
  // A refused query parameter is not a body problem (query-errors.ts).
  const message = translate(fields.includes('query') ? 'error.invalid' : keyFor(status), requestLocale(ctx));
  ctx.body = { errors: Object.fromEntries((fields.length ? fields : ['_']).map((f) => [f, [message]])) };
  ctx.status = status;
};

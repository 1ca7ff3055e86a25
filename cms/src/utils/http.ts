import type { Context } from 'koa';
import type { ZodError, ZodType, infer as Infer } from 'zod';
import { localeBySiteLang, type Locale } from '@portal/domain';
import { isMessageKey, translate } from './messages';

/** The locale a call asks for: X-SITE-LANG (ENG, KOR, CHN, JPN), English when absent or unknown. */
export function requestLocale(ctx: Context): Locale {
  return localeBySiteLang(ctx.get('x-site-lang'));
}

/** Field errors keyed by field path, each an array of messages in the request's language. */
type FieldErrors = Record<string, string[]>;

/** Zod issues as the spec's `errors` object; messages that are not message keys become 'error.invalid'. */
function fieldErrors(error: ZodError, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    const key = isMessageKey(issue.message) ? issue.message : 'error.invalid';
    (errors[field] ??= []).push(translate(key, locale, { field }));
  }
  return errors;
}

/** The message of an absent field whose schema names none (the schema's own message, where it has one, comes first). */
const absentIsRequired = (issue: { code: string; input?: unknown }) =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'error.required' : undefined;

/** Answers 422 with `{ errors }`: the spec's validation error. */
function replyInvalid(ctx: Context, errors: FieldErrors) {
  ctx.status = 422;
  ctx.body = { errors };
}

/**
 * Parses the request body (or query for GET) with a contract schema. On failure it answers 422 with the
 * field errors and returns undefined, so a controller reads: `const input = parseInput(ctx, schema); if (!input) return;`
 */
export function parseInput<S extends ZodType>(ctx: Context, schema: S): Infer<S> | undefined {
  const raw: unknown = ctx.method === 'GET' ? ctx.query : (ctx.request.body ?? {});
  const source = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : null;
  if (!source) {
    replyInvalid(ctx, { _: [translate('error.body', requestLocale(ctx))] });
    return undefined;
  }
  const result = schema.safeParse(source, { error: absentIsRequired });
  if (!result.success) {
    replyInvalid(ctx, fieldErrors(result.error, requestLocale(ctx)));
    return undefined;
  }
  return result.data;
}

/** Answers 404 with a message on the field that named the missing record. */
export function replyNotFound(ctx: Context, field: string) {
  ctx.status = 404;
  ctx.body = { errors: { [field]: [translate('error.notFound', requestLocale(ctx))] } };
}

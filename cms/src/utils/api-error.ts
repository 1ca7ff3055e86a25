import type { Context } from 'koa';
import type { ZodType } from 'zod';
import { CALLS, STAFF_CALLS, type CallAnswer, type JsonCallName, type StaffCallAnswer, type StaffJsonCallName } from '@portal/domain';
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

/**
 * Runs a service call and answers `{ data }`, or the ApiError it threw. Untyped: `respondTo` and `respondToStaff`
 * wrap it with a call's reply type and check.
 */
async function respond(ctx: Context, work: () => unknown) {
  try {
    const data = await work();
    ctx.status = 200;
    ctx.body = { data: data ?? null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    replyError(ctx, error);
  }
}

/** Where an off-contract reply is reported: Strapi's logger when Strapi runs, the console in a unit test. */
const logger = () => (globalThis as { strapi?: { log: { error: (message: string) => void } } }).strapi?.log ?? console;

/**
 * A call of the table answers `{ data }`: the work's result must have the call's reply type (so a controller that
 * answers another shape does not compile), and the reply is checked against the call's schema (`checkReply`).
 */
export async function respondTo<N extends JsonCallName>(ctx: Context, name: N, work: () => Promise<CallAnswer<N>> | CallAnswer<N>) {
  await respond(ctx, work);
  checkReply(ctx, name);
}

/**
 * The staff workspace's calls (@portal/domain STAFF_CALLS) answer as the table's do: typed by the staff call's reply,
 * checked against its schema outside production.
 */
export async function respondToStaff<N extends StaffJsonCallName>(
  ctx: Context,
  name: N,
  work: () => Promise<StaffCallAnswer<N>> | StaffCallAnswer<N>,
) {
  await respond(ctx, work);
  checkAgainst(ctx, 'staff call', name, STAFF_CALLS[name].path, STAFF_CALLS[name].reply as ZodType);
}

/**
 * Outside production, parses a successful reply of a call, as the client will read it (the JSON of the body), with
 * the call's reply schema: a reply off the contract answers 500 and logs the call, its path and the fields, so a
 * drift shows in development and in the API tests instead of in an island that reads the reply. For the few
 * controllers that write a prepared body themselves (the visitors' remembered search reply); `respondTo` calls it.
 */
export function checkReply(ctx: Context, name: JsonCallName) {
  checkAgainst(ctx, 'call', name, CALLS[name].path, CALLS[name].reply as ZodType);
}

/** checkReply's work for either table (CALLS or STAFF_CALLS), which `kind` names in the log. */
function checkAgainst(ctx: Context, kind: 'call' | 'staff call', name: string, path: string, schema: ZodType) {
  if (process.env.NODE_ENV === 'production' || ctx.status !== 200) return;
  const body: unknown = ctx.body;
  const text = Buffer.isBuffer(body) || typeof body === 'string' ? body.toString() : JSON.stringify(body);
  const result = schema.safeParse((JSON.parse(text) as { data?: unknown }).data);
  if (result.success) return;
  const fields = result.error.issues.map((issue) => `${issue.path.join('.') || '(the reply)'}: ${issue.message}`);
  logger().error(`${kind} ${name} answered off its contract (${path}): ${fields.join('; ')}`);
  ctx.status = 500;
  ctx.body = { errors: { _: [`${name}: the reply does not match its contract`] } };
}

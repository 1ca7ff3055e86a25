// A failed call, apart from the client itself: a form checks `instanceof ApiFailure` before any call has loaded the
// client (zod and the call table), which the sign-in page loads only when a form is used.

/** Why a call failed, as the islands handle it (docs/product/frame.md#calls-and-errors). */
export type FailureKind = 'auth' | 'validation' | 'notFound' | 'throttled' | 'server' | 'network';

/** A failed call: its kind, status and the server's field errors (first message per field is what forms show). */
export class ApiFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(Object.values(fieldErrors)[0]?.[0] ?? kind);
  }
}

/**
 * The kind of a failed status (docs/product/frame.md#calls-and-errors): 401/423 authorization, 400/422 validation, 429 throttled, 5xx a server error;
 * anything else (403, 409, 413, ...) is the basic 'request failed', not a server error.
 */
export const kindOf = (status: number): FailureKind =>
  status === 401 || status === 423
    ? 'auth'
    : status === 422 || status === 400
      ? 'validation'
      : status === 404
        ? 'notFound'
        : status === 429
          ? 'throttled'
          : status >= 500
            ? 'server'
            : 'network';

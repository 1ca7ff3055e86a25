import { ApiFailure } from './api-failure';
import type { Translate } from './messages';

/**
 * The one message an alert shows for a failed call (docs/product/frame.md#calls-and-errors): the server's first message (already in the page's
 * language: 423 account states, 429 too many attempts), else the kind's generic message: 'too many attempts' for a
 * bare 429, 'a server error occurred' only for 5xx, 'the request failed' for the rest.
 */
export function failureMessage(error: unknown, t: Translate): string {
  if (!(error instanceof ApiFailure)) return t('error.network');
  const first = Object.values(error.fieldErrors)[0]?.[0];
  if (first) return first;
  if (error.kind === 'auth') return t('auth.error.sessionExpired');
  if (error.kind === 'throttled') return t('error.throttled');
  return t(error.kind === 'server' ? 'error.server' : 'error.network');
}

/** True when a failure is a 422 whose field errors a form can show under its fields. */
export function isFieldFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure && error.status === 422 && Object.keys(error.fieldErrors).some((field) => field !== '_');
}

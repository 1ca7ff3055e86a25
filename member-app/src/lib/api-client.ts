import ky, { HTTPError, type Options } from 'ky';
import { localeBySegment } from '@portal/domain';
import { $accessToken, $sessionToken, endSession } from '../stores/session';
import { $lang, $pendingCalls, promptLogin } from '../stores/ui';

/** Why a call failed, as the islands handle it (accounts-and-frame.md §8). */
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
 * The kind of a failed status (§8): 401/423 authorization, 400/422 validation, 429 throttled, 5xx a server error;
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

/** The one ky instance: the language and token headers on every call (DESIGN.md, one contract). */
const http = ky.create({
  prefixUrl: '/api',
  timeout: 30_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const locale = localeBySegment($lang.get())!;
        request.headers.set('X-SITE-LANG', locale.siteLang);
        request.headers.set('Accept-Language', locale.htmlLang);
        const access = $accessToken.get();
        const session = $sessionToken.get();
        if (access) request.headers.set('X-ACCESS-TOKEN', access);
        if (session) request.headers.set('X-SESSION-TOKEN', session);
      },
    ],
  },
});

/** A new tab has the access token but no session token: get one before the first member call. */
async function ensureSessionToken() {
  if (!$accessToken.get() || $sessionToken.get()) return;
  const reply = await http.post('sign/session-token', { json: {} }).json<{ data: { sessionToken: string } }>();
  $sessionToken.set(reply.data.sessionToken);
}

export interface CallOptions {
  /** A member-only call: fetch a session token first, and on 401/423 sign out and open the login dialog. */
  member?: boolean;
  /** With `member`: open the login dialog on 401/423 (default on; sign-out turns it off, it ends the session anyway). */
  promptOnExpiry?: boolean;
  /** Retry the call after sign-in when it failed with 401/423 (product details do this). */
  retryAfterLogin?: (retry: () => void) => void;
  /** Upload progress (0–1), for multipart bodies. */
  onUploadProgress?: Options['onUploadProgress'];
  /** Show the frame's spinner while the call runs (default on). */
  spinner?: boolean;
  /** Let the request outlive the page (fetch keepalive): statistics sent while the page is being left. */
  keepalive?: boolean;
}

/** Runs one request with the spinner, the session token and the error mapping every call shares. */
async function run<T>(send: () => Promise<{ data: T }>, again: () => Promise<unknown>, options: CallOptions): Promise<T> {
  const spinner = options.spinner !== false;
  if (spinner) $pendingCalls.set($pendingCalls.get() + 1);
  try {
    if (options.member) await ensureSessionToken();
    return (await send()).data;
  } catch (error) {
    if (!(error instanceof HTTPError)) throw new ApiFailure('network', 0);
    const status = error.response.status;
    const payload = (await error.response.json().catch(() => ({}))) as { errors?: Record<string, string[]> };
    const failure = new ApiFailure(kindOf(status), status, payload.errors ?? {});
    if (failure.kind === 'auth' && options.member) {
      endSession();
      const retry = options.retryAfterLogin;
      if (options.promptOnExpiry !== false)
        promptLogin({ reason: 'expired', onSignedIn: retry ? () => retry(() => void again()) : undefined });
    }
    throw failure;
  } finally {
    if (spinner) $pendingCalls.set(Math.max(0, $pendingCalls.get() - 1));
  }
}

const endpoint = (path: string) => path.replace(/^\/?(api\/)?/, '');

/** POSTs a JSON (or FormData) body to /api/<path> and returns the reply's `data`, or throws an ApiFailure. */
export async function apiCall<T>(path: string, body: unknown = {}, options: CallOptions = {}): Promise<T> {
  const init: Options = body instanceof FormData ? { body, onUploadProgress: options.onUploadProgress } : { json: body };
  if (options.keepalive) init.keepalive = true;
  return run(
    () => http.post(endpoint(path), init).json<{ data: T }>(),
    () => apiCall(path, body, options),
    options,
  );
}

/** GETs /api/<path> (the few GET endpoints, e.g. country/list) with the same headers and error handling. */
export async function apiGet<T>(path: string, options: CallOptions = {}): Promise<T> {
  return run(
    () => http.get(endpoint(path)).json<{ data: T }>(),
    () => apiGet(path, options),
    options,
  );
}

/** A conditional poll's answer: the new data and its ETag, or `unchanged` when the server said 304. */
export type PollResult<T> = { unchanged: true } | { unchanged: false; data: T; etag: string | null };

/**
 * POSTs a poll with If-None-Match (the notification list every 10 s): a 304 costs the server one indexed lookup
 * (DESIGN.md, performance). Failures are the same ApiFailures as apiCall's; no spinner, no login prompt.
 */
export async function apiPoll<T>(path: string, etag: string | null): Promise<PollResult<T>> {
  let response: Response | undefined;
  const result = await run(
    async () => {
      response = await http.post(endpoint(path), {
        json: {},
        headers: etag ? { 'If-None-Match': etag } : {},
        throwHttpErrors: (status) => status !== 304,
      });
      return { data: response.status === 304 ? null : ((await response.json()) as { data: T }).data };
    },
    () => apiPoll(path, etag),
    { member: true, spinner: false, promptOnExpiry: false },
  );
  if (response?.status === 304 || result === null) return { unchanged: true };
  return { unchanged: false, data: result as T, etag: response?.headers.get('etag') ?? null };
}

import ky, { HTTPError, type Options } from 'ky';
import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import { CALLS, callPath, localeBySegment, type CallName, type CallReply, type CallRequest } from '@portal/domain';
import { $accessToken, $sessionToken, continueSession, endSession } from '../stores/session';
import { $lang, $pendingCalls, promptLogin } from '../stores/ui';
import { ApiFailure, kindOf } from './api-failure';

/** The headers of every call: the page's language, and the member's tokens when signed in. */
export function requestHeaders(): Record<string, string> {
  const locale = localeBySegment($lang.get())!;
  const headers: Record<string, string> = { 'X-SITE-LANG': locale.siteLang, 'Accept-Language': locale.htmlLang };
  const access = $accessToken.get();
  const session = $sessionToken.get();
  if (access) headers['X-ACCESS-TOKEN'] = access;
  if (session) headers['X-SESSION-TOKEN'] = session;
  return headers;
}

/** A path under /api as ky's prefixUrl wants it ('/api/sign/in' and 'sign/in' are both 'sign/in'). */
const endpoint = (path: string) => path.replace(/^\/?(api\/)?/, '');

/** The one ky instance: the language and token headers on every call (docs/api.md, headers). */
const http = ky.create({
  prefixUrl: '/api',
  timeout: 30_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        for (const [name, value] of Object.entries(requestHeaders())) request.headers.set(name, value);
      },
    ],
  },
});

/** A new tab has the access token but no session token: get one before the first member call. */
async function ensureSessionToken() {
  if (!$accessToken.get() || $sessionToken.get()) return;
  const reply = await http.post(endpoint(CALLS.sessionToken.path), { json: {} }).json<{ data: CallReply<'sessionToken'> }>();
  continueSession(reply.data);
}

export interface CallOptions {
  /** A member-only call: fetch a session token first, and on 401/423 sign out and open the login dialog. */
  member?: boolean;
  /** With `member`: open the login dialog on 401/423 (default on; sign-out turns it off, it ends the session anyway). */
  promptOnExpiry?: boolean;
  /** Retry the call after sign-in when it failed with 401/423 (product details do this). */
  retryAfterLogin?: (retry: () => void) => void;
  /** Show the frame's spinner while the call runs (default on). */
  spinner?: boolean;
  /** Let the request outlive the page (fetch keepalive): statistics sent while the page is being left. */
  keepalive?: boolean;
}

/**
 * The failure of a finished request, from its status and body, the one mapping of every call (ky's and the
 * uploads' XMLHttpRequest): its kind, the server's field errors, and for a member call that found the session
 * ended (401/423) the sign-out and, unless told otherwise, the login dialog.
 */
export function failureOf(status: number, payload: unknown, options: CallOptions, again?: () => Promise<unknown>): ApiFailure {
  const errors = (payload as { errors?: Record<string, string[]> } | null)?.errors;
  const failure = new ApiFailure(kindOf(status), status, errors ?? {});
  if (failure.kind === 'auth' && options.member) {
    endSession();
    const retry = options.retryAfterLogin;
    if (options.promptOnExpiry !== false)
      promptLogin({ reason: 'expired', onSignedIn: retry && again ? () => retry(() => void again()) : undefined });
  }
  return failure;
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
    const payload = await error.response.json().catch(() => ({}));
    throw failureOf(error.response.status, payload, options, again);
  } finally {
    if (spinner) $pendingCalls.set(Math.max(0, $pendingCalls.get() - 1));
  }
}

/**
 * Sends a call of the call table (@portal/domain CALLS, docs/api.md) by name, with its method and a typed body, and
 * returns the reply's `data`, typed by the call's reply schema; or throws an ApiFailure.
 */
export async function call<N extends CallName>(name: N, body?: CallRequest<N>, options: CallOptions = {}): Promise<CallReply<N>> {
  const { method } = CALLS[name];
  const init: Options = method === 'GET' ? {} : { json: body ?? {} };
  if (options.keepalive) init.keepalive = true;
  return run(
    () => http(endpoint(callPath(name)), { ...init, method }).json<{ data: CallReply<N> }>(),
    () => call(name, body, options),
    options,
  );
}

/**
 * POSTs a JSON body to a path the page reads from its markup (a listing's upcount or VIP list) and returns the
 * reply's `data`; calls known by name go through `call`.
 */
export async function apiCall<T>(path: string, body: unknown = {}, options: CallOptions = {}): Promise<T> {
  const init: Options = { json: body };
  if (options.keepalive) init.keepalive = true;
  return run(
    () => http.post(endpoint(path), init).json<{ data: T }>(),
    () => apiCall(path, body, options),
    options,
  );
}

/** A conditional poll's answer: the new data and its ETag, or `unchanged` when the server said 304. */
export type PollResult<T> = { unchanged: true } | { unchanged: false; data: T; etag: string | null };

/**
 * POSTs a poll with If-None-Match (the notification list every 10 s): a 304 costs the server one indexed lookup
 * (docs/architecture.md#performance). Failures are the same ApiFailures as apiCall's; no spinner, no login prompt.
 */
export async function apiPoll<N extends CallName>(name: N, etag: string | null): Promise<PollResult<CallReply<N>>> {
  const path = endpoint(callPath(name));
  let response: Response | undefined;
  const result = await run(
    async () => {
      response = await http.post(path, {
        json: {},
        headers: etag ? { 'If-None-Match': etag } : {},
        throwHttpErrors: (status) => status !== 304,
      });
      return { data: response.status === 304 ? null : ((await response.json()) as { data: CallReply<N> }).data };
    },
    () => apiPoll(name, etag),
    { member: true, spinner: false, promptOnExpiry: false },
  );
  if (response?.status === 304 || result === null) return { unchanged: true };
  return { unchanged: false, data: result as CallReply<N>, etag: response?.headers.get('etag') ?? null };
}

/**
 * Opens a member's Server-Sent Events call (the bell's stream, docs/architecture.md#push-to-members) and answers
 * its events as a stream; `lastEventId` resumes after the last event seen. Fetch rather than EventSource, which
 * cannot send the token headers. Failures are apiCall's ApiFailures (401/423 end the session, without the dialog).
 */
export function apiStream(name: CallName, lastEventId: string | null, signal: AbortSignal): Promise<ReadableStream<EventSourceMessage>> {
  return run(
    async () => {
      const response = await http.get(endpoint(callPath(name)), {
        headers: { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
        timeout: false,
        signal,
      });
      if (!response.body) throw new ApiFailure('network', 0);
      return { data: response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()) };
    },
    () => apiStream(name, lastEventId, signal),
    { member: true, spinner: false, promptOnExpiry: false },
  );
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The header a request's id comes in on (from a proxy that set one) and goes back out on. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * What an incoming id may look like to be kept: the ids load balancers and tracing proxies send (UUIDs, hex, AWS and
 * W3C-style tokens), nothing a log reader could mistake for something else. Anything else is replaced by our own.
 */
const WELL_FORMED = /^[A-Za-z0-9._:+=/-]{8,128}$/;

const current = new AsyncLocalStorage<string>();

/** The id a request keeps: the incoming one when it is well-formed, else a fresh UUID. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

/** Runs `work` (the rest of the request's handling) with `id` as the id every log line written meanwhile carries. */
export function withRequestId<T>(id: string, work: () => T): T {
  return current.run(id, work);
}

/** The id of the request being handled, or undefined outside one (start-up, the schedule, site builds). */
export function currentRequestId(): string | undefined {
  return current.getStore();
}

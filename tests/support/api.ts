/** Calls the real Strapi started by the global setup, as an island would: JSON body, X-SITE-LANG header. */
import { inject } from 'vitest';
import type { SiteLang } from '@portal/domain';

export type { SiteLang };

export interface ApiReply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Sends one call; `body` may be a raw string to test malformed input. */
export async function api<T = any>(
  path: string,
  {
    method = 'POST',
    body,
    lang = 'ENG',
    headers = {},
  }: { method?: string; body?: unknown; lang?: SiteLang; headers?: Record<string, string> } = {},
): Promise<ApiReply<T>> {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-SITE-LANG': lang, ...headers },
    body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body ?? {}),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

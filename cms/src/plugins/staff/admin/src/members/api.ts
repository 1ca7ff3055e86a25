import { useFetchClient } from '@strapi/strapi/admin';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A staff route's answer: its `data`, or the field errors in the staff member's language (the API's error model). */
export type StaffReply<T> = { data: T; errors?: undefined } | { data?: undefined; errors: Record<string, string[]> };

/** The admin languages and the API's X-SITE-LANG, so refusals arrive in the language the panel shows. */
const SITE_LANG: Record<string, string> = { en: 'ENG', ko: 'KOR', 'zh-Hans': 'CHN', ja: 'JPN' };

/**
 * Calls a `/staff/*` route with the panel's token. Strapi's fetch client throws away a 4xx body that is not its own
 * error shape, so replies under 500 are read here and `{ errors }` is handed back to show next to the fields.
 */
export function useStaffApi() {
  const client = useFetchClient();
  const { locale } = useIntl();
  return useCallback(
    async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<StaffReply<T>> => {
      const options = { headers: { 'X-SITE-LANG': SITE_LANG[locale] ?? 'ENG' }, validateStatus: (status: number) => status < 500 };
      const res =
        method === 'GET'
          ? await client.get(url, options)
          : method === 'DELETE'
            ? await client.del(url, options)
            : method === 'PUT'
              ? await client.put(url, body ?? {}, options)
              : await client.post(url, body ?? {}, options);
      const payload = res.data as { data?: T; errors?: Record<string, string[]>; error?: { message: string } };
      if (payload.errors) return { errors: payload.errors };
      // Strapi's own refusals (a lost permission) carry `error`.
      if (payload.error) return { errors: { _: [payload.error.message] } };
      return { data: payload.data as T };
    },
    [client, locale],
  );
}

/** Downloads a CSV export with the panel's token (a plain link would carry none). */
export function useDownload() {
  const { get } = useFetchClient();
  return useCallback(
    async (url: string, fallbackName: string) => {
      const res = await get<Blob>(url, { responseType: 'blob' });
      const name = /filename="([^"]+)"/.exec(res.headers?.get('content-disposition') ?? '')?.[1] ?? fallbackName;
      const href = URL.createObjectURL(res.data);
      const a = Object.assign(document.createElement('a'), { href, download: name });
      document.body.append(a);
      a.click();
      a.remove();
      URL.revokeObjectURL(href);
    },
    [get],
  );
}

/** The first error of a field (or of the whole request, `_`), for a Field's `error`. */
export const fieldError = (errors: Record<string, string[]> | undefined, field: string) => errors?.[field]?.[0];

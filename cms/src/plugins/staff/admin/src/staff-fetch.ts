import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** The admin languages and the API's language header (docs/staff-workspace.md#languages): refusals come back in it. */
const SITE_LANG: Record<string, string> = { en: 'ENG', ko: 'KOR', 'zh-Hans': 'CHN', ja: 'JPN' };

/** Field errors as the portal answers them: `{ errors: { field: [message] } }` (docs/api.md). */
export type FieldErrors = Record<string, string[]>;

/** The field errors of a failed call, or one general error (`_`) when the answer has none. */
export function fieldErrors(error: unknown, fallback: string): FieldErrors {
  const body = (error as { response?: { data?: { errors?: unknown } } }).response?.data;
  const errors = body?.errors;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as FieldErrors) : { _: [fallback] };
}

/**
 * The admin's fetch client (the staff member's admin token, refreshed as the panel does) with the language header
 * of the admin language, so the portal's messages come back in it.
 */
export function useStaffFetch() {
  const client = useFetchClient();
  const { locale } = useIntl();
  return useMemo(() => {
    const headers = { 'X-SITE-LANG': SITE_LANG[locale] ?? 'ENG' };
    return {
      get: <T>(url: string, params?: object) => client.get<T>(url, { params, headers }).then((r) => r.data),
      blob: (url: string, params?: object) => client.get<Blob>(url, { params, headers, responseType: 'blob' }).then((r) => r.data),
      post: <T>(url: string, body: unknown) => client.post<T>(url, body, { headers }).then((r) => r.data),
    };
  }, [client, locale]);
}

/** Hands a downloaded file to the browser under a name. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

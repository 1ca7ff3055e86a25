import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** The admin languages and the API's language header (docs/staff-workspace.md#languages): refusals come back in it. */
const SITE_LANG: Record<string, string> = { en: 'ENG', ko: 'KOR', 'zh-Hans': 'CHN', ja: 'JPN' };

const validateStatus = () => true;

/** Field errors as the portal answers them: `{ errors: { field: [message] } }` (docs/api.md). */
export type FieldErrors = Record<string, string[]>;

/** A call the portal refused: its field errors when it named fields (Strapi's own refusals name none). */
class RefusedError extends Error {
  constructor(readonly errors: FieldErrors | null) {
    super('refused');
  }
}

/**
 * The fetch client throws away an error body that is not Strapi's own shape, so every status is accepted and the
 * body decides: `{ errors }` (ours) or `{ error }` (Strapi's, e.g. a 403 policy) is a refusal.
 */
function checked<T>(body: T): T {
  const { errors, error } = (body ?? {}) as { errors?: unknown; error?: unknown };
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) throw new RefusedError(errors as FieldErrors);
  if (error) throw new RefusedError(null);
  return body;
}

/** The field errors of a failed call, or one general error (`_`) when the answer has none. */
export function fieldErrors(error: unknown, fallback: string): FieldErrors {
  return error instanceof RefusedError && error.errors ? error.errors : { _: [fallback] };
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
      get: <T>(url: string, params?: object) => client.get<T>(url, { params, headers, validateStatus }).then((r) => checked(r.data)),
      blob: (url: string, params?: object) => client.get<Blob>(url, { params, headers, responseType: 'blob' }).then((r) => r.data),
      post: <T>(url: string, body: unknown) => client.post<T>(url, body, { headers, validateStatus }).then((r) => checked(r.data)),
      put: <T>(url: string, body: unknown) => client.put<T>(url, body, { headers, validateStatus }).then((r) => checked(r.data)),
    };
  }, [client, locale]);
}

/** The staff member's time zone (the browser's, IANA), in which exports write their times. */
export const exportZone = () => ({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });

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

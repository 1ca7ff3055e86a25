import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { localeByAdmin } from '@portal/domain';
import { useT } from './i18n';

/**
 * The staff workspace's one data client (docs/staff-workspace.md#calls): every desk, widget and dialog calls the
 * `/staff/*` routes through it, with the admin's token (refreshed as the panel does) and the admin language as
 * X-SITE-LANG, so the portal's messages come back in it.
 *
 * One convention for every call: it answers `{ data }` or `{ errors }` and never throws. `errors` are the fields'
 * messages as the portal names them (docs/api.md), or `_` alone for a refusal that names no field (Strapi's own
 * 403, a server error, a lost connection), in the staff member's language.
 */

/** Messages by field; `_` is the request's own. */
export type FieldErrors = Record<string, string[]>;

/** What a staff call answers: the reply's `data`, or the errors to show. */
export type StaffReply<T> = { data: T; errors?: undefined } | { data?: undefined; errors: FieldErrors };

type Body = { data?: unknown; errors?: unknown; error?: { status?: number } } | null | undefined;

// Strapi's client throws away a refusal's body unless told the status is valid; a 401 still throws, so the panel
// refreshes the token and asks again as it does for its own calls.
const validateStatus = (status: number) => status !== 401;

/** Query parameters: an object (values left out when undefined) or a query string already encoded. */
export type Params = Record<string, string | number | boolean | undefined> | string;

/**
 * The query string of `params`, encoded here: Strapi's client writes an object's values as they are, so a search
 * for "R&D" would reach the server as "R" (and "+" as a space).
 */
const encode = (params?: Params) =>
  typeof params === 'string' || !params
    ? params
    : new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

/**
 * The file name a download's Content-Disposition gives, if any: its UTF-8 form first (RFC 6266), since the plain
 * `filename` of a Korean or Japanese name is only an ASCII stand-in.
 */
function fileNameOf(headers: Headers | undefined) {
  const value = headers?.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(value)?.[1];
  try {
    if (encoded) return decodeURIComponent(encoded);
  } catch {
    // A malformed encoding: the plain name below, else the caller's.
  }
  return /filename="([^"]+)"/.exec(value)?.[1];
}

/** Hands a downloaded file to the browser under a name. */
function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the file only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export function useStaffApi() {
  const client = useFetchClient();
  const { locale } = useIntl();
  const t = useT();
  return useMemo(() => {
    const options = { headers: { 'X-SITE-LANG': localeByAdmin(locale).siteLang }, validateStatus };
    /** A refusal without field messages: forbidden, or failed (server error, lost connection, anything else). */
    const refused = (status?: number): StaffReply<never> => ({
      errors: { _: [t(status === 403 ? 'error.forbidden' : 'error.request')] },
    });
    const read = <T>(body: Body, status?: number): StaffReply<T> => {
      const errors = body?.errors;
      if (errors && typeof errors === 'object' && !Array.isArray(errors)) return { errors: errors as FieldErrors };
      if (body?.error || (status ?? 200) >= 400) return refused(body?.error?.status ?? status);
      return { data: body?.data as T };
    };
    const call = async <T>(request: () => Promise<{ data: unknown }>): Promise<StaffReply<T>> => {
      try {
        return read<T>((await request()).data as Body);
      } catch {
        return refused();
      }
    };
    return {
      get: <T>(url: string, params?: Params) => call<T>(() => client.get(url, { ...options, params: encode(params) })),
      post: <T = unknown>(url: string, body?: unknown) => call<T>(() => client.post(url, body ?? {}, options)),
      put: <T = unknown>(url: string, body?: unknown) => call<T>(() => client.put(url, body ?? {}, options)),
      del: <T = unknown>(url: string) => call<T>(() => client.del(url, options)),
      /**
       * Downloads a file (a CSV export, an inquiry's attachment) with the panel's token, which a plain link would not
       * carry, and saves it under the name the server gives, else `fallbackName`.
       */
      download: async (url: string, params: Params | undefined, fallbackName: string): Promise<StaffReply<null>> => {
        try {
          const res = await client.get<Blob>(url, { ...options, params: encode(params), responseType: 'blob' });
          if (res.status && res.status >= 400) {
            const body = await res.data
              .text()
              .then((text) => JSON.parse(text) as Body)
              .catch(() => null);
            return read(body, res.status);
          }
          saveBlob(res.data, fileNameOf(res.headers) ?? fallbackName);
          return { data: null };
        } catch {
          return refused();
        }
      },
    };
  }, [client, locale, t]);
}

/** The first message of a field (or of the whole request, `_`), for a Field's `error`. */
export const fieldError = (errors: FieldErrors | undefined, field: string) => errors?.[field]?.[0];

/** All messages of a refusal in one line, for a notification. */
export const allErrors = (errors: FieldErrors) => Object.values(errors).flat().join(' ');

/** The staff member's time zone (the browser's, IANA), in which exports write their times. */
export const exportZone = () => ({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });

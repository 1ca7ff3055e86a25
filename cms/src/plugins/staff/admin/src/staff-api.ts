import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  CALLS,
  localeByAdmin,
  STAFF_CALLS,
  type StaffCallBody,
  type StaffCallName,
  type StaffCallQuery,
  type StaffCallReply,
  type StaffFileCallName,
  type StaffJsonCallName,
} from '@portal/domain';
import { useT } from './i18n';

/**
 * The staff workspace's one data client (docs/staff-workspace.md#calls): every desk, widget and dialog calls the
 * staff calls (@portal/domain STAFF_CALLS) by name through it, typed by the table's request and reply, with the admin's token (refreshed as the panel does) and the admin language as
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

/** Query parameters; values left out when undefined. */
type Query = Record<string, unknown>;

/**
 * The query string of `query`, encoded here: Strapi's client writes an object's values as they are, so a search
 * for "R&D" would reach the server as "R" (and "+" as a space).
 */
const encode = (query?: Query) =>
  query && new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

/** A path's `:name` parameters filled in (encoded: a domain or a uuid is one segment). */
const fill = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));

/** A call's path parameters, the query and the body its route parses (FormData for a body with files). */
export interface CallOptions<N extends StaffCallName> {
  params?: Record<string, string | number>;
  query?: StaffCallQuery<N>;
  body?: StaffCallBody<N> | FormData;
}

/** The files the panel downloads: the staff calls' CSV exports, and an inquiry's attachment (a call of CALLS). */
type FileCallName = StaffFileCallName | 'assetStaffFile';
type DownloadOptions<N extends FileCallName> = {
  params?: Record<string, string | number>;
  query?: N extends StaffFileCallName ? StaffCallQuery<N> : never;
};
const filePath = (name: FileCallName) => (name === 'assetStaffFile' ? CALLS.assetStaffFile.path : STAFF_CALLS[name].path);

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
    /** Sends a staff call of the table, by name, at its method and path. */
    const send = (name: StaffCallName, { params, query, body }: CallOptions<StaffCallName>) => {
      const { method, path } = STAFF_CALLS[name];
      const url = fill(path, params);
      if (method === 'GET') return client.get(url, { ...options, params: encode(query as Query | undefined) });
      if (method === 'DELETE') return client.del(url, options);
      return method === 'POST' ? client.post(url, body ?? {}, options) : client.put(url, body ?? {}, options);
    };
    return {
      call: async <N extends StaffJsonCallName>(name: N, callOptions: CallOptions<N> = {}): Promise<StaffReply<StaffCallReply<N>>> => {
        try {
          return read<StaffCallReply<N>>((await send(name, callOptions)).data as Body);
        } catch {
          return refused();
        }
      },
      /**
       * Downloads a file (a CSV export, an inquiry's attachment) with the panel's token, which a plain link would not
       * carry, and saves it under the name the server gives, else `fallbackName`.
       */
      download: async <N extends FileCallName>(
        name: N,
        { params, query }: DownloadOptions<N>,
        fallbackName: string,
      ): Promise<StaffReply<null>> => {
        try {
          const res = await client.get<Blob>(fill(filePath(name), params), {
            ...options,
            params: encode(query as Query | undefined),
            responseType: 'blob',
          });
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

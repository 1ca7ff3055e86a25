import { useFetchClient } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { DeskEvent, DeskManager, DeskMeeting } from '../../../server/meetings/types';
import { exportZone } from '../staff-fetch';

export type { DeskMeeting };
export type Queue = DeskMeeting['queue'];
export type ActionKind = DeskMeeting['actions'][number];
export const QUEUES: Queue[] = ['staff', 'member', 'scheduled', 'done'];

export interface DeskPage {
  meetings: DeskMeeting[];
  truncated: boolean;
  /** Rows the filters select, the page shown and its size. */
  total: number;
  page: number;
  pageSize: number;
  counts: Record<Queue, number>;
  managers: DeskManager[];
}

/** The desk's filters as the routes read them (the list and the CSV alike). */
export interface DeskFilter {
  queue?: Queue;
  manager?: number | 'none';
  from?: Date;
  to?: Date;
  q?: string;
  /** The list's page; none for every row (the export, the week calendar). */
  page?: number;
}

const filterParams = (f: DeskFilter) => ({
  ...(f.queue ? { queue: f.queue } : {}),
  ...(f.manager ? { manager: String(f.manager) } : {}),
  ...(f.from ? { from: f.from.toISOString() } : {}),
  ...(f.to ? { to: f.to.toISOString() } : {}),
  ...(f.q ? { q: f.q } : {}),
  ...(f.page ? { page: String(f.page) } : {}),
});

/** Field errors as the routes answer them, messages already in the staff member's language. */
export type FieldErrors = Record<string, string[]>;

/** The admin languages and the portal's (server messages are the portal's, docs/staff-workspace.md#languages). */
const SITE_LANG: Record<string, string> = { en: 'ENG', ko: 'KOR', 'zh-Hans': 'CHN', ja: 'JPN' };

/**
 * The desk's calls: admin token and the staff member's language (X-SITE-LANG) on every request; a refusal comes
 * back as `{ errors }` instead of a thrown error, so a form can put each message under its field.
 */
export function useDeskApi() {
  const { get, post, put } = useFetchClient();
  const { locale } = useIntl();
  return useMemo(() => {
    const headers = { 'X-SITE-LANG': SITE_LANG[locale] ?? 'ENG' };
    const options = { headers, validateStatus: () => true };
    const answer = (data: unknown): { errors?: FieldErrors } => {
      const errors = (data as { errors?: FieldErrors } | null)?.errors;
      return errors ? { errors } : {};
    };
    return {
      list: async (filter: DeskFilter) =>
        (await get<{ data: DeskPage }>('/staff/meetings', { params: filterParams(filter), headers })).data.data,
      exportCsv: async (filter: DeskFilter) =>
        (
          await get('/staff/meetings/export', {
            params: { ...filterParams({ ...filter, page: undefined }), ...exportZone() },
            headers,
            responseType: 'blob',
          })
        ).data,
      act: async (pk: number, body: Record<string, string>) => answer((await post(`/staff/meetings/${pk}/actions`, body, options)).data),
      assign: async (pk: number, manager: number | null) => answer((await put(`/staff/meetings/${pk}/manager`, { manager }, options)).data),
      history: async (pk: number) => {
        const data = (await get<{ data?: { events: DeskEvent[] } }>(`/staff/meetings/${pk}/history`, options)).data;
        return { ...answer(data), events: data.data?.events };
      },
    };
  }, [get, post, put, locale]);
}

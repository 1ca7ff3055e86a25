import { useMemo } from 'react';
import type { StaffCallBody, StaffCallReply } from '@portal/domain';
import type { DeskMeeting } from '../../../server/meetings/types';
import { exportZone, useStaffApi } from '../staff-api';

export type { DeskMeeting };
export type Queue = DeskMeeting['queue'];
export type ActionKind = DeskMeeting['actions'][number];
export const QUEUES: Queue[] = ['staff', 'member', 'scheduled', 'done'];

export type DeskPage = StaffCallReply<'meetingsList'>;

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

/**
 * The desk's calls, through the workspace's client (staff-api.ts): each answers `{ data }` or `{ errors }` in the
 * staff member's language, so a form can put each message under its field.
 */
export function useDeskApi() {
  const api = useStaffApi();
  return useMemo(
    () => ({
      list: (filter: DeskFilter) => api.call('meetingsList', { query: filterParams(filter) }),
      exportCsv: (filter: DeskFilter) =>
        api.download(
          'meetingsExport',
          { query: { ...filterParams({ ...filter, page: undefined }), ...exportZone() } },
          `meetings-${filter.queue ?? 'all'}-${new Date().toISOString().slice(0, 10)}.csv`,
        ),
      act: (pk: number, body: StaffCallBody<'meetingAct'>) => api.call('meetingAct', { params: { pk }, body }),
      assign: (pk: number, manager: number | null) => api.call('meetingAssign', { params: { pk }, body: { manager } }),
      history: (pk: number) => api.call('meetingHistory', { params: { pk } }),
    }),
    [api],
  );
}

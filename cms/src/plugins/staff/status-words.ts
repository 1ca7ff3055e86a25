import type { MeetingQueue, MeetingStatus } from '@portal/domain';

/**
 * The staff's word (a key of admin/src/translations) for a meeting's status, shared by the desk and its CSV: it says
 * whose turn it is. A request the staff answered with a proposal keeps the status REQUEST (docs/meetings.md) but
 * waits for the member.
 */
export const meetingStatusWord = (status: MeetingStatus, queue: MeetingQueue) =>
  status === 'REQUEST' && queue === 'member' ? ('meetings.status.PROPOSED' as const) : (`meetings.status.${status}` as const);

/** The tab (queue) of a meeting in staff words. */
export const meetingQueueWord = (queue: MeetingQueue) => `meetings.tab.${queue}` as const;

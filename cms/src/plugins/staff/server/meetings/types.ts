import type { MeetingQueue, MeetingStatus, StaffActionKind } from '@portal/domain';
import type { HistoryAction } from '../../../../api/meeting/lib/history';

/** The meetings desk's rows, as the routes answer them and the admin page reads them (types only: no server code). */

/** A time as the member reads it: wall-clock at the meeting's time zone (the offset the member requested in). */
export interface DeskTime {
  at: string;
  member: string;
}

export interface DeskMeeting {
  pk: number;
  title: string;
  status: MeetingStatus;
  queue: MeetingQueue;
  member: { name: string; email: string } | null;
  company: string;
  category: string;
  product: string;
  timeZone: string;
  requested: DeskTime | null;
  meetingAt: DeskTime | null;
  manager: { id: number; name: string } | null;
  url: string;
  result: string;
  cancelReason: string;
  updatedAt: string;
  actions: StaffActionKind[];
  /** Other meetings of the same manager within MEETING_MINUTES of this one's time. */
  overlaps: number[];
}

export interface DeskManager {
  id: number;
  name: string;
  active: boolean;
}

/** One event of a meeting's history (GET /staff/meetings/:pk/history), oldest first. */
export interface DeskEvent {
  action: HistoryAction;
  /** Who: the member, a staff user (names in the admin language's order), or the system (the command line). */
  actor: { type: 'MEMBER' | 'STAFF' | 'SYSTEM'; name: string };
  at: string;
  from: MeetingStatus | null;
  to: MeetingStatus;
  meetingAt: DeskTime | null;
  detail: string;
}

import type { StaffCallReply } from '@portal/domain';

/**
 * The meetings desk's rows by name, as the routes answer them and the admin page reads them; their shapes are the
 * replies of STAFF_CALLS (types only: no server code).
 */

type DeskPage = StaffCallReply<'meetingsList'>;
export type DeskMeeting = DeskPage['meetings'][number];
/** A time as the member reads it: wall-clock at the meeting's time zone (the offset the member requested in). */
export type DeskTime = NonNullable<DeskMeeting['requested']>;
export type DeskManager = DeskPage['managers'][number];
/** One event of a meeting's history (GET /staff/meetings/:pk/history), oldest first. */
export type DeskEvent = StaffCallReply<'meetingHistory'>['events'][number];

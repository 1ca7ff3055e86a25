import type { MeetingStatus, StaffActionKind } from '@portal/domain';
import { rows, type Row } from '../../../utils/rows';

/**
 * A meeting's history (docs/meetings.md#history): one row per request, proposal, confirmation, change, assignment
 * and cancellation, with who did it and when. Written by the services inside the transition's own transaction
 * (db.query joins it), so a refused or failed transition leaves no event, and no transition happens without one.
 */
const UID = 'api::meeting-event.meeting-event';

export type HistoryAction = 'REQUEST' | 'EDIT' | 'APPROVE' | 'CANCEL' | 'PROPOSE' | 'CONFIRM' | 'COMPLETE' | 'SET_URL' | 'ASSIGN';

/** Who acted: the member, a staff user of the admin, or the system (the command line, a withdrawal sweep). */
export interface Actor {
  type: 'MEMBER' | 'STAFF' | 'SYSTEM';
  id: number | null;
  firstName: string | null;
  lastName: string | null;
}

export const SYSTEM_ACTOR: Actor = { type: 'SYSTEM', id: null, firstName: null, lastName: null };

/** A staff user of the admin (`ctx.state.user`) as an actor. */
export const staffActor = (user: { id: number; firstname?: string | null; lastname?: string | null } | null | undefined): Actor =>
  user ? { type: 'STAFF', id: user.id, firstName: user.firstname ?? null, lastName: user.lastname ?? null } : SYSTEM_ACTOR;

/** The history word of a staff action of the planner. */
export const STAFF_ACTION_EVENT: Record<StaffActionKind, HistoryAction> = {
  propose: 'PROPOSE',
  confirm: 'CONFIRM',
  complete: 'COMPLETE',
  cancel: 'CANCEL',
  setUrl: 'SET_URL',
};

/** What an event keeps as its detail: the reason, result, change reason or link its plan wrote. */
export const detailOf = (patch: Record<string, unknown>) =>
  [patch.cancelReason, patch.result, patch.changeReason, patch.url].find((v): v is string => typeof v === 'string' && v !== '') ?? null;

export interface MeetingEvent {
  action: HistoryAction;
  actor: Actor;
  from: MeetingStatus | null;
  to: MeetingStatus;
  /** The meeting's time after the event (a proposal's or confirmation's time), when it has one. */
  meetingAt?: Date | string | null;
  /** The reason, result, link or manager the event set, as typed. */
  detail?: string | null;
}

/**
 * A meeting event row, typed from the schema (cms/src/utils/rows.ts). Its statuses are string columns that only
 * recordMeetingEvent writes, with a MeetingStatus each.
 */
export type MeetingEventRow = Omit<Row<typeof UID>, 'fromStatus' | 'toStatus'> & {
  fromStatus: MeetingStatus | null;
  toStatus: MeetingStatus;
};

/** Records one event of a meeting (call it inside the transition's transaction). */
export async function recordMeetingEvent(meetingId: number, event: MeetingEvent) {
  await rows(strapi, UID).create({
    data: {
      meetingId,
      action: event.action,
      actorType: event.actor.type,
      actorId: event.actor.id,
      actorFirstName: event.actor.firstName,
      actorLastName: event.actor.lastName,
      fromStatus: event.from,
      toStatus: event.to,
      meetingAt: event.meetingAt ? new Date(event.meetingAt) : null,
      detail: event.detail || null,
    },
  });
}

/** A meeting's events, oldest first. */
export async function meetingHistory(meetingId: number): Promise<MeetingEventRow[]> {
  // The statuses as recordMeetingEvent wrote them (MeetingEventRow).
  return (await rows(strapi, UID).findMany({
    where: { meetingId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  })) as MeetingEventRow[];
}

import { MEETING_STATUSES, meetingActions, type MeetingStatus, type MeetingUpdator } from './meetings.js';
import type { NotificationType } from './notifications.js';

/*
 * The meeting status machine's planners (docs/meetings.md), pure: given a meeting's state and an action, the fields
 * to write, the notification and the calendar mail, or a refusal. The server applies a plan (cms/src/api/meeting);
 * the cards' buttons come from meetingActions, which planMemberAction itself consults, so they cannot disagree.
 */

/** The state a transition reads and writes (a meeting row's status fields). */
export interface MeetingRowState {
  meetingStatus: MeetingStatus;
  lastUpdator: MeetingUpdator;
  meetingAt: string | Date | null;
  requestMeetingAt: string | Date | null;
  url: string | null;
  invitationSequence: number | null;
}

export type StaffAction =
  | { kind: 'propose'; at: Date }
  | { kind: 'confirm'; at?: Date | null }
  | { kind: 'complete'; result: string }
  | { kind: 'cancel'; reason: string }
  | { kind: 'setUrl'; url: string };

export type MemberAction = { kind: 'approve' } | { kind: 'cancel'; reason: string } | { kind: 'edit'; requestMeetingAt: Date | null };

/** What a transition does: the fields it writes, the notification it causes, the calendar mail it sends. */
export interface TransitionPlan {
  patch: Record<string, unknown>;
  notification?: NotificationType;
  invitation?: 'REQUEST' | 'CANCEL';
}

/** A transition the rules refuse; `key` is a message key, `field` the request field it is about. */
export class TransitionRefused extends Error {
  constructor(
    readonly key: string,
    readonly field = 'pk',
  ) {
    super(key);
  }
}

const OPEN: MeetingStatus[] = ['REQUEST', 'REQ_MANAGER', 'REQ_ADMIN', 'CHANGE', 'RESERVE'];
const isOpen = (s: MeetingStatus) => OPEN.includes(s);
const time = (v: string | Date | null) => (v ? new Date(v).getTime() : null);
/** A new meeting time voids the reminders already sent for the old one. */
const DAY_MS = 86_400_000;
const freshReminders = { dayReminderAt: null, hourReminderAt: null };

/** Where a meeting sits on the staff's meetings desk: whose move it is (docs/meetings.md#the-staff-desk). */
export type MeetingQueue = 'staff' | 'member' | 'scheduled' | 'done';

/**
 * The queue of a meeting: a member's first request, their counter-proposal (`REQ_MANAGER`) and their change of a
 * reserved meeting (`CHANGE`) wait for staff; a manager's proposal (`REQUEST` by ADMIN, `REQ_ADMIN`) waits for the
 * member; `RESERVE` is scheduled; `COMPLETE` and `CANCEL` are done.
 */
export function meetingQueue(state: Pick<MeetingRowState, 'meetingStatus' | 'lastUpdator'>): MeetingQueue {
  switch (state.meetingStatus) {
    case 'REQUEST':
      return state.lastUpdator === 'ADMIN' ? 'member' : 'staff';
    case 'REQ_MANAGER':
    case 'CHANGE':
      return 'staff';
    case 'REQ_ADMIN':
      return 'member';
    case 'RESERVE':
      return 'scheduled';
    default:
      return 'done';
  }
}

/** The status and last-updater pairs of one queue, for a database filter (`$or` of these) that agrees with meetingQueue. */
export function queueStates(queue: MeetingQueue): { meetingStatus: MeetingStatus; lastUpdator: MeetingUpdator }[] {
  const updators: MeetingUpdator[] = ['USER', 'ADMIN'];
  return MEETING_STATUSES.flatMap((meetingStatus) =>
    updators.map((lastUpdator) => ({ meetingStatus, lastUpdator })).filter((state) => meetingQueue(state) === queue),
  );
}

/**
 * The staff side of the status machine (docs/meetings.md): whatever the origin (admin panel, command line), a
 * manager's action is planned here.
 */
export function planStaffAction(before: MeetingRowState, action: StaffAction, now = new Date()): TransitionPlan {
  if (!isOpen(before.meetingStatus)) throw new TransitionRefused('meeting.error.closed', 'meetingStatus');
  const invited = (before.invitationSequence ?? 0) > 0;
  switch (action.kind) {
    case 'propose': {
      if (action.at.getTime() <= now.getTime()) throw new TransitionRefused('meeting.error.pastDate', 'meetingAt');
      // A change to a reserved (or re-requested reserved) meeting is REQ_ADMIN; an answer to a request stays REQUEST.
      // The confirmed slot (confirmedAt) stays as it was, so the member sees it beside the proposal.
      const wasReserved = ['RESERVE', 'CHANGE', 'REQ_ADMIN'].includes(before.meetingStatus);
      return {
        patch: { meetingStatus: wasReserved ? 'REQ_ADMIN' : 'REQUEST', lastUpdator: 'ADMIN', meetingAt: action.at, ...freshReminders },
        notification: 'CHANGE_MANAGER_SCHEDULE',
      };
    }
    case 'confirm': {
      if (before.meetingStatus === 'RESERVE' && !action.at) throw new TransitionRefused('meeting.error.alreadyReserved', 'meetingStatus');
      const at = action.at ?? before.meetingAt ?? before.requestMeetingAt;
      if (!at) throw new TransitionRefused('meeting.error.noTime', 'meetingAt');
      if (new Date(at).getTime() <= now.getTime()) throw new TransitionRefused('meeting.error.pastDate', 'meetingAt');
      const moved = time(at) !== time(before.meetingAt);
      return {
        patch: {
          meetingStatus: 'RESERVE',
          lastUpdator: 'ADMIN',
          meetingAt: new Date(at),
          confirmedAt: new Date(at),
          ...(moved ? freshReminders : {}),
        },
        notification: 'APPROVED',
        invitation: 'REQUEST',
      };
    }
    case 'complete':
      if (before.meetingStatus !== 'RESERVE') throw new TransitionRefused('meeting.error.notReserved', 'meetingStatus');
      return { patch: { meetingStatus: 'COMPLETE', lastUpdator: 'ADMIN', result: action.result }, notification: 'MEETING_COMPLETE' };
    case 'cancel':
      if (!action.reason.trim()) throw new TransitionRefused('meeting.error.reason', 'cancelReason');
      return {
        patch: { meetingStatus: 'CANCEL', lastUpdator: 'ADMIN', cancelReason: action.reason },
        notification: 'MEETING_CANCEL',
        invitation: invited ? 'CANCEL' : undefined,
      };
    case 'setUrl':
      // A new link for a confirmed meeting updates the calendar invitation; no notification kind exists for it.
      return { patch: { url: action.url }, invitation: before.meetingStatus === 'RESERVE' && invited ? 'REQUEST' : undefined };
  }
}

/** The staff actions by name, as the desk's buttons offer them. */
export type StaffActionKind = StaffAction['kind'];
const STAFF_ACTION_KINDS: readonly StaffActionKind[] = ['propose', 'confirm', 'setUrl', 'complete', 'cancel'];

/**
 * The staff actions planStaffAction accepts for a meeting now, asked of the planner itself (with a time a day ahead,
 * a result and a reason), so the desk's buttons and the planner cannot disagree. `confirm` means confirming the
 * time already on the meeting (proposed or requested); a new time is a proposal.
 */
export function offeredStaffActions(before: MeetingRowState, now = new Date()): StaffActionKind[] {
  const later = new Date(now.getTime() + DAY_MS);
  const probes: Record<StaffActionKind, StaffAction> = {
    propose: { kind: 'propose', at: later },
    confirm: { kind: 'confirm', at: null },
    setUrl: { kind: 'setUrl', url: 'https://example.com' },
    complete: { kind: 'complete', result: 'result' },
    cancel: { kind: 'cancel', reason: 'reason' },
  };
  return STAFF_ACTION_KINDS.filter((kind) => {
    try {
      planStaffAction(before, probes[kind], now);
      return true;
    } catch (error) {
      if (error instanceof TransitionRefused) return false;
      throw error;
    }
  });
}

/** How long a meeting lasts: the calendar invitation's length and the desk's overlap check. */
export const MEETING_MINUTES = 60;

/**
 * The meetings of one manager whose hours overlap (each lasts MEETING_MINUTES from its time), as a map from a
 * meeting's id to the ids it collides with; meetings without a time or a manager collide with nothing.
 */
export function meetingOverlaps(meetings: readonly { id: number; managerId: number | null; at: string | Date | null }[]) {
  const length = MEETING_MINUTES * 60_000;
  const timed = meetings
    .filter((m) => m.at !== null && m.managerId !== null)
    .map((m) => ({ ...m, start: new Date(m.at!).getTime() }))
    .sort((a, b) => a.start - b.start);
  const overlaps = new Map<number, number[]>();
  const add = (a: number, b: number) => overlaps.set(a, [...(overlaps.get(a) ?? []), b]);
  timed.forEach((a, i) => {
    for (const b of timed.slice(i + 1)) {
      if (b.start >= a.start + length) break;
      if (b.managerId === a.managerId && b.id !== a.id) {
        add(a.id, b.id);
        add(b.id, a.id);
      }
    }
  });
  return overlaps;
}

/** The member side: what meetingActions (the cards' rules) allows, enforced again here on the server. */
export function planMemberAction(before: MeetingRowState, action: MemberAction, now = new Date()): TransitionPlan {
  const allowed = meetingActions(
    {
      status: before.meetingStatus,
      lastUpdator: before.lastUpdator,
      meetingAt: before.meetingAt ? new Date(before.meetingAt).toISOString() : null,
    },
    now,
  );
  const invited = (before.invitationSequence ?? 0) > 0;
  switch (action.kind) {
    case 'approve':
      if (!allowed.approve) throw new TransitionRefused('meeting.error.cannotApprove');
      return {
        patch: { meetingStatus: 'RESERVE', lastUpdator: 'USER', confirmedAt: before.meetingAt ? new Date(before.meetingAt) : null },
        notification: 'APPROVED',
        invitation: 'REQUEST',
      };
    case 'cancel':
      if (!allowed.cancel)
        throw new TransitionRefused(isOpen(before.meetingStatus) ? 'meeting.error.cancelTooLate' : 'meeting.error.closed');
      return {
        patch: { meetingStatus: 'CANCEL', lastUpdator: 'USER', cancelReason: action.reason },
        notification: 'MEETING_CANCEL_USER',
        invitation: invited ? 'CANCEL' : undefined,
      };
    case 'edit': {
      if (!allowed.edit) throw new TransitionRefused(editRefusal(before));
      // Editing a scheduled meeting puts it back to applied (CHANGE); answering a proposal asks the manager (REQ_MANAGER).
      const status: MeetingStatus = before.meetingStatus === 'RESERVE' ? 'CHANGE' : 'REQ_MANAGER';
      return {
        patch: { meetingStatus: status, lastUpdator: 'USER', requestMeetingAt: action.requestMeetingAt },
        notification: 'CHANGE_USER_SCHEDULE',
      };
    }
  }
}

/** Why a member cannot edit a meeting, as a message key. */
function editRefusal(before: MeetingRowState): string {
  if (!isOpen(before.meetingStatus)) return 'meeting.error.closed';
  if (before.meetingStatus === 'RESERVE') return 'meeting.error.changeTooLate';
  if (before.meetingStatus === 'REQUEST' && before.lastUpdator === 'USER') return 'meeting.error.firstRequest';
  if (before.meetingStatus === 'REQ_ADMIN') return 'meeting.error.approveOrCancel';
  return 'meeting.error.waitingForManager';
}

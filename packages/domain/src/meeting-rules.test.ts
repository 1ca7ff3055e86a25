import { describe, expect, it } from 'vitest';
import { MEETING_LIMITS, MEETING_STATUSES, meetingActions, type MeetingStatus, type MeetingUpdator } from './meetings.js';
import {
  meetingOverlaps,
  meetingQueue,
  MEETING_MINUTES,
  offeredStaffActions,
  queueStates,
  planMemberAction,
  planStaffAction,
  TransitionRefused,
  type MeetingRowState,
  type MemberAction,
  type StaffAction,
  type StaffActionKind,
  type TransitionPlan,
} from './meeting-rules.js';

/*
 * The status machine of docs/meetings.md as tables: every status x last updater x time left before the meeting,
 * for every member and staff action. A cell is the status the action leads to (accepted) or the message key the
 * planner refuses it with (without the 'meeting.error.' prefix). The tables are written from the docs, never
 * computed from the code under test; a completeness check makes sure each combination is written exactly once.
 */

const NOW = new Date('2026-03-10T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const LIMIT = MEETING_LIMITS.changeMinDays * DAY;

/** The meeting's time (meetingAt) relative to now; the boundaries come from the rules' constants. */
const WHEN = {
  none: null,
  past: -MINUTE,
  today: HOUR,
  /** The last minute before a reserved meeting counts as a day ahead. */
  dayLess1min: DAY - MINUTE,
  oneDay: DAY,
  twoDays: 2 * DAY,
  /** One minute short of the change limit (D-7). */
  limitLess1min: LIMIT - MINUTE,
  /** Exactly the change limit (D-8). */
  limit: LIMIT,
  later: 30 * DAY,
} as const;
type When = keyof typeof WHEN;
const ALL_WHEN = Object.keys(WHEN) as When[];
const FUTURE: When[] = ['today', 'dayLess1min', 'oneDay', 'twoDays', 'limitLess1min', 'limit', 'later'];
const NO_FUTURE: When[] = ['none', 'past'];
const UPDATORS: MeetingUpdator[] = ['USER', 'ADMIN'];

/** An action's outcome: a status (accepted) or a refusal's message key without its prefix. */
type Outcome = MeetingStatus | string;

function state(status: MeetingStatus, lastUpdator: MeetingUpdator, when: When, invited = false): MeetingRowState {
  const offset = WHEN[when];
  return {
    meetingStatus: status,
    lastUpdator,
    meetingAt: offset === null ? null : new Date(NOW.getTime() + offset).toISOString(),
    requestMeetingAt: null,
    url: null,
    invitationSequence: invited ? 1 : 0,
  };
}

/** Runs a planner and tells its outcome, with the plan or the refusal for closer checks. */
function outcome(before: MeetingRowState, plan: () => TransitionPlan) {
  try {
    const planned = plan();
    return { outcome: (planned.patch.meetingStatus as MeetingStatus | undefined) ?? before.meetingStatus, plan: planned };
  } catch (error) {
    if (!(error instanceof TransitionRefused)) throw error;
    expect(error.key).toMatch(/^meeting\.error\./);
    return { outcome: error.key.replace('meeting.error.', ''), refusal: error };
  }
}

const accepted = (o: Outcome) => (MEETING_STATUSES as readonly string[]).includes(o);

/** Expands a table whose rows name several updaters or times into one case per combination. */
function expand<R extends unknown[]>(rows: [MeetingStatus, MeetingUpdator[], When[], ...R][]) {
  return rows.flatMap(([status, updators, whens, ...rest]) =>
    updators.flatMap((updator) => whens.map((when) => [status, updator, when, ...rest] as [MeetingStatus, MeetingUpdator, When, ...R])),
  );
}

/** Each status x updater x time once, no more, no less. */
function expectComplete(cases: [MeetingStatus, MeetingUpdator, When, ...unknown[]][]) {
  const keys = cases.map(([s, u, w]) => `${s}/${u}/${w}`);
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys.length).toBe(MEETING_STATUSES.length * UPDATORS.length * ALL_WHEN.length);
}

const BOTH = UPDATORS;
const USER: MeetingUpdator[] = ['USER'];
const ADMIN: MeetingUpdator[] = ['ADMIN'];

// ---------------------------------------------------------------------------------------------------------------
// Member (docs/meetings.md, "Member"): approve a proposal (REQUEST or REQ_ADMIN, last updated by ADMIN, a future
// time); edit a proposal or amend REQ_MANAGER (-> REQ_MANAGER), a reserved meeting 8+ days ahead (-> CHANGE); a first
// request cannot be edited; cancel any open meeting except a reserved one under 24 hours ahead.
// prettier-ignore
const MEMBER_TABLE = expand<[approve: Outcome, edit: Outcome, cancel: Outcome]>([
  // status        updater  time left                                approve          edit                 cancel
  ['REQUEST',     USER,    ALL_WHEN,                                'cannotApprove', 'firstRequest',      'CANCEL'],
  ['REQUEST',     ADMIN,   NO_FUTURE,                               'cannotApprove', 'waitingForManager', 'CANCEL'],
  ['REQUEST',     ADMIN,   FUTURE,                                  'RESERVE',       'REQ_MANAGER',       'CANCEL'],
  ['REQ_MANAGER', BOTH,    ALL_WHEN,                                'cannotApprove', 'REQ_MANAGER',       'CANCEL'],
  ['REQ_ADMIN',   USER,    ALL_WHEN,                                'cannotApprove', 'approveOrCancel',   'CANCEL'],
  ['REQ_ADMIN',   ADMIN,   NO_FUTURE,                               'cannotApprove', 'approveOrCancel',   'CANCEL'],
  ['REQ_ADMIN',   ADMIN,   FUTURE,                                  'RESERVE',       'approveOrCancel',   'CANCEL'],
  ['CHANGE',      USER,    ALL_WHEN,                                'cannotApprove', 'waitingForManager', 'CANCEL'],
  ['CHANGE',      ADMIN,   NO_FUTURE,                               'cannotApprove', 'waitingForManager', 'CANCEL'],
  // Not reachable (staff actions never leave CHANGE last updated by ADMIN), but as built a future time there reads
  // as a proposal the member may approve; docs/meetings.md names only REQUEST and REQ_ADMIN.
  ['CHANGE',      ADMIN,   FUTURE,                                  'RESERVE',       'waitingForManager', 'CANCEL'],
  ['RESERVE',     BOTH,    ['none', 'past', 'today', 'dayLess1min'], 'cannotApprove', 'changeTooLate',     'cancelTooLate'],
  ['RESERVE',     BOTH,    ['oneDay', 'twoDays', 'limitLess1min'],  'cannotApprove', 'changeTooLate',     'CANCEL'],
  ['RESERVE',     BOTH,    ['limit', 'later'],                      'cannotApprove', 'CHANGE',            'CANCEL'],
  ['COMPLETE',    BOTH,    ALL_WHEN,                                'cannotApprove', 'closed',            'closed'],
  ['CANCEL',      BOTH,    ALL_WHEN,                                'cannotApprove', 'closed',            'closed'],
]);

const MEMBER_ACTIONS: Record<'approve' | 'edit' | 'cancel', MemberAction> = {
  approve: { kind: 'approve' },
  edit: { kind: 'edit', requestMeetingAt: new Date(NOW.getTime() + 20 * DAY) },
  cancel: { kind: 'cancel', reason: 'Plans changed' },
};
/** What an accepted member action notifies (docs/meetings.md). */
const MEMBER_NOTIFICATION = { approve: 'APPROVED', edit: 'CHANGE_USER_SCHEDULE', cancel: 'MEETING_CANCEL_USER' } as const;

describe('member actions: the planner and the cards agree with the table', () => {
  it('the table names every status x updater x time exactly once', () => expectComplete(MEMBER_TABLE));

  it.each(MEMBER_TABLE)('%s last updated by %s, time %s: approve %s, edit %s, cancel %s', (status, updator, when, ...expected) => {
    const before = state(status, updator, when);
    const buttons = meetingActions({ status, lastUpdator: updator, meetingAt: before.meetingAt ? String(before.meetingAt) : null }, NOW);
    (['approve', 'edit', 'cancel'] as const).forEach((name, i) => {
      const got = outcome(before, () => planMemberAction(before, MEMBER_ACTIONS[name], NOW));
      expect(got.outcome, name).toBe(expected[i]);
      // The card shows the button exactly when the server accepts the call.
      expect(buttons[name], `${name} button`).toBe(accepted(expected[i]));
      if (got.refusal) expect(got.refusal.field).toBe('pk');
      if (got.plan) {
        expect(got.plan.notification).toBe(MEMBER_NOTIFICATION[name]);
        expect(got.plan.patch.lastUpdator).toBe('USER');
        // Approving confirms the proposed slot; other member actions leave the confirmed one as it was.
        if (name === 'approve') expect(got.plan.patch.confirmedAt).toEqual(new Date(before.meetingAt!));
        else expect(got.plan.patch).not.toHaveProperty('confirmedAt');
      }
    });
  });
});

// A reserved meeting's countdown: whole days left, D-DAY (0) and join under one day (docs/meetings.md, D-n).
// prettier-ignore
const COUNTDOWN: [When, dDay: number, join: boolean][] = [
  ['none', 0, true], ['past', 0, true], ['today', 0, true], ['dayLess1min', 0, true], ['oneDay', 1, false],
  ['twoDays', 2, false], ['limitLess1min', MEETING_LIMITS.changeMinDays - 1, false], ['limit', MEETING_LIMITS.changeMinDays, false],
  ['later', 30, false],
];

describe('the countdown of a reserved meeting', () => {
  it('covers every time', () => expect(COUNTDOWN.map(([w]) => w)).toEqual(ALL_WHEN));

  it.each(COUNTDOWN)('time %s: D-%i, join %s', (when, dDay, join) => {
    for (const lastUpdator of UPDATORS) {
      const { meetingAt } = state('RESERVE', lastUpdator, when);
      expect(meetingActions({ status: 'RESERVE', lastUpdator, meetingAt: meetingAt as string | null }, NOW)).toMatchObject({ dDay, join });
    }
  });

  it('other statuses have no countdown and no join', () => {
    for (const status of MEETING_STATUSES.filter((s) => s !== 'RESERVE'))
      for (const when of ALL_WHEN) {
        const { meetingAt } = state(status, 'ADMIN', when);
        expect(meetingActions({ status, lastUpdator: 'ADMIN', meetingAt: meetingAt as string | null }, NOW)).toMatchObject({
          dDay: null,
          join: false,
        });
      }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Staff (docs/meetings.md, "Staff"): propose a future time -> REQUEST (answer to a request) or REQ_ADMIN (reserved
// meetings); confirm -> RESERVE at the proposed or given time; complete a reserved meeting; cancel with a reason;
// set the link. Closed meetings refuse everything. Who updated last does not matter to staff.
const PROPOSE_AT = new Date(NOW.getTime() + 10 * DAY);
const STAFF_ACTIONS = {
  propose: { kind: 'propose', at: PROPOSE_AT },
  proposePast: { kind: 'propose', at: new Date(NOW.getTime() - MINUTE) },
  confirm: { kind: 'confirm', at: null },
  confirmAt: { kind: 'confirm', at: PROPOSE_AT },
  complete: { kind: 'complete', result: 'Agreed on samples' },
  cancel: { kind: 'cancel', reason: 'Manager away' },
  cancelNoReason: { kind: 'cancel', reason: '  ' },
  setUrl: { kind: 'setUrl', url: 'https://meet.example.com/x' },
} satisfies Record<string, StaffAction>;
type StaffName = keyof typeof STAFF_ACTIONS;
const STAFF_NAMES = Object.keys(STAFF_ACTIONS) as StaffName[];

const STAFF_NOTIFICATION: Record<StaffAction['kind'], string | undefined> = {
  propose: 'CHANGE_MANAGER_SCHEDULE',
  confirm: 'APPROVED',
  complete: 'MEETING_COMPLETE',
  cancel: 'MEETING_CANCEL',
  setUrl: undefined,
};
/** The form field each refusal is reported on (the panel shows it there). */
const REFUSAL_FIELD: Record<string, string> = {
  closed: 'meetingStatus',
  alreadyReserved: 'meetingStatus',
  notReserved: 'meetingStatus',
  pastDate: 'meetingAt',
  noTime: 'meetingAt',
  reason: 'cancelReason',
};

type StaffRow = [
  propose: Outcome,
  proposePast: Outcome,
  confirm: Outcome,
  confirmAt: Outcome,
  complete: Outcome,
  cancel: Outcome,
  cancelNoReason: Outcome,
  setUrl: Outcome,
];
const CLOSED: StaffRow = ['closed', 'closed', 'closed', 'closed', 'closed', 'closed', 'closed', 'closed'];
// prettier-ignore
const STAFF_TABLE = expand<StaffRow>([
  // status        updater time left        propose      proposePast confirm            confirmAt  complete       cancel    cancelNoReason setUrl
  ['REQUEST',     BOTH,  ['none'],          'REQUEST',   'pastDate', 'noTime',          'RESERVE', 'notReserved', 'CANCEL', 'reason',      'REQUEST'],
  ['REQUEST',     BOTH,  ['past'],          'REQUEST',   'pastDate', 'pastDate',        'RESERVE', 'notReserved', 'CANCEL', 'reason',      'REQUEST'],
  ['REQUEST',     BOTH,  FUTURE,            'REQUEST',   'pastDate', 'RESERVE',         'RESERVE', 'notReserved', 'CANCEL', 'reason',      'REQUEST'],
  ['REQ_MANAGER', BOTH,  ['none'],          'REQUEST',   'pastDate', 'noTime',          'RESERVE', 'notReserved', 'CANCEL', 'reason',      'REQ_MANAGER'],
  ['REQ_MANAGER', BOTH,  ['past'],          'REQUEST',   'pastDate', 'pastDate',        'RESERVE', 'notReserved', 'CANCEL', 'reason',      'REQ_MANAGER'],
  ['REQ_MANAGER', BOTH,  FUTURE,            'REQUEST',   'pastDate', 'RESERVE',         'RESERVE', 'notReserved', 'CANCEL', 'reason',      'REQ_MANAGER'],
  ['REQ_ADMIN',   BOTH,  ['none'],          'REQ_ADMIN', 'pastDate', 'noTime',          'RESERVE', 'notReserved', 'CANCEL', 'reason',      'REQ_ADMIN'],
  ['REQ_ADMIN',   BOTH,  ['past'],          'REQ_ADMIN', 'pastDate', 'pastDate',        'RESERVE', 'notReserved', 'CANCEL', 'reason',      'REQ_ADMIN'],
  ['REQ_ADMIN',   BOTH,  FUTURE,            'REQ_ADMIN', 'pastDate', 'RESERVE',         'RESERVE', 'notReserved', 'CANCEL', 'reason',      'REQ_ADMIN'],
  ['CHANGE',      BOTH,  ['none'],          'REQ_ADMIN', 'pastDate', 'noTime',          'RESERVE', 'notReserved', 'CANCEL', 'reason',      'CHANGE'],
  ['CHANGE',      BOTH,  ['past'],          'REQ_ADMIN', 'pastDate', 'pastDate',        'RESERVE', 'notReserved', 'CANCEL', 'reason',      'CHANGE'],
  ['CHANGE',      BOTH,  FUTURE,            'REQ_ADMIN', 'pastDate', 'RESERVE',         'RESERVE', 'notReserved', 'CANCEL', 'reason',      'CHANGE'],
  ['RESERVE',     BOTH,  ALL_WHEN,          'REQ_ADMIN', 'pastDate', 'alreadyReserved', 'RESERVE', 'COMPLETE',    'CANCEL', 'reason',      'RESERVE'],
  ['COMPLETE',    BOTH,  ALL_WHEN,          ...CLOSED],
  ['CANCEL',      BOTH,  ALL_WHEN,          ...CLOSED],
]);

describe('staff actions: the planner agrees with the table', () => {
  it('the table names every status x updater x time exactly once', () => expectComplete(STAFF_TABLE));

  it.each(STAFF_TABLE)(
    '%s last updated by %s, time %s: propose %s, propose a past time %s, confirm %s, confirm at a time %s, complete %s, cancel %s, cancel without reason %s, set the link %s',
    (status, updator, when, ...expected) => {
      const before = state(status, updator, when);
      STAFF_NAMES.forEach((name, i) => {
        const action = STAFF_ACTIONS[name];
        const got = outcome(before, () => planStaffAction(before, action, NOW));
        expect(got.outcome, name).toBe(expected[i]);
        if (got.refusal) expect(got.refusal.field, `${name} refusal field`).toBe(REFUSAL_FIELD[got.outcome]);
        if (got.plan) {
          expect(got.plan.notification, `${name} notification`).toBe(STAFF_NOTIFICATION[action.kind]);
          expect(got.plan.patch.lastUpdator, `${name} updater`).toBe(action.kind === 'setUrl' ? undefined : 'ADMIN');
          // A confirmation records the confirmed slot; a proposal keeps the one confirmed before (issue 29 item 2).
          if (action.kind === 'confirm') expect(got.plan.patch.confirmedAt, name).toEqual(got.plan.patch.meetingAt);
          else expect(got.plan.patch, name).not.toHaveProperty('confirmedAt');
        }
      });
    },
  );
});

// ---------------------------------------------------------------------------------------------------------------
// The calendar mail a plan asks for (docs/meetings.md, "Effects"): an invitation on confirmation and approval, a
// CANCEL only when one was sent, an update for a new link of an invited reserved meeting.
type Planner = (before: MeetingRowState) => TransitionPlan;
// prettier-ignore
const INVITATIONS: [string, MeetingStatus, invited: boolean, Planner, 'REQUEST' | 'CANCEL' | undefined][] = [
  ['member approves',              'REQ_ADMIN', false, (b) => planMemberAction(b, MEMBER_ACTIONS.approve, NOW), 'REQUEST'],
  ['member cancels, not invited',  'REQUEST',   false, (b) => planMemberAction(b, MEMBER_ACTIONS.cancel, NOW),  undefined],
  ['member cancels, invited',      'RESERVE',   true,  (b) => planMemberAction(b, MEMBER_ACTIONS.cancel, NOW),  'CANCEL'],
  ['member edits',                 'RESERVE',   true,  (b) => planMemberAction(b, MEMBER_ACTIONS.edit, NOW),    undefined],
  ['staff proposes',               'RESERVE',   true,  (b) => planStaffAction(b, STAFF_ACTIONS.propose, NOW),   undefined],
  ['staff confirms',               'REQUEST',   false, (b) => planStaffAction(b, STAFF_ACTIONS.confirm, NOW),   'REQUEST'],
  ['staff completes',              'RESERVE',   true,  (b) => planStaffAction(b, STAFF_ACTIONS.complete, NOW),  undefined],
  ['staff cancels, not invited',   'REQUEST',   false, (b) => planStaffAction(b, STAFF_ACTIONS.cancel, NOW),    undefined],
  ['staff cancels, invited',       'RESERVE',   true,  (b) => planStaffAction(b, STAFF_ACTIONS.cancel, NOW),    'CANCEL'],
  ['staff sets the link, invited', 'RESERVE',   true,  (b) => planStaffAction(b, STAFF_ACTIONS.setUrl, NOW),    'REQUEST'],
  ['staff sets the link, not yet', 'RESERVE',   false, (b) => planStaffAction(b, STAFF_ACTIONS.setUrl, NOW),    undefined],
  ['staff sets a request\'s link', 'REQ_ADMIN', true,  (b) => planStaffAction(b, STAFF_ACTIONS.setUrl, NOW),    undefined],
];

describe('calendar mails', () => {
  it.each(INVITATIONS)('%s (%s, invited %s): %#', (_name, status, invited, plan, invitation) => {
    expect(plan(state(status, 'ADMIN', 'later', invited)).invitation).toBe(invitation);
  });
});

describe('fields a plan writes', () => {
  it('a new time voids the reminders; confirming at the same time keeps them', () => {
    const reserved = state('REQ_ADMIN', 'ADMIN', 'later');
    expect(planStaffAction(reserved, STAFF_ACTIONS.propose, NOW).patch).toMatchObject({ dayReminderAt: null, hourReminderAt: null });
    expect(planStaffAction(reserved, STAFF_ACTIONS.confirmAt, NOW).patch).toMatchObject({ dayReminderAt: null, hourReminderAt: null });
    expect(planStaffAction(reserved, STAFF_ACTIONS.confirm, NOW).patch).not.toHaveProperty('dayReminderAt');
  });

  it('confirming without a time takes the proposed time, else the requested one', () => {
    const requested = { ...state('REQUEST', 'USER', 'none'), requestMeetingAt: PROPOSE_AT.toISOString() };
    expect(planStaffAction(requested, STAFF_ACTIONS.confirm, NOW).patch.meetingAt).toEqual(PROPOSE_AT);
    const proposed = { ...state('REQUEST', 'ADMIN', 'later'), requestMeetingAt: PROPOSE_AT.toISOString() };
    expect(planStaffAction(proposed, STAFF_ACTIONS.confirm, NOW).patch.meetingAt).toEqual(new Date(proposed.meetingAt!));
  });

  it('the member’s edit asks for the wished time; results and reasons are kept', () => {
    const wished = (MEMBER_ACTIONS.edit as { requestMeetingAt: Date }).requestMeetingAt;
    expect(planMemberAction(state('RESERVE', 'ADMIN', 'later'), MEMBER_ACTIONS.edit, NOW).patch.requestMeetingAt).toBe(wished);
    expect(planStaffAction(state('RESERVE', 'ADMIN', 'today'), STAFF_ACTIONS.complete, NOW).patch.result).toBe('Agreed on samples');
    expect(planStaffAction(state('REQUEST', 'USER', 'none'), STAFF_ACTIONS.cancel, NOW).patch.cancelReason).toBe('Manager away');
    expect(planMemberAction(state('REQUEST', 'USER', 'none'), MEMBER_ACTIONS.cancel, NOW).patch.cancelReason).toBe('Plans changed');
  });
});

describe('meetingQueue: whose move it is on the staff desk (docs/meetings.md#the-staff-desk)', () => {
  // Written from the docs' table, one row per status and last updater.
  const QUEUES: Record<MeetingStatus, Record<MeetingUpdator, string>> = {
    REQUEST: { USER: 'staff', ADMIN: 'member' },
    REQ_MANAGER: { USER: 'staff', ADMIN: 'staff' },
    CHANGE: { USER: 'staff', ADMIN: 'staff' },
    REQ_ADMIN: { USER: 'member', ADMIN: 'member' },
    RESERVE: { USER: 'scheduled', ADMIN: 'scheduled' },
    COMPLETE: { USER: 'done', ADMIN: 'done' },
    CANCEL: { USER: 'done', ADMIN: 'done' },
  };
  it('covers every status', () => expect(Object.keys(QUEUES).sort()).toEqual([...MEETING_STATUSES].sort()));
  for (const [meetingStatus, byUpdator] of Object.entries(QUEUES) as [MeetingStatus, Record<MeetingUpdator, string>][]) {
    for (const [lastUpdator, queue] of Object.entries(byUpdator) as [MeetingUpdator, string][]) {
      it(`${meetingStatus} last updated by ${lastUpdator} waits in '${queue}'`, () =>
        expect(meetingQueue({ meetingStatus, lastUpdator })).toBe(queue));
    }
  }
  it('queueStates lists exactly the pairs of each queue', () => {
    const pairs = Object.entries(QUEUES).flatMap(([meetingStatus, byUpdator]) =>
      Object.entries(byUpdator).map(([lastUpdator, queue]) => ({ meetingStatus, lastUpdator, queue })),
    );
    for (const queue of ['staff', 'member', 'scheduled', 'done'] as const)
      expect(queueStates(queue)).toEqual(
        pairs.filter((p) => p.queue === queue).map(({ meetingStatus, lastUpdator }) => ({ meetingStatus, lastUpdator })),
      );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The meetings desk's buttons (docs/staff-workspace.md#meetings-desk): exactly the actions the planner accepts.
// prettier-ignore
const OFFERED: [MeetingStatus, MeetingUpdator, keyof typeof WHEN, StaffActionKind[]][] = [
  ['REQUEST',   'USER',  'none',   ['propose', 'setUrl', 'cancel']],
  ['REQUEST',   'USER',  'later',  ['propose', 'confirm', 'setUrl', 'cancel']],
  ['REQ_ADMIN', 'ADMIN', 'past',   ['propose', 'setUrl', 'cancel']],
  ['RESERVE',   'ADMIN', 'later',  ['propose', 'setUrl', 'complete', 'cancel']],
  ['COMPLETE',  'ADMIN', 'later',  []],
  ['CANCEL',    'USER',  'later',  []],
];

describe('offered staff actions', () => {
  it.each(OFFERED)('%s by %s, time %s: %j', (status, updator, when, expected) => {
    expect(offeredStaffActions(state(status, updator, when), NOW)).toEqual(expected);
  });
});

describe('overlapping meetings', () => {
  const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);
  it('flags meetings of one manager less than an hour apart, both ways; back to back is fine', () => {
    const overlaps = meetingOverlaps([
      { id: 1, managerId: 7, at: at(0) },
      { id: 2, managerId: 7, at: at(MEETING_MINUTES - 1) },
      { id: 3, managerId: 7, at: at(2 * MEETING_MINUTES - 2) },
      { id: 4, managerId: 8, at: at(10) },
      { id: 5, managerId: 7, at: at(10 * MEETING_MINUTES) },
      { id: 6, managerId: 7, at: at(11 * MEETING_MINUTES) },
      { id: 7, managerId: null, at: at(0) },
    ]);
    expect(Object.fromEntries(overlaps)).toEqual({ 1: [2], 2: [1, 3], 3: [2] });
  });
});

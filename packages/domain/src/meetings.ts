import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { z } from './zod.js';
import { SITE_LANGS } from './locales.js';
import { DEFAULT_INPUT_MAX } from './limits.js';
import { plainText, typeErrors } from './text.js';

dayjs.extend(utc);
dayjs.extend(customParseFormat);

/** docs/meetings.md#constants, docs/meetings.md#validation. */
export const MEETING_LIMITS = {
  titleMax: 50,
  descriptionMax: 4000,
  reasonMax: 500,
  attendeesMax: 4,
  /** An attendee's first name, last name and position: no stated limit, so the input default (docs/meetings.md#validation). */
  attendeeTextMax: DEFAULT_INPUT_MAX,
  /** An attendee's e-mail: the stated e-mail maximum (docs/product/accounts.md#validation). */
  attendeeEmailMax: 100,
  changeMinDays: 8,
  defaultPlatform: 'Webex',
} as const;

/** The statuses of docs/meetings.md#statuses. REQUEST: waiting for staff (or, last updated by ADMIN with a time, for the member's answer). */
export const MEETING_STATUSES = ['REQUEST', 'REQ_MANAGER', 'REQ_ADMIN', 'CHANGE', 'RESERVE', 'COMPLETE', 'CANCEL'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export type MeetingUpdator = 'ADMIN' | 'USER';
/** Display groups (tags): plan (reserved), apply (request), complete, cancel. */
export type MeetingGroup = 'plan' | 'apply' | 'complete' | 'cancel';
export const MEETING_TABS = ['all', 'plan', 'apply', 'complete', 'cancel'] as const;

export const REQUEST_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const DAY_MS = 86_400_000;

/** The tag a status is shown with. */
export function meetingGroup(status: MeetingStatus): MeetingGroup {
  if (status === 'RESERVE') return 'plan';
  if (status === 'COMPLETE') return 'complete';
  if (status === 'CANCEL') return 'cancel';
  return 'apply';
}

/** What the rules of docs/meetings.md#statuses need to know of a meeting. */
export interface MeetingState {
  status: MeetingStatus;
  lastUpdator: MeetingUpdator;
  meetingAt: string | null;
}

/** What a member may do with a meeting now (the same function decides on the server and in the cards). */
export interface MeetingActions {
  approve: boolean;
  edit: boolean;
  cancel: boolean;
  join: boolean;
  /** Whole days until a reserved meeting: 0 is D-DAY; null when not reserved. */
  dDay: number | null;
}

/**
 * The rules of docs/meetings.md#statuses: a reserved meeting counts down (D-n); under one day it can only be joined; it can be cancelled
 * before that and changed while 8 or more days remain. A request can be approved when a manager proposed a time
 * (lastUpdator ADMIN, a time, not REQ_MANAGER); a first request (the member's own, unanswered) cannot be edited,
 * only cancelled; a request waiting for the manager (REQ_MANAGER, CHANGE) neither.
 */
export function meetingActions(m: MeetingState, now: Date | number = Date.now()): MeetingActions {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const at = m.meetingAt ? new Date(m.meetingAt).getTime() : null;
  const none = { approve: false, edit: false, cancel: false, join: false, dDay: null };
  if (m.status === 'COMPLETE' || m.status === 'CANCEL') return none;
  if (m.status === 'RESERVE') {
    const left = (at ?? nowMs) - nowMs;
    const dDay = Math.max(0, Math.floor(left / DAY_MS));
    if (left < DAY_MS) return { ...none, join: true, dDay: 0 };
    return { ...none, cancel: true, edit: dDay >= MEETING_LIMITS.changeMinDays, dDay };
  }
  const proposed = m.lastUpdator === 'ADMIN' && at !== null && at > nowMs;
  return {
    ...none,
    cancel: true,
    approve: proposed && m.status !== 'REQ_MANAGER',
    edit: (m.status === 'REQUEST' && proposed) || m.status === 'REQ_MANAGER',
  };
}

/** A UTC offset as the browser knows it, e.g. '+09:00' for getTimezoneOffset() -540. */
export function utcOffset(date: Date = new Date()): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const OFFSET_PATTERN = /^[+-](0\d|1[0-4]):[0-5]\d$/;
const offsetMinutes = (offset: string) => {
  const [h, m] = offset.slice(1).split(':').map(Number);
  return (offset.startsWith('-') ? -1 : 1) * (h * 60 + m);
};

/** The instant a 'YYYY-MM-DD HH:mm' wall-clock time at a UTC offset means; null when it is not a valid time. */
export function wallTimeToInstant(value: string, offset: string): Date | null {
  const parsed = dayjs.utc(value, REQUEST_TIME_FORMAT, true);
  if (!parsed.isValid() || !OFFSET_PATTERN.test(offset)) return null;
  return parsed.subtract(offsetMinutes(offset), 'minute').toDate();
}

/** An instant as 'YYYY-MM-DD HH:mm' wall-clock time at a UTC offset (the edit form's value, the mails' time). */
export function instantToWallTime(value: string | Date, offset: string, format = REQUEST_TIME_FORMAT): string {
  return dayjs
    .utc(value)
    .add(OFFSET_PATTERN.test(offset) ? offsetMinutes(offset) : 0, 'minute')
    .format(format);
}

/** The line that starts each later part of a meeting's description (docs/meetings.md#validation: a separator, a timestamp, the GMT offset). */
export function descriptionStamp(at: Date, offset: string): string {
  return `\n\n------------------------------\n${instantToWallTime(at, offset, 'YYYY-MM-DD HH:mm:ss')} (GMT${offset})\n`;
}

const pk = (key = 'error.required') => z.coerce.number({ error: key }).int(key).positive(key);

const meetingUserInput = z.object({
  firstName: z.string().trim().max(MEETING_LIMITS.attendeeTextMax, 'error.tooLong').default(''),
  lastName: z.string().trim().max(MEETING_LIMITS.attendeeTextMax, 'error.tooLong').default(''),
  position: z.string().trim().max(MEETING_LIMITS.attendeeTextMax, 'error.tooLong').default(''),
  email: z
    .union([z.literal(''), z.string().trim().email('auth.error.emailPattern').max(MEETING_LIMITS.attendeeEmailMax, 'error.tooLong')])
    .default(''),
});
export type MeetingUser = z.infer<typeof meetingUserInput>;

/**
 * Create (no pk) and edit (pk) of a meeting request (docs/meetings.md#fields, docs/meetings.md#validation rules). Attendees without a first or last name are
 * dropped; with no time the request is 'any time'; a time must not be in the past (checked at `now`).
 */
export const meetingEditInput = z
  .object({
    pk: pk().optional().nullable(),
    /** The `version` the form was loaded with: an edit over a newer change (a manager's) is refused, not merged. */
    version: z.string().max(40).optional().nullable(),
    title: plainText(MEETING_LIMITS.titleMax, 'meeting.error.title'),
    reason: z.string().max(MEETING_LIMITS.reasonMax, 'error.tooLong').optional().nullable(),
    changeReason: z.string().max(MEETING_LIMITS.reasonMax, 'error.tooLong').optional().nullable(),
    productCategoryPk1: pk('meeting.error.business'),
    productCategoryPk2: pk('meeting.error.business'),
    productPk: pk('meeting.error.product'),
    siteLang: z.enum(SITE_LANGS as [string, ...string[]]).optional(),
    requestAnywhen: z.boolean(typeErrors(undefined, 'error.invalid')).default(false),
    requestMeetingAt: z
      .string(typeErrors(undefined, 'error.invalid'))
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, 'meeting.error.date')
      .nullable()
      .optional(),
    requestPlatform: z.string(typeErrors(undefined, 'error.invalid')).trim().min(1, 'meeting.error.platform').max(30, 'error.tooLong'),
    requesterJoin: z.boolean(typeErrors(undefined, 'error.invalid')).default(true),
    requestTimeZone: z.string().regex(OFFSET_PATTERN, 'meeting.error.timeZone').default('+00:00'),
    requestDescription: plainText(MEETING_LIMITS.descriptionMax, 'meeting.error.description'),
    meetingUsers: z
      .array(meetingUserInput, typeErrors(undefined, 'error.list'))
      .max(20, 'error.tooMany')
      .default([])
      .transform((users) => users.filter((u) => u.firstName && u.lastName)),
  })
  .superRefine((v, ctx) => {
    if (v.meetingUsers.length > MEETING_LIMITS.attendeesMax)
      ctx.addIssue({ code: 'custom', path: ['meetingUsers'], message: 'meeting.error.attendeesMax' });
    if (!v.requesterJoin && v.meetingUsers.length < 1)
      ctx.addIssue({ code: 'custom', path: ['meetingUsers'], message: 'meeting.error.attendee' });
    if (v.requestMeetingAt && !v.requestAnywhen) {
      const at = wallTimeToInstant(v.requestMeetingAt, v.requestTimeZone);
      if (!at) ctx.addIssue({ code: 'custom', path: ['requestMeetingAt'], message: 'meeting.error.date' });
      else if (at.getTime() < Date.now()) ctx.addIssue({ code: 'custom', path: ['requestMeetingAt'], message: 'meeting.error.pastDate' });
    }
  })
  .transform((v) => ({
    ...v,
    // docs/meetings.md#validation: with no date the request becomes 'any time'; 'any time' clears the date.
    requestAnywhen: v.requestAnywhen || !v.requestMeetingAt,
    requestMeetingAt: v.requestAnywhen ? null : (v.requestMeetingAt ?? null),
  }));
export type MeetingEditInput = z.input<typeof meetingEditInput>;
export type MeetingEditData = z.output<typeof meetingEditInput>;

export const meetingCancelInput = z.object({
  pk: pk(),
  reason: plainText(MEETING_LIMITS.reasonMax, 'meeting.error.reason'),
});
export const meetingPkInput = z.object({ pk: pk() });

/**
 * A staff action from the meetings desk (docs/staff-workspace.md#meetings-desk), read into the planner's StaffAction:
 * a proposed time is a wall-clock `YYYY-MM-DD HH:mm` at a UTC offset, as on the command line.
 */
export const staffMeetingActionInput = z
  .discriminatedUnion(
    'action',
    [
      z.object({
        action: z.literal('propose'),
        at: z.string(typeErrors('meeting.error.date', 'meeting.error.date')),
        timeZone: z.string(typeErrors(undefined, 'meeting.error.timeZone')).regex(OFFSET_PATTERN, 'meeting.error.timeZone'),
      }),
      z.object({ action: z.literal('confirm') }),
      z.object({
        action: z.literal('setUrl'),
        url: z
          .string(typeErrors('meeting.error.url', 'meeting.error.url'))
          .trim()
          .max(500, 'meeting.error.url')
          .regex(/^https:\/\/[^\s<>"]+$/i, 'meeting.error.url'),
      }),
      z.object({ action: z.literal('complete'), result: plainText(MEETING_LIMITS.descriptionMax, 'meeting.error.result') }),
      z.object({ action: z.literal('cancel'), reason: plainText(MEETING_LIMITS.reasonMax, 'meeting.error.reason') }),
    ],
    // An unknown action names the action; any other problem keeps its own message.
    { error: (issue) => (issue.code === 'invalid_union' ? 'meeting.error.action' : undefined) },
  )
  .superRefine((v, ctx) => {
    // A bad offset is reported on timeZone alone.
    if (v.action === 'propose' && OFFSET_PATTERN.test(v.timeZone) && !wallTimeToInstant(v.at, v.timeZone))
      ctx.addIssue({ code: 'custom', path: ['at'], message: 'meeting.error.date' });
  })
  .transform((v) => {
    switch (v.action) {
      case 'propose':
        return { kind: 'propose', at: wallTimeToInstant(v.at, v.timeZone)! } as const;
      case 'confirm':
        return { kind: 'confirm', at: null } as const;
      case 'setUrl':
        return { kind: 'setUrl', url: v.url } as const;
      case 'complete':
        return { kind: 'complete', result: v.result } as const;
      case 'cancel':
        return { kind: 'cancel', reason: v.reason } as const;
    }
  });

/** The desk's queues (meetingQueue in meeting-rules.ts). */
export const MEETING_QUEUES = ['staff', 'member', 'scheduled', 'done'] as const;
const instant = z
  .string(typeErrors(undefined, 'error.invalid'))
  .refine((v) => !Number.isNaN(Date.parse(v)), 'error.invalid')
  .transform((v) => new Date(v))
  .optional();

/**
 * The desk's filters (the list, the week calendar and the CSV export read the same): a queue, a manager (an id, or
 * `none` for unassigned meetings), a time window [from, to) on the meeting's time, or the requested time while
 * none is set (the browser sends its local day boundaries as instants), a search text and the list's page.
 */
export const staffMeetingFilterInput = z.object({
  queue: z.enum(MEETING_QUEUES, { error: 'error.invalid' }).optional(),
  manager: z.union([z.literal('none'), z.coerce.number().int().positive()], { error: 'error.invalid' }).optional(),
  from: instant,
  to: instant,
  /** A text in the title, the member's name or e-mail, or the company. */
  q: z
    .string(typeErrors(undefined, 'error.invalid'))
    .trim()
    .max(100, 'error.tooLong')
    .optional()
    .transform((v) => v || undefined),
  /** A page of STAFF_MEETINGS_PAGE rows; without it, every row up to the desk's limit (the export, the week calendar). */
  page: z.coerce.number(typeErrors(undefined, 'error.number')).int('error.number').min(1, 'error.number').optional(),
});

/** Rows on one page of the meetings desk. */
export const STAFF_MEETINGS_PAGE = 50;
export type StaffMeetingFilter = z.output<typeof staffMeetingFilterInput>;

export const staffMeetingManagerInput = z.object({
  manager: z.union([z.null(), pk('meeting.error.manager')], { error: 'meeting.error.manager' }),
});
/** docs/api.md#meetings-and-notifications: categories and products for the request form's selects (parentCode 0: the top categories). */
export const meetingLookupInput = z.object({
  siteLang: z.string().optional(),
  parentCode: z.coerce.number({ error: 'error.number' }).int('error.number').min(0, 'error.number').default(0),
});

const meetingManagerSchema = z.object({
  pk: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  department: z.string(),
  position: z.string(),
});

/** A meeting as lists, cards and the detail view get it (docs/meetings.md#fields). */
export const meetingItemSchema = z.object({
  pk: z.number(),
  status: z.enum(MEETING_STATUSES),
  lastUpdator: z.enum(['ADMIN', 'USER']),
  meetingAt: z.string().nullable(),
  /** The slot last confirmed (by the member's approval or the manager), kept while a new time is proposed or asked. */
  confirmedAt: z.string().nullable(),
  title: z.string(),
  tag: z.enum(['plan', 'apply', 'complete', 'cancel']),
  manager: meetingManagerSchema.nullable(),
  url: z.string(),
  requestMeetingAt: z.string().nullable(),
  requestAnywhen: z.boolean(),
  requestTimeZone: z.string(),
  requestDescription: z.string(),
  requestPlatform: z.string(),
  requesterJoin: z.boolean(),
  productCategoryPk1: z.number().nullable(),
  productCategoryPk2: z.number().nullable(),
  productPk: z.number().nullable(),
  productCategoryName: z.string(),
  productName: z.string(),
  meetingUsers: z.array(z.object({ firstName: z.string(), lastName: z.string(), position: z.string(), email: z.string() })),
  result: z.string(),
  cancelReason: z.string(),
  changeReason: z.string(),
  createAt: z.string(),
  /** Changes with every write (optimistic concurrency for edits). */
  version: z.string(),
});
export type MeetingItem = z.infer<typeof meetingItemSchema>;

export const meetingListsReply = z.object({
  reserveList: z.array(meetingItemSchema),
  requestList: z.array(meetingItemSchema),
  completeList: z.array(meetingItemSchema),
  cancelList: z.array(meetingItemSchema),
});
export type MeetingLists = z.infer<typeof meetingListsReply>;

export const meetingPlatformSchema = z.object({ name: z.string(), value: z.string() });
export type MeetingPlatform = z.infer<typeof meetingPlatformSchema>;

/** The edit form's data: the meeting, the platforms and the manager's last change reason. */
export const meetingEditDataReply = meetingItemSchema.extend({
  changeReasonManager: z.string(),
  platforms: z.array(meetingPlatformSchema),
});
/** A member's action on a meeting (cancel, confirm): its pk and the status it now has. */
export const meetingStatusReply = z.object({ pk: z.number(), status: z.enum(MEETING_STATUSES) });

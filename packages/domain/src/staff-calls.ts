import { z } from './zod.js';
import { typeErrors } from './text.js';
import {
  MEMBER_STATUSES,
  staffDomainInput,
  staffInviteInput,
  staffMemberFilter,
  staffPartnerInput,
  staffRejectInput,
  staffVipInput,
} from './account.js';
import { MENU_TYPES } from './content.js';
import { INQUIRY_STATUSES, inquiryAnswerInput, inquiryNoteInput } from './inquiries.js';
import {
  MEETING_QUEUES,
  MEETING_STATUSES,
  staffMeetingActionInput,
  staffMeetingFilterInput,
  staffMeetingManagerInput,
} from './meetings.js';
import type { StaffTool } from './staff-tools.js';

/**
 * Every call of the staff workspace (docs/staff-workspace.md#calls), declared once as CALLS declares the site's:
 * method, path (as the admin panel calls it, under Strapi's admin prefix), the tool whose permission it needs (null:
 * any signed-in staff member), the query or body its handler parses, and the reply's `data` (`'csv'` for a file).
 * The plugin's routes are made from it, its controllers answer through `respondToStaff` (typed and checked by the
 * reply), and the admin panel calls it by name, so none of the three can drift from another.
 */
export interface StaffCallDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `:name` is a path parameter. */
  path: `/staff/${string}`;
  tool: StaffTool | null;
  query?: z.ZodType;
  body?: z.ZodType;
  reply: z.ZodType | 'csv';
}

// ---- Requests the handlers parse that no other call shares --------------------------------------------------------

/** An instant the admin panel sends (the staff member's local midnight of a picked day, as ISO 8601). */
const instant = z
  .string(typeErrors(undefined, 'error.invalid'))
  .datetime({ offset: true, message: 'error.date' })
  .transform((v) => new Date(v))
  .optional();

const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** An export's `timeZone` query parameter: an IANA zone (the browser's), UTC when absent. */
export const exportZoneInput = z.object({
  timeZone: z.string(typeErrors(undefined, 'error.invalid')).max(64, 'error.invalid').refine(isZone, 'error.invalid').default('UTC'),
});

/**
 * The inquiry desk's filters (docs/staff-workspace.md#inquiry-desk): status, type, free text over title, member and
 * company, and the received period [from, to). Shared by the list and its CSV export, so the export is what is on screen.
 */
export const inquiryDeskFilters = z
  .object({
    status: z.enum([...INQUIRY_STATUSES, 'ALL'], { error: 'error.invalid' }).default('ALL'),
    type: z.string(typeErrors(undefined, 'error.invalid')).trim().max(30, 'error.tooLong').optional(),
    q: z.string(typeErrors(undefined, 'error.invalid')).trim().max(100, 'error.tooLong').optional(),
    from: instant,
    to: instant,
    /** The owner: a staff user's id, or `none` for the inquiries nobody owns. */
    assignee: z
      .union([z.literal('none'), z.coerce.number({ error: 'error.number' }).int('error.number').positive('error.number')], {
        error: 'error.invalid',
      })
      .optional(),
  })
  .refine((f) => !f.from || !f.to || f.from < f.to, { message: 'error.dateOrder', path: ['to'] });
export type InquiryDeskFilters = z.infer<typeof inquiryDeskFilters>;

const inquiryDeskPage = z.object({
  page: z.coerce.number({ error: 'error.number' }).int('error.number').min(1, 'error.number').default(1),
  pageSize: z.coerce.number({ error: 'error.number' }).int('error.number').min(1, 'error.number').max(100, 'error.number').default(20),
});
export const inquiryDeskListQuery = z.intersection(inquiryDeskFilters, inquiryDeskPage);

/** PUT /staff/inquiries/:id/assignee: a staff user's id, or null to leave the inquiry unowned. */
export const inquiryAssigneeInput = z.object({
  assignee: z.number({ error: 'error.number' }).int('error.number').positive('error.number').nullable(),
});

/** The longest period a statistic covers: a year and a little, so one call's work stays bounded. */
const MAX_STATISTICS_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A statistics period [from, to) the admin panel sends as ISO instants (the staff member's local days). */
export const statisticsPeriodInput = z
  .object({
    from: z.string(typeErrors('error.required', 'error.invalid')).datetime({ offset: true, message: 'error.date' }),
    to: z.string(typeErrors('error.required', 'error.invalid')).datetime({ offset: true, message: 'error.date' }),
  })
  .transform((p) => ({ from: new Date(p.from), to: new Date(p.to) }))
  .refine((p) => p.from < p.to, { message: 'error.dateOrder', path: ['to'] })
  .refine((p) => p.to.getTime() - p.from.getTime() <= MAX_STATISTICS_DAYS * DAY_MS, { message: 'error.period', path: ['from'] });
export type StatisticsPeriod = z.infer<typeof statisticsPeriodInput>;

// ---- Replies --------------------------------------------------------------------------------------------------------

const counts = <K extends string>(keys: readonly [K, ...K[]]) => z.record(z.enum(keys), z.number());
const staffUserSchema = z.object({ id: z.number(), name: z.string() });
const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** A time as the member reads it: the instant, and wall-clock at the meeting's time zone. */
const deskTimeSchema = z.object({ at: z.string(), member: z.string() });
const deskMeetingSchema = z.object({
  pk: z.number(),
  title: z.string(),
  status: z.enum(MEETING_STATUSES),
  queue: z.enum(MEETING_QUEUES),
  member: z.object({ name: z.string(), email: z.string() }).nullable(),
  company: z.string(),
  category: z.string(),
  product: z.string(),
  timeZone: z.string(),
  requested: deskTimeSchema.nullable(),
  meetingAt: deskTimeSchema.nullable(),
  manager: staffUserSchema.nullable(),
  url: z.string(),
  result: z.string(),
  cancelReason: z.string(),
  updatedAt: z.string(),
  actions: z.array(z.enum(['propose', 'confirm', 'setUrl', 'complete', 'cancel'])),
  overlaps: z.array(z.number()),
});
const deskEventSchema = z.object({
  action: z.enum(['REQUEST', 'EDIT', 'APPROVE', 'CANCEL', 'PROPOSE', 'CONFIRM', 'COMPLETE', 'SET_URL', 'ASSIGN']),
  actor: z.object({ type: z.enum(['MEMBER', 'STAFF', 'SYSTEM']), name: z.string() }),
  at: z.string(),
  from: z.enum(MEETING_STATUSES).nullable(),
  to: z.enum(MEETING_STATUSES),
  meetingAt: deskTimeSchema.nullable(),
  detail: z.string(),
});

const partnerDomainsReply = z.object({ id: z.number(), domains: z.array(z.string()) });
const pendingMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  registrationType: z.string(),
  requestedDomain: z.string().nullable(),
  createdAt: z.string(),
  partner: z
    .object({
      id: z.number(),
      globalName: z.string(),
      localName: z.string(),
      approved: z.boolean(),
      domains: z.array(z.object({ domain: z.string() })),
    })
    .nullable(),
});
const rosterItemSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  status: z.enum(MEMBER_STATUSES),
  registrationType: z.string(),
  requestedDomain: z.string().nullable(),
  siteLang: z.string(),
  vip: z.boolean(),
  createdAt: z.string(),
  partner: z
    .object({
      id: z.number(),
      globalName: z.string(),
      localName: z.string(),
      englishName: z.string(),
      approved: z.boolean(),
      domains: z.array(z.string()),
    })
    .nullable(),
});
const partnerEntrySchema = z.object({
  id: z.number(),
  documentId: z.string(),
  globalName: z.string(),
  localName: z.string(),
  url: z.string().nullable(),
  approved: z.boolean(),
  domains: z.array(z.string()),
  members: z.number(),
});

const deskFileSchema = z.object({ uuid: z.string(), name: z.string(), mime: z.string(), size: z.number() });
const deskInquirySchema = z.object({
  pk: z.number(),
  status: z.enum(INQUIRY_STATUSES),
  receivedAt: z.string(),
  answeredAt: z.string().nullable(),
  type: z.object({ code: z.string(), name: z.string() }),
  title: z.string(),
  siteLang: z.string().nullable(),
  member: z.object({ email: z.string(), name: z.string(), department: z.string(), position: z.string() }).nullable(),
  company: z.string(),
  files: z.number(),
  assignee: staffUserSchema.nullable(),
});
const deskInquiryDetailSchema = deskInquirySchema.extend({
  content: z.string(),
  url: z.string(),
  questionFiles: z.array(deskFileSchema),
  answer: z.object({ content: z.string(), url: z.string(), files: z.array(deskFileSchema) }).nullable(),
  notes: z.array(z.object({ kind: z.enum(['NOTE', 'FOLLOW_UP']), content: z.string(), at: z.string(), author: z.string() })),
});
const inquiryNoteReply = z.object({ pk: z.number(), note: z.number() });

const staffCall = <const D extends StaffCallDefinition>(definition: D) => definition;

export const STAFF_CALLS = {
  // The admin home (any signed-in staff member; each shows only what the role may see)
  summary: staffCall({
    method: 'GET',
    path: '/staff/summary',
    tool: null,
    reply: z.object({ waiting: z.object({ meetings: z.number(), inquiries: z.number(), members: z.number() }).partial() }),
  }),
  scheduled: staffCall({
    method: 'GET',
    path: '/staff/scheduled',
    tool: null,
    reply: itemsOf(
      z.object({ uid: z.string(), documentId: z.string(), title: z.string(), action: z.enum(['publish', 'unpublish']), at: z.string() }),
    ),
  }),

  // Meetings desk
  meetingsList: staffCall({
    method: 'GET',
    path: '/staff/meetings',
    tool: 'meetings',
    query: staffMeetingFilterInput,
    reply: z.object({
      meetings: z.array(deskMeetingSchema),
      truncated: z.boolean(),
      total: z.number(),
      page: z.number(),
      pageSize: z.number(),
      counts: counts(MEETING_QUEUES),
      managers: z.array(staffUserSchema.extend({ active: z.boolean() })),
    }),
  }),
  meetingsExport: staffCall({
    method: 'GET',
    path: '/staff/meetings/export',
    tool: 'meetings',
    query: staffMeetingFilterInput.and(exportZoneInput),
    reply: 'csv',
  }),
  meetingAct: staffCall({
    method: 'POST',
    path: '/staff/meetings/:pk/actions',
    tool: 'meetings',
    body: staffMeetingActionInput,
    reply: z.object({ pk: z.number(), status: z.enum(MEETING_STATUSES) }),
  }),
  meetingAssign: staffCall({
    method: 'PUT',
    path: '/staff/meetings/:pk/manager',
    tool: 'meetings',
    body: staffMeetingManagerInput,
    reply: z.object({ pk: z.number(), manager: z.number().nullable() }),
  }),
  meetingHistory: staffCall({
    method: 'GET',
    path: '/staff/meetings/:pk/history',
    tool: 'meetings',
    reply: z.object({ events: z.array(deskEventSchema) }),
  }),

  // Member administration
  membersQueue: staffCall({ method: 'GET', path: '/staff/members/queue', tool: 'members', reply: itemsOf(pendingMemberSchema) }),
  membersList: staffCall({
    method: 'GET',
    path: '/staff/members',
    tool: 'members',
    query: staffMemberFilter,
    reply: itemsOf(rosterItemSchema).extend({ page: z.number(), pageSize: z.number(), total: z.number() }),
  }),
  membersExport: staffCall({
    method: 'GET',
    path: '/staff/members/export',
    tool: 'members',
    query: staffMemberFilter.and(exportZoneInput),
    reply: 'csv',
  }),
  memberInvite: staffCall({
    method: 'POST',
    path: '/staff/members/invitations',
    tool: 'members',
    body: staffInviteInput,
    reply: z.object({ email: z.string(), expiresAt: z.string() }),
  }),
  memberApprove: staffCall({
    method: 'POST',
    path: '/staff/members/:id/approve',
    tool: 'members',
    // ACTIVE, `changed` false when the member already was.
    reply: z.object({ email: z.string(), status: z.string(), changed: z.boolean() }),
  }),
  memberReject: staffCall({
    method: 'POST',
    path: '/staff/members/:id/reject',
    tool: 'members',
    body: staffRejectInput,
    reply: z.object({ email: z.string(), status: z.literal('REJECTED') }),
  }),
  memberVip: staffCall({
    method: 'PUT',
    path: '/staff/members/:id/vip',
    tool: 'members',
    body: staffVipInput,
    reply: z.object({ email: z.string(), vip: z.boolean() }),
  }),
  partnersList: staffCall({ method: 'GET', path: '/staff/partners', tool: 'members', reply: itemsOf(partnerEntrySchema) }),
  partnerAdd: staffCall({
    method: 'POST',
    path: '/staff/partners',
    tool: 'members',
    body: staffPartnerInput,
    reply: z.object({ id: z.number() }),
  }),
  partnerDomainAdd: staffCall({
    method: 'POST',
    path: '/staff/partners/:id/domains',
    tool: 'members',
    body: staffDomainInput,
    reply: partnerDomainsReply,
  }),
  partnerDomainRemove: staffCall({
    method: 'DELETE',
    path: '/staff/partners/:id/domains/:domain',
    tool: 'members',
    reply: partnerDomainsReply,
  }),

  // Inquiry desk
  inquiriesList: staffCall({
    method: 'GET',
    path: '/staff/inquiries',
    tool: 'inquiries',
    query: inquiryDeskListQuery,
    reply: itemsOf(deskInquirySchema).extend({
      types: z.array(z.object({ code: z.string(), name: z.string() })),
      staff: z.array(staffUserSchema),
      pagination: z.object({ page: z.number(), pageSize: z.number(), total: z.number(), pageCount: z.number() }),
    }),
  }),
  inquiriesExport: staffCall({
    method: 'GET',
    path: '/staff/inquiries/export',
    tool: 'inquiries',
    query: inquiryDeskFilters.and(exportZoneInput),
    reply: 'csv',
  }),
  inquiryDetail: staffCall({ method: 'GET', path: '/staff/inquiries/:id', tool: 'inquiries', reply: deskInquiryDetailSchema }),
  // A JSON body, or multipart with the answer's files besides these fields.
  inquiryAnswer: staffCall({
    method: 'POST',
    path: '/staff/inquiries/:id/answer',
    tool: 'inquiries',
    body: inquiryAnswerInput,
    reply: z.object({ pk: z.number(), files: z.number() }),
  }),
  inquiryAssign: staffCall({
    method: 'PUT',
    path: '/staff/inquiries/:id/assignee',
    tool: 'inquiries',
    body: inquiryAssigneeInput,
    reply: z.object({ pk: z.number(), assignee: z.number().nullable() }),
  }),
  inquiryNote: staffCall({
    method: 'POST',
    path: '/staff/inquiries/:id/notes',
    tool: 'inquiries',
    body: inquiryNoteInput,
    reply: inquiryNoteReply,
  }),
  inquiryFollowUp: staffCall({
    method: 'POST',
    path: '/staff/inquiries/:id/follow-ups',
    tool: 'inquiries',
    body: inquiryNoteInput,
    reply: inquiryNoteReply,
  }),

  // Statistics (the admin home's widgets)
  statisticsProducts: staffCall({
    method: 'GET',
    path: '/staff/statistics/products',
    tool: 'statistics',
    query: statisticsPeriodInput,
    reply: itemsOf(z.object({ pk: z.number(), model: z.string().nullable(), views: z.number() })),
  }),
  statisticsVisits: staffCall({
    method: 'GET',
    path: '/staff/statistics/visits',
    tool: 'statistics',
    query: statisticsPeriodInput,
    reply: z.object({ visits: counts(MENU_TYPES) }),
  }),
  statisticsMeetings: staffCall({
    method: 'GET',
    path: '/staff/statistics/meetings',
    tool: 'statistics',
    query: statisticsPeriodInput,
    reply: z.object({ meetings: counts(MEETING_STATUSES) }),
  }),
  statisticsOpen: staffCall({
    method: 'GET',
    path: '/staff/statistics/open',
    tool: 'statistics',
    reply: z.object({ openInquiries: z.number(), pendingApprovals: z.number() }),
  }),
} as const satisfies Record<string, StaffCallDefinition>;

export type StaffCallName = keyof typeof STAFF_CALLS;
/** The staff calls that answer JSON `{ data }` (the others answer a CSV file). */
export type StaffJsonCallName = { [N in StaffCallName]: (typeof STAFF_CALLS)[N]['reply'] extends 'csv' ? never : N }[StaffCallName];
export type StaffFileCallName = Exclude<StaffCallName, StaffJsonCallName>;

type Schema<N extends StaffCallName, K extends 'query' | 'body'> = (typeof STAFF_CALLS)[N] extends { [P in K]: infer S extends z.ZodType }
  ? S
  : never;
/** The `data` a staff call answers, as the controller returns it (dates still Dates) and as the panel reads it. */
export type StaffCallAnswer<N extends StaffJsonCallName> = z.input<Extract<(typeof STAFF_CALLS)[N]['reply'], z.ZodType>>;
export type StaffCallReply<N extends StaffJsonCallName> = z.output<Extract<(typeof STAFF_CALLS)[N]['reply'], z.ZodType>>;
/** What the panel sends: the query's and the body's input. */
export type StaffCallQuery<N extends StaffCallName> = z.input<Schema<N, 'query'>>;
export type StaffCallBody<N extends StaffCallName> = z.input<Schema<N, 'body'>>;

import { z } from './zod.js';
import { typeErrors } from './text.js';

/** The eleven notification kinds of docs/product/notifications.md#kinds, in the order the spec lists them. */
const NOTIFICATION_TYPES = [
  'WAIT_APPROVAL',
  'CHANGE_MANAGER_SCHEDULE',
  'CHANGE_USER_SCHEDULE',
  'APPROVED',
  'MEETING_COMPLETE',
  'MEETING_CANCEL',
  'MEETING_CANCEL_USER',
  'DAY_BEFORE_MEETING',
  'ONE_HOUR_BEFORE_MEETING',
  'QNA_RECEIPT',
  'QNA_ANSWERED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Kinds that carry a meeting time (shown as 'MMM D, YYYY / HH:mm'). */
export const TIMED_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'CHANGE_MANAGER_SCHEDULE',
  'CHANGE_USER_SCHEDULE',
  'APPROVED',
  'DAY_BEFORE_MEETING',
  'ONE_HOUR_BEFORE_MEETING',
];

/** docs/product/notifications.md#constants: the bell polls every 10 s when the configuration flag is on. */
export const NOTIFICATION_POLL_MS = 10_000;

/**
 * The bell's stream (docs/architecture.md#push-to-members): opened this long after a page's load, and again this long
 * after a loss (the server's `retry`).
 */
export const NOTIFICATION_STREAM_RETRY_MS = 3_000;

export const notificationReadInput = z.object({
  notificationPks: z
    .array(
      z.coerce.number({ error: 'error.number' }).int('error.number').positive('error.number'),
      typeErrors('error.required', 'error.list'),
    )
    .min(1, 'error.required')
    .max(200, 'error.tooMany'),
});

/** What a notification's data says: the kind, and the meeting, manager, time or inquiry it is about. */
const notificationDataSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  meetingPk: z.number().nullable(),
  managerPk: z.number().nullable(),
  startAt: z.string().nullable(),
  qnaPk: z.number().nullable(),
});

const notificationItemSchema = z.object({
  pk: z.number(),
  read: z.boolean(),
  createAt: z.string(),
  /** Created before today (server time), as the spec's 'yesterday flag'. */
  yesterday: z.boolean(),
  notificationData: notificationDataSchema,
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationListReply = z.object({
  notifications: z.array(notificationItemSchema),
  managers: z.array(z.object({ pk: z.number(), firstName: z.string(), lastName: z.string() })),
  unread: z.number(),
});
export type NotificationListReply = z.infer<typeof notificationListReply>;

export const notificationReadReply = z.object({ read: z.number() });

import { MEETING_LIMITS, type MeetingItem, type MeetingStatus, type MeetingUser } from '@portal/domain';
import { offsetAt, toWallTime } from './meeting-time';

/**
 * The values of the request form and the modify modal: the contract's create/edit body (meetingEditInput validates
 * them as they are), with the selects' pks as strings until the schema coerces them.
 */
export interface MeetingFormValues {
  pk?: number;
  version?: string;
  siteLang?: string;
  title: string;
  productCategoryPk1: string;
  productCategoryPk2: string;
  productPk: string;
  requestAnywhen: boolean;
  /** 'YYYY-MM-DD HH:mm' in the viewer's zone, or null. */
  requestMeetingAt: string | null;
  requestTimeZone: string;
  requestPlatform: string;
  requesterJoin: boolean;
  requestDescription: string;
  changeReason: string;
  meetingUsers: MeetingUser[];
}

export const emptyAttendee = (): MeetingUser => ({ firstName: '', lastName: '', position: '', email: '' });

/** A new request: the preset title (docs/meetings.md#validation), Webex (docs/meetings.md#constants), the requester joining, no date yet. */
export function newRequestValues(title: string, siteLang: string): MeetingFormValues {
  return {
    siteLang,
    title,
    productCategoryPk1: '',
    productCategoryPk2: '',
    productPk: '',
    requestAnywhen: false,
    requestMeetingAt: null,
    requestTimeZone: offsetAt(null),
    requestPlatform: MEETING_LIMITS.defaultPlatform,
    requesterJoin: true,
    requestDescription: '',
    changeReason: '',
    meetingUsers: [],
  };
}

/**
 * The product a request is about, from the address (`?product=<pk>`, the product detail's link): a positive whole
 * number of at most nine digits, else null (anything else in the address is ignored, the form starts empty).
 */
export function productFromAddress(value: string): number | null {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The modify modal's date: the meeting's time once a manager set one, else the member's requested time. */
const editTime = (item: MeetingItem) =>
  item.requestAnywhen && !item.meetingAt ? null : toWallTime(item.meetingAt ?? item.requestMeetingAt);

/**
 * The modify modal's values from editData. The description starts empty: the server appends the new text to the
 * earlier one with the docs/meetings.md#validation stamp, so only the addition is sent.
 */
export function editValues(item: MeetingItem): MeetingFormValues {
  const requestMeetingAt = editTime(item);
  return {
    pk: item.pk,
    version: item.version,
    title: item.title,
    productCategoryPk1: String(item.productCategoryPk1 ?? ''),
    productCategoryPk2: String(item.productCategoryPk2 ?? ''),
    productPk: String(item.productPk ?? ''),
    requestAnywhen: requestMeetingAt === null,
    requestMeetingAt,
    requestTimeZone: offsetAt(requestMeetingAt),
    requestPlatform: item.requestPlatform || MEETING_LIMITS.defaultPlatform,
    requesterJoin: item.requesterJoin,
    requestDescription: '',
    changeReason: '',
    meetingUsers: item.meetingUsers.map((u) => ({ ...emptyAttendee(), ...u })),
  };
}

const WAITING: MeetingStatus[] = ['REQ_MANAGER', 'REQ_ADMIN', 'CHANGE'];

/**
 * docs/meetings.md#modify-modal: the calendar is disabled when 'any time' is checked or while the meeting waits on a side. We do
 * not follow the source's "or a meeting time exists": changing a reserved meeting or answering a proposal is about the time,
 * so the member picks the wished one (docs/meetings.md; the server stores it as requestMeetingAt).
 */
export const calendarLocked = (item: MeetingItem, anytime: boolean) => anytime || WAITING.includes(item.status);

/** docs/meetings.md#modify-modal: approval inside the modify modal only for a REQUEST last updated by ADMIN with a time. */
export const approvableInModify = (item: MeetingItem) =>
  item.status === 'REQUEST' && item.lastUpdator === 'ADMIN' && item.meetingAt !== null;

/**
 * A manager's proposal on a meeting (a REQUEST or REQ_ADMIN last updated by ADMIN with a time): 'open' while its
 * time is ahead (the member may approve it), 'expired' once it has passed (the member can only cancel, or wait for
 * a new proposal); null when there is none. The cards' and the modal's words follow it, so no text asks for an
 * approval the buttons do not offer.
 */
export function proposalState(item: MeetingItem, now: number = Date.now()): 'open' | 'expired' | null {
  const proposal = (item.status === 'REQUEST' || item.status === 'REQ_ADMIN') && item.lastUpdator === 'ADMIN' && item.meetingAt;
  if (!proposal) return null;
  return new Date(item.meetingAt!).getTime() > now ? 'open' : 'expired';
}

/** Why the modify modal offers no save: the same reasons, in the same words, as the server's refusal (409). */
export function editBlockedKey(item: MeetingItem, now: number = Date.now()): string {
  if (proposalState(item, now) === 'expired') return 'meeting.error.proposalExpired';
  if (item.status === 'RESERVE') return 'meeting.error.changeTooLate';
  if (item.status === 'REQUEST' && item.lastUpdator === 'USER') return 'meeting.error.firstRequest';
  if (item.status === 'REQ_ADMIN') return 'meeting.error.approveOrCancel';
  if (item.status === 'COMPLETE' || item.status === 'CANCEL') return 'meeting.error.closed';
  return 'meeting.error.waitingForManager';
}

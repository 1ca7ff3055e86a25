import { inquiryAnswerInput, type InquiryStatus } from './inquiries.js';

/*
 * The inquiry rules, pure, on the meetings' pattern (docs/meetings.md): a planner reads a write and the row before it
 * and answers the fields the rules set and the notifications the write causes; the server applies the plan in one
 * place for every write path (cms/src/api/inquiry/content-types/inquiry/lifecycles.ts: member calls, the admin
 * panel, the command line).
 */

/** What the rules need to know of an inquiry row. */
export interface InquiryState {
  processStatus: InquiryStatus;
  answerContent: string | null;
  answerUrl?: string | null;
}

/** The fields of a write the rules read (a write may carry any others; they do not matter here). */
export interface InquiryWrite {
  processStatus?: unknown;
  answerContent?: unknown;
  answerUrl?: unknown;
}

type InquiryNotification = 'QNA_RECEIPT' | 'QNA_ANSWERED';

/** What a write does besides its own fields: the status and answer time it sets, the member's notifications. */
export interface InquiryPlan {
  patch: { processStatus?: InquiryStatus; answeredAt?: Date | null };
  notifications: InquiryNotification[];
}

/** A write or action the rules refuse; `key` is a message key, `field` the request field it is about. */
export class InquiryRefused extends Error {
  constructor(
    readonly key: string,
    readonly field: string,
  ) {
    super(key);
  }
}

/** What a member may do with an inquiry: edit while it waits for an answer, delete always. */
export function inquiryActions(inquiry: Pick<InquiryState, 'processStatus'>) {
  return { edit: inquiry.processStatus === 'WAIT', delete: true };
}

/** Refuses a member's edit of an answered inquiry (409 on the API). */
export function checkInquiryEdit(before: Pick<InquiryState, 'processStatus'>): void {
  if (!inquiryActions(before).edit) throw new InquiryRefused('qna.error.answered', 'pk');
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Whether a write changes the answer of an inquiry (a field it leaves out is unchanged; null and '' are alike). */
const changesAnswer = (before: InquiryState, data: InquiryWrite) =>
  (['answerContent', 'answerUrl'] as const).some((field) => field in data && (data[field] ?? '') !== (before[field] ?? ''));

/**
 * Any write of an inquiry (`before` null: a create): the status follows the answer. An answer's content makes it
 * COMPLETE (answeredAt stamped on the way there), no answer makes it WAIT; COMPLETE without an answer is refused.
 * An inquiry is answered once: a write that changes the answer of an answered one is refused, whichever door it
 * comes through (the desk, the command line, the Content Manager). The member is notified QNA_RECEIPT on create and
 * QNA_ANSWERED on the way to COMPLETE, once each.
 */
export function planInquiryWrite(before: InquiryState | null, data: InquiryWrite, now = new Date()): InquiryPlan {
  const notifications: InquiryNotification[] = before ? [] : ['QNA_RECEIPT'];
  const wasComplete = before?.processStatus === 'COMPLETE';
  if (wasComplete && changesAnswer(before, data)) throw new InquiryRefused('qna.error.alreadyAnswered', 'answerContent');
  if (!('answerContent' in data) && !('processStatus' in data)) return { patch: {}, notifications };
  const answer = 'answerContent' in data ? data.answerContent : before?.answerContent;
  if (data.processStatus === 'COMPLETE' && !filled(answer)) throw new InquiryRefused('qna.error.answerFirst', 'answerContent');
  if (!filled(answer)) return { patch: { processStatus: 'WAIT', answeredAt: null }, notifications };
  if (wasComplete) return { patch: { processStatus: 'COMPLETE' }, notifications };
  return { patch: { processStatus: 'COMPLETE', answeredAt: now }, notifications: [...notifications, 'QNA_ANSWERED'] };
}

/** Refuses a staff answer to an inquiry already answered (409 on the API): an inquiry is answered once. */
export function checkInquiryAnswer(before: Pick<InquiryState, 'processStatus'>): void {
  if (before.processStatus === 'COMPLETE') throw new InquiryRefused('qna.error.alreadyAnswered', 'pk');
}

/**
 * A staff answer (the inquiry desk, the command line), checked like the desk's form (`inquiryAnswerInput`: content
 * required, plain text; URL http(s) or none): the fields to write, or the first refusal with its field.
 */
export function planInquiryAnswer(answer: { content: string; url?: string }) {
  const parsed = inquiryAnswerInput.safeParse(answer);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new InquiryRefused(issue.message, String(issue.path[0] ?? 'content'));
  }
  return { answerContent: parsed.data.content, answerUrl: parsed.data.url };
}

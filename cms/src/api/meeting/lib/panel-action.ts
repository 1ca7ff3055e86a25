import { TransitionRefused, type MeetingRowState, type StaffAction } from '@portal/domain';

/** The fields of a Content Manager save (the whole form). */
export type Edit = Record<string, unknown>;

const sameTime = (a: unknown, b: unknown) => (a ? new Date(a as string).getTime() : null) === (b ? new Date(b as string).getTime() : null);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Reads a manager's save in the Content Manager as one staff action (the panel sends the whole form, so fields are
 * compared with the stored row): a new status or a new time is a transition; a new link alone is setUrl.
 */
export function staffActionFromEdit(before: Pick<MeetingRowState, 'meetingStatus' | 'meetingAt' | 'url'>, data: Edit): StaffAction | null {
  const status = (data.meetingStatus as string | undefined) ?? before.meetingStatus;
  const timeChanged = 'meetingAt' in data && !sameTime(data.meetingAt, before.meetingAt);
  const at = timeChanged && data.meetingAt ? new Date(data.meetingAt as string) : null;
  if (status !== before.meetingStatus) {
    if (status === 'CANCEL') return { kind: 'cancel', reason: text(data.cancelReason) };
    if (status === 'COMPLETE') return { kind: 'complete', result: text(data.result) };
    if (status === 'RESERVE') return { kind: 'confirm', at };
    if ((status === 'REQUEST' || status === 'REQ_ADMIN') && at) return { kind: 'propose', at };
    throw new TransitionRefused('meeting.error.staffStatus', 'meetingStatus');
  }
  if (timeChanged) {
    if (!at) throw new TransitionRefused('meeting.error.noTime', 'meetingAt');
    return before.meetingStatus === 'RESERVE' ? { kind: 'confirm', at } : { kind: 'propose', at };
  }
  if ('url' in data && text(data.url) !== (before.url ?? '')) return { kind: 'setUrl', url: text(data.url) };
  return null;
}

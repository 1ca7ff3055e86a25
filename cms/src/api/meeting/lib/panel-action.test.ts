import { describe, expect, it } from 'vitest';
import { TransitionRefused, type MeetingStatus, type StaffAction } from '@portal/domain';
import { staffActionFromEdit, type Edit } from './panel-action';

/*
 * How a manager's save in the Content Manager reads as one staff action (docs/meetings.md, "Staff": the panel sends
 * the whole form, so a field counts as changed only when it differs from the stored row).
 */
const AT = '2026-04-01T09:00:00.000Z';
const LATER = '2026-04-02T09:00:00.000Z';
const row = (meetingStatus: MeetingStatus, meetingAt: string | null = AT, url: string | null = 'https://meet.example.com/a') => ({
  meetingStatus,
  meetingAt,
  url,
});

// prettier-ignore
const CASES: [string, ReturnType<typeof row>, Edit, StaffAction | null | string][] = [
  ['nothing changed (the whole form sent back)', row('REQUEST'), { meetingStatus: 'REQUEST', meetingAt: AT, url: 'https://meet.example.com/a' }, null],
  ['the same time in another notation', row('REQUEST'), { meetingAt: new Date(AT).getTime() }, null],
  ['status to CANCEL, with the reason', row('REQUEST'), { meetingStatus: 'CANCEL', cancelReason: '  Away  ' }, { kind: 'cancel', reason: 'Away' }],
  ['status to COMPLETE, with the result', row('RESERVE'), { meetingStatus: 'COMPLETE', result: 'Done' }, { kind: 'complete', result: 'Done' }],
  ['status to RESERVE at the stored time', row('REQUEST'), { meetingStatus: 'RESERVE', meetingAt: AT }, { kind: 'confirm', at: null }],
  ['status to RESERVE at a new time', row('REQUEST'), { meetingStatus: 'RESERVE', meetingAt: LATER }, { kind: 'confirm', at: new Date(LATER) }],
  ['status to REQ_ADMIN with a new time', row('RESERVE'), { meetingStatus: 'REQ_ADMIN', meetingAt: LATER }, { kind: 'propose', at: new Date(LATER) }],
  ['status to REQUEST with a new time', row('REQ_MANAGER'), { meetingStatus: 'REQUEST', meetingAt: LATER }, { kind: 'propose', at: new Date(LATER) }],
  ['status to REQ_ADMIN without a new time', row('RESERVE'), { meetingStatus: 'REQ_ADMIN', meetingAt: AT }, 'meeting.error.staffStatus'],
  ['status to CHANGE (the member’s status)', row('RESERVE'), { meetingStatus: 'CHANGE' }, 'meeting.error.staffStatus'],
  ['status to REQ_MANAGER (the member’s status)', row('REQUEST'), { meetingStatus: 'REQ_MANAGER', meetingAt: LATER }, 'meeting.error.staffStatus'],
  ['a new time for a reserved meeting', row('RESERVE'), { meetingAt: LATER }, { kind: 'confirm', at: new Date(LATER) }],
  ['a new time for a request', row('REQUEST', null), { meetingAt: LATER }, { kind: 'propose', at: new Date(LATER) }],
  ['the time cleared', row('REQUEST'), { meetingAt: null }, 'meeting.error.noTime'],
  ['a new link alone', row('RESERVE'), { url: ' https://meet.example.com/b ' }, { kind: 'setUrl', url: 'https://meet.example.com/b' }],
  ['the link cleared', row('RESERVE'), { url: '' }, { kind: 'setUrl', url: '' }],
  ['no link sent back as empty', row('RESERVE', AT, null), { url: '' }, null],
];

describe('a Content Manager save read as a staff action', () => {
  it.each(CASES)('%s', (_name, before, data, expected) => {
    if (typeof expected === 'string') {
      const refusal = (() => {
        try {
          staffActionFromEdit(before, data);
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(TransitionRefused);
      expect((refusal as TransitionRefused).key).toBe(expected);
    } else expect(staffActionFromEdit(before, data)).toEqual(expected);
  });
});

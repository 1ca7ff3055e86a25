import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { meetingEditInput, type MeetingItem } from '@portal/domain';
import { approvableInModify, calendarLocked, editBlockedKey, editValues, newRequestValues } from './meeting-form';
import { offsetAt } from './meeting-time';

const DAY = 86_400_000;
const item = (over: Partial<MeetingItem> = {}): MeetingItem => ({
  pk: 7,
  title: 'Roadmap',
  tag: 'apply',
  status: 'REQUEST',
  lastUpdator: 'USER',
  meetingAt: null,
  confirmedAt: null,
  manager: null,
  url: '',
  requestMeetingAt: new Date(Date.now() + 20 * DAY).toISOString(),
  requestAnywhen: false,
  requestTimeZone: '+00:00',
  requestDescription: 'Earlier text',
  requestPlatform: 'Teams',
  requesterJoin: false,
  productCategoryPk1: 1,
  productCategoryPk2: 11,
  productPk: 5,
  productCategoryName: '',
  productName: '',
  meetingUsers: [{ firstName: 'Ana', lastName: 'Park', position: '', email: '' }],
  result: '',
  cancelReason: '',
  changeReason: '',
  createAt: new Date().toISOString(),
  version: 'v1',
  ...over,
});

describe('meeting form values', () => {
  it('starts a request with the preset title, Webex and the requester joining, and passes the contract once filled', () => {
    const values = newRequestValues('Request for a meeting', 'ENG');
    expect(values).toMatchObject({ title: 'Request for a meeting', requestPlatform: 'Webex', requesterJoin: true, requestMeetingAt: null });
    const at = dayjs().add(3, 'day').format('YYYY-MM-DD 10:00');
    const parsed = meetingEditInput.parse({
      ...values,
      productCategoryPk1: '1',
      productCategoryPk2: '11',
      productPk: '5',
      requestMeetingAt: at,
      requestTimeZone: offsetAt(at),
      requestDescription: 'Agenda',
      meetingUsers: [{ firstName: '', lastName: 'Kim', position: '', email: '' }],
    });
    // The nameless row is dropped, the pks are numbers, the time stays wall time with its offset.
    expect(parsed).toMatchObject({ productPk: 5, requestAnywhen: false, requestMeetingAt: at, meetingUsers: [] });
  });

  it('fills the modify modal from edit data: the time in the viewer zone, an empty addition to the description', () => {
    const proposed = new Date(Date.now() + 12 * DAY);
    const values = editValues(item({ meetingAt: proposed.toISOString(), lastUpdator: 'ADMIN' }));
    expect(values).toMatchObject({ pk: 7, version: 'v1', productCategoryPk2: '11', requestPlatform: 'Teams', requestDescription: '' });
    expect(values.requestMeetingAt).toBe(dayjs(proposed).format('YYYY-MM-DD HH:mm'));
    expect(editValues(item({ requestAnywhen: true, requestMeetingAt: null })).requestAnywhen).toBe(true);
  });

  it('applies the docs/meetings.md#modify-modal modify rules: calendar, approval and why no save', () => {
    expect(calendarLocked(item(), false)).toBe(false);
    expect(calendarLocked(item(), true)).toBe(true);
    expect(calendarLocked(item({ status: 'REQ_MANAGER' }), false)).toBe(true);
    expect(calendarLocked(item({ status: 'RESERVE', meetingAt: new Date().toISOString() }), false)).toBe(false);
    expect(calendarLocked(item({ status: 'CHANGE', meetingAt: new Date().toISOString() }), false)).toBe(true);
    expect(approvableInModify(item({ lastUpdator: 'ADMIN', meetingAt: new Date().toISOString() }))).toBe(true);
    expect(approvableInModify(item({ status: 'REQ_MANAGER', lastUpdator: 'ADMIN', meetingAt: new Date().toISOString() }))).toBe(false);
    expect(editBlockedKey(item())).toBe('meeting.error.firstRequest');
    expect(editBlockedKey(item({ status: 'RESERVE' }))).toBe('meeting.error.changeTooLate');
    expect(editBlockedKey(item({ status: 'CHANGE' }))).toBe('meeting.error.waitingForManager');
  });
});

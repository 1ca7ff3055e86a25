import { describe, expect, it } from 'vitest';
import en from '@locales/en.json';
import kr from '@locales/kr.json';
import type { NotificationItem } from '@portal/domain';
import { createTranslator } from '../../lib/messages';
import { notificationAge, notificationTarget, notificationText, scrollThreshold } from './notification-text';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const item = (type: NotificationItem['notificationData']['type'], startAt: string | null = null): NotificationItem => ({
  pk: 1,
  read: false,
  createAt: ago(0),
  yesterday: false,
  notificationData: { type, meetingPk: 7, managerPk: 3, startAt, qnaPk: null },
});

describe('notification age (docs/product/notifications.md#constants)', () => {
  it('is minutes under an hour, hours under a day, and days rounded up after', () => {
    expect(notificationAge(ago(30_000), now)).toEqual({ unit: 'minutes', value: 1 });
    expect(notificationAge(ago(59 * 60_000), now)).toEqual({ unit: 'minutes', value: 59 });
    expect(notificationAge(ago(60 * 60_000), now)).toEqual({ unit: 'hours', value: 1 });
    expect(notificationAge(ago(23.9 * 3_600_000), now)).toEqual({ unit: 'hours', value: 23 });
    expect(notificationAge(ago(24 * 3_600_000), now)).toEqual({ unit: 'days', value: 1 });
    expect(notificationAge(ago(25 * 3_600_000), now)).toEqual({ unit: 'days', value: 2 });
  });
});

describe('notification list', () => {
  it('scrolls above 6 items on Windows and above 4 elsewhere', () => {
    expect(scrollThreshold('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe(6);
    expect(scrollThreshold('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe(4);
  });

  it("names the manager and the meeting time as 'MMM D, YYYY / HH:mm' in the page language", () => {
    const managers = [{ pk: 3, firstName: 'Jisoo', lastName: 'Han' }];
    const startAt = new Date(2026, 11, 3, 14, 30).toISOString(); // local time, as the viewer sees it
    expect(notificationText(item('APPROVED', startAt), managers, createTranslator(en), 'en')).toBe(
      'Your meeting with Jisoo Han is confirmed: Dec 3, 2026 / 14:30.',
    );
    expect(notificationText(item('APPROVED', startAt), managers, createTranslator(kr), 'kr')).toContain('Han Jisoo');
    expect(notificationText(item('WAIT_APPROVAL'), managers, createTranslator(en), 'en')).not.toMatch(/[{}]/);
  });

  it('leads meeting kinds to the meeting list and inquiry kinds to the inquiry list tab', () => {
    // Without the language: goTo adds the page's (a '/jp' here made '/jp/jp/meeting', a 404).
    expect(notificationTarget(item('DAY_BEFORE_MEETING'))).toBe('/meeting');
    expect(notificationTarget(item('QNA_ANSWERED'))).toBe('/qna?activeIndex=1');
  });
});

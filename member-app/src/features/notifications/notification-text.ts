import {
  type LangSegment,
  TIMED_NOTIFICATION_TYPES,
  type NotificationItem,
  type NotificationListReply,
  formatDate,
  formatName,
  localeBySegment,
} from '@portal/domain';
import type { Translate } from '../../lib/messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** docs/product/notifications.md#constants: minutes under an hour, hours under a day, else days rounded up. */
export function notificationAge(createAt: string, now: number = Date.now()): { unit: 'minutes' | 'hours' | 'days'; value: number } {
  const age = Math.max(0, now - new Date(createAt).getTime());
  if (age < HOUR) return { unit: 'minutes', value: Math.max(1, Math.floor(age / MINUTE)) };
  if (age < DAY) return { unit: 'hours', value: Math.floor(age / HOUR) };
  return { unit: 'days', value: Math.ceil(age / DAY) };
}

/** docs/product/notifications.md#constants: the list scrolls above 6 items on Windows (wider scrollbars, taller rows), above 4 elsewhere. */
export function scrollThreshold(userAgent: string): number {
  return /windows/i.test(userAgent) ? 6 : 4;
}

/**
 * Where a notification leads, as a site path without the language segment (goTo adds the page's): the meeting
 * list, or the inquiry list tab.
 */
export function notificationTarget(item: NotificationItem): string {
  return item.notificationData.type.startsWith('QNA_') ? '/qna?activeIndex=1' : '/meeting';
}

/** A notification's sentence in the page language: its kind, the manager's name and the meeting time (docs/product/notifications.md#constants). */
export function notificationText(item: NotificationItem, managers: NotificationListReply['managers'], t: Translate, lang: LangSegment) {
  const { type, managerPk, startAt } = item.notificationData;
  const manager = managers.find((m) => m.pk === managerPk);
  const time = startAt && TIMED_NOTIFICATION_TYPES.includes(type) ? formatDate(startAt, localeBySegment(lang)!, 'longTime') : '';
  return t(`notification.type.${type}`, {
    manager: manager ? formatName(manager, localeBySegment(lang)!) : t('notification.managerUnknown'),
    time,
  });
}

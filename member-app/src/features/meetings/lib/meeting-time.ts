import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import {
  formatName,
  localeBySegment,
  type LangSegment,
  REQUEST_TIME_FORMAT,
  utcOffset,
  type MeetingItem,
  formatDate,
} from '@portal/domain';

dayjs.extend(customParseFormat);

/**
 * Meeting times as the member sees and sends them (docs/meetings.md#constants): instants from the API shown
 * in the viewer's time zone as 'MMM D, YYYY' (month in the page language) and 'HH:mm'; the forms send
 * 'YYYY-MM-DD HH:mm' wall time with the UTC offset that applies at that time.
 */

/** 'MMM D, YYYY' of an instant in the viewer's zone, as the page language writes it ('' when there is none). */
export const meetingDate = (value: string | null, lang: LangSegment) => (value ? formatDate(value, localeBySegment(lang)!, 'long') : '');

/** 'HH:mm' of an instant in the viewer's zone. */
export const meetingTime = (value: string | null) => (value ? formatDate(value, localeBySegment('en')!, 'time') : '');

/** An instant as the forms' 'YYYY-MM-DD HH:mm' wall time in the viewer's zone. */
export const toWallTime = (value: string | null) => (value ? dayjs(value).format(REQUEST_TIME_FORMAT) : null);

/** The UTC offset in force at a local wall time (a date across a DST change has another offset than today). */
export function offsetAt(wallTime: string | null): string {
  const at = wallTime ? dayjs(wallTime, REQUEST_TIME_FORMAT) : null;
  return utcOffset(at?.isValid() ? at.toDate() : new Date());
}

/** The time a card shows: the meeting's time once set, else the time the member asked for. */
export const shownTime = (item: MeetingItem) => item.meetingAt ?? (item.requestAnywhen ? null : item.requestMeetingAt);

/** The manager's name in the page language's order. */
export const managerName = (item: MeetingItem, lang: LangSegment) => (item.manager ? formatName(item.manager, localeBySegment(lang)!) : '');

/** The time select's choices: every half hour of the day. */
export const TIME_SLOTS = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ja';
import type { LangSegment } from '../contract/locales';

/** dayjs's locale name for each URL segment (the month names of 'MMM'). */
const DAYJS_LOCALES: Record<LangSegment, string> = { en: 'en', kr: 'ko', ch: 'zh-cn', jp: 'ja' };

/**
 * A date as 'MMM D, YYYY' with the month in the page language (the verification validity and the meeting
 * notifications use this format: accounts-and-frame.md §4, §9).
 */
export function formatLongDate(value: string | number | Date, lang: LangSegment, pattern = 'MMM D, YYYY'): string {
  const d = dayjs(value);
  return d.isValid() ? d.locale(DAYJS_LOCALES[lang] ?? 'en').format(pattern) : '';
}

/** The date `days` days from now (the validity shown when the server gave none). */
export const daysFromNow = (days: number): Date => dayjs().add(days, 'day').toDate();

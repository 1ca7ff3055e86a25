import dayjs from 'dayjs';
import type { Locale } from './locales';

/** A date in the locale's display format: MM.DD.YYYY in English, YYYY.MM.DD otherwise. */
export function formatDate(value: string | number | Date, locale: Locale): string {
  const d = dayjs(value);
  return d.isValid() ? d.format(locale.dateFormat) : '';
}

/** A person's name in the locale's order: first-name-first in English, last-name-first otherwise. */
export function formatName(person: { firstName?: string | null; lastName?: string | null }, locale: Locale): string {
  const first = (person.firstName ?? '').trim();
  const last = (person.lastName ?? '').trim();
  const parts = locale.nameOrder === 'first-last' ? [first, last] : [last, first];
  // CJK names are written without a space between family and given name only when both are CJK.
  const cjk = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
  const sep = locale.nameOrder === 'last-first' && cjk.test(first) && cjk.test(last) ? '' : ' ';
  return parts.filter(Boolean).join(sep);
}

/** The calling code as the country dropdown shows it: a plus sign and the code padded to three digits. */
export function formatCallingCode(code: string | number): string {
  return `+${String(code).replace(/^\+/, '').padStart(3, '0')}`;
}

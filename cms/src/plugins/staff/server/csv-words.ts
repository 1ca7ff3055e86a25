import { LOCALES, type Locale } from '@portal/domain';
import en from '../admin/src/translations/en.json';
import ja from '../admin/src/translations/ja.json';
import ko from '../admin/src/translations/ko.json';
import zh from '../admin/src/translations/zh-Hans.json';

/**
 * Exports in staff words (docs/staff-workspace.md#exports): headers and values (statuses, member types, yes/no) in
 * the words the admin panel shows, from the panel's own translation files, in the staff member's admin language
 * (X-SITE-LANG); times in the staff member's time zone (the panel sends its IANA zone).
 */
export type WordKey = keyof typeof en;
const FILES: Record<Locale['strapi'], Partial<Record<WordKey, string>>> = { en, ko, zh, ja };

/** The staff texts of a language: `word(key, { name: value })`, English when the language lacks one. */
export function wordsOf(locale: Locale) {
  return (key: WordKey, values: Record<string, string | number> = {}) =>
    (FILES[locale.strapi][key] ?? en[key]).replace(/\{(\w+)\}/g, (all, name: string) => String(values[name] ?? all));
}

/** An instant as `YYYY-MM-DD HH:mm` in a time zone (sortable, and read as a date by spreadsheets); '' for none. */
export function zonedTime(zone: string) {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (value: string | Date | null | undefined) => {
    if (!value) return '';
    const parts = Object.fromEntries(format.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  };
}

/** A portal language code (ENG, KOR, ...) as its own name (English, 한국어, ...); the code when unknown. */
export const languageName = (siteLang: string | null | undefined) =>
  LOCALES.find((l) => l.siteLang === siteLang)?.endonym ?? siteLang ?? '';

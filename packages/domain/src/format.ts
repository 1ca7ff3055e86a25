import type { LangSegment, Locale } from './locales.js';

/**
 * How a date is written (docs/product/frame.md#locales-and-names), each one as the page's
 * language writes it (Intl.DateTimeFormat): 'numeric' is the spec's YYYY.MM.DD (MM.DD.YYYY in English); 'long' its
 * 'MMM D, YYYY' (Dec 5, 2026 / 2026년 12월 5일 / 2026年12月5日); 'field' the date picker's 'MMM DD, YYYY';
 * 'longTime' the meeting notifications' 'MMM D, YYYY / HH:mm'; 'time' HH:mm; 'month' a calendar caption;
 * 'weekday' and 'weekdayLong' the calendar's day names; 'full' a day's accessible name.
 */
export type DateStyle = 'numeric' | 'long' | 'field' | 'longTime' | 'time' | 'month' | 'weekday' | 'weekdayLong' | 'full';

const OPTIONS: Record<Exclude<DateStyle, 'longTime'>, Intl.DateTimeFormatOptions> = {
  numeric: { year: 'numeric', month: '2-digit', day: '2-digit' },
  long: { year: 'numeric', month: 'short', day: 'numeric' },
  field: { year: 'numeric', month: 'short', day: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  month: { year: 'numeric', month: 'long' },
  weekday: { weekday: 'short' },
  weekdayLong: { weekday: 'long' },
  full: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, style: Exclude<DateStyle, 'longTime'>, timeZone?: string): Intl.DateTimeFormat {
  const key = `${locale.htmlLang}|${style}|${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale.htmlLang, { ...OPTIONS[style], timeZone, numberingSystem: 'latn' });
    formatters.set(key, found);
  }
  return found;
}

/**
 * A date (an ISO string, a timestamp or a Date) in one of the styles above, in the viewer's time zone unless
 * `timeZone` names one; '' for a value that is not a date. The one date formatter of the site, the islands and
 * the server.
 */
export function formatDate(value: string | number | Date, locale: Locale, style: DateStyle = 'numeric', timeZone?: string): string {
  // A calendar date ('2022-06-02', the legal texts') is that day wherever it is read, not UTC midnight.
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = day ? new Date(+day[1], +day[2] - 1, +day[3]) : value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (style === 'longTime') return `${formatDate(date, locale, 'long', timeZone)} / ${formatDate(date, locale, 'time', timeZone)}`;
  if (style !== 'numeric') return formatter(locale, style, timeZone).format(date);
  // The spec's dotted numeric form: the parts from Intl, in the locale's order (YYYY.MM.DD or MM.DD.YYYY).
  const parts = Object.fromEntries(
    formatter(locale, 'numeric', timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return locale.dateFormat.replace('YYYY', parts.year).replace('MM', parts.month).replace('DD', parts.day);
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

/** A partner company's two display names: `localName` as the company writes it, `englishName` ('' when unknown). */
export interface CompanyNames {
  localName: string;
  englishName?: string | null;
}

/**
 * The language a company's own name is written in, told by its script: Hangul is Korean, kana Japanese, other Han
 * characters Chinese (a Japanese name in kanji only counts as Chinese), anything else English.
 */
export function companyNameLang(localName: string): LangSegment {
  if (/[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]/.test(localName)) return 'kr';
  if (/[\u3040-\u30ff]/.test(localName)) return 'jp';
  if (/[\u3400-\u9fff]/.test(localName)) return 'ch';
  return 'en';
}

/**
 * A company's name as a page in `locale` shows it (docs/product/accounts.md#company-names): in the company's own
 * language its own name; elsewhere the English name with the own name in brackets, "Hyundai Motor (현대자동차)", or
 * the English name alone when the two are the same; the own name alone when there is no English name.
 */
export function formatCompanyName(company: CompanyNames, locale: Locale): string {
  const local = company.localName.trim();
  const english = (company.englishName ?? '').trim();
  if (!english || companyNameLang(local) === locale.segment) return local || english;
  if (!local || nameCollator(locale.htmlLang).compare(english, local) === 0) return english;
  return `${english} (${local})`;
}

/** The two names in a company name as formatCompanyName writes it ("Hyundai Motor (현대자동차)"), or null. */
export function splitCompanyName(shown: string): { englishName: string; localName: string } | null {
  const found = /^(.+?) \(([^()]+)\)$/.exec(shown.trim());
  return found ? { englishName: found[1], localName: found[2] } : null;
}

/** Companies in the order of the names a page in `locale` shows (formatCompanyName), a new array. */
export function sortByCompanyName<T extends CompanyNames>(companies: readonly T[], locale: Locale): T[] {
  const collator = nameCollator(locale.htmlLang);
  const shown = new Map(companies.map((c) => [c, formatCompanyName(c, locale)]));
  return [...companies].sort((a, b) => collator.compare(shown.get(a) ?? '', shown.get(b) ?? ''));
}

/** The calling code as the country dropdown shows it: a plus sign and the code padded to three digits. */
export function formatCallingCode(code: string | number): string {
  return `+${String(code).replace(/^\+/, '').padStart(3, '0')}`;
}

const collators = new Map<string, Intl.Collator>();
/**
 * Alphabetical order as a language writes it (Intl.Collator: 'e-Corner Module' before 'Welcome Light', numbers by
 * value, case ignored); the product list's ALPHABET order on the server and in the page use it.
 */
export function nameCollator(htmlLang: string): Intl.Collator {
  let found = collators.get(htmlLang);
  if (!found) collators.set(htmlLang, (found = new Intl.Collator(htmlLang || undefined, { numeric: true, sensitivity: 'base' })));
  return found;
}

/** Joins three phone inputs as the API stores them ('010-1234-5678'); empty when all three are empty. */
export function joinPhone(parts: [string, string, string] | string[]): string {
  return parts.every((p) => !p) ? '' : parts.map((p) => p.trim()).join('-');
}

/** Splits a stored phone number back into its three inputs. */
export function splitPhone(value: string | null | undefined): [string, string, string] {
  const [a = '', b = '', c = ''] = (value ?? '').split('-');
  return [a, b, c];
}

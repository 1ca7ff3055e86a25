import { type Country, formatCallingCode, LOCALES } from '@portal/domain';
import { $lang } from '../stores/ui';

const cache = new Map<string, Promise<Country[]>>();

/**
 * GET /api/country/list in the page's language (sorted by name), fetched once per page and language. The client
 * loads with the first list: the sign-in page, whose find view shows the list, arrives without it.
 */
export function loadCountries(): Promise<Country[]> {
  const lang = $lang.get();
  let list = cache.get(lang);
  if (!list) {
    list = import('./api-client').then(({ call }) => call('countryList', undefined, { spinner: false })).then((reply) => reply.items);
    list.catch(() => cache.delete(lang)); // a failed load is tried again by the next caller
    cache.set(lang, list);
  }
  return list;
}

/** A country as the calling-code dropdown shows it: '+082 Korea'. */
export const callingCodeLabel = (country: Country) => `${formatCallingCode(country.callingCode)} ${country.name}`;

/** The region names Intl knows for a country code in the four page languages ('한국' is in '대한민국', '韩国', '韓国'). */
const NAME_LANGS = LOCALES.map((l) => l.htmlLang);
const displayNames = new Map<string, Intl.DisplayNames>();
function namesOf(code: string): string[] {
  return NAME_LANGS.map((lang) => {
    let names = displayNames.get(lang);
    if (!names) displayNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' })));
    try {
      return names.of(code.toUpperCase()) ?? '';
    } catch {
      return ''; // not a region code Intl knows
    }
  });
}

/** Everyday names Intl does not give: Korean calls its own country 한국 as often as 대한민국. */
const ALIASES: Record<string, string[]> = { KR: ['한국'] };

/** Countries of the portal's own languages: they come first among equally good matches ('Kor' is South Korea). */
const HOME_REGIONS = ['KR', 'CN', 'JP', 'US'];

/**
 * The countries a calling-code search matches, best first: digits (with or without '+' and leading zeros) match
 * the calling code's start; text matches the name in the page language or in any of the four (issue 17 item 7:
 * '한국', '韩国' and '韓国' find Korea on every page), or the ISO code's start. Names that start with the text come
 * before a word that does, before the text inside a word; then the portal's home countries; then the list's order.
 * Countries without a calling code are left out.
 */
export function filterCallingCodes(countries: Country[], query: string, lang: string): Country[] {
  const withCode = countries.filter((c) => c.callingCode);
  const q = query.trim().toLocaleLowerCase(lang);
  if (!q) return withCode;
  if (/^\+?\d+$/.test(q)) {
    const digits = q.replace(/^\+?0*/, '');
    return withCode.filter((c) => c.callingCode.replace(/\D/g, '').startsWith(digits));
  }
  const rank = (c: Country): number => {
    const names = [c.name, ...namesOf(c.code), ...(ALIASES[c.code.toUpperCase()] ?? [])].map((n) => n.toLocaleLowerCase(lang));
    if (names.some((n) => n.startsWith(q)) || c.code.toLocaleLowerCase(lang) === q) return 0;
    if (names.some((n) => n.split(/[\s,().'-]+/).some((word) => word.startsWith(q)))) return 1;
    if (names.some((n) => n.includes(q)) || c.code.toLocaleLowerCase(lang).startsWith(q)) return 2;
    return -1;
  };
  const home = (c: Country) => {
    const i = HOME_REGIONS.indexOf(c.code.toUpperCase());
    return i < 0 ? HOME_REGIONS.length : i;
  };
  return withCode
    .map((c, index) => ({ c, index, rank: rank(c) }))
    .filter((m) => m.rank >= 0)
    .sort((a, b) => a.rank - b.rank || home(a.c) - home(b.c) || a.index - b.index)
    .map((m) => m.c);
}

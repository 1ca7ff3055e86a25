import type { Country } from '../contract/content';
import { formatCallingCode } from '../contract/format';
import { $lang } from '../stores/ui';
import { apiGet } from './api-client';

const cache = new Map<string, Promise<Country[]>>();

/** GET /api/country/list in the page's language (sorted by name), fetched once per page and language. */
export function loadCountries(): Promise<Country[]> {
  const lang = $lang.get();
  let list = cache.get(lang);
  if (!list) {
    list = apiGet<{ items: Country[] }>('country/list', { spinner: false }).then((reply) => reply.items);
    list.catch(() => cache.delete(lang)); // a failed load is tried again by the next caller
    cache.set(lang, list);
  }
  return list;
}

/** A country as the calling-code dropdown shows it: '+082 Korea'. */
export const callingCodeLabel = (country: Country) => `${formatCallingCode(country.callingCode)} ${country.name}`;

/**
 * The countries a calling-code search matches: digits (with or without '+' and leading zeros) match the calling
 * code's start; text matches the name anywhere or the ISO code's start. Countries without a calling code are left out.
 */
export function filterCallingCodes(countries: Country[], query: string, lang: string): Country[] {
  const withCode = countries.filter((c) => c.callingCode);
  const q = query.trim().toLocaleLowerCase(lang);
  if (!q) return withCode;
  if (/^\+?\d+$/.test(q)) {
    const digits = q.replace(/^\+?0*/, '');
    return withCode.filter((c) => c.callingCode.replace(/\D/g, '').startsWith(digits));
  }
  return withCode.filter((c) => c.name.toLocaleLowerCase(lang).includes(q) || c.code.toLocaleLowerCase(lang).startsWith(q));
}

import type { Core } from '@strapi/strapi';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import ja from 'i18n-iso-countries/langs/ja.json';
import ko from 'i18n-iso-countries/langs/ko.json';
import zh from 'i18n-iso-countries/langs/zh.json';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import { DEFAULT, LOCALES_IN_ORDER, type L10n } from '../lib/l10n';
import { rows } from '../../utils/rows';

for (const locale of [en, ko, zh, ja]) countries.registerLocale(locale);

const UID = 'api::country.country';

export interface CountrySeed {
  code: string;
  pk: number;
  callingCode: string;
  name: L10n;
}

/**
 * Every ISO 3166-1 country from i18n-iso-countries. pk is the ISO numeric code (Korea 410, Japan 392): stable
 * when ISO adds a country, unlike a position in a sorted list. callingCode is digits only ("82"), empty for the
 * few territories without one (Antarctica, Bouvet Island, ...).
 */
function countrySeeds(): CountrySeed[] {
  return Object.keys(countries.getAlpha2Codes())
    .sort()
    .map((code) => {
      const name = {} as L10n;
      for (const locale of LOCALES_IN_ORDER) name[locale] = countries.getName(code, locale) ?? code;
      return {
        code,
        pk: Number(countries.alpha2ToNumeric(code)),
        callingCode: isSupportedCountry(code) ? getCountryCallingCode(code) : '',
        name,
      };
    });
}

/**
 * ~250 countries × 4 locales through the Document Service costs ~1,000 calls; country is plain reference data
 * (no Draft & Publish, relations or components), so rows are written in bulk with the database query API and
 * only rows that differ are touched on later runs. Existing rows keep their ids, so members' links survive.
 */
export async function seedCountries(strapi: Core.Strapi) {
  const query = rows(strapi, UID);
  const seeds = countrySeeds();
  const read = () => query.findMany({ select: ['id', 'documentId', 'locale', 'code', 'pk', 'callingCode', 'name'] });
  const now = new Date();
  const row = (s: CountrySeed, locale: keyof L10n) => ({
    pk: s.pk,
    code: s.code,
    callingCode: s.callingCode,
    name: s.name[locale],
    locale,
    publishedAt: now,
  });

  // Default-locale rows first: the database gives each new document its documentId.
  let saved = await read();
  const known = new Set(saved.map((r) => r.code));
  const fresh = seeds.filter((s) => !known.has(s.code));
  if (fresh.length) {
    await query.createMany({ data: fresh.map((s) => ({ ...row(s, DEFAULT), createdAt: now, updatedAt: now })) });
    saved = await read();
  }

  const documentOf = new Map(saved.map((r) => [r.code, r.documentId]));
  const existing = new Map(saved.map((r) => [`${r.code}:${r.locale}`, r]));
  const toCreate: Record<string, unknown>[] = [];
  let updated = 0;
  for (const s of seeds) {
    for (const locale of LOCALES_IN_ORDER) {
      const want = row(s, locale);
      const have = existing.get(`${s.code}:${locale}`);
      if (!have) {
        toCreate.push({ ...want, documentId: documentOf.get(s.code), createdAt: now, updatedAt: now });
      } else if (have.pk !== want.pk || (have.callingCode ?? '') !== want.callingCode || have.name !== want.name) {
        await query.update({
          where: { id: have.id },
          data: { pk: want.pk, callingCode: want.callingCode, name: want.name, updatedAt: now },
        });
        updated += 1;
      }
    }
  }
  if (toCreate.length) await query.createMany({ data: toCreate });
  return { countries: seeds.length, rowsCreated: fresh.length + toCreate.length, rowsUpdated: updated };
}

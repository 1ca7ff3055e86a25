import { DEFAULT_LOCALE, STRAPI_LOCALES, type StrapiLocale } from '@portal/domain';

/** A value in each of the four content locales. */
export type L10n<T = string> = Record<StrapiLocale, T>;

export const LOCALES_IN_ORDER: readonly StrapiLocale[] = STRAPI_LOCALES;
export const DEFAULT: StrapiLocale = DEFAULT_LOCALE.strapi;

/** The locales filled after the default one (a localized document is created in the default first). */
export const OTHER_LOCALES: readonly StrapiLocale[] = STRAPI_LOCALES.filter((l) => l !== DEFAULT);

/** Builds a text in the four locales, always written in the order en, ko, zh, ja. */
export const t = (...texts: [en: string, ko: string, zh: string, ja: string]): L10n =>
  Object.fromEntries(STRAPI_LOCALES.map((locale, i) => [locale, texts[i]])) as L10n;

/** Applies one function to every locale of a value. */
export function mapL10n<A, B>(value: L10n<A>, fn: (v: A, locale: StrapiLocale) => B): L10n<B> {
  return Object.fromEntries(STRAPI_LOCALES.map((locale) => [locale, fn(value[locale], locale)])) as L10n<B>;
}

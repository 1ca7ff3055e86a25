/**
 * The four locales, declared once. Everything that maps a URL segment, an X-SITE-LANG value, a Strapi locale, an
 * <html lang> or an admin panel language goes through this table (docs/architecture.md, locales); `name` is the
 * language in English (Strapi's locale names), `endonym` the language named in itself (the language selector).
 */
// prettier-ignore
export const LOCALES = [
  { segment: 'en', admin: 'en', siteLang: 'ENG', strapi: 'en', htmlLang: 'en', ogLocale: 'en_US', name: 'English', endonym: 'English', dateFormat: 'MM.DD.YYYY', nameOrder: 'first-last' },
  { segment: 'kr', admin: 'ko', siteLang: 'KOR', strapi: 'ko', htmlLang: 'ko', ogLocale: 'ko_KR', name: 'Korean', endonym: '한국어', dateFormat: 'YYYY.MM.DD', nameOrder: 'last-first' },
  { segment: 'ch', admin: 'zh-Hans', siteLang: 'CHN', strapi: 'zh', htmlLang: 'zh', ogLocale: 'zh_CN', name: 'Chinese', endonym: '中文', dateFormat: 'YYYY.MM.DD', nameOrder: 'last-first' },
  { segment: 'jp', admin: 'ja', siteLang: 'JPN', strapi: 'ja', htmlLang: 'ja', ogLocale: 'ja_JP', name: 'Japanese', endonym: '日本語', dateFormat: 'YYYY.MM.DD', nameOrder: 'last-first' },
] as const;

export type Locale = (typeof LOCALES)[number];
export type LangSegment = Locale['segment'];
export type SiteLang = Locale['siteLang'];
export type StrapiLocale = Locale['strapi'];

export const LANG_SEGMENTS = LOCALES.map((l) => l.segment) as LangSegment[];
export const SITE_LANGS = LOCALES.map((l) => l.siteLang) as SiteLang[];
export const STRAPI_LOCALES = LOCALES.map((l) => l.strapi) as StrapiLocale[];
export const DEFAULT_LOCALE: Locale = LOCALES[0];

/** True when the string is one of the four URL segments. */
export function isLangSegment(value: unknown): value is LangSegment {
  return typeof value === 'string' && (LANG_SEGMENTS as string[]).includes(value);
}

/** The locale of a URL segment (en, kr, ch, jp); undefined when it is not one of ours. */
export function localeBySegment(segment: string | undefined): Locale | undefined {
  return LOCALES.find((l) => l.segment === segment);
}

/** The locale named by an X-SITE-LANG header value (ENG, KOR, CHN, JPN, any case); English when unknown. */
export function localeBySiteLang(value: string | undefined | null): Locale {
  const upper = (value ?? '').trim().toUpperCase();
  return LOCALES.find((l) => l.siteLang === upper) ?? DEFAULT_LOCALE;
}

/** The locale of a Strapi admin panel language (en, ko, zh-Hans, ja); English for any other. */
export function localeByAdmin(code: string | undefined): Locale {
  return LOCALES.find((l) => l.admin === code) ?? DEFAULT_LOCALE;
}

/** The locale of a Strapi locale code (en, ko, zh, ja). */
export function localeByStrapi(code: string | undefined): Locale | undefined {
  return LOCALES.find((l) => l.strapi === code);
}

/**
 * UI messages for the static pages. Every string shown comes from locales/<segment>.json (flat dotted keys);
 * English is the reference file and a unit test checks that all four have the same keys.
 */
import en from '@locales/en.json';
import kr from '@locales/kr.json';
import ch from '@locales/ch.json';
import jp from '@locales/jp.json';
import { fillMessage, type LangSegment } from '@portal/domain';

export type MessageKey = keyof typeof en;
const catalogs: Record<LangSegment, Record<string, string>> = { en, kr, ch, jp };

/** The message for a key in a language, with {name} placeholders filled in. */
export function t(lang: LangSegment, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = catalogs[lang][key] ?? en[key] ?? key;
  return fillMessage(template, params, lang);
}

/** A translator bound to one language, for use in a page's frontmatter. */
export function useTranslations(lang: LangSegment) {
  return (key: MessageKey, params?: Record<string, string | number>) => t(lang, key, params);
}

/**
 * A message as written, placeholders and plurals unfilled: for a count the page script fills in the browser
 * (`countText` in site/scripts/count-text.ts), so the plural case follows the number shown.
 */
export function messageTemplate(lang: LangSegment, key: MessageKey): string {
  return catalogs[lang][key] ?? en[key];
}

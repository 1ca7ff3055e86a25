import { LOCALES, type LangSegment } from '@portal/domain';
import { switchLanguage } from '../../lib/urls';

/** Each language named in itself (an endonym), so the same in every locale and not a message key. */
export const LANGUAGE_NAMES = Object.fromEntries(LOCALES.map((l) => [l.segment, l.endonym])) as Record<LangSegment, string>;

/** The language selector's entries for a page: the same route in each language, the current one marked. */
export function languageLinks(current: LangSegment, pathname: string) {
  return LOCALES.map((l) => ({
    segment: l.segment,
    htmlLang: l.htmlLang,
    name: LANGUAGE_NAMES[l.segment],
    href: switchLanguage(pathname, l.segment),
    current: l.segment === current,
  }));
}

/** The static routes of the foundation, per language, as the browser tests visit them. */
import { LOCALES, PAGE_ROUTES, isLocalizedRoute, type LangSegment } from '@portal/domain';
import en from '@locales/en.json';
import kr from '@locales/kr.json';
import ch from '@locales/ch.json';
import jp from '@locales/jp.json';

const MESSAGES: Record<LangSegment, Record<string, string>> = { en, kr, ch, jp };

/** Every locale with its message catalogue. */
export const LANGS = LOCALES.map(({ segment, htmlLang }) => ({ segment, htmlLang, messages: MESSAGES[segment] }));

/**
 * Routes under /{lang} that every locale builds, from the route manifest: every fixed link except the pages a
 * mailed link guards (the product list is found from the side menu).
 */
export const STATIC_ROUTES: string[] = PAGE_ROUTES.filter((r) => isLocalizedRoute(r) && r.access !== 'guard').flatMap((r) =>
  Object.values(r.paths),
);

/** Characters that only Korean, Chinese or Japanese text has: a localized page shows some of them. */
export const SCRIPT_OF: Record<LangSegment, RegExp> = {
  en: /[A-Za-z]/,
  kr: /[\uac00-\ud7af]/,
  ch: /[\u4e00-\u9fff]/,
  jp: /[\u3040-\u30ff]/,
};

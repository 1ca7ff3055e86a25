import en from '@locales/en.json';
import type { LangSegment } from '@portal/domain';
import { t } from './i18n';

/** The messages an island needs, chosen by key prefix (e.g. ['auth.', 'common.']), in the page's language. */
export function messagesFor(lang: LangSegment, prefixes: string[]): Record<string, string> {
  const keys = Object.keys(en).filter((key) => prefixes.some((p) => key.startsWith(p))) as (keyof typeof en)[];
  return Object.fromEntries(keys.map((key) => [key, t(lang, key)]));
}

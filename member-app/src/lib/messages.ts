/**
 * Messages inside islands. A page passes the island only the keys it needs (`messagesFor` in site/lib/i18n.ts),
 * so no island ships all four catalogs.
 */
import { fillMessage } from '@portal/domain';

export type Messages = Record<string, string>;

/** A translator over the messages an island received; unknown keys show as themselves (and are easy to spot). */
export function createTranslator(messages: Messages, lang = 'en') {
  return (key: string, params: Record<string, string | number> = {}) => fillMessage(messages[key] ?? key, params, lang);
}
export type Translate = ReturnType<typeof createTranslator>;

/**
 * Messages inside islands. A page passes the island only the keys it needs (`messagesFor` in site/lib/i18n.ts),
 * so no island ships all four catalogs.
 */
export type Messages = Record<string, string>;

/** A translator over the messages an island received; unknown keys show as themselves (and are easy to spot). */
export function createTranslator(messages: Messages) {
  return (key: string, params: Record<string, string | number> = {}) =>
    (messages[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
export type Translate = ReturnType<typeof createTranslator>;

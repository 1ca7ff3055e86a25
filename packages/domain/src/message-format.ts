import { localeBySegment } from './locales.js';

/*
 * Filling a message of locales/ (docs/i18n.md#plurals). Placeholders are `{name}`; a count that changes the
 * wording is an ICU plural, `{count, plural, one {# product} other {# products}}`, whose case is chosen by
 * Intl.PluralRules for the language (`=N` cases first) and whose `#` is the number. Korean, Chinese and Japanese
 * have one form (`other`), so their catalogs rarely need one; English does.
 */

const CASE = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g;
const PLURAL = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g;
const rules = new Map<string, Intl.PluralRules>();

/** The plural rules of a language segment ('en', 'kr', ...) or BCP 47 tag, made once. */
function pluralRules(lang: string): Intl.PluralRules {
  const tag = localeBySegment(lang)?.htmlLang ?? lang;
  let rule = rules.get(tag);
  if (!rule) rules.set(tag, (rule = new Intl.PluralRules(tag)));
  return rule;
}

/** A message template with its plurals chosen and its `{name}` placeholders filled (unknown ones stay as they are). */
export function fillMessage(template: string, params: Record<string, string | number>, lang: string): string {
  const chosen = template.replace(PLURAL, (whole, name: string, cases: string) => {
    if (params[name] === undefined) return whole;
    const n = Number(params[name]);
    const options = new Map([...cases.matchAll(CASE)].map((m) => [m[1], m[2]]));
    const text = options.get(`=${n}`) ?? options.get(pluralRules(lang).select(n)) ?? options.get('other') ?? '';
    return text.replace(/#/g, String(params[name]));
  });
  return chosen.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** The placeholder names a template uses, plural ones included (the locale test compares them across languages). */
export function messagePlaceholders(template: string): string[] {
  const plural = [...template.matchAll(PLURAL)].map((m) => m[1]);
  const plain = [...template.replace(PLURAL, '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  return [...new Set([...plural, ...plain])].sort();
}

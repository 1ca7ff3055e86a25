import fs from 'node:fs';
import path from 'node:path';
import { fillMessage, LOCALES, type Locale } from '@portal/domain';
import { repoRoot } from './paths';

/** The UI message catalogs of locales/, read once: server messages use the same keys as the islands. */
const catalogs = new Map<string, Record<string, string>>(
  LOCALES.map((l) => [l.segment, JSON.parse(fs.readFileSync(path.join(repoRoot, 'locales', `${l.segment}.json`), 'utf8'))]),
);

/** The message for a key in the request's language; unknown keys fall back to English, then to the key. */
export function translate(key: string, locale: Locale, params: Record<string, string | number> = {}): string {
  const template = catalogs.get(locale.segment)?.[key] ?? catalogs.get('en')?.[key] ?? key;
  return fillMessage(template, params, locale.segment);
}

/** Whether a string is one of our message keys (zod messages are keys; anything else is zod's own English). */
export function isMessageKey(value: string): boolean {
  return catalogs.get('en')?.[value] !== undefined;
}

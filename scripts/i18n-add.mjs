#!/usr/bin/env node
// Adds or replaces message keys in all four locale files at once, keeping them sorted, so the files never drift.
// Usage: node scripts/i18n-add.mjs messages.json   where messages.json is { "key": { "en": "", "kr": "", "ch": "", "jp": "" } }
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANG_SEGMENTS } from '@portal/domain';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');
const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
for (const [key, values] of Object.entries(input)) {
  const missing = LANG_SEGMENTS.filter((l) => typeof values[l] !== 'string' || !values[l]);
  if (missing.length) throw new Error(`${key}: no text for ${missing.join(', ')}`);
}
for (const lang of LANG_SEGMENTS) {
  const file = path.join(dir, `${lang}.json`);
  const catalog = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const [key, values] of Object.entries(input)) catalog[key] = values[lang];
  const sorted = Object.fromEntries(
    Object.keys(catalog)
      .sort()
      .map((k) => [k, catalog[k]]),
  );
  fs.writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n');
}
console.log(`${Object.keys(input).length} keys written to ${LANG_SEGMENTS.length} locale files`);

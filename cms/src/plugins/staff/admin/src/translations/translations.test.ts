import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The staff workspace's texts (docs/staff-workspace.md#languages): every language has every English key, none empty,
// and each is translated rather than copied from English.
const read = (name: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(__dirname, `${name}.json`), 'utf8'));
const en = read('en');

describe('staff workspace translations', () => {
  for (const locale of ['ko', 'zh-Hans', 'ja']) {
    it(`${locale} has exactly the English keys, each translated`, () => {
      const texts = read(locale);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('');
        // Placeholders such as {count} stay; the words around them change.
        if (/[A-Za-z]{3}/.test(en[key].replace(/\{\w+\}/g, ''))) expect(text, key).not.toBe(en[key]);
      }
    });
  }
});

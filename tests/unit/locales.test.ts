import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LANG_SEGMENTS,
  LOCALES,
  SITE_LANGS,
  localeBySegment,
  localeBySiteLang,
  localeByStrapi,
  isLangSegment,
} from '@portal/domain';
import en from '@locales/en.json';
import kr from '@locales/kr.json';
import ch from '@locales/ch.json';
import jp from '@locales/jp.json';

describe('locale table', () => {
  it('maps every URL segment to its header value, Strapi locale and html lang (docs/architecture.md#locales)', () => {
    expect(LOCALES.map((l) => [l.segment, l.siteLang, l.strapi, l.htmlLang])).toEqual([
      ['en', 'ENG', 'en', 'en'],
      ['kr', 'KOR', 'ko', 'ko'],
      ['ch', 'CHN', 'zh', 'zh'],
      ['jp', 'JPN', 'ja', 'ja'],
    ]);
  });

  it('finds locales from each side and falls back to English for an unknown header', () => {
    expect(localeBySegment('kr')?.strapi).toBe('ko');
    expect(localeBySegment('ko')).toBeUndefined();
    expect(localeBySiteLang('jpn').segment).toBe('jp');
    expect(localeBySiteLang('XX').segment).toBe('en');
    expect(localeBySiteLang(undefined).segment).toBe('en');
    expect(localeByStrapi('zh')?.segment).toBe('ch');
    expect(isLangSegment('ch')).toBe(true);
    expect(isLangSegment('zh')).toBe(false);
  });
});

describe('message catalogs', () => {
  const catalogs = { en, kr, ch, jp } as Record<string, Record<string, string>>;
  const reference = Object.keys(en).sort();

  it.each(LANG_SEGMENTS.filter((l) => l !== DEFAULT_LOCALE.segment))('%s has exactly the keys of en', (lang) => {
    const keys = Object.keys(catalogs[lang]).sort();
    expect(keys.filter((k) => !reference.includes(k))).toEqual([]);
    expect(reference.filter((k) => !keys.includes(k))).toEqual([]);
  });

  it.each(LANG_SEGMENTS)('%s has no empty message and keeps the placeholders of en', (lang) => {
    for (const key of reference) {
      const text = catalogs[lang][key];
      expect(text, key).toBeTruthy();
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(text), key).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });
});

describe('the locales are declared once (docs/architecture.md)', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  it('have one message file each in locales/, and no other', () => {
    const files = fs.readdirSync(path.join(root, 'locales')).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...LANG_SEGMENTS].sort());
  });

  it.each(['cms/src/api/meeting/content-types/meeting/schema.json', 'cms/src/extensions/users-permissions/content-types/user/schema.json'])(
    'are the siteLang values of %s',
    (file) => {
      const schema = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
      expect(schema.attributes.siteLang.enum).toEqual(SITE_LANGS);
      expect(schema.attributes.siteLang.default).toBe(DEFAULT_LOCALE.siteLang);
    },
  );
});

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
  messagePlaceholders,
} from '@portal/domain';
import en from '@locales/en.json';
import kr from '@locales/kr.json';
import ch from '@locales/ch.json';
import jp from '@locales/jp.json';
import { createTranslator } from '@member/lib/messages';
import { t as siteT } from '@site/lib/i18n';

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
      expect(messagePlaceholders(text), key).toEqual(messagePlaceholders(en[key as keyof typeof en]));
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

describe('counted messages (issue 29 item 5)', () => {
  const catalogs = { en, kr, ch, jp } as Record<string, Record<string, string>>;

  it('English words a count with a plural, never "{n} minutes" for 1', () => {
    const bare = Object.entries(en).filter(([, text]) =>
      /\{\w+\} (seconds|minutes|hours|days|products|pages|characters|people|items|files)\b/.test(text),
    );
    expect(bare.map(([key]) => key)).toEqual([]);
    expect(siteT('en', 'search.suggest.count', { count: 1 })).toMatch(/^1 product suggested\./);
    expect(siteT('en', 'search.suggest.count', { count: 3 })).toMatch(/^3 products suggested\./);
    const say = createTranslator(en, 'en');
    expect(say('auth.error.tooManyAttempts', { minutes: 1 })).toContain('in 1 minute.');
    expect(say('auth.error.tooManyAttempts', { minutes: 15 })).toContain('in 15 minutes.');
  });

  it.each(LANG_SEGMENTS)('%s fills every counted message for 1 and 2 without leftovers', (lang) => {
    for (const [key, text] of Object.entries(catalogs[lang])) {
      const names = messagePlaceholders(text);
      for (const n of [1, 2]) {
        const filled = siteT(lang, key as keyof typeof en, Object.fromEntries(names.map((name) => [name, n])));
        expect(filled, key).not.toMatch(/\{\w+(, plural)?/);
      }
    }
  });
});

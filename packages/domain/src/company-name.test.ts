import { describe, expect, it } from 'vitest';
import { companyNameLang, formatCompanyName, sortByCompanyName, splitCompanyName } from './format';
import { localeBySegment, type LangSegment } from './locales';

const at = (segment: LangSegment) => localeBySegment(segment)!;
const hyundai = { localName: '현대자동차', englishName: 'Hyundai Motor' };
const sakura = { localName: 'サクラ自動車株式会社', englishName: 'Sakura Motors' };
const huaxing = { localName: '华星汽车', englishName: 'Huaxing Auto' };
const nordwagen = { localName: 'Nordwagen AG', englishName: 'Nordwagen AG' };

describe('company names', () => {
  it('tells the language of the own name by its script', () => {
    expect([hyundai, sakura, huaxing, nordwagen].map((c) => companyNameLang(c.localName))).toEqual(['kr', 'jp', 'ch', 'en']);
  });

  it('shows the own name in its language and "English (own)" in the others', () => {
    expect(formatCompanyName(hyundai, at('kr'))).toBe('현대자동차');
    expect(formatCompanyName(hyundai, at('en'))).toBe('Hyundai Motor (현대자동차)');
    expect(formatCompanyName(hyundai, at('jp'))).toBe('Hyundai Motor (현대자동차)');
    expect(formatCompanyName(sakura, at('jp'))).toBe('サクラ自動車株式会社');
    expect(formatCompanyName(huaxing, at('ch'))).toBe('华星汽车');
    expect(formatCompanyName(huaxing, at('kr'))).toBe('Huaxing Auto (华星汽车)');
  });

  it('does not repeat a name that is the same, and falls back to the own name without an English one', () => {
    expect(formatCompanyName(nordwagen, at('kr'))).toBe('Nordwagen AG');
    expect(formatCompanyName({ localName: 'nordwagen ag', englishName: 'Nordwagen AG' }, at('jp'))).toBe('Nordwagen AG');
    expect(formatCompanyName({ localName: '기아', englishName: '' }, at('en'))).toBe('기아');
    expect(formatCompanyName({ localName: '기아', englishName: null }, at('ch'))).toBe('기아');
    expect(formatCompanyName({ localName: ' 기아 ', englishName: ' Kia ' }, at('en'))).toBe('Kia (기아)');
  });

  it('sorts by the name shown in the page language', () => {
    const all = [sakura, hyundai, nordwagen, huaxing];
    expect(sortByCompanyName(all, at('en')).map((c) => c.englishName)).toEqual([
      'Huaxing Auto',
      'Hyundai Motor',
      'Nordwagen AG',
      'Sakura Motors',
    ]);
    // On Korean pages Hyundai reads 현대자동차, and Korean collation puts Hangul before Latin.
    expect(sortByCompanyName(all, at('kr')).map((c) => c.englishName)).toEqual([
      'Hyundai Motor',
      'Huaxing Auto',
      'Nordwagen AG',
      'Sakura Motors',
    ]);
    expect(all[0]).toBe(sakura);
  });

  it('reads the two names back from a shown name (the desks search by it)', () => {
    expect(splitCompanyName(formatCompanyName(hyundai, at('en')))).toEqual({ englishName: 'Hyundai Motor', localName: '현대자동차' });
    expect(splitCompanyName('ACME (Europe) (에이씨엠이)')).toEqual({ englishName: 'ACME (Europe)', localName: '에이씨엠이' });
    expect(splitCompanyName('현대자동차')).toBeNull();
  });
});

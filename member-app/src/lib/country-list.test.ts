import { describe, expect, it } from 'vitest';
import { filterCallingCodes } from './country-list';

// Issue 17 item 7: 'Kor' picked North Korea first, and '한국', '韩国', '韓国' found nothing.
const countries = [
  { pk: 156, code: 'CN', callingCode: '86', name: "People's Republic of China" },
  { pk: 392, code: 'JP', callingCode: '81', name: 'Japan' },
  { pk: 408, code: 'KP', callingCode: '850', name: 'North Korea' },
  { pk: 410, code: 'KR', callingCode: '82', name: 'South Korea' },
  { pk: 10, code: 'AQ', callingCode: '', name: 'Antarctica' },
];
const first = (query: string, lang = 'en') => filterCallingCodes(countries, query, lang)[0]?.code;

describe('filterCallingCodes', () => {
  it("puts South Korea first for 'Kor'", () => {
    expect(filterCallingCodes(countries, 'Kor', 'en').map((c) => c.code)).toEqual(['KR', 'KP']);
  });

  it('finds a country by its name in any of the four languages, on any page', () => {
    for (const query of ['한국', '韩国', '韓国', 'korea']) expect(first(query), query).toBe('KR');
    expect(first('中国')).toBe('CN');
    expect(first('日本', 'ko')).toBe('JP');
  });

  it('matches calling codes by digits and leaves out countries without one', () => {
    expect(first('+082')).toBe('KR');
    expect(filterCallingCodes(countries, '8', 'en').map((c) => c.code)).toEqual(['CN', 'JP', 'KP', 'KR']);
    expect(filterCallingCodes(countries, 'ant', 'en')).toEqual([]);
  });
});

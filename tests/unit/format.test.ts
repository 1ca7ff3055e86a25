import { describe, expect, it } from 'vitest';
import { formatCallingCode, formatDate, formatName, localeBySegment } from '@portal/domain';

const en = localeBySegment('en')!;
const kr = localeBySegment('kr')!;
const jp = localeBySegment('jp')!;

describe('formatDate', () => {
  it('shows MM.DD.YYYY in English and YYYY.MM.DD in the other locales', () => {
    expect(formatDate('2022-06-02T09:00:00', en)).toBe('06.02.2022');
    expect(formatDate('2022-06-02T09:00:00', kr)).toBe('2022.06.02');
    expect(formatDate(new Date(2021, 11, 1), jp)).toBe('2021.12.01');
  });

  it('gives an empty string for a value that is not a date', () => {
    expect(formatDate('not a date', en)).toBe('');
  });
});

describe('formatName', () => {
  it('puts the first name first in English and the last name first elsewhere', () => {
    expect(formatName({ firstName: 'Minjun', lastName: 'Kim' }, en)).toBe('Minjun Kim');
    expect(formatName({ firstName: 'Minjun', lastName: 'Kim' }, kr)).toBe('Kim Minjun');
  });

  it('writes CJK names without a space and tolerates a missing part', () => {
    expect(formatName({ firstName: '민준', lastName: '김' }, kr)).toBe('김민준');
    expect(formatName({ firstName: '太郎', lastName: '山田' }, jp)).toBe('山田太郎');
    expect(formatName({ firstName: 'Ana', lastName: null }, en)).toBe('Ana');
  });
});

describe('formatCallingCode', () => {
  it('shows a plus sign and pads the code to three digits', () => {
    expect(formatCallingCode('82')).toBe('+082');
    expect(formatCallingCode(1)).toBe('+001');
    expect(formatCallingCode('+358')).toBe('+358');
  });
});

describe('formatDate styles (issue 17 item 5: each language writes its own date)', () => {
  const ch = localeBySegment('ch')!;
  const at = new Date(2026, 11, 5, 14, 30);
  it("writes 'MMM D, YYYY' as each language does, never '12월 5, 2026'", () => {
    expect(formatDate(at, en, 'long')).toBe('Dec 5, 2026');
    expect(formatDate(at, kr, 'long')).toBe('2026년 12월 5일');
    expect(formatDate(at, ch, 'long')).toBe('2026年12月5日');
    expect(formatDate(at, jp, 'long')).toBe('2026年12月5日');
  });

  it('adds the time for the meeting notifications and names months and days in the language', () => {
    expect(formatDate(at, en, 'longTime')).toBe('Dec 5, 2026 / 14:30');
    expect(formatDate(at, kr, 'longTime')).toBe('2026년 12월 5일 / 14:30');
    expect(formatDate(at, en, 'field')).toBe('Dec 05, 2026');
    expect(formatDate(at, kr, 'month')).toBe('2026년 12월');
    expect(formatDate(at, jp, 'month')).toBe('2026年12月');
    expect(formatDate(at, jp, 'weekday')).toBe('土');
    expect(formatDate(at, ch, 'weekday')).toBe('周六');
  });

  it('reads a calendar date as that day in any time zone', () => {
    expect(formatDate('2022-06-02', kr)).toBe('2022.06.02');
    expect(formatDate('2022-06-02', en, 'long')).toBe('Jun 2, 2022');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCallingCode, formatDate, formatName, localeBySegment } from '@member/contract';

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

import { describe, expect, it } from 'vitest';
import { fillMessage, messagePlaceholders } from './message-format';

describe('fillMessage', () => {
  const products = '{count, plural, one {# product suggested} other {# products suggested}}. Use {keys}.';

  it('chooses the plural case by the language rules and fills #', () => {
    expect(fillMessage(products, { count: 1, keys: 'arrows' }, 'en')).toBe('1 product suggested. Use arrows.');
    expect(fillMessage(products, { count: 2, keys: 'arrows' }, 'en')).toBe('2 products suggested. Use arrows.');
    expect(fillMessage(products, { count: 0, keys: 'arrows' }, 'en')).toBe('0 products suggested. Use arrows.');
    // Korean has one form: 'other' even for 1.
    expect(fillMessage('{n, plural, one {one} other {# 개}}', { n: 1 }, 'kr')).toBe('1 개');
  });

  it('prefers an exact =N case and keeps placeholders inside a case', () => {
    const text = '{n, plural, =0 {none for {name}} one {# for {name}} other {# for {name}}}';
    expect(fillMessage(text, { n: 0, name: 'Kim' }, 'en')).toBe('none for Kim');
    expect(fillMessage(text, { n: 1, name: 'Kim' }, 'en')).toBe('1 for Kim');
  });

  it('leaves a plural without its value and unknown placeholders as they are', () => {
    expect(fillMessage('{n, plural, one {#} other {#s}} {x}', {}, 'en')).toBe('{n, plural, one {#} other {#s}} {x}');
  });

  it('lists plural and plain placeholders once each', () => {
    expect(messagePlaceholders(products)).toEqual(['count', 'keys']);
  });
});

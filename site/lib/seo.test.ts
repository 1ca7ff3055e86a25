import { describe, expect, it } from 'vitest';
import { absoluteUrl, alternatesByKey, cleanPath, sameAlternates } from './seo';

describe('seo addresses', () => {
  it('clean paths: no trailing slash or query, non-ASCII encoded once', () => {
    expect(cleanPath('/en/main/')).toBe('/en/main');
    expect(cleanPath('/kr/exhibition/테크 데이?x=1')).toBe('/kr/exhibition/%ED%85%8C%ED%81%AC%20%EB%8D%B0%EC%9D%B4');
    expect(cleanPath('/kr/exhibition/%ED%85%8C%ED%81%AC')).toBe('/kr/exhibition/%ED%85%8C%ED%81%AC');
    expect(absoluteUrl('/en/terms/', new URL('https://portal.example.com'))).toBe('https://portal.example.com/en/terms');
  });
  it('give the same path in each language, or the paths grouped by content', () => {
    expect(sameAlternates('/kr/about')).toEqual({ en: '/en/about', kr: '/kr/about', ch: '/ch/about', jp: '/jp/about' });
    const map = alternatesByKey([
      { lang: 'en', key: '1', path: '/en/product/Motors' },
      { lang: 'kr', key: '1', path: '/kr/product/모터' },
    ]);
    expect(map.get('1')).toEqual({ en: '/en/product/Motors', kr: '/kr/product/%EB%AA%A8%ED%84%B0' });
  });
});

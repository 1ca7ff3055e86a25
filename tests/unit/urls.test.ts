import { describe, expect, it } from 'vitest';
import { localizedPath, switchLanguage } from '@site/lib/urls';

describe('localizedPath', () => {
  it('prefixes the language segment', () => {
    expect(localizedPath('kr', '/product/IVI')).toBe('/kr/product/IVI');
    expect(localizedPath('jp', 'about')).toBe('/jp/about');
    expect(localizedPath('en', '/')).toBe('/en');
  });
});

describe('switchLanguage', () => {
  it('keeps the route, the query and the hash', () => {
    expect(switchLanguage('/en/product/IVI?parentPk=1&productCategoryPk=9', 'kr')).toBe('/kr/product/IVI?parentPk=1&productCategoryPk=9');
    expect(switchLanguage('/jp/about#awards', 'ch')).toBe('/ch/about#awards');
  });

  it('adds the language to paths without one', () => {
    expect(switchLanguage('/', 'jp')).toBe('/jp');
    expect(switchLanguage('/virtualshowroom', 'kr')).toBe('/kr/virtualshowroom');
  });
});

import { describe, expect, it } from 'vitest';
import { exhibitionMenu, mediaMenu } from '../frame/menu-links';
import type { ShowcaseItem } from './showcase-item';
import { exhibitionPages, fillDetail, mediaPages, showcaseTabs, vipTabs } from './showcase-paths';

const codes = [
  { pk: 21, name: 'CES' },
  { pk: 24, name: '테크 데이' },
  { pk: 25, name: 'What?' },
];
const item = (pk: number, categoryPk: number) => ({ pk, categoryPk }) as ShowcaseItem;

describe('showcase tabs', () => {
  it('follow the side menu links, all first, with the id a detail link carries', () => {
    const tabs = showcaseTabs(exhibitionMenu('kr', codes, '전체'), codes);
    expect(tabs.map((t) => [t.pk, t.label, t.href])).toEqual([
      [0, 'all', '/kr/exhibition/all'],
      [21, 'CES', '/kr/exhibition/CES?exhibitionCategoryPk=21'],
      [24, '%ED%85%8C%ED%81%AC%20%EB%8D%B0%EC%9D%B4', '/kr/exhibition/%ED%85%8C%ED%81%AC%20%EB%8D%B0%EC%9D%B4?exhibitionCategoryPk=24'],
      [25, 'What%3F', '/kr/exhibition/What%3F?exhibitionCategoryPk=25'],
    ]);
  });
  it('of a VIP page keep the one page and put the category in the query', () => {
    expect(vipTabs('en', 'vip-mediacenter', 'commonCodePk', codes.slice(0, 1), 'All').map((t) => t.href)).toEqual([
      '/en/vip-mediacenter',
      '/en/vip-mediacenter?commonCodePk=21',
    ]);
  });
});

describe('showcase pages', () => {
  it('build each exhibition under all and under its own category, and skip names no file can hold', () => {
    const tabs = showcaseTabs(exhibitionMenu('kr', codes, '전체'), codes);
    const ids = exhibitionPages(tabs, [item(7, 21), item(13, 24), item(3, 99)]).map((p) => `${p.id}:${p.selected}:${p.openPk}`);
    expect(ids).toEqual([
      'all:0:null',
      'CES:21:null',
      '테크 데이:24:null',
      'all/7:0:7',
      'CES/7:21:7',
      'all/13:0:13',
      '테크 데이/13:24:13',
      'all/3:0:3',
    ]);
  });
  it('build every media item at newsletter/{pk}', () => {
    const tabs = showcaseTabs(mediaMenu('en', codes.slice(0, 1), 'All'), codes.slice(0, 1));
    expect(mediaPages(tabs, [item(5, 21)]).map((p) => p.id)).toEqual(['all', 'CES', 'newsletter/5']);
  });
  it('fill detail templates', () => {
    expect(fillDetail('/en/exhibition/{label}/{pk}', 'CES', 7)).toBe('/en/exhibition/CES/7');
    expect(fillDetail('/en/vip-exhibition/{pk}', 'all', 6)).toBe('/en/vip-exhibition/6');
  });
});

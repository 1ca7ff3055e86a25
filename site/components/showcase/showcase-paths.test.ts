import { describe, expect, it } from 'vitest';
import { exhibitionMenu, mediaMenu } from '../frame/menu-links';
import type { ShowcaseItem } from './showcase-item';
import { exhibitionPages, fillDetail, mediaPages, pageItems, pagerLinks, showcaseTabs, vipTabs, type ShowcasePage } from './showcase-paths';

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
  const page = (p: ShowcasePage) => `${p.id}:${p.selected}:${p.openPk}:${p.pageNo}/${p.pages}`;
  it('build each exhibition under all and under its own category, and skip names no file can hold', () => {
    const tabs = showcaseTabs(exhibitionMenu('kr', codes, '전체'), codes);
    const ids = exhibitionPages(tabs, [item(7, 21), item(13, 24), item(3, 99)]).map(page);
    expect(ids).toEqual([
      'all:0:null:1/1',
      'all/7:0:7:1/1',
      'all/13:0:13:1/1',
      'all/3:0:3:1/1',
      'CES:21:null:1/1',
      'CES/7:21:7:1/1',
      '테크 데이:24:null:1/1',
      '테크 데이/13:24:13:1/1',
    ]);
  });
  it('build every media item at newsletter/{pk}', () => {
    const tabs = showcaseTabs(mediaMenu('en', codes.slice(0, 1), 'All'), codes.slice(0, 1));
    expect(mediaPages(tabs, [item(5, 21)]).map((p) => p.id)).toEqual(['all', 'newsletter/5', 'CES']);
  });
  it('page each list six cards a page: an item page carries only its page of its list', () => {
    const tabs = showcaseTabs(exhibitionMenu('en', codes.slice(0, 1), 'All'), codes.slice(0, 1));
    // 14 items, newest first; every other one in CES (7 items).
    const items = Array.from({ length: 14 }, (_, i) => item(100 - i, i % 2 ? 99 : 21));
    const pages = exhibitionPages(tabs, items);
    expect(pages.filter((p) => !p.openPk).map(page)).toEqual([
      'all:0:null:1/3',
      'all/page/2:0:null:2/3',
      'all/page/3:0:null:3/3',
      'CES:21:null:1/2',
      'CES/page/2:21:null:2/2',
    ]);
    const itemPage = (id: string) => pages.find((p) => p.id === id)!;
    expect(pageItems(itemPage('all/90'), items).map((i) => i.pk)).toEqual([94, 93, 92, 91, 90, 89]);
    expect(pageItems(itemPage('CES/88'), items).map((i) => i.pk)).toEqual([88]);
    expect(pageItems(itemPage('all/page/3'), items).map((i) => i.pk)).toEqual([88, 87]);
    const media = mediaPages(showcaseTabs(mediaMenu('en', [], 'All'), []), items);
    expect(page(media.find((p) => p.openPk === 94)!)).toBe('newsletter/94:0:94:2/3');
  });
  it('link a page to the first, the last and the pages near it, so the pager weighs the same at any size', () => {
    const at = (pageNo: number, pages: number) =>
      pagerLinks({ id: '', selected: 0, openPk: null, list: 'all', pageNo, pages }, (n) => `/p/${n}`)
        .map((l) => (l.pageNo === null ? '…' : l.current ? `[${l.pageNo}]` : String(l.pageNo)))
        .join(' ');
    expect(at(1, 1)).toBe('');
    expect(at(2, 3)).toBe('1 [2] 3');
    expect(at(50, 500)).toBe('1 … 48 49 [50] 51 52 … 500');
    expect(at(1, 500)).toBe('[1] 2 3 … 500');
  });
  it('fill detail templates', () => {
    expect(fillDetail('/en/exhibition/{label}/{pk}', 'CES', 7)).toBe('/en/exhibition/CES/7');
    expect(fillDetail('/en/vip-exhibition/{pk}', 'all', 6)).toBe('/en/vip-exhibition/6');
  });
});

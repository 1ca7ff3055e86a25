import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { CallRequest } from '@portal/domain';
import { openBrowser } from '../support/browser';
import { open, shown, watchPage } from '../support/journey';
import { call } from '../support/kit';

// Issue 31 item 3: a page weighs the same at any content size. The exhibition and media lists are built one page of
// six cards per file (docs/product/content.md#constants), and an item page carries only the cards of the list page
// its item is on, with the pager's links; before, every item page was the whole list with its item open. The seed
// has more items than one page holds (10 exhibitions and more media items a visitor sees), so this holds at 1x and is what 100x repeats.

const PER_PAGE = 6;

let context: BrowserContext;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ context, close } = await openBrowser());
});
afterAll(() => close());

/** The pks of the cards a page shows, and of the items its page script starts from. */
async function cardsOf(page: Page) {
  const cards = page.locator('[data-showcase-grid] [data-card]:not([data-paged-out]):not([hidden])');
  await shown(cards.first());
  const pks = await cards.evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.pk)));
  const data = await page.locator('[data-showcase-items]').textContent();
  return { pks, dataPks: (JSON.parse(data ?? '[]') as { pk: number }[]).map((i) => i.pk) };
}

/** The HTML of a built page as a visitor's first request gets it. */
const html = async (sitePath: string) => (await fetch(`${inject('baseUrl')}${sitePath}`)).text();

describe('a visitor pages through the exhibitions', () => {
  it("gets six cards a page, the list's count and links to the other pages", async () => {
    const page = await context.newPage();
    const problems = watchPage(page);
    await open(page, '/en/exhibition/all');
    const first = await cardsOf(page);
    expect(first.pks).toHaveLength(PER_PAGE);
    expect(first.dataPks).toEqual(first.pks);
    // Ten exhibitions are the visitor's (ALL and NORMAL): two pages.
    expect(await page.locator('[data-showcase-count]').textContent()).toMatch(/\b1\d\b/);
    const pager = page.locator('[data-card-pager]');
    expect(await pager.locator('a[aria-current="page"]').textContent()).toBe('1');
    await pager.getByRole('link', { name: '2', exact: true }).click();
    await page.waitForURL(/\/en\/exhibition\/all\/page\/2\/?$/);
    const second = await cardsOf(page);
    expect(second.pks.length).toBeGreaterThan(0);
    expect(second.pks.length).toBeLessThanOrEqual(PER_PAGE);
    expect(second.dataPks).toEqual(second.pks);
    expect(second.pks.filter((pk) => first.pks.includes(pk))).toEqual([]);
    expect(await pager.locator('a[aria-current="page"]').textContent()).toBe('2');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("opens an item of page 2 at its own address on page 2's cards, and closing goes back to page 2", async () => {
    const page = await context.newPage();
    const problems = watchPage(page);
    await open(page, '/en/exhibition/all/page/2');
    const list = await cardsOf(page);
    const pk = list.pks[1];
    await open(page, `/en/exhibition/all/${pk}`);
    await shown(page.locator('[data-showcase-dialog][open]'));
    const item = await cardsOf(page);
    expect(item.pks).toEqual(list.pks);
    expect(item.dataPks).toEqual(list.pks);
    expect(await page.locator('[data-card-pager] a[aria-current="page"]').textContent()).toBe('2');
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/en\/exhibition\/all\/page\/2\/?$/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sorts the whole list by views in place, paged with buttons', async () => {
    const page = await context.newPage();
    const problems = watchPage(page);
    await open(page, '/en/exhibition/all');
    await page.locator('[data-sort-select]').selectOption('view');
    await shown(page.locator('[data-card-pager] button[aria-current="page"]'));
    const cards = page.locator('[data-showcase-grid] [data-card]');
    expect(await cards.count()).toBeGreaterThan(PER_PAGE);
    const views = await cards.evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.views)));
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(new URL(page.url()).search).toBe('?orderBy=view');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("a list's later pages", () => {
  it('are titled with their page number in every language, and their first page is not', async () => {
    const titleOf = async (sitePath: string) => (await html(sitePath)).match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    const numbered = { en: 'Page 2', kr: '2페이지', ch: '第2页', jp: '2ページ' };
    for (const [lang, words] of Object.entries(numbered)) {
      for (const section of ['exhibition', 'mediacenter']) {
        const [first, second] = [await titleOf(`/${lang}/${section}/all`), await titleOf(`/${lang}/${section}/all/page/2`)];
        expect(second, `${lang} ${section}`).toContain(words);
        expect(first, `${lang} ${section}`).not.toContain(words);
        expect(second, `${lang} ${section}`).not.toBe(first);
      }
    }
  });
});

describe('every list and item page weighs the same', () => {
  it('carries at most one page of cards, on the exhibition lists and items and the media items', async () => {
    const page = await context.newPage();
    await open(page, '/en/mediacenter/all');
    const media = await cardsOf(page);
    expect(media.pks).toHaveLength(PER_PAGE);
    const paths = [
      '/en/exhibition/all',
      ...media.pks.map((pk) => `/en/mediacenter/newsletter/${pk}`),
      `/kr/mediacenter/newsletter/${media.pks[0]}`,
      '/jp/exhibition/all/page/2',
    ];
    for (const sitePath of paths) {
      const cards = (await html(sitePath)).match(/data-card(?=[\s>])/g) ?? [];
      expect(cards.length, sitePath).toBeLessThanOrEqual(PER_PAGE);
      expect(cards.length, sitePath).toBeGreaterThan(0);
    }
    await page.close();
  });
});

// The product list page carried every product of its category and filtered and sorted them in the browser. It now
// carries its first page (RECENT, every sub-category) and asks the public list call for any other tab, order or page.
describe('a visitor pages through a product list', () => {
  type ListQuery = Omit<CallRequest<'productList'>, 'productCategoryParentPkList' | 'pageNo' | 'rowPerPage'>;
  let top: { pk: number; child: { pk: number }[] };
  /** The pks and size of one page of the top category's list, as the call answers it. */
  const listPage = async (query: ListQuery, pageNo = 1) => {
    const { data } = await call('productList', { productCategoryParentPkList: [top.pk], pageNo, rowPerPage: PER_PAGE, ...query });
    return { pks: data.products.map((p) => p.pk), totalCount: data.totalCount };
  };
  const productCards = async (page: Page) => {
    await page.locator('[data-product-grid][aria-busy]').waitFor({ state: 'detached', timeout: 15_000 });
    return page
      .locator('[data-product-grid] [data-product-card]')
      .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.pk)));
  };

  beforeAll(async () => {
    // A top category with more products than a page holds (the seed has several).
    const menu = (await call('productCategoryGnbList')).data.productCategories;
    for (const category of menu) {
      top = { pk: category.pk, child: category.child ?? [] };
      if ((await listPage({ sortType: 'RECENT' })).totalCount > PER_PAGE) return;
    }
    throw new Error('no top category has more products than one page');
  });

  it("carries one page of cards and the list's count, however many products the category has", async () => {
    const body = await html(`/en/product/${top.pk}`);
    const { pks, totalCount } = await listPage({ sortType: 'RECENT' });
    const cards = [...body.matchAll(/data-product-card="" data-pk="(\d+)"/g)].map((m) => Number(m[1]));
    expect(cards).toEqual(pks);
    expect(body).toMatch(new RegExp(`data-total-count="${totalCount}"`));
  });

  it('shows the pages, orders and tabs the list call answers, and keeps them in the address', async () => {
    const page = await context.newPage();
    const problems = watchPage(page);
    await open(page, `/en/product/${top.pk}`);
    expect(await productCards(page)).toEqual((await listPage({ sortType: 'RECENT' })).pks);
    const pager = page.locator('[data-card-pager]');
    await pager.getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => pager.locator('button[aria-current="page"]').textContent()).toBe('2');
    expect(await productCards(page)).toEqual((await listPage({ sortType: 'RECENT' }, 2)).pks);

    await page.locator('[data-sort-select]').selectOption('ALPHABET');
    await expect.poll(() => pager.locator('button[aria-current="page"]').textContent()).toBe('1');
    expect(await productCards(page)).toEqual((await listPage({ sortType: 'ALPHABET' })).pks);
    expect(new URL(page.url()).searchParams.get('sortType')).toBe('ALPHABET');

    // A sub-category with products: its first page, in the chosen order, and its count.
    let sub = 0;
    for (const child of top.child)
      if ((await listPage({ sortType: 'ALPHABET', productCategoryPkList: [child.pk] })).totalCount) sub ||= child.pk;
    const subPage = await listPage({ sortType: 'ALPHABET', productCategoryPkList: [sub] });
    await page.locator(`[data-tab-pk="${sub}"]`).click();
    await expect.poll(() => page.locator(`[data-tab-pk="${sub}"]`).getAttribute('aria-pressed')).toBe('true');
    expect(await productCards(page)).toEqual(subPage.pks);
    expect(await page.locator('[data-product-count]').textContent()).toContain(String(subPage.totalCount));
    expect(new URL(page.url()).searchParams.get('productCategoryPk')).toBe(String(sub));

    // The address brings the view back.
    await open(page, new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await productCards(page)).toEqual(subPage.pks);
    expect(await page.locator('[data-sort-select]').inputValue()).toBe('ALPHABET');
    expect(problems).toEqual([]);
    await page.close();
  });
});

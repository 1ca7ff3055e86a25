import { beforeAll, describe, expect, it } from 'vitest';
import { activeMember, api, type Member } from '../support/kit';
import { adminCli } from '../support/admin-cli';

type Card = { pk: number; model: string; bookmark: boolean; viewCount: number };
const products = (r: { body: { data: { products: Card[] } } }) => r.body.data.products;

let member: Member;
let other: Member;
beforeAll(async () => {
  member = await activeMember();
  other = await activeMember();
});

describe('product detail', () => {
  it('is for members only: 401 for a visitor, the detail for a member, 404 for an unknown pk', async () => {
    expect((await api('/api/product/show', { body: { pk: 1 } })).status).toBe(401);
    const res = await api('/api/product/show', { body: { pk: 1 }, headers: member.headers, lang: 'JPN' });
    expect(res.status).toBe(200);
    const detail = res.body.data;
    expect(detail).toMatchObject({ pk: 1, bookmark: false, pk_dev: 1 });
    for (const field of ['overviewPc', 'overviewMobile', 'featuresPc', 'featuresMobile', 'mainImageUrl', 'productCategoryName'])
      expect(detail[field], field).toBeTruthy();
    expect(detail.productRelates.length).toBeGreaterThan(0);
    expect(detail.productRelates[0]).toHaveProperty('thumbnailImageUrls');
    expect(detail.overviewPc).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect((await api('/api/product/show', { body: { pk: 999999 }, headers: member.headers })).status).toBe(404);
    expect((await api('/api/product/show', { body: { pk: 'x' }, headers: member.headers })).status).toBe(422);
  });

  it('gives each product an overview of its own, beyond its category’s blurb, and the pks a meeting request needs', async () => {
    const show = async (pk: number) => (await api('/api/product/show', { body: { pk }, headers: member.headers })).body.data;
    const [dmd, led] = [await show(18), await show(19)]; // two headlamps of one sub-category
    expect(dmd.productCategoryPk).toBe(led.productCategoryPk);
    expect(dmd.parentCategoryPk).not.toBe(dmd.productCategoryPk);
    expect(dmd.overviewPc).not.toBe(led.overviewPc);
    expect(dmd.overviewPc).toContain('Glare-free high beam');
    expect(dmd.overviewMobile).toContain('Glare-free high beam');
    expect(led.overviewPc).toContain('Low and high beam in one module');
  });

  it('counts a view on view-start and closes it on view-end', async () => {
    const before = products(await api('/api/product/list', { body: {} })).find((p) => p.pk === 2)!.viewCount;
    expect((await api('/api/statistics/product/view-start', { body: { pk: 2 }, headers: member.headers })).status).toBe(200);
    const after = products(await api('/api/product/list', { body: {} })).find((p) => p.pk === 2)!.viewCount;
    expect(after).toBe(before + 1);
    const end = await api('/api/statistics/product/view-end', { body: { pk: 2 }, headers: member.headers });
    expect(end.body.data).toMatchObject({ pk: 2, closed: true });
    expect((await api('/api/statistics/product/view-start', { body: { pk: 2 } })).status).toBe(401);
    expect((await api('/api/statistics/product/view-start', { body: { pk: 999999 }, headers: member.headers })).status).toBe(404);
  });
});

describe('bookmarks', () => {
  it('toggles, lists and flags bookmarks per member, keeping two members apart', async () => {
    const on = await api('/api/user/bookmark/edit', { body: { productPk: 3 }, headers: member.headers });
    expect(on.body.data).toEqual({ productPk: 3, bookmark: true });
    const list = products(await api('/api/user/bookmark/list', { body: { sort: 'VIEWS' }, headers: member.headers }));
    expect(list.map((p) => p.pk)).toEqual([3]);
    expect(list[0].bookmark).toBe(true);

    const flagged = products(await api('/api/product/list', { body: {}, headers: member.headers }));
    expect(flagged.filter((p) => p.bookmark).map((p) => p.pk)).toEqual([3]);
    expect(products(await api('/api/product/list', { body: {}, headers: other.headers })).some((p) => p.bookmark)).toBe(false);
    expect(products(await api('/api/user/bookmark/list', { body: {}, headers: other.headers }))).toEqual([]);
    expect(products(await api('/api/product/list', { body: {} })).some((p) => p.bookmark)).toBe(false);

    const off = await api('/api/user/bookmark/edit', { body: { productPk: 3 }, headers: member.headers });
    expect(off.body.data).toEqual({ productPk: 3, bookmark: false });
    expect(products(await api('/api/user/bookmark/list', { body: {}, headers: member.headers }))).toEqual([]);
  });

  it('refuses visitors, unknown products and bad bodies', async () => {
    expect((await api('/api/user/bookmark/edit', { body: { productPk: 3 } })).status).toBe(401);
    expect((await api('/api/user/bookmark/edit', { body: { productPk: 999999 }, headers: member.headers })).status).toBe(404);
    expect((await api('/api/user/bookmark/edit', { body: {}, headers: member.headers })).status).toBe(422);
    expect((await api('/api/user/bookmark/list', { body: { sort: 'PRICE' }, headers: member.headers })).status).toBe(422);
  });
});

describe('search', () => {
  it('finds products by model text in any case, in the request language', async () => {
    const hud = products(await api('/api/product/search', { body: { searchText: 'hud' } }));
    expect(hud.length).toBeGreaterThan(0);
    // Ranked by relevance (tests/api/search.test.ts has the rest): the models named HUD come first.
    expect(hud.slice(0, 2).every((p) => /hud/i.test(p.model))).toBe(true);
    const none = await api('/api/product/search', { body: { searchText: 'zzzz-nosuchthing' } });
    expect(none.status).toBe(200);
    expect(products(none)).toEqual([]);
    expect((await api('/api/product/search', { body: { searchText: '  ' } })).status).toBe(422);
    expect((await api('/api/product/search', { body: { searchText: 'x'.repeat(101) } })).status).toBe(422);
    const kr = products(await api('/api/product/search', { body: { searchText: '램프' }, lang: 'KOR' }));
    expect(kr.length).toBeGreaterThan(0);
  });
});

describe('exhibitions and media by view target', () => {
  let vip: Member;
  beforeAll(async () => {
    vip = await activeMember();
    await adminCli('set-vip', vip.email, 'on');
  }, 120_000);

  const targets = (r: { body: { data: { data: { items: { viewTarget: string }[] } } } }) =>
    new Set(r.body.data.data.items.map((i) => i.viewTarget));

  it('shows ALL and NORMAL to visitors and normal members, ALL and VIP to VIP members', async () => {
    for (const path of ['/api/exhibition/list', '/api/medianews/list']) {
      expect([...targets(await api(path, { body: {} }))].sort()).toEqual(['ALL', 'NORMAL']);
      expect([...targets(await api(path, { body: {}, headers: member.headers }))].sort()).toEqual(['ALL', 'NORMAL']);
      expect([...targets(await api(path, { body: {}, headers: vip.headers }))].sort()).toEqual(['ALL', 'VIP']);
    }
  });

  it('serves the VIP lists to VIP members only: ALL plus VIP items (issue 17 item 20)', async () => {
    for (const path of ['/api/vip/exhibition/list', '/api/vip/medianews/list']) {
      expect((await api(path, { body: {} })).status).toBe(401);
      expect((await api(path, { body: {}, headers: member.headers })).status).toBe(403);
      const res = await api(path, { body: { orderBy: 'view' }, headers: vip.headers });
      expect(res.status).toBe(200);
      expect([...targets(res)].sort()).toEqual(['ALL', 'VIP']);
    }
  });

  it('counts views of visible items and hides VIP items from others', async () => {
    const list = await api('/api/exhibition/list', { body: {} });
    const item = list.body.data.data.items[0];
    expect((await api('/api/exhibition/upcount', { body: { pk: item.pk } })).status).toBe(200);
    const again = (await api('/api/exhibition/list', { body: {} })).body.data.data.items.find((e: { pk: number }) => e.pk === item.pk);
    expect(again.viewCnt).toBe(item.viewCnt + 1);
    const vipItem = (await api('/api/vip/exhibition/list', { body: {}, headers: vip.headers })).body.data.data.items.find(
      (e: { viewTarget: string }) => e.viewTarget === 'VIP',
    );
    expect((await api('/api/exhibition/upcount', { body: { pk: vipItem.pk } })).status).toBe(404);
    expect((await api('/api/exhibition/upcount', { body: { pk: vipItem.pk }, headers: vip.headers })).status).toBe(200);
    const news = (await api('/api/medianews/list', { body: {} })).body.data.data.items[0];
    expect((await api('/api/medianews/upcount', { body: { pk: news.pk } })).status).toBe(200);
    expect((await api('/api/medianews/upcount', { body: {} })).status).toBe(422);
  });
});

describe('banners, showroom sites, categories and menu statistics', () => {
  it('counts banner clicks and showroom-site views', async () => {
    const banner = (await api('/api/keyVisual/mainsite/list', { body: {} })).body.data.data.items[0];
    expect((await api('/api/keyVisual/mainsite/upcount', { body: { pk: banner.pk } })).status).toBe(200);
    expect((await api('/api/keyVisual/mainsite/upcount', { body: { pk: 999999 } })).status).toBe(404);
    const sites = await api('/api/exhibition-site/list', { body: { pageNo: 1, rowPerPage: 10, commonCodePk: 0, orderBy: 'new' } });
    expect(sites.body.data.data.items.length).toBeGreaterThanOrEqual(6);
    const site = sites.body.data.data.items[0];
    expect(site).toHaveProperty('movUrl');
    expect((await api('/api/exhibition-site/upcount', { body: { pk: site.pk } })).status).toBe(200);
  });

  it("lists the member's own product categories", async () => {
    expect((await api('/api/product-category/user-product/list', { body: {} })).status).toBe(401);
    const mine = await api('/api/product-category/user-product/list', { body: {}, headers: member.headers });
    expect(mine.body.data.productCategories.map((c: { pk: number }) => c.pk).sort()).toEqual([1, 9]);
  });

  it('records menu entry and exit for the meeting and Q&A menus', async () => {
    expect((await api('/api/statistics/menu-start', { body: { type: 'MEETING' }, headers: member.headers })).status).toBe(200);
    const end = await api('/api/statistics/menu-end', { body: { type: 'MEETING' }, headers: member.headers });
    expect(end.body.data).toMatchObject({ type: 'MEETING', closed: true });
    expect((await api('/api/statistics/menu-start', { body: { type: 'QNA' } })).status).toBe(200);
    expect((await api('/api/statistics/menu-start', { body: { type: 'ADMIN' } })).status).toBe(422);
  });
});

describe('alphabetical order (issue 17 item 9)', () => {
  it.each([
    ['ENG', 'en'],
    ['KOR', 'ko'],
    ['CHN', 'zh'],
    ['JPN', 'ja'],
  ] as const)("ALPHABET in %s follows the language's collation, not code units", async (lang, htmlLang) => {
    const list = products(await api('/api/product/list', { body: { sortType: 'ALPHABET' }, lang })).map((p) => p.model);
    expect(list.length).toBeGreaterThan(10);
    const collator = new Intl.Collator(htmlLang, { numeric: true, sensitivity: 'base' });
    expect(list).toEqual([...list].sort((a, b) => collator.compare(a, b)));
    if (lang === 'ENG') {
      // Code units put lowercase after every capital: 'e-Corner Module' came after 'Welcome Light Projector'.
      expect(list.indexOf('e-Corner Module')).toBeLessThan(list.indexOf('Welcome Light Projector'));
      expect(list.indexOf('e-Corner Module')).toBeGreaterThanOrEqual(0);
    }
  });
});

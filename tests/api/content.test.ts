import { describe, expect, it } from 'vitest';
import { nameCollator } from '@portal/domain';
import { api } from '../support/kit';

describe('POST /api/product-category/gnb-list', () => {
  it('returns the seven top categories with their children, localized by X-SITE-LANG', async () => {
    const en = await api('/api/product-category/gnb-list');
    const kr = await api('/api/product-category/gnb-list', { lang: 'KOR' });
    expect(en.status).toBe(200);
    const tops = en.body.data.productCategories;
    expect(tops).toHaveLength(7);
    expect(tops[0]).toMatchObject({ pk: 1, parentPk: null });
    for (const top of tops) {
      expect(top.child.length).toBeGreaterThan(0);
      for (const child of top.child) expect(child.parentPk).toBe(top.pk);
    }
    const krTops = kr.body.data.productCategories;
    expect(krTops.map((c: { pk: number }) => c.pk)).toEqual(tops.map((c: { pk: number }) => c.pk));
    expect(krTops[1].name).not.toBe(tops[1].name);
    expect(krTops[1].name).toMatch(/[\uac00-\ud7af]/);
  });
});

describe('POST /api/product-category/list', () => {
  it('lists the children of a parent and the top categories for parentPk 0', async () => {
    const children = await api('/api/product-category/list', { body: { parentPk: 1 } });
    expect(children.status).toBe(200);
    expect(children.body.data.productCategories.map((c: { pk: number }) => c.pk)).toContain(9);
    const tops = await api('/api/product-category/list', { body: { parentPk: 0 } });
    expect(tops.body.data.productCategories).toHaveLength(7);
  });

  it('answers 422 naming parentPk for a missing or malformed value, in the request language', async () => {
    const missing = await api('/api/product-category/list', { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.parentPk[0]).toBeTruthy();
    const wrong = await api('/api/product-category/list', { body: { parentPk: 'abc' }, lang: 'JPN' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.parentPk[0]).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});

describe('POST /api/product/list', () => {
  const pks = (r: { body: { data: { products: { pk: number }[] } } }) => r.body.data.products.map((p) => p.pk);

  it('lists the products of a top category with the card fields', async () => {
    const res = await api('/api/product/list', { body: { productCategoryParentPkList: [1] } });
    expect(res.status).toBe(200);
    const products = res.body.data.products;
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p).toMatchObject({ bookmark: false });
      expect(p.parentCategoryPk).toBe(1);
      expect(typeof p.model).toBe('string');
      expect(p.mainImageUrl).toMatch(/^\/uploads\//);
    }
  });

  it('narrows to sub-categories and orders by VIEWS, ALPHABET and RECENT (the default)', async () => {
    const sub = await api('/api/product/list', { body: { productCategoryParentPkList: [1], productCategoryPkList: [9] } });
    expect(sub.body.data.products.every((p: { productCategoryPk: number }) => p.productCategoryPk === 9)).toBe(true);

    const views = (await api('/api/product/list', { body: { sortType: 'VIEWS' } })).body.data.products;
    const counts = views.map((p: { viewCount: number }) => p.viewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const alpha = (await api('/api/product/list', { body: { sortType: 'ALPHABET' } })).body.data.products;
    const names = alpha.map((p: { model: string }) => p.model);
    // The language's collation, not code units (issue 17 item 9): 'e-Corner Module' before 'Welcome Light'.
    expect(names).toEqual([...names].sort(nameCollator('en').compare));

    const recentDefault = await api('/api/product/list', { body: {} });
    const recent = await api('/api/product/list', { body: { sortType: 'RECENT' } });
    expect(pks(recentDefault)).toEqual(pks(recent));
    expect(recent.body.data.products.length).toBeGreaterThanOrEqual(40);
  });

  it('answers 422 for an unknown sortType or a list that is not a list', async () => {
    const sort = await api('/api/product/list', { body: { sortType: 'PRICE' } });
    expect(sort.status).toBe(422);
    expect(Object.keys(sort.body.errors)).toEqual(['sortType']);
    const list = await api('/api/product/list', { body: { productCategoryPkList: 'nine' } });
    expect(list.status).toBe(422);
    expect(list.body.errors.productCategoryPkList).toBeDefined();
  });

  it("answers one page at a time with the whole list's count, and the pages walk the list in its order (issue 31)", async () => {
    for (const sortType of ['RECENT', 'VIEWS', 'ALPHABET']) {
      const whole = await api('/api/product/list', { body: { sortType } });
      const { totalCount, pageNo, rowPerPage } = whole.body.data;
      // One page of 100 (the most a page holds) is the whole seed: more than seven pages of 7.
      expect({ totalCount, pageNo, rowPerPage }).toEqual({ totalCount: whole.body.data.products.length, pageNo: 1, rowPerPage: 100 });
      expect(totalCount).toBeGreaterThan(7 * 5);
      const paged: number[] = [];
      for (let n = 1; n <= Math.ceil(totalCount / 7); n++) {
        const page = await api('/api/product/list', { body: { sortType, pageNo: n, rowPerPage: 7 } });
        expect(page.body.data).toMatchObject({ totalCount, pageNo: n, rowPerPage: 7 });
        expect(page.body.data.products.length).toBe(Math.min(7, totalCount - (n - 1) * 7));
        paged.push(...pks(page));
      }
      expect(paged, sortType).toEqual(pks(whole));
      const past = await api('/api/product/list', { body: { sortType, pageNo: Math.ceil(totalCount / 7) + 1, rowPerPage: 7 } });
      expect(past.body.data).toMatchObject({ products: [], totalCount });
    }
    const sub = await api('/api/product/list', { body: { productCategoryPkList: [9], rowPerPage: 1 } });
    expect(sub.body.data.products).toHaveLength(1);
    expect(sub.body.data.totalCount).toBe(
      (await api('/api/product/list', { body: { productCategoryPkList: [9] } })).body.data.products.length,
    );
  });

  it('answers 422 naming the field for a page out of bounds or not a number', async () => {
    for (const [body, field] of [
      [{ pageNo: 0 }, 'pageNo'],
      [{ pageNo: 'two' }, 'pageNo'],
      [{ rowPerPage: 101 }, 'rowPerPage'],
      [{ rowPerPage: 0 }, 'rowPerPage'],
      [{ rowPerPage: 1.5 }, 'rowPerPage'],
    ] as const) {
      const res = await api('/api/product/list', { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toEqual([field]);
    }
  });

  it('answers 4xx, not 500, for a body that is not JSON', async () => {
    const res = await api('/api/product/list', { body: '{"sortType": ' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('GET /api/country/list', () => {
  it('lists every ISO country with its calling code, sorted by name in the request language', async () => {
    for (const lang of ['ENG', 'KOR'] as const) {
      const res = await api('/api/country/list', { method: 'GET', lang });
      expect(res.status).toBe(200);
      const items = res.body.data.items as { code: string; name: string; callingCode: string }[];
      expect(items.length).toBeGreaterThanOrEqual(240);
      const collator = new Intl.Collator(lang === 'ENG' ? 'en' : 'ko');
      const names = items.map((c) => c.name);
      expect(names).toEqual([...names].sort(collator.compare));
      const korea = items.find((c) => c.code === 'KR')!;
      expect(korea.callingCode).toBe('82');
      expect(korea.name).toBe(lang === 'ENG' ? 'South Korea' : '대한민국');
    }
  });
});

describe('POST /api/partner/list and /api/partner/domain/list', () => {
  it('lists approved partners with domains, and the domains of one partner', async () => {
    const list = await api('/api/partner/list');
    expect(list.status).toBe(200);
    const partners = list.body.data.items as { pk: number; globalName: string; domains: { domain: string }[] }[];
    expect(partners.length).toBeGreaterThanOrEqual(4);
    for (const p of partners) expect(p.globalName).toMatch(/^[a-z0-9]+$/);
    const first = partners[0];
    const domains = await api('/api/partner/domain/list', { body: { partnerPk: first.pk } });
    expect(domains.status).toBe(200);
    expect(domains.body.data.items).toEqual(first.domains);
  });

  it('answers 422 without partnerPk and 404 for an unknown partner', async () => {
    const missing = await api('/api/partner/domain/list', { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.partnerPk).toBeDefined();
    const unknown = await api('/api/partner/domain/list', { body: { partnerPk: 999999 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors.partnerPk).toBeDefined();
  });
});

describe('content lists for the public pages', () => {
  it('lists exhibitions a visitor may see (no VIP), newest first, with paging', async () => {
    const res = await api('/api/exhibition/list', { body: { pageNo: 1, rowPerPage: 100, orderBy: 'new' } });
    expect(res.status).toBe(200);
    const { items, totalCount } = res.body.data.data;
    expect(items.length).toBeGreaterThan(0);
    expect(totalCount).toBe(items.length);
    expect(items.every((e: { viewTarget: string }) => e.viewTarget !== 'VIP')).toBe(true);
    const dates = items.map((e: { createAt: string }) => e.createAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = await api('/api/exhibition/list', { body: { pageNo: 1, rowPerPage: 8 } });
    expect(page.body.data.data.items.length).toBeLessThanOrEqual(8);
  });

  it('lists exhibition (2) and media (3) categories, and filters a list by category', async () => {
    const codes = await api('/api/common-code/list', { body: { parentPk: 2 } });
    expect(codes.body.data.commonCodes.length).toBeGreaterThanOrEqual(3);
    const first = codes.body.data.commonCodes[0].pk;
    const filtered = await api('/api/exhibition/list', { body: { commonCodePk: first } });
    expect(filtered.body.data.data.items.every((e: { commonCodePk: number }) => e.commonCodePk === first)).toBe(true);
    const media = await api('/api/common-code/list', { body: { parentPk: 3 } });
    expect(media.body.data.commonCodes.length).toBeGreaterThanOrEqual(3);
  });

  it('lists media news with slide assets for NEWS items and banners with their images', async () => {
    const news = await api('/api/medianews/list', { body: { pageNo: 1, rowPerPage: 100, orderBy: 'view' } });
    expect(news.status).toBe(200);
    const items = news.body.data.data.items;
    expect(items.some((n: { mediaType: string }) => n.mediaType === 'YOUTUBE')).toBe(true);
    const slideItem = items.find((n: { mediaType: string }) => n.mediaType !== 'YOUTUBE');
    expect(slideItem.assets.some((a: { assetTarget: string }) => a.assetTarget === 'SLIDE')).toBe(true);
    const banners = await api('/api/keyVisual/mainsite/list', { body: { siteLang: 'ENG' } });
    expect(banners.body.data.data.items.length).toBeGreaterThanOrEqual(3);
    expect(banners.body.data.data.items.some((b: { visualType: string }) => b.visualType === 'MOV')).toBe(true);
  });

  it('rejects a bad paging request with 422 naming the field', async () => {
    const res = await api('/api/exhibition/list', { body: { pageNo: 0, orderBy: 'old' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['orderBy', 'pageNo']);
  });
});

describe("Strapi's REST queries", () => {
  it('answers a sort naming no attribute (../../x) with a 400 in the error model, not a 500', async () => {
    const reply = await api('/api/meeting-platforms?sort=..%2F..%2Fx', { method: 'GET' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ errors: { query: ['This value is not valid.'] } });
    expect((await api('/api/meeting-platforms?sort=name%3Aasc', { method: 'GET' })).status).toBe(200);
  });
});

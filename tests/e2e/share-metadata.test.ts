/**
 * Search and share metadata of the built pages (docs/product/frame.md#search-and-share), read as a crawler reads
 * them: the HTML of the site built from the test Strapi's seed, parsed with parse5. Every page kind carries the
 * Open Graph and Twitter tags, its locale with the three others as alternates, and valid JSON-LD of its kind; an
 * editor's share settings win over the item's own, and "no index" keeps an item out of search engines.
 */
import path from 'node:path';
import { parse } from 'parse5';
import { describe, expect, inject, it } from 'vitest';
import { LOCALES } from '@portal/domain';
import { CARDS_PER_PAGE } from '@member/public/card-pages';
import { adminSession } from '../support/admin-api';
import { call } from '../support/kit';
import { ARTIFACTS, openBrowser } from '../support/browser';

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; value?: string };

interface Head {
  meta: Map<string, string[]>;
  jsonLd: Record<string, unknown>[];
  canonical: string | undefined;
}

const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const child of node.childNodes ?? []) walk(child, visit);
  const content = (node as { content?: Node }).content;
  if (content) walk(content, visit);
}

/** A built page's head: every meta by property or name, the JSON-LD (parsed: a syntax error fails the test). */
async function head(path: string, { encoded = false } = {}): Promise<Head & { status: number }> {
  const res = await fetch(`${inject('baseUrl')}${encoded ? path : encodeURI(path)}`);
  const document = parse(await res.text()) as unknown as Node;
  const meta = new Map<string, string[]>();
  const jsonLd: Record<string, unknown>[] = [];
  let canonical: string | undefined;
  walk(document, (node) => {
    if (node.nodeName === 'meta') {
      const key = attr(node, 'property') ?? attr(node, 'name');
      if (key) meta.set(key, [...(meta.get(key) ?? []), attr(node, 'content') ?? '']);
    }
    if (node.nodeName === 'link' && attr(node, 'rel') === 'canonical') canonical = attr(node, 'href');
    if (node.nodeName === 'script' && attr(node, 'type') === 'application/ld+json') {
      jsonLd.push(JSON.parse(node.childNodes?.map((c) => c.value ?? '').join('') ?? ''));
    }
  });
  return { status: res.status, meta, jsonLd, canonical };
}

const one = (h: Head, key: string) => {
  const values = h.meta.get(key) ?? [];
  expect(values, key).toHaveLength(1);
  return values[0];
};

/** The tags every page has, whatever its kind. */
function expectShareTags(h: Head, ogLocale: string) {
  for (const key of [
    'og:title',
    'og:description',
    'og:url',
    'og:site_name',
    'og:type',
    'twitter:card',
    'twitter:title',
    'twitter:description',
  ]) {
    expect(one(h, key), key).not.toBe('');
  }
  expect(one(h, 'og:url')).toMatch(/^https?:\/\//);
  expect(one(h, 'og:locale')).toBe(ogLocale);
  expect(new Set(h.meta.get('og:locale:alternate'))).toEqual(new Set(LOCALES.map((l) => l.ogLocale).filter((l) => l !== ogLocale)));
  const image = one(h, 'og:image');
  expect(image).toMatch(/^https?:\/\/[^/]+\/.+\.(jpe?g|png|webp|avif)$/);
  expect(one(h, 'twitter:image')).toBe(image);
  for (const data of h.jsonLd) expect(data['@context']).toBe('https://schema.org');
}

/** The share picture is a real picture the site serves. */
async function expectServedImage(url: string) {
  const res = await fetch(`${inject('baseUrl')}${new URL(url).pathname}`);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type'), url).toMatch(/^image\//);
}

const byType = (h: Head, type: string) => h.jsonLd.find((d) => d['@type'] === type) as Record<string, unknown> | undefined;

describe('search and share metadata of the built pages', () => {
  it.each(LOCALES.map((l) => [l.segment, l.ogLocale]))(
    'home in %s: Open Graph, Twitter, locales and Organization',
    async (segment, ogLocale) => {
      const h = await head(`/${segment}/main`);
      expect(h.status).toBe(200);
      expectShareTags(h, ogLocale);
      await expectServedImage(one(h, 'og:image'));
      expect(one(h, 'og:type')).toBe('website');
      const org = byType(h, 'Organization');
      expect(org?.name).toBeTruthy();
      expect(org?.url).toMatch(new RegExp(`/${segment}/main$`));
      expect(org?.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\//)]));
      expect(h.meta.get('robots')).toBeUndefined();
    },
  );

  it("an exhibition its editor gave a share text and picture: theirs, and an Event on the show's dates", async () => {
    const h = await head('/en/exhibition/all/8');
    expectShareTags(h, 'en_US');
    expect(one(h, 'og:title')).toBe('Our CES 2024 keynote, in full');
    expect(one(h, 'og:description')).toMatch(/^Software-defined vehicles/);
    expect(one(h, 'og:image')).toMatch(/seed_site_las_vegas_pc_/);
    await expectServedImage(one(h, 'og:image'));
    expect(one(h, 'og:url')).toBe(h.canonical);
    const event = byType(h, 'Event');
    expect(event).toMatchObject({ name: 'CES 2024: Mobility for a Sustainable Tomorrow', startDate: '2024-01-09', endDate: '2024-01-12' });
    expect(event?.location).toMatchObject({ '@type': 'Place', address: { addressLocality: 'Las Vegas', addressCountry: 'US' } });
  });

  it('an exhibition without share settings falls back to its title, text and picture, in its language', async () => {
    const h = await head('/jp/exhibition/all/4');
    expectShareTags(h, 'ja_JP');
    expect(one(h, 'og:title')).toMatch(/^IAAモビリティ2023/);
    expect(one(h, 'og:description')).toMatch(/^11kW ICCU/);
    expect(one(h, 'og:image')).toMatch(/seed_exhibition_item_4_pc_/);
    expect(byType(h, 'Event')).toMatchObject({ startDate: '2023-09-05', endDate: '2023-09-10' });
  });

  it('a media item is a NewsArticle dated when it was published', async () => {
    const h = await head('/kr/mediacenter/newsletter/4');
    expectShareTags(h, 'ko_KR');
    expect(one(h, 'og:type')).toBe('article');
    const article = byType(h, 'NewsArticle');
    expect(article?.headline).toMatch(/2024 제품 카탈로그/);
    expect(String(article?.datePublished)).toMatch(/^2023-12-05T/);
    expect(article?.publisher).toMatchObject({ '@type': 'Organization' });
    expect(h.meta.get('robots')).toBeUndefined();
  });

  it('a product list lists its products as schema.org Products', async () => {
    const home = await fetch(`${inject('baseUrl')}/ch/main`).then((r) => r.text());
    const href = decodeURI(home.match(/href="(\/ch\/product\/[^"?]+)[?"]/)![1]);
    const h = await head(href);
    expectShareTags(h, 'zh_CN');
    const list = byType(h, 'ItemList') as { itemListElement: { item: Record<string, unknown> }[] };
    expect(list.itemListElement.length).toBeGreaterThan(0);
    for (const { item } of list.itemListElement) {
      expect(item['@type']).toBe('Product');
      expect(item.name).toBeTruthy();
      expect((item.image as string[])[0]).toMatch(/^https?:\/\//);
    }
  });

  it("a product list describes the cards its page carries, each in its own words; an editor's share text and picture win", async () => {
    // The list page carries its first page of cards (issue 31): its ItemList names those, in order, each with its
    // own text and picture (no seeded product on that page has a share part of its own).
    const firstPage = (
      await call('productList', { productCategoryParentPkList: [1], sortType: 'RECENT', pageNo: 1, rowPerPage: CARDS_PER_PAGE })
    ).data.products;
    const h = await head('/en/product/1');
    expectShareTags(h, 'en_US');
    const items = (byType(h, 'ItemList') as { itemListElement: { item: Record<string, unknown> }[] }).itemListElement.map((e) => e.item);
    expect(items.map((item) => item.name)).toEqual(firstPage.map((p) => p.model));
    for (const [i, product] of firstPage.entries()) {
      expect(items[i].description, product.model).toBe(product.description);
      expect((items[i].image as string[])[0], product.model).toMatch(new RegExp(`seed_product_${product.pk}_main_`));
    }

    // The Swivel Display's editor set its share part (seed): its Product entry says theirs. It is on the list's
    // second page, so it is read where a page names it alone: its editor preview.
    const admin = await adminSession();
    const uid = 'api::product.product';
    const found = await admin('GET', `/content-manager/collection-types/${uid}?locale=en&filters[pk][$eq]=3`);
    const swivelDoc = found.body.results[0] as { documentId: string; model: string };
    expect(swivelDoc.model).toBe('Swivel Display');
    const link = await admin('GET', `/content-manager/preview/url/${uid}?documentId=${swivelDoc.documentId}&locale=en&status=draft`);
    const url = new URL(link.body.data.url as string, inject('baseUrl'));
    const swivel = byType(await head(`${url.pathname}${url.search}`, { encoded: true }), 'Product');
    expect(swivel?.name).toBe('Swivel Display');
    expect(swivel?.description).toMatch(/^A wide cockpit display that turns to the passenger/);
    expect((swivel?.image as string[])[0]).toMatch(/seed_product_3_detail_/);
    await expectServedImage((swivel?.image as string[])[0]);
  });

  it('a page without content of its own uses the locale defaults', async () => {
    const h = await head('/en/about');
    expectShareTags(h, 'en_US');
    expect(one(h, 'og:site_name')).toBe('Mobility Parts Partner Portal');
  });

  it('an item marked "no index" has the robots tag and is left out of the sitemap; the others are in it', async () => {
    const hidden = await head('/en/mediacenter/newsletter/5');
    expect(hidden.status).toBe(200);
    expect(one(hidden, 'robots')).toMatch(/noindex/);
    const sitemap = await fetch(`${inject('baseUrl')}/sitemap.xml`).then((r) => r.text());
    expect(sitemap).not.toMatch(/<loc>[^<]*\/mediacenter\/newsletter\/5<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/en\/mediacenter\/newsletter\/4<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/en\/exhibition\/all\/8<\/loc>/);
  });
});

describe("the editor preview shows the link's share card", () => {
  it("an exhibition draft with the editor's share title and 'no index': the card shows both, in both widths", async () => {
    const uid = 'api::exhibition.exhibition';
    const admin = await adminSession();
    const list = await admin('GET', `/content-manager/collection-types/${uid}?locale=en&pageSize=1&sort=id:asc`);
    const entry = list.body.results[0] as { documentId: string };
    const marker = `Share title ${Date.now().toString(36)}`;
    const saved = await admin('PUT', `/content-manager/collection-types/${uid}/${entry.documentId}?locale=en`, {
      seo: { metaTitle: marker, metaDescription: 'What the shared link says.', noIndex: true },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const browser = await openBrowser({ width: 1440, height: 1000 });
    try {
      const link = await admin('GET', `/content-manager/preview/url/${uid}?documentId=${entry.documentId}&locale=en&status=draft`);
      const url = new URL(link.body.data.url as string, inject('baseUrl')).href;
      const page = await browser.context.newPage();
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url, { waitUntil: 'load' });
        const card = page.locator('[data-share-card]');
        await expect.poll(() => card.locator('[data-share-title]').textContent()).toBe(marker);
        expect(await card.locator('[data-share-description]').textContent()).toBe('What the shared link says.');
        expect(await card.locator('[data-share-noindex]').count()).toBe(1);
        const picture = card.locator('[data-share-image]');
        expect(await picture.getAttribute('src')).toMatch(/^\/uploads\//);
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
        await page.screenshot({ path: path.join(ARTIFACTS, `share-card-preview-${width}.png`) });
      }
    } finally {
      await browser.close();
      await admin('POST', `/content-manager/collection-types/${uid}/${entry.documentId}/actions/discard?locale=en`, {});
    }
  }, 120_000);
});

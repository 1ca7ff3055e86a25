import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { PAGE_ROUTES } from '@portal/domain';
import { ARTIFACTS, horizontalOverflow, openBrowser, visit } from '../support/browser';
import { LANGS } from '../support/pages';

const SITEMAP_PATHS = PAGE_ROUTES.filter((r) => r.sitemap).flatMap((r) => Object.values(r.paths));

let context: BrowserContext;
let close: () => Promise<void>;
/** A 390 px phone, for the product lists. */
let phone: BrowserContext;
let closePhone: () => Promise<void>;

beforeAll(async () => {
  ({ context, close } = await openBrowser());
  ({ context: phone, close: closePhone } = await openBrowser({ width: 390, height: 844 }));
  fs.mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await close();
  await closePhone();
});

// Every page in every language renders, localized, accessible and within a phone's width: tests/e2e/every-page.test.ts.

describe('the root and the product list', () => {
  it('/ shows the intro with its two halves', async () => {
    const page = await context.newPage();
    const { response, problems } = await visit(page, '/');
    expect(response?.status()).toBe(200);
    expect(await page.locator('a[href$="/main"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href*="virtualshowroom"]').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each(LANGS)('the product list of every top category renders in $segment and fits a 390 px phone', async ({ segment, htmlLang }) => {
    const page = await phone.newPage();
    await visit(page, `/${segment}/main`);
    const hrefs = await page.$$eval('a[href*="/product/"]', (links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    const tops = hrefs.filter((h) => !h.includes('productCategoryPk='));
    expect(tops.length).toBeGreaterThanOrEqual(6);
    for (const href of tops) {
      const { response, problems } = await visit(page, href);
      expect(response?.status(), href).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(htmlLang);
      expect(await page.locator('[data-product-pk]').count(), href).toBeGreaterThan(0);
      // No sideways scrolling on a phone (issue 17); the static pages are checked in every-page.test.ts.
      const { scroll, culprits } = await horizontalOverflow(page);
      expect(scroll, `${href} scrolls sideways: ${culprits.join(', ')}`).toBe(0);
      expect(problems, href).toEqual([]);
    }
    await page.close();
  });
});

describe('home screenshots', () => {
  it.each(LANGS)('home in $segment is saved and shows no missing-glyph boxes', async ({ segment }) => {
    const page = await context.newPage();
    await visit(page, `/${segment}/main`);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(ARTIFACTS, `home-${segment}.png`), fullPage: false });
    // A string drawn in the page's font must not look like private-use characters, which always draw as boxes.
    const sample = await page.locator('h1, h2').first().innerText();
    const tofu = await page.evaluate((text) => {
      const font = `24px ${getComputedStyle(document.body).fontFamily}`;
      const draw = (s: string) => {
        const canvas = document.createElement('canvas');
        canvas.width = 600;
        canvas.height = 40;
        const ctx = canvas.getContext('2d')!;
        ctx.font = font;
        ctx.fillText(s, 0, 30);
        return canvas.toDataURL();
      };
      const chars = [...text.replace(/[\s!-~]/g, '')].slice(0, 4);
      if (!chars.length) return false;
      const boxes = chars.map((_, i) => String.fromCharCode(0xe000 + i)).join('');
      return draw(chars.join('')) === draw(boxes);
    }, sample);
    expect(tofu, `glyphs of "${sample}" render as boxes`).toBe(false);
    await page.close();
  });
});

describe('deep links and the sitemap', () => {
  it('opens an exhibition and a media item from their own addresses, and a VIP item address answers', async () => {
    const page = await context.newPage();
    await visit(page, '/en/exhibition/all');
    const href = await page.locator('a[href*="/exhibition/all/"]').first().getAttribute('href');
    expect(href).toMatch(/\/en\/exhibition\/all\/\d+$/);
    const { response } = await visit(page, href!);
    expect(response?.status()).toBe(200);
    expect(await page.locator('dialog[open], [data-showcase-item]').count()).toBeGreaterThan(0);

    await visit(page, '/kr/mediacenter/all');
    const media = await page.locator('a[href*="/mediacenter/newsletter/"]').first().getAttribute('href');
    expect((await visit(page, media!)).response?.status()).toBe(200);

    expect((await visit(page, '/jp/vip-exhibition/12')).response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    await page.close();
  });

  it('lists every locale of a page with hreflang alternates in sitemap.xml, and pages carry canonical links', async () => {
    const page = await context.newPage();
    const res = await page.request.get(`${inject('baseUrl')}/sitemap.xml`);
    expect(res.status()).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('hreflang="ko"');
    expect(xml).toContain('hreflang="x-default"');
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(100);
    // Every fixed path the route manifest marks for the sitemap, in every language.
    const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
    const missing = LANGS.flatMap(({ segment }) => SITEMAP_PATHS.map((p) => `/${segment}${p}`)).filter((p) => !locs.has(p));
    expect(missing).toEqual([]);
    await visit(page, '/kr/about');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/kr\/about\/?$/);
    expect(await page.locator('link[rel="alternate"][hreflang="ja"]').getAttribute('href')).toMatch(/\/jp\/about\/?$/);
    await page.close();
  });
});

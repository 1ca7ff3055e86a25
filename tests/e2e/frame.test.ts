import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, localeBySegment } from '@portal/domain';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { openBrowser, visit } from '../support/browser';
import { LANGS } from '../support/pages';

let context: BrowserContext;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ context, close } = await openBrowser());
});
afterAll(() => close());

describe('language selector', () => {
  it('keeps the route and query and updates <html lang>', async () => {
    const page = await context.newPage();
    await visit(page, '/en/about?from=test');
    await page.locator('[data-lang-select] summary').click();
    await page.locator('[data-lang-link="jp"]').click();
    await page.waitForURL(/\/jp\/about/);
    expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe('/jp/about');
    expect(new URL(page.url()).searchParams.get('from')).toBe('test');
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    await page.close();
  });
});

describe('side menu', () => {
  it.each(LANGS.slice(0, 2))('opens with its groups in $segment, toggles a group and its links work', async ({ segment, htmlLang }) => {
    const page = await context.newPage();
    await visit(page, `/${segment}/main`);
    const menu = page.locator('#side-menu');
    expect(await menu.isVisible()).toBe(false);
    await page.locator('[data-menu-open]').first().click();
    await menu.waitFor({ state: 'visible' });
    expect(await page.locator('[data-menu-open]').first().getAttribute('aria-expanded')).toBe('true');

    const group = menu.locator('[data-menu-group]').first();
    const before = await group.getAttribute('aria-expanded');
    await group.click();
    expect(await group.getAttribute('aria-expanded')).not.toBe(before);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await page.locator('[data-menu-open]').first().click();
    await menu.locator(`a[href="/${segment}/about"]`).click();
    await page.waitForURL(new RegExp(`/${segment}/about`));
    expect(await page.getAttribute('html', 'lang')).toBe(htmlLang);

    // Every link of the menu that leads to a built page answers 200 (member routes come with later issues).
    await page.goto(`${inject('baseUrl')}/${segment}/main`);
    const hrefs = await page.$$eval('#side-menu a[href^="/"]', (links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    const built = hrefs.filter((h) => /\/(about|product|main)(\/|\?|$)/.test(h));
    expect(built.length).toBeGreaterThan(10);
    for (const href of built) {
      const res = await page.request.get(`${inject('baseUrl')}${href}`);
      expect(res.status(), href).toBe(200);
    }
    await page.close();
  });
});

describe('header', () => {
  it('searches only when there is text', async () => {
    const page = await context.newPage();
    await visit(page, '/kr/about');
    const button = page.locator('[data-search-button]');
    await button.click();
    const input = page.locator('#header-search-input');
    await input.waitFor({ state: 'visible' });
    await input.press('Enter');
    expect(new URL(page.url()).pathname).toMatch(/^\/kr\/about/);
    await input.fill('HUD');
    await input.press('Enter');
    await page.waitForURL(/\/kr\/search/);
    expect(new URL(page.url()).searchParams.get('searchText')).toBe('HUD');
    await page.close();
  });

  it('turns solid after 60 px of scrolling', async () => {
    const page = await context.newPage();
    await visit(page, '/en/about');
    const header = page.locator('[data-site-header]');
    expect(await header.getAttribute('class')).not.toContain('is-solid');
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => document.querySelector('[data-site-header]')?.classList.contains('is-solid'));
    await page.close();
  });

  it('shows the licence-filing link in the footer only in Chinese', async () => {
    const page = await context.newPage();
    for (const { segment } of LANGS) {
      await visit(page, `/${segment}/about`);
      const footer = await page.locator('footer').innerText();
      expect(footer).toContain('2021');
      const beian = await page.locator('footer a[href*="beian"]').count();
      expect(beian, segment).toBe(segment === 'ch' ? 1 : 0);
    }
    await page.close();
  });
});

describe('unknown paths', () => {
  it.each(['/kr/no-such-page', '/no-such-page', '/jp/product/does-not-exist'])(
    '%s answers 404 with the localized 404 page',
    async (path) => {
      const page = await context.newPage();
      const { response } = await visit(page, path);
      expect(response?.status()).toBe(404);
      // The language of the first segment, English where the path has none.
      const lang = (localeBySegment(path.split('/')[1]) ?? DEFAULT_LOCALE).htmlLang;
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.locator(`a[href*="/main"]`).count()).toBeGreaterThan(0);
      await page.close();
    },
  );
});

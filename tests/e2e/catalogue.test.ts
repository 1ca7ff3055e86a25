import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api } from '../support/api';
import { openBrowser, visit } from '../support/browser';
import { activeMember, type Member } from '../support/members';

let context: BrowserContext;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ context, close } = await openBrowser());
});
afterAll(() => close());

/** Puts a member's tokens where the islands keep them, as a sign-in in this browser would. */
async function signInBrowser(page: Page, member: Member, path: string) {
  await visit(page, path);
  await page.evaluate(
    ({ access, session, email }) => {
      localStorage.setItem('portal.accessToken', access);
      localStorage.setItem('portal.user', JSON.stringify({ firstName: 'Minjun', lastName: 'Kim', email, userProducts: [{ pk: 1 }] }));
      sessionStorage.setItem('portal.sessionToken', session);
    },
    { access: member.accessToken, session: member.sessionToken, email: member.email },
  );
  await page.reload();
  await page.waitForSelector('html[data-signed-in]');
}

describe('a visitor browses the catalogue', () => {
  it.each(['en', 'ch'])('sees products, exhibitions and media in %s, and gets the login dialog for a product detail', async (lang) => {
    const page = await context.newPage();
    await visit(page, `/${lang}/product/1`);
    const cards = page.locator('[data-product-pk]');
    expect(await cards.count()).toBeGreaterThan(2);
    await cards.first().click();
    await page.waitForSelector('dialog[open]');
    expect(await page.locator('dialog[open] input[type="email"], dialog[open] input[name="email"]').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await visit(page, `/${lang}/exhibition/all`);
    expect(await page.locator('a[href*="/exhibition/all/"]').count()).toBeGreaterThan(3);
    await visit(page, `/${lang}/mediacenter/all`);
    expect(await page.locator('a[href*="/mediacenter/newsletter/"]').count()).toBeGreaterThan(3);
    await page.close();
  });
});

describe('a member and the catalogue', () => {
  it('opens a product detail, bookmarks from the list, and finds the bookmark on my page', async () => {
    const member = await activeMember();
    const page = await context.newPage();
    await signInBrowser(page, member, '/en/product/1');

    const card = page.locator('[data-product-pk]').first();
    const pk = Number(await card.getAttribute('data-product-pk'));
    await card.click();
    const detail = page.locator('dialog.product-detail[open]');
    await detail.waitFor();
    expect(await detail.innerText()).toMatch(/\w/);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' }).catch(() => undefined);

    const bookmark = page.locator(`[data-bookmark-pk="${pk}"]`).first();
    await bookmark.click();
    await page.waitForFunction((p) => document.querySelector(`[data-bookmark-pk="${p}"]`)?.getAttribute('aria-pressed') === 'true', pk);
    const listed = await api('/api/user/bookmark/list', { body: {}, headers: member.headers });
    expect(listed.body.data.products.map((p: { pk: number }) => p.pk)).toEqual([pk]);

    await visit(page, '/en/mypage?activeIndex=1');
    await page.waitForSelector(`[data-bookmark-pk="${pk}"][aria-pressed="true"]`);
    await page.close();
  });

  it('searches products by text and shows the no-result state', async () => {
    const page = await context.newPage();
    await visit(page, '/en/search?searchText=HUD');
    await page.waitForSelector('[data-product-pk]');
    expect(await page.locator('[data-product-pk]').count()).toBeGreaterThan(0);
    await visit(page, '/en/search?searchText=zzzz-nothing');
    await page.waitForSelector('a[href*="productCategoryPk=9"]');
    await page.close();
  });
});

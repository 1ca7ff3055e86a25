import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import path from 'node:path';
import { setVip } from '../support/staff';
import { ARTIFACTS, horizontalOverflow, openBrowser } from '../support/browser';
import { open, shown, signedIn, signInWithForm, storedSession, translator, watchPage } from '../support/journey';
import { LANGS } from '../support/pages';
import { activeMember, fromAddress, type Member } from '../support/members';
import { api } from '../support/api';

// Issue 29 item 11 in the browser: the exhibition and media lists are static pages built for visitors; once a VIP
// member is signed in, the list adds the VIP items the API answers them (ALL and VIP), and a VIP item opens under
// the VIP page's address (it has no prebuilt page). Search results and the bookmark list are paged six cards a
// page, as the other card lists.

/** The seeded VIP exhibition (cms/src/seed/data/exhibitions.ts). */
const VIP_EXHIBITION = 6;

let context: BrowserContext;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ context, close } = await openBrowser());
});
afterAll(() => close());

const vipCard = `[data-showcase-grid] [data-card][data-pk="${VIP_EXHIBITION}"]`;

describe('VIP items on the normal lists', () => {
  it('adds the VIP items for a VIP member only, and opens one under the VIP address', async () => {
    const visitor = await context.newPage();
    await open(visitor, '/en/exhibition/all');
    await shown(visitor.locator('[data-showcase-grid] [data-card]').first());
    expect(await visitor.locator(vipCard).count()).toBe(0);
    await visitor.close();

    const normal = await activeMember();
    const normalPage = await context.newPage();
    let listed = 0;
    normalPage.on('response', (r) => r.url().endsWith('/api/exhibition/list') && listed++);
    await signedIn(normalPage, normal, '/en/exhibition/all');
    await expect.poll(() => listed, { timeout: 10_000 }).toBe(1);
    expect(await normalPage.locator(vipCard).count()).toBe(0);
    await normalPage.close();

    const vip = await activeMember();
    await setVip(vip.email);
    const page = await context.newPage();
    const problems = watchPage(page);
    await signedIn(page, vip, '/en/exhibition/all');
    await page.locator(vipCard).waitFor({ state: 'attached', timeout: 15_000 });
    // The VIP card opens its modal; the address is the VIP page's, which a reload can reach.
    const buttons = page.locator('[data-card-pager] button');
    for (let i = 0; (await page.locator(`${vipCard}[data-paged-out]`).count()) && i < (await buttons.count()); i++)
      await buttons.nth(i).click();
    await page.locator(`${vipCard} [data-card-link]`).click();
    await shown(page.locator('[data-showcase-dialog][open]'));
    expect(new URL(page.url()).pathname).toBe(`/en/vip-exhibition/${VIP_EXHIBITION}`);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("a visitor's list is light until an item opens", () => {
  it('loads no API client with the exhibition list; opening a card fetches it and counts the view', async () => {
    // A browser of its own: the shared one keeps the member session an earlier test stored, and a signed-in list
    // rightly loads the member's scripts.
    const visitor = await openBrowser();
    const page = await visitor.context.newPage();
    const problems = watchPage(page);
    const scripts: { url: string; bytes: number }[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.push({ url: r.url(), bytes: (await r.body()).length });
    });
    await open(page, '/en/exhibition/all');
    await shown(page.locator('[data-showcase-grid] [data-card]').first());
    await page.waitForLoadState('networkidle');
    // The API client's chunk (zod and the call table) is about 450 KB unpacked; the list's own scripts are a few tens.
    const arrival = scripts.reduce((sum, s) => sum + s.bytes, 0);
    expect(arrival, scripts.map((s) => `${s.url} ${s.bytes}`).join('\n')).toBeLessThan(150_000);
    const counted = page.waitForResponse((r) => r.url().endsWith('/api/exhibition/upcount'));
    await page.locator('[data-showcase-grid] [data-card] [data-card-link]').first().click();
    expect((await counted).status()).toBe(200);
    await shown(page.locator('[data-showcase-dialog][open]'));
    expect(problems).toEqual([]);
    await visitor.close();
  });
});

/** The cards a card list shows now (those of other pages are marked data-paged-out on the static lists). */
const shownCards = (page: Page, grid: string) => page.locator(`${grid} > .product-card:not([data-paged-out])`);

describe('search results and bookmarks, six cards a page', () => {
  it('pages the search results', async () => {
    const query = 'lamp';
    const found = (await api('/api/product/search', { body: { searchText: query } })).body.data.products.length as number;
    expect(found, 'the query must find more than one page').toBeGreaterThan(6);
    const page = await context.newPage();
    await open(page, `/en/search?searchText=${query}`);
    await shown(page.locator('[data-product-grid] [data-product-pk]').first());
    expect(await shownCards(page, '[data-product-grid]').count()).toBe(6);
    const buttons = page.locator('[data-search-page] [data-card-pager] button');
    expect(await buttons.count()).toBe(Math.ceil(found / 6));
    await buttons.last().click();
    expect(await shownCards(page, '[data-product-grid]').count()).toBe(found - 6 * (Math.ceil(found / 6) - 1));
    expect(await buttons.last().getAttribute('aria-current')).toBe('page');
    await page.close();
  });

  it('pages the bookmark list on my page', async () => {
    const member = await activeMember();
    for (const productPk of [1, 2, 3, 4, 5, 6, 7])
      expect((await api('/api/user/bookmark/edit', { body: { productPk }, headers: member.headers })).status).toBe(200);
    const page = await context.newPage();
    await signedIn(page, member, '/en/mypage?activeIndex=1');
    const cards = page.locator('.bookmark-list__grid > .product-card');
    await shown(cards.first());
    expect(await cards.count()).toBe(6);
    const pager = page.locator('.bookmark-list .card-pager');
    expect(await pager.getByRole('button').count()).toBe(2);
    await pager.getByRole('button', { name: '2', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('.bookmark-list__grid > .product-card').length === 1);
    expect(await pager.getByRole('button', { name: '2', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.close();
  });
});

describe('the changed screens at 1440 and 390 px', () => {
  it('fit the screen: product detail with its meeting link, the prefilled request, paged search, bookmarks, sound', async () => {
    const member = await activeMember();
    for (const productPk of [1, 2, 3, 4, 5, 6, 7]) await api('/api/user/bookmark/edit', { body: { productPk }, headers: member.headers });
    for (const width of [1440, 390]) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      const shot = async (name: string) => {
        expect((await horizontalOverflow(page)).scroll, `${name} at ${width}`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(ARTIFACTS, `issue29-${name}-${width}.png`) });
      };
      await signedIn(page, member, '/en/search?searchText=lamp');
      await shown(page.locator('[data-product-grid] .product-card').first());
      await page.locator('[data-search-page] [data-card-pager]').scrollIntoViewIfNeeded();
      await shot('search-paged');
      await open(page, '/ch/search?searchText=%E5%A4%A7%E7%81%AF');
      await shown(page.locator('[data-product-grid] .product-card').first());
      await shot('search-zh-dadeng');
      await page.locator('[data-product-grid] .product-card__open').first().click();
      const detail = await shown(page.locator('dialog.product-detail[open]'));
      await detail.locator('.product-detail__meeting').scrollIntoViewIfNeeded();
      await shot('detail-meeting-link');
      await detail.locator('.product-detail__meeting').click();
      await page.waitForURL('**/ch/requestmeeting?product=*');
      await page.waitForFunction(() => (document.querySelector('#meeting-request-productPk') as HTMLSelectElement | null)?.value);
      await shot('request-prefilled');
      await open(page, '/en/mypage?activeIndex=1');
      await shown(page.locator('.bookmark-list .card-pager'));
      await page.locator('.bookmark-list .card-pager').scrollIntoViewIfNeeded();
      await shot('bookmarks-paged');
      await open(page, '/en/virtualshowroom/lobby');
      await page.evaluate(() => {
        // A still picture of the control while the browser holds sound back (the controller would re-render it).
        const copy = document.querySelector<HTMLElement>('[data-sound]')!.cloneNode(true) as HTMLElement;
        copy.dataset.state = 'on';
        copy.setAttribute('data-blocked', '');
        document.querySelector('[data-sound]')!.replaceWith(copy);
      });
      await shot('sound-waiting');
      await page.close();
    }
  });
});

describe('company names (issue 29 item 3)', () => {
  it('My page names a Korean company "Hyundai Motor (현대자동차)" on English pages and 현대자동차 on Korean ones', async () => {
    const partners = (await api('/api/partner/list')).body.data.items as { pk: number; localName: string; domains: { domain: string }[] }[];
    const hyundai = partners.find((p) => p.localName === '현대자동차')!;
    const member = await activeMember({ partnerPk: hyundai.pk, email: `company.${Date.now()}@${hyundai.domains[0].domain}` });
    for (const [segment, expected] of [
      ['en', 'Hyundai Motor (현대자동차)'],
      ['kr', '현대자동차'],
      ['jp', 'Hyundai Motor (현대자동차)'],
    ] as const) {
      const page = await context.newPage();
      await signedIn(page, member, `/${segment}/mypage`);
      const company = page.locator('.account-summary__facts dd').first();
      await shown(company);
      expect(await company.innerText(), segment).toBe(expected);
      await page.close();
    }
  });
});

describe('the VIP list call, for VIP members only (issue 29 item 11 remainder)', () => {
  const t = translator(LANGS[0].messages);
  const LIST_CALLS = ['/api/exhibition/list', '/api/medianews/list'];

  /** Signs in on the login page as a member does, then opens the exhibition and media lists; answers the list calls. */
  async function listCallsAfterSignIn(member: Member) {
    const page = await context.newPage();
    await page.setExtraHTTPHeaders(fromAddress());
    const problems = watchPage(page);
    await open(page, '/en/login');
    await signInWithForm(page, t, member.email, member.password);
    await page.waitForURL('**/en/main');
    const calls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (LIST_CALLS.includes(path)) calls.push(path);
    });
    for (const list of ['/en/exhibition/all', '/en/mediacenter/all']) {
      await open(page, list);
      await shown(page.locator('[data-showcase-grid] [data-card]').first());
      // Every call the page makes has been answered (the member list is asked for right after hydration).
      await page.waitForLoadState('networkidle');
    }
    const stored = (await storedSession(page)).user as { vip?: boolean } | null;
    expect(problems).toEqual([]);
    await page.close();
    return { calls, vip: stored?.vip };
  }

  it('a member who is not VIP makes no list call; a VIP member makes one per list', async () => {
    const normal = await activeMember();
    expect(await listCallsAfterSignIn(normal)).toEqual({ calls: [], vip: false });

    const vip = await activeMember();
    await setVip(vip.email);
    expect(await listCallsAfterSignIn(vip)).toEqual({ calls: LIST_CALLS, vip: true });
  }, 240_000);

  it('a new tab learns the VIP flag with its session token', async () => {
    // Stored by a sign-in before the member became VIP (or by an older version, without the flag); no session token
    // in this tab yet, so its first member call (My page's) asks for one.
    const member = await activeMember();
    await setVip(member.email);
    const page = await context.newPage();
    await signedIn(page, { ...member, sessionToken: '' }, '/en/mypage');
    await expect.poll(async () => ((await storedSession(page)).user as { vip?: boolean } | null)?.vip, { timeout: 15_000 }).toBe(true);
    await page.close();
  }, 240_000);
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowser } from '../support/browser';
import { open, shown, signInWithForm, translator, watchPage } from '../support/journey';
import { LANGS } from '../support/pages';

/**
 * Pages whose scripts would otherwise bring code a visitor may never use (issue 29: the visitor pages' Lighthouse
 * score): that code loads when it is first needed, and works then.
 */
const t = translator(LANGS[0].messages);
/**
 * Strings only the member API client's code carries: zod's object schema class (its registered name; the form
 * library's resolver names only `$ZodError`) and a path from the call table.
 */
const CLIENT_MARKS = ['$ZodObject', 'sign/find-email'];
/** A class only the product card's template writes (its stylesheet is not a script). */
const CARD_TEMPLATE_MARKS = ['product-card__model'];

/** Records the page's scripts; answers the addresses of those carrying any of `marks`, so far. */
function scriptsWith(page: Page, marks: string[]) {
  const reads: Promise<{ url: string; marked: boolean }>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      reads.push(r.body().then((body) => ({ url: r.url(), marked: marks.some((mark) => body.toString('utf8').includes(mark)) })));
  });
  return async () => (await Promise.all(reads)).filter((s) => s.marked).map((s) => s.url);
}

describe('the sign-in page arrives without the member API client (issue 29: its Lighthouse score)', () => {
  it('loads no zod and no call table until a form is used; the form then checks and answers as before', async () => {
    // A browser of its own: a stored session would make the page load the member's scripts.
    const visitor = await openBrowser();
    const page = await visitor.context.newPage();
    const problems = watchPage(page);
    const withClient = scriptsWith(page, CLIENT_MARKS);

    await open(page, '/en/login');
    await page.waitForLoadState('networkidle');
    expect(await withClient(), 'the API client on arrival').toEqual([]);

    // The first submit loads the contract and the call: the required-field errors, then the server's answer.
    const card = page.getByRole('region', { name: t('auth.login.title'), exact: true });
    await card.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await shown(card.getByText(t('auth.error.emailRequired'), { exact: true }));
    expect((await withClient()).length, 'the API client once the form is checked').toBeGreaterThan(0);
    await signInWithForm(page, t, `nobody.${Date.now().toString(36)}@example.com`, 'wrong!pass1');
    await shown(card.getByText(t('auth.error.wrongCredentials'), { exact: true }));
    expect(problems).toEqual([]);
    await visitor.close();
  });
});

describe('the product list page arrives without its card template and the list call (issue 29, issue 31)', () => {
  it('loads them with the first tab, and the tab then shows its cards', async () => {
    const visitor = await openBrowser();
    const page = await visitor.context.newPage();
    const problems = watchPage(page);
    const withTemplate = scriptsWith(page, CARD_TEMPLATE_MARKS);
    const withClient = scriptsWith(page, CLIENT_MARKS);

    await open(page, '/en/product/1');
    await page.waitForLoadState('networkidle');
    expect(await withTemplate(), 'the card template on arrival').toEqual([]);
    expect(await withClient(), 'the API client on arrival').toEqual([]);

    const listing = page.locator('[data-product-listing]:not([hidden])');
    const tab = listing.locator('[data-tab-pk]:not([data-tab-pk="0"])').first();
    const sub = await tab.getAttribute('data-tab-pk');
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => listing.locator('[data-product-grid]').getAttribute('aria-busy')).toBe(null);
    const shownSubs = await listing
      .locator('[data-product-card]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-category-pk')));
    expect(shownSubs.length).toBeGreaterThan(0);
    expect(new Set(shownSubs)).toEqual(new Set([sub]));
    expect((await withTemplate()).length, 'the card template once a tab is chosen').toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await visitor.close();
  });
});

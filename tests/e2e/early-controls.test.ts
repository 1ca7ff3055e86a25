/**
 * Issue 29 item 1: controls before the page's scripts load. Every script file is held back 5 s (a slow phone);
 * within that time every visible control either works without script (a link, or the submit of a form with an
 * address) or looks disabled and takes no click. On the login page the "sign up" control is a link to the
 * registration address, followed before the island hydrates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser } from '../support/browser';
import { translator } from '../support/journey';
import { LANGS, STATIC_ROUTES } from '../support/pages';

const HOLD_MS = 5_000;

let context: BrowserContext;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ context, close } = await openBrowser({ width: 390, height: 844 }));
});
afterAll(() => close());

/** A page whose script files arrive HOLD_MS late; opened, parsed and styled, its scripts not yet run. */
async function openHeld(sitePath: string): Promise<Page> {
  const page = await context.newPage();
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await new Promise((r) => setTimeout(r, HOLD_MS));
    await route.continue().catch(() => undefined); // the page may be gone by then
  });
  await page.goto(`${inject('baseUrl')}${sitePath}`, { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([media="print"])')].every((l) => l.sheet),
  );
  return page;
}

/** The visible controls of the page that neither work without script nor look disabled, named for the failure. */
function deadControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && !el.closest('[hidden], dialog:not([open])');
    };
    const opacity = (el: Element | null): number => (el ? Number(getComputedStyle(el).opacity) * opacity(el.parentElement) : 1);
    const island = (el: Element) => el.closest('astro-island[ssr]');
    // A form with an address submits without script (the header's search); one inside an island needs it.
    const nativeForm = (el: Element) => {
      const form = (el as HTMLInputElement).form;
      return !!form && form.hasAttribute('action') && !island(el);
    };
    const works = (el: Element) => {
      if (el.matches('button[type="submit"], input[type="submit"]')) return nativeForm(el);
      // Typing and ticking work without script, outside an island (whose hydration would reset the field).
      if (el.matches('input, textarea')) return !island(el);
      return false;
    };
    const looksDisabled = (el: Element) => {
      const style = getComputedStyle(el);
      const inert = (el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true' || style.pointerEvents === 'none';
      return inert && opacity(el) <= 0.6;
    };
    return [...document.querySelectorAll('button, select, input:not([type="hidden"]), textarea, [role="button"], [role="tab"]')]
      .filter((el) => visible(el) && !works(el) && !looksDisabled(el))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`);
  });
}

describe('controls before the scripts load (issue 29 item 1)', () => {
  it.each(STATIC_ROUTES)('/en%s: every visible control works without script or looks disabled', async (route) => {
    const page = await openHeld(`/en${route}`);
    // The hold is real: no module script has run (the head's inline script marks html.js-ready after them).
    expect(await page.evaluate(() => document.documentElement.classList.contains('js-ready'))).toBe(false);
    expect(await deadControls(page)).toEqual([]);
    await page.close();
  });

  it.each(LANGS)('$segment: sign-up on the login page is a link that works before the island hydrates', async ({ segment, messages }) => {
    const t = translator(messages, segment);
    const page = await openHeld(`/${segment}/login`);
    const signUp = page.getByRole('link', { name: t('auth.login.register'), exact: true });
    expect(await signUp.getAttribute('href')).toBe(`/${segment}/login?target=VueRegistry`);
    for (const name of ['auth.login.findId', 'auth.login.findPassword'])
      expect(await page.getByRole('link', { name: t(name), exact: true }).count()).toBe(1);
    // The login form's submit is disabled-looking until the island hydrates.
    const submit = page.getByRole('button', { name: t('auth.login.submit'), exact: true });
    expect(await submit.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    expect(await page.evaluate(() => !!document.querySelector('astro-island[ssr]'))).toBe(true);
    await signUp.click();
    await page.waitForURL((url) => url.search === '?target=VueRegistry', { timeout: 20_000 });
    // The registration view shows: the inline head script switched the view before paint.
    await page.getByRole('heading', { name: t('registry.title'), exact: true }).waitFor({ timeout: 15_000 });
    await page.close();
  });
});

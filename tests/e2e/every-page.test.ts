import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { horizontalOverflow, openBrowser, visit } from '../support/browser';
import { LANGS, SCRIPT_OF, STATIC_ROUTES } from '../support/pages';

// One sweep over every built page in every locale: it renders in its language (<html lang>, text in the language's
// script, a title) without a page error or a failed request, fits a 390 px phone without scrolling sideways (issue
// 17), has no serious or critical WCAG A/AA violation on a desktop's width (CONTRIBUTING.md#habits, after Starlight's
// __a11y__ tests), and nothing its Content-Security-Policy refused or reported (SECURITY.md): zod's probe for
// `new Function` was one, reported on every page that parsed a reply on load. Each page is opened once, on the phone,
// then widened for axe: one load instead of one per width.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type Watched = Window & { cspViolations?: string[] };

let context: BrowserContext;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ context, close } = await openBrowser(PHONE));
  await context.addInitScript(() => {
    const seen: string[] = ((window as Watched).cspViolations = []);
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
});
afterAll(() => close());

describe.each(LANGS)('every page in $segment', ({ segment, htmlLang }) => {
  it.each(STATIC_ROUTES)(
    `/${segment}%s renders with <html lang="${htmlLang}"> and localized text, fits 390 px, with no serious WCAG A/AA or CSP violation`,
    async (route) => {
      const page = await context.newPage();
      const { response, problems } = await visit(page, `/${segment}${route}`);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(htmlLang);
      expect(await page.locator('body').innerText()).toMatch(SCRIPT_OF[segment]);
      expect(await page.title()).not.toBe('');
      const { scroll, culprits } = await horizontalOverflow(page);
      expect(scroll, `scrolls sideways on a phone: ${culprits.join(', ')}`).toBe(0);
      await page.setViewportSize(DESKTOP);
      // The page's own resize handlers run on the next frames: axe reads the desktop layout after them.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => (window as Watched).cspViolations)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { openBrowser, visit } from '../support/browser';
import { LANGS, STATIC_ROUTES } from '../support/pages';

// An accessibility sweep over the built pages in every locale (CONTRIBUTING.md#habits, after Starlight's __a11y__ tests),
// which also fails on anything the page's Content-Security-Policy refused or reported (SECURITY.md): zod's probe for
// `new Function` was one, reported on every page that parsed a reply on load.

type Watched = Window & { cspViolations?: string[] };

let context: BrowserContext;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ context, close } = await openBrowser());
  await context.addInitScript(() => {
    const seen: string[] = ((window as Watched).cspViolations = []);
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
});
afterAll(() => close());

describe.each(LANGS)('accessibility in $segment', ({ segment }) => {
  it.each(STATIC_ROUTES)(`/${segment}%s has no serious or critical WCAG A/AA violation, and no CSP violation`, async (route) => {
    const page = await context.newPage();
    await visit(page, `/${segment}${route}`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => (window as Watched).cspViolations)).toEqual([]);
    await page.close();
  });
});

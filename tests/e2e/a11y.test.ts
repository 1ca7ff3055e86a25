import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { openBrowser, visit } from '../support/browser';
import { LANGS, STATIC_ROUTES } from '../support/pages';

// An accessibility sweep over the built pages in every locale (CONTRIBUTING.md#habits, after Starlight's __a11y__ tests).

let context: BrowserContext;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ context, close } = await openBrowser());
});
afterAll(() => close());

describe.each(LANGS)('accessibility in $segment', ({ segment }) => {
  it.each(STATIC_ROUTES)(`/${segment}%s has no serious or critical WCAG A/AA violation`, async (route) => {
    const page = await context.newPage();
    await visit(page, `/${segment}${route}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

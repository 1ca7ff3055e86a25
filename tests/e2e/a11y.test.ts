import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { openBrowser, visit } from '../support/browser';
import { LANGS, STATIC_ROUTES } from '../support/pages';

// An accessibility sweep over the built pages in every locale (STYLE.md, after Starlight's __a11y__ tests).
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let context: BrowserContext;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ context, close } = await openBrowser());
});
afterAll(() => close());

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

describe.each(LANGS)('accessibility in $segment', ({ segment }) => {
  it.each(STATIC_ROUTES)(`/${segment}%s has no serious or critical WCAG A/AA violation`, async (route) => {
    const page = await context.newPage();
    await visit(page, `/${segment}${route}`);
    // Evaluated, not injected as a <script>: the pages' CSP allows only their own scripts (by hash).
    await page.evaluate(axeSource);
    const violations: Violation[] = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
      return result.violations;
    });
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    await page.close();
  });
});

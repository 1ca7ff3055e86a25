/** axe-core in a page: the WCAG A/AA rules, the serious and critical violations as readable lines. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe on the page once its animations have ended (a dialog fading in reads as low contrast); answers one line
 * per serious or critical violation (none: []). `exclude`: selectors of parts that are not the page's own.
 */
export async function seriousViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  // Evaluated, not injected as a <script>: the pages' CSP allows only their own scripts (by hash).
  await page.evaluate(axeSource);
  const violations: Violation[] = await page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    const context = { include: [['html']], exclude: excluded.map((selector) => [selector]) };
    const result = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  }, exclude);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

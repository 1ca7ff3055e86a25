/**
 * Debian's Chromium driven by playwright-core, one fresh profile per test file. Its headless shell when installed
 * (`chromium-headless-shell`, the kind of headless browser Playwright itself uses: the same Blink and V8 without the
 * desktop browser's window layer): the page sweep took 28 % less of the processor than in the full browser
 * (CONTRIBUTING.md#where-the-test-time-goes). CHROMIUM_PATH picks another.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const EXECUTABLE =
  process.env.CHROMIUM_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));

export const ARTIFACTS = path.resolve(__dirname, '..', 'e2e', 'artifacts');

/** Opens a browser context with a fresh profile folder (playwright refuses --user-data-dir in args). */
export async function openBrowser(
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: EXECUTABLE,
    args: FLAGS,
    headless: true,
    viewport,
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Opens a site path and fails on any page error or failed same-origin request. */
export async function visit(page: Page, sitePath: string) {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().startsWith(inject('baseUrl')) && r.request().resourceType() !== 'document')
      problems.push(`${r.status()} ${r.url()}`);
  });
  const response = await page.goto(`${inject('baseUrl')}${sitePath}`, { waitUntil: 'load' });
  return { response, problems };
}

/** How far a page scrolls sideways, and the first elements that stick out of the viewport (to name in a failure). */
export async function horizontalOverflow(page: Page): Promise<{ scroll: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.right > width + 1 && !e.closest('.swiper, [hidden], dialog:not([open])');
      })
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]}`);
    return { scroll: document.documentElement.scrollWidth - width, culprits };
  });
}

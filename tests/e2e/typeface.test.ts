/**
 * The self-hosted typefaces (issue 17 item 22) in Chromium, in every locale at 1440×900 and 390×844: the page's
 * heading is drawn with Inter and, on a Korean, Chinese or Japanese page, that language's Noto Sans (what Chrome
 * reports as the fonts that rendered the glyphs, not only the CSS), document.fonts reports the faces loaded, the
 * font files come from the site itself, and a page never fetches another language's face.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { openBrowser, visit } from '../support/browser';
import { LANGS } from '../support/pages';

/** The CJK face of each language: its CSS family, the family name inside the font, and its file prefix. */
const CJK = {
  kr: { family: 'Noto Sans KR Variable', name: /^Noto Sans KR/, file: 'noto-sans-kr' },
  ch: { family: 'Noto Sans SC Variable', name: /^Noto Sans SC/, file: 'noto-sans-sc' },
  jp: { family: 'Noto Sans JP Variable', name: /^Noto Sans JP/, file: 'noto-sans-jp' },
} as const;
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

describe.each(VIEWPORTS)('typefaces at $width×$height', (viewport) => {
  let context: BrowserContext;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ context, close } = await openBrowser(viewport));
  });
  afterAll(() => close());

  it.each(LANGS.map((l) => l.segment))('%s: the heading is set in the self-hosted faces, loaded from the site', async (lang) => {
    const cjk = lang === 'en' ? null : CJK[lang];
    const page = await context.newPage();
    const fontFiles: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'font') fontFiles.push(r.url());
    });
    const { problems } = await visit(page, `/${lang}/main`);
    await page.waitForFunction(() => document.documentElement.classList.contains('fonts-ready'), null, { timeout: 20_000 });

    const family = await page.evaluate(() => getComputedStyle(document.querySelector('main h1')!).fontFamily);
    expect(family.startsWith('"Inter Variable"')).toBe(true);
    if (cjk) expect(family).toContain(`"${cjk.family}"`);

    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')),
    );
    expect(loaded).toContain('Inter Variable');
    if (cjk) expect(loaded).toContain(cjk.family);

    // The fonts Chrome drew the heading's glyphs with: all web fonts, Inter or the language's Noto Sans.
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.isCustomFont, font.familyName).toBe(true);
      expect(font.familyName).toMatch(cjk ? new RegExp(`^Inter|${cjk.name.source}`) : /^Inter/);
    }
    if (cjk) expect(fonts.some((f) => cjk.name.test(f.familyName))).toBe(true);

    // Self-hosted: every font file from the site; only this page's faces, a few unicode-range slices of each.
    const base = inject('baseUrl');
    expect(fontFiles.length).toBeGreaterThan(0);
    for (const url of fontFiles) expect(url.startsWith(base), url).toBe(true);
    for (const other of Object.values(CJK).filter((c) => c !== cjk))
      expect(fontFiles.filter((url) => url.includes(other.file))).toEqual([]);
    if (!cjk) expect(fontFiles.every((url) => /\/inter-/.test(url))).toBe(true);
    expect(fontFiles.length).toBeLessThan(40);
    expect(problems).toEqual([]);
    await page.close();
  });
});

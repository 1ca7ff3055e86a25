/**
 * Issue 29 in the browser, on visitor pages: another script's text on an English page is drawn with its Noto Sans,
 * whose stylesheet loads only once such text shows (item 3); Japanese lines break between phrases (item 4); the
 * category cards' large numbers overlap no text, and the registration "View" buttons' names start with their
 * visible word (item 7).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, visit } from '../support/browser';
import { open, translator } from '../support/journey';
import { LANGS } from '../support/pages';

let context: BrowserContext;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ context, close } = await openBrowser({ width: 390, height: 844 }));
});
afterAll(() => close());

/** The fonts Chrome drew a node's glyphs with (CDP), as the typeface test reads them. */
async function platformFonts(page: Page, selector: string) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts;
}

describe('scripts and names (issue 29)', () => {
  it('an English page loads a Korean face only when Korean text shows, then draws it with Noto Sans KR (item 3)', async () => {
    const page = await context.newPage();
    const { problems } = await visit(page, '/en/about');
    await page.waitForFunction(() => document.documentElement.classList.contains('fonts-ready'), null, { timeout: 20_000 });
    // The families the page's loaded stylesheets declare (the files are hashed: their @font-face rules name them).
    const cjkSheets = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].flatMap((link) => {
          const face = [...(link.sheet?.cssRules ?? [])].find((rule) => rule instanceof CSSFontFaceRule) as CSSFontFaceRule | undefined;
          const family = face?.style.getPropertyValue('font-family') ?? '';
          return /Noto Sans/.test(family) ? [family.replace(/"/g, '')] : [];
        }),
      );
    expect(await cjkSheets()).toEqual([]);
    // A Korean company name arrives later, as an island's text does.
    await page.evaluate(() => {
      const p = Object.assign(document.createElement('p'), { id: 'company-probe', textContent: 'Hyundai Motor (현대자동차)' });
      document.querySelector('main')!.append(p);
    });
    await expect.poll(cjkSheets, { timeout: 20_000 }).toEqual(['Noto Sans KR Variable']);
    // Its glyphs load once drawn: check() is true when every face the text needs is loaded.
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('1em "Noto Sans KR Variable"', '현대자동차')), { timeout: 20_000 })
      .toBe(true);
    const fonts = await platformFonts(page, '#company-probe');
    expect(
      fonts.some((f) => f.isCustomFont && /^Noto Sans KR/.test(f.familyName)),
      JSON.stringify(fonts),
    ).toBe(true);
    expect(
      fonts.every((f) => f.isCustomFont),
      JSON.stringify(fonts),
    ).toBe(true);
    // Only the Korean sheet: no Japanese or Chinese one for a page that shows neither.
    expect(await cjkSheets()).toEqual(['Noto Sans KR Variable']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('Japanese text breaks between phrases, never inside 技術 or 駐車支援 (item 4)', async () => {
    const page = await context.newPage();
    await open(page, '/jp/about');
    expect(await page.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe('auto-phrase');
    // The same sentence in boxes of every width from 4 to 20 characters: a word never spans two lines.
    const split = await page.evaluate(() => {
      const text = 'モビリティの未来を支える駐車支援システムと照明の技術をご紹介します';
      const words = ['技術', '駐車支援', '照明'];
      const box = Object.assign(document.createElement('p'), { textContent: text });
      box.style.cssText = 'font-size:16px;line-height:24px;padding:0;margin:0';
      document.querySelector('main')!.append(box);
      const node = box.firstChild as Text;
      const lineOf = (i: number) => {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return Math.round(range.getBoundingClientRect().top);
      };
      const found: string[] = [];
      for (let chars = 4; chars <= 20; chars++) {
        box.style.width = `${chars * 16}px`;
        for (const word of words) {
          const at = text.indexOf(word);
          if (lineOf(at) !== lineOf(at + word.length - 1)) found.push(`${word} at ${chars} characters`);
        }
      }
      return found;
    });
    expect(split).toEqual([]);
    await page.close();
  });

  it('Japanese pages carry BudouX phrase marks for browsers without auto-phrase, and read and hydrate as before (item 4)', async () => {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    const { problems } = await visit(page, '/jp/about');
    await page.waitForFunction(() => !document.querySelector('astro-island[client="load"][ssr]'), null, { timeout: 15_000 });
    const marks = await page.evaluate(() => {
      const blocks = [...document.querySelectorAll('.phrases')];
      return {
        blocks: blocks.length,
        headings: blocks.filter((b) => /^H[1-6]$/.test(b.tagName) || b.classList.contains('heading')).length,
        wbr: document.querySelectorAll('.phrases wbr').length,
        inIslands: document.querySelectorAll('astro-island wbr, astro-island .phrases').length,
        // No character is added: copying or reading the text gives the words alone.
        zeroWidth: /[\u200b\u200c\u2060]/.test(document.body.textContent ?? ''),
        // The fallback rule, for browsers without auto-phrase (Chromium has it, so the rule is inactive here).
        fallback: [...document.styleSheets].some((sheet) =>
          [...sheet.cssRules].some(
            (rule) =>
              rule instanceof CSSSupportsRule &&
              /not \(word-break: ?auto-phrase\)/.test(rule.conditionText) &&
              /keep-all/.test(rule.cssText),
          ),
        ),
      };
    });
    expect(marks).toMatchObject({ inIslands: 0, zeroWidth: false, fallback: true });
    expect(marks.blocks).toBeGreaterThan(5);
    expect(marks.headings).toBeGreaterThan(0);
    expect(marks.wbr).toBeGreaterThan(50);

    // As a browser without auto-phrase lays it out (the declaration dropped): in boxes of every width from 4 to 20
    // characters, without the fallback rule some marked phrase splits across lines (the control), with it none does
    // (unless longer than the line). The longest marked paragraph of the page.
    const split = await page.evaluate(() => {
      const style = document.createElement('style');
      document.head.append(style);
      const lead = [...document.querySelectorAll('p.phrases')].sort(
        (a, b) => b.querySelectorAll('wbr').length - a.querySelectorAll('wbr').length,
      )[0];
      const box = lead.cloneNode(true) as HTMLElement;
      box.style.cssText = 'font-size:16px;line-height:24px;padding:0;margin:0;letter-spacing:0';
      document.querySelector('main')!.append(box);
      const phrases = [...box.childNodes].filter((n): n is Text => n instanceof Text && n.data.length > 1);
      const splits = (css: string) => {
        style.textContent = css;
        const found: string[] = [];
        for (let chars = 4; chars <= 20; chars++) {
          box.style.width = `${chars * 16}px`;
          for (const node of phrases) {
            if (node.data.length > chars) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) found.push(`${node.data} at ${chars} characters`);
          }
        }
        return found;
      };
      return {
        phrases: phrases.length,
        without: splits(':lang(ja) { word-break: normal }').length,
        found: splits(':lang(ja) { word-break: normal } :lang(ja) .phrases { word-break: keep-all }'),
      };
    });
    expect(split.phrases).toBeGreaterThan(5);
    expect(split.without, 'the control: without the fallback rule phrases split').toBeGreaterThan(0);
    expect(split.found).toEqual([]);
    expect(problems).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it.each(LANGS)("$segment: the category cards' numbers overlap none of their text (item 7)", async ({ segment }) => {
    for (const width of [390, 1440]) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await open(page, `/${segment}/main`);
      const overlaps = await page.evaluate(() =>
        [...document.querySelectorAll('.category')].flatMap((card) => {
          const number = card.querySelector('.category__index')!.getBoundingClientRect();
          return [...card.querySelectorAll('.category__name, .category__text, .category__subs')]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && r.left < number.right && r.right > number.left && r.top < number.bottom && r.bottom > number.top;
            })
            .map((el) => `${card.querySelector('.category__name')!.textContent}: ${el.className}`);
        }),
      );
      expect(await page.locator('.category').count()).toBeGreaterThan(0);
      expect(overlaps, `${width}px`).toEqual([]);
      await page.close();
    }
  });

  it.each(LANGS)(
    '$segment: the registration "View" buttons are named by their visible word and what they show (item 7)',
    async ({ segment, messages }) => {
      const t = translator(messages, segment);
      const page = await context.newPage();
      await open(page, `/${segment}/login?target=VueRegistry`);
      const views = page.locator('.consents__view');
      await views.first().waitFor();
      for (const key of ['terms', 'privacy', 'marketing']) {
        const name = `${t('registry.agree.view')} ${t(`registry.agree.${key}`)}`;
        const button = page.getByRole('button', { name, exact: true });
        expect(await button.count(), name).toBe(1);
        // What shows is the word alone (the rest is for screen readers), and the name starts with it.
        const shown = await button.evaluate((el) =>
          [...el.childNodes]
            .filter((n) => !(n instanceof HTMLElement && n.classList.contains('visually-hidden')))
            .map((n) => n.textContent)
            .join('')
            .trim(),
        );
        expect(shown).toBe(t('registry.agree.view'));
      }
      await page.close();
    },
  );
});

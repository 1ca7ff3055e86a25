import { HTMLProcessor, loadDefaultJapaneseParser } from 'budoux';
import { parseHTML } from 'linkedom';

/**
 * Japanese line breaks between phrases where the browser has no `word-break: auto-phrase` (issue 29 item 4,
 * docs/architecture.md#japanese-line-breaks). BudouX (the model Chromium's auto-phrase uses) finds the phrases at
 * build time; a `<wbr>` marks each boundary and the block gets the class `phrases`, which global.css turns into
 * `word-break: keep-all` only for browsers without auto-phrase. A `<wbr>` is no character: the text reads, copies,
 * searches and is announced as before.
 */
const PHRASES_CLASS = 'phrases';

const parser = loadDefaultJapaneseParser();
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
/**
 * Left as they are: islands (React hydrates their server HTML and must find it unchanged) and text in another
 * language (the language menu's names).
 */
const UNTOUCHED = 'astro-island, [lang]:not([lang|="ja"])';

/** A whole Japanese page with its phrases marked; any other page, or one without Japanese text, as it came. */
export function markPhrases(html: string): string {
  if (!/<html[^>]*\slang="ja"/.test(html) || !JAPANESE.test(html)) return html;
  const { document } = parseHTML(html);
  const processor = new HTMLProcessor(parser, { className: PHRASES_CLASS, separator: document.createElement('wbr') });
  // Set aside while BudouX walks the page: a <template> is a node it skips, and each goes back where it was.
  const asides = [...document.body.querySelectorAll(UNTOUCHED)]
    .filter((el, _i, all) => !all.some((other) => other !== el && other.contains(el)))
    .map((el) => {
      const mark = document.createElement('template');
      el.replaceWith(mark);
      return { el, mark };
    });
  processor.applyToElement(document.body);
  for (const { el, mark } of asides) mark.replaceWith(el);
  return document.toString();
}

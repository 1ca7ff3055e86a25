import { loadDefaultJapaneseParser } from 'budoux';

/**
 * Japanese line breaks between phrases where the browser has no `word-break: auto-phrase` (issue 29 item 4,
 * docs/architecture.md#japanese-line-breaks). BudouX (the model Chromium's auto-phrase uses) finds the phrases at
 * build time; a `<wbr>` marks each boundary and the element holding the text gets the class `phrases`, which
 * global.css turns into `word-break: keep-all` only for browsers without auto-phrase. A `<wbr>` is no character: the
 * text reads, copies, searches and is announced as before.
 *
 * One pass over the HTML as text, no DOM: every page of every build goes through here, and a DOM copy of the page
 * (parse, walk, serialise) cost 90-250 ms a page, several seconds of each publish.
 */
const PHRASES_CLASS = 'phrases';

const parser = loadDefaultJapaneseParser();
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
/** Comments, doctypes and tags (a quoted attribute may hold a '>'); what lies between them is text. */
const MARKUP = /<!--[\s\S]*?-->|<![^>]*>|<\/?[a-zA-Z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/g;
/** Character references, kept whole. */
const ENTITY = /(&[#a-zA-Z0-9]+;)/;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/**
 * Left as they are, with all they hold: islands (React hydrates their server HTML and must find it unchanged), raw
 * text and code, and text in another language (the language menu's names).
 */
const UNTOUCHED = new Set([
  'astro-island',
  'script',
  'style',
  'template',
  'textarea',
  'title',
  'svg',
  'noscript',
  'pre',
  'code',
  'select',
  'button',
  'time',
]);
const OTHER_LANGUAGE = /\slang="(?!ja\b)[^"]*"/;

interface Open {
  name: string;
  /** Where its start tag is in the output. */
  at: number;
  /** Inside it, nothing is marked. */
  untouched: boolean;
}

/** A text run with a `<wbr>` at each phrase boundary; a character reference (`&amp;`) is never split. */
function markText(text: string): string {
  return text
    .split(ENTITY)
    .map((part, i) => (i % 2 === 1 || !JAPANESE.test(part) ? part : parser.parse(part).join('<wbr>')))
    .join('');
}

/** A start tag with `phrases` added to its class. */
function withClass(tag: string): string {
  if (/\sclass="/.test(tag)) return tag.replace(/\sclass="([^"]*)"/, (_m, list: string) => ` class="${list} ${PHRASES_CLASS}"`);
  return tag.replace(/^<([a-zA-Z][\w-]*)/, `<$1 class="${PHRASES_CLASS}"`);
}

/** A whole Japanese page with its phrases marked; any other page, or one without Japanese text, as it came. */
export function markPhrases(html: string): string {
  if (!/<html[^>]*\slang="ja"/.test(html) || !JAPANESE.test(html)) return html;
  const out: string[] = [];
  const open: Open[] = [];
  const marked = new Set<number>();
  let inBody = false;
  let last = 0;
  const text = (run: string) => {
    const parent = open.at(-1);
    if (!inBody || !parent || parent.untouched || !JAPANESE.test(run)) return out.push(run);
    const result = markText(run);
    if (result !== run) marked.add(parent.at);
    out.push(result);
  };
  const markup = new RegExp(MARKUP.source, 'g');
  for (let match = markup.exec(html); match; match = markup.exec(html)) {
    text(html.slice(last, match.index));
    last = match.index + match[0].length;
    const tag = match[0];
    out.push(tag);
    if (tag.startsWith('<!')) continue;
    const name = /^<\/?([a-zA-Z][\w-]*)/.exec(tag)![1].toLowerCase();
    if (tag.startsWith('</')) {
      // Up to the element it closes (an unclosed <p> or <li> ends with its parent, as browsers do).
      const index = open.findLastIndex((o) => o.name === name);
      if (index >= 0) open.length = index;
      if (name === 'body') inBody = false;
      continue;
    }
    if (name === 'body') inBody = true;
    if (VOID.has(name) || tag.endsWith('/>')) continue;
    const parent = open.at(-1);
    open.push({ name, at: out.length - 1, untouched: !!parent?.untouched || UNTOUCHED.has(name) || OTHER_LANGUAGE.test(tag) });
    // Raw text: its content is no markup (a '<' in a script), so it is copied up to its end tag as it is.
    if (name === 'script' || name === 'style' || name === 'textarea' || name === 'title') {
      const end = html.indexOf(`</${name}`, last);
      const stop = end < 0 ? html.length : end;
      out.push(html.slice(last, stop));
      last = stop;
      markup.lastIndex = stop;
    }
  }
  text(html.slice(last));
  for (const at of marked) out[at] = withClass(out[at]);
  return out.join('');
}

import { Marked } from 'marked';

/** The outline level an editor's highest heading takes: just below the dialog's section titles (h3). */
const FIRST_LEVEL = 4;
// The depth of the highest heading of the text being rendered (parse is synchronous: one text at a time).
let topDepth = 1;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Links and images may point at web pages, mail and the site itself; never at javascript:, data: and the like. */
const SAFE_URL = /^(https?:|mailto:|\/|#|\.|[^:]*$)/i;

/**
 * The detail's markdown renderer: GitHub-flavoured, single newlines kept as line breaks, and headings shifted so
 * that the text's highest one is an h4 and the dialog's outline stays in order, whatever level the editor chose.
 */
const markdown = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  // Editors' text is shown, never run: raw HTML in the markdown comes out as text (unsafe link targets: below).
  renderer: {
    html: ({ text }) => escapeHtml(text),
    heading({ tokens, depth }) {
      const level = Math.min(6, FIRST_LEVEL + depth - topDepth);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/** CMS markdown (written by the provider's editors) as HTML, with any raw HTML in it escaped. */
export function renderMarkdown(source: string): string {
  const tokens = markdown.lexer(source);
  const depths = tokens.flatMap((token) => (token.type === 'heading' ? [token.depth as number] : []));
  topDepth = depths.length ? Math.min(...depths) : 1;
  markdown.walkTokens(tokens, (token) => {
    if ((token.type === 'link' || token.type === 'image') && !SAFE_URL.test(token.href.trim())) token.href = '#';
  });
  return markdown.parser(tokens);
}

import { Marked } from 'marked';
import { inertMarkdown, parseInert } from '../../../lib/inert-markdown';

/** The outline level an editor's highest heading takes: just below the dialog's section titles (h3). */
const FIRST_LEVEL = 4;
// The depth of the highest heading of the text being rendered (parse is synchronous: one text at a time).
let topDepth = 1;

/**
 * The detail's markdown renderer: GitHub-flavoured, single newlines kept as line breaks, and headings shifted so
 * that the text's highest one is an h4 and the dialog's outline stays in order, whatever level the editor chose.
 * Editors' text is shown, never run: raw HTML comes out as text and unsafe link targets become '#' (inertMarkdown).
 */
const markdown = new Marked(inertMarkdown, {
  gfm: true,
  breaks: true,
  async: false,
  hooks: {
    processAllTokens(tokens) {
      const depths = tokens.flatMap((token) => (token.type === 'heading' ? [token.depth as number] : []));
      topDepth = depths.length ? Math.min(...depths) : 1;
      return tokens;
    },
  },
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(6, FIRST_LEVEL + depth - topDepth);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/** CMS markdown (written by the provider's editors) as HTML, with any raw HTML in it escaped. */
export function renderMarkdown(source: string): string {
  return parseInert(markdown, source);
}

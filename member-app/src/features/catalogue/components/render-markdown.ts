import { Marked } from 'marked';

/** The outline level an editor's highest heading takes: just below the dialog's section titles (h3). */
const FIRST_LEVEL = 4;
// The depth of the highest heading of the text being rendered (parse is synchronous: one text at a time).
let topDepth = 1;

/**
 * The detail's markdown renderer: GitHub-flavoured, single newlines kept as line breaks, and headings shifted so
 * that the text's highest one is an h4 and the dialog's outline stays in order, whatever level the editor chose.
 */
const markdown = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(6, FIRST_LEVEL + depth - topDepth);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/** CMS markdown (trusted: written by the provider's editors) as HTML. */
export function renderMarkdown(source: string): string {
  const tokens = markdown.lexer(source);
  const depths = tokens.flatMap((token) => (token.type === 'heading' ? [token.depth as number] : []));
  topDepth = depths.length ? Math.min(...depths) : 1;
  return markdown.parser(tokens);
}

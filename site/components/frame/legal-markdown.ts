/**
 * Markdown of the legal texts (edited in Strapi) to HTML at build time. Raw HTML in the source is shown as text,
 * not injected, and headings are shifted so the dialog's own title stays the only h2.
 */
import { Marked } from 'marked';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    heading({ tokens, depth }) {
      const level = Math.min(depth + 2, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/** The HTML of one legal text's markdown body. */
export function renderLegalMarkdown(markdown: string): string {
  return marked.parse(markdown ?? '') as string;
}

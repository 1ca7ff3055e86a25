/**
 * Markdown of the legal texts (edited in Strapi) to HTML at build time. Raw HTML in the source is shown as text and
 * unsafe link targets are neutralised (the product detail's filter, @member/lib/inert-markdown), and headings are
 * shifted so the dialog's own title stays the only h2.
 */
import { Marked } from 'marked';
import { inertMarkdown, parseInert } from '@member/public/inert-markdown';

/** A renderer whose headings move down by `shift` levels (capped at h6). */
function renderer(shift: number) {
  return new Marked(inertMarkdown, {
    gfm: true,
    async: false,
    renderer: {
      heading({ tokens, depth }) {
        const level = Math.min(depth + shift, 6);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
    },
  });
}

const inDialog = renderer(2);
const onPage = renderer(0);

/**
 * The dialogs' HTML per markdown body: every page of a build renders the same two dialogs for its locale, so each
 * body is parsed once per build instead of once per page (it was 6 % of the rendering time at 10x content). The
 * editor preview's handler lives on in the CMS and sees draft after draft: the map starts over past 32 bodies.
 */
const dialogHtml = new Map<string, string>();

/** The HTML of one legal text's markdown body, for the dialogs (headings from h3 down). */
export function renderLegalMarkdown(markdown: string): string {
  const source = markdown ?? '';
  let html = dialogHtml.get(source);
  if (html === undefined) {
    html = parseInert(inDialog, source);
    if (dialogHtml.size >= 32) dialogHtml.clear();
    dialogHtml.set(source, html);
  }
  return html;
}

/**
 * The HTML of a legal text for its own page (/{lang}/terms ...): the page's h1 is the text's title, so a leading
 * '# title' line is dropped and the articles ('##') become h2.
 */
export function renderLegalPage(markdown: string): string {
  return parseInert(onPage, (markdown ?? '').replace(/^\s*#\s[^\n]*\n/, ''));
}

import type { Marked, MarkedExtension, Tokens } from 'marked';
import { safeUrl } from '@portal/domain';

/**
 * The one safety filter for editors' markdown, shared by the product detail (member-app) and the legal texts (site):
 * raw HTML comes out as text, and a link or image may point at web pages, mail and the site itself only (`safeUrl`,
 * the rule the CMS applies to URL fields on save).
 */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Points unsafe link and image targets at '#' (marked's walkTokens: runs over every token before rendering). */
function neutralise(token: { type: string }) {
  if (token.type !== 'link' && token.type !== 'image') return;
  const link = token as Tokens.Link | Tokens.Image;
  if (!safeUrl(link.href)) link.href = '#';
}

/** The marked extension both renderers use: raw HTML escaped, unsafe link targets neutralised. */
export const inertMarkdown: MarkedExtension = {
  renderer: { html: ({ text }) => escapeHtml(text) },
  walkTokens: neutralise,
};

/**
 * Renders with one of the inert renderers; a text nested deeper than marked's recursion can follow (thousands of
 * `>` in a row overflow its stack) comes out as escaped plain text instead of failing the page or the site build.
 */
export function parseInert(markdown: Marked, source: string): string {
  try {
    return markdown.parse(source) as string;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return `<p>${escapeHtml(source)}</p>\n`;
  }
}

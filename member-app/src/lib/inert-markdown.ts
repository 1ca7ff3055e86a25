import type { MarkedExtension, Tokens } from 'marked';

/**
 * The one safety filter for editors' markdown, shared by the product detail (member-app) and the legal texts (site):
 * raw HTML comes out as text, and a link or image may point at web pages, mail and the site itself only.
 */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Whether a link target is harmless, judged as the browser will read it: marked writes the target into the
 * attribute as typed, and the browser decodes character references (`javascript&#58;`) and drops tabs, newlines and
 * control characters before it looks at the scheme. So numeric references are decoded and those characters removed
 * first; a named reference (`&colon;`) where the scheme would be is refused outright, since no real scheme has one.
 */
export function safeUrl(href: string): boolean {
  const decoded = href
    .replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, n: string) => {
      const code = n[0].toLowerCase() === 'x' ? parseInt(n.slice(1), 16) : Number(n);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const head = decoded.split(/[/?#]/, 1)[0];
  if (head.includes('&')) return false;
  return !head.includes(':') || /^(https?|mailto):/i.test(decoded);
}

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

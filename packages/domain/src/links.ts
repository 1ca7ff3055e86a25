/**
 * The one rule for link targets editors and staff write (docs/product/content.md#links): markdown links and images,
 * and every URL field of the content types, checked on save in the CMS and again when the site renders them.
 */

/** The longest link target accepted (2 KB, about what browsers and servers take in an address). */
const LINK_MAX = 2048;

/**
 * Whether a link target is harmless, judged as the browser will read it: the target goes into the attribute as
 * typed, and the browser decodes character references (`javascript&#58;`) and drops tabs, newlines and control
 * characters before it looks at the scheme. So numeric references are decoded and those characters removed first;
 * a named reference (`&colon;`) where the scheme would be is refused outright, since no real scheme has one. Web
 * pages (http, https), mail (mailto) and paths on the site pass; `javascript:`, `data:`, any other scheme and a target
 * over 2048 characters do not.
 */
export function safeUrl(href: string): boolean {
  // No real link is this long, and the bound keeps the check's cost small whatever an editor pastes.
  if (href.length > LINK_MAX) return false;
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

/** Whether a content-type attribute holds a link target: named `url` or ending in `Url` (linkPcUrl, movUrl, answerUrl). */
export const isUrlField = (name: string): boolean => name === 'url' || /Url$/.test(name);

/** A link target as written into an attribute: trimmed when it passes `safeUrl`, undefined when empty or refused. */
export function safeLink(url: string | null | undefined): string | undefined {
  const value = (url ?? '').trim();
  return value && safeUrl(value) ? value : undefined;
}

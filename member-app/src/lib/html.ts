/**
 * Escaping for the few pieces rendered from one string template on the server (Astro), in page scripts and in
 * islands alike (product card, bookmark button, showcase dialog: docs/architecture.md, one rendering per piece).
 * Every value put into such a template goes through `esc`, text and attribute alike.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value made safe to put between tags or inside double quotes. */
export const esc = (value: string | number): string => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** A translator the templates take: the site's t(lang, ...) or an island's messages alike. */
export type Say = (key: string, params?: Record<string, string | number>) => string;

/** Parses markup made by a template into elements (page scripts that add pieces after load). */
export function fromHtml(markup: string): Element[] {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return [...template.content.children];
}

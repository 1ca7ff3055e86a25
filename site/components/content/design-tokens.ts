/**
 * Reads the design tokens out of site/styles/tokens.css for the design guide, so the guide always shows the
 * values the site uses (only the first :root block: the per-language font overrides are left out).
 */

export interface Token {
  name: string;
  value: string;
}

export type TokenGroup = 'color' | 'fontSize' | 'space' | 'radius' | 'shadow';

const GROUPS: [TokenGroup, RegExp][] = [
  ['color', /^--color-/],
  ['fontSize', /^--font-size-/],
  ['space', /^--space-/],
  ['radius', /^--radius-/],
  ['shadow', /^--shadow-/],
];

/** The custom properties of the first :root block of a stylesheet, grouped by kind. */
export function parseTokens(css: string): Record<TokenGroup, Token[]> {
  const out: Record<TokenGroup, Token[]> = { color: [], fontSize: [], space: [], radius: [], shadow: [] };
  const root = /:root\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  if (!root) return out;
  for (const match of root[1].matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    const name = match[1];
    const value = match[2].replace(/\s+/g, ' ').trim();
    const group = GROUPS.find(([, re]) => re.test(name));
    if (group) out[group[0]].push({ name, value });
  }
  return out;
}

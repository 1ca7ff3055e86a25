import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALLS } from '@portal/domain';

// docs/api.md shows each call's reply as the server sends it: `{ data: ... }` around the call's reply schema
// (the API tests parse every real reply with that schema, tests/support/kit-core.mjs), so a row whose envelope
// names keys the schema lacks, or leaves out `data`, describes a reply nobody gets (issue 29 item 11).

const doc = fs.readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');

/** The reply cell of a call's row: the row whose first cell names the call's method and path. */
function replyCell(method: string, path: string): string | undefined {
  for (const line of doc.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
    if (cells[1]?.startsWith(`\`${method} ${path}\``)) return cells[3];
  }
  return undefined;
}

/** The keys a reply cell nests, outermost first: "`{ data: { data: { items: [...] } } }`" gives data, data, items. */
function keyPath(cell: string): string[] {
  const keys: string[] = [];
  const pattern = /^\{ (\w+)(?::\s*|\s*[,}])/;
  let rest = cell.replace(/^`/, '');
  for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
    keys.push(match[1]);
    rest = rest.slice(match[0].length);
  }
  return keys;
}

/** The object shape of a schema (through nullable and optional wrappers), or null when it is not an object. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  let current: z.ZodType = schema;
  while (current instanceof z.ZodNullable || current instanceof z.ZodOptional) current = current.unwrap() as z.ZodType;
  return current instanceof z.ZodObject ? (current.shape as Record<string, z.ZodType>) : null;
}

const documented = Object.entries(CALLS).filter(
  ([, c]) =>
    c.reply && c.path.startsWith('/api/') && !/^\/api\/(legal-texts|showroom-stations|press-kit-links|site-seo|site-images)/.test(c.path),
);

describe('docs/api.md envelopes', () => {
  it.each(documented)('%s: the row shows `{ data }` and the keys the reply has', (_name, { method, path, reply }) => {
    const cell = replyCell(method, path);
    expect(cell, `no row for ${method} ${path}`).toBeDefined();
    const keys = keyPath(cell!);
    expect(keys[0], `${path}: ${cell}`).toBe('data');
    let schema = reply as z.ZodType;
    for (const key of keys.slice(1)) {
      const shape = shapeOf(schema);
      expect(shape && key in shape, `${path}: "${key}" is not in the reply (${cell})`).toBe(true);
      schema = shape![key];
    }
  });
});

// @ts-check
// What marking Japanese phrases costs a site build (docs/architecture.md#japanese-line-breaks): markPhrases over
// every Japanese page of a built site, one after the other, as the build runs it.
// Usage: node bench/phrases-cost.mjs <build folder>   (Node 24: it loads site/lib/phrases.ts with type stripping)
import fs from 'node:fs';
import path from 'node:path';
import { markPhrases } from '../site/lib/phrases.ts';

const root = process.argv[2];
if (!root) throw new Error('usage: node bench/phrases-cost.mjs <build folder>');
const pages = fs
  .readdirSync(path.join(root, 'jp'), { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name === 'index.html')
  .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'));
markPhrases(pages[0]); // warm up
const started = performance.now();
let marks = 0;
for (const html of pages) marks += (markPhrases(html).match(/<wbr>/g) ?? []).length;
const ms = performance.now() - started;
console.log(`${pages.length} Japanese pages: ${ms.toFixed(0)} ms, ${(ms / pages.length).toFixed(1)} ms a page, ${marks} <wbr>`);

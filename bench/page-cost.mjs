// @ts-check
// What a built page's web fonts and Japanese phrase marks cost it in Lighthouse (issue 29, the Japanese pages below
// 98): serves a built site folder as the live server does (gzip, hashed assets cached), once per variant, each on a
// port of its own, and runs Lighthouse mobile on each page with the variants taking turns, so the machine's drift
// hits them alike. Prints each page's web font files and bytes, then per page and variant the median score, blocking
// time and main-thread time by kind.
// Usage: node bench/page-cost.mjs <build folder> [pages, default jp/main,jp/about] [rounds, default 3]
// (a build folder: a test run's with KEEP_TEST_DATA=1, or the bench's data folder with BENCH_KEEP_DATA=1)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const [root, pageList = 'jp/main,jp/about', roundsArg = '3'] = process.argv.slice(2);
if (!root) throw new Error('usage: node bench/page-cost.mjs <build folder> [pages] [rounds]');
const pages = pageList.split(',');
const rounds = Number(roundsArg);

/** Each variant rewrites a page's HTML: as built, without the web-font sheets (system faces), without phrase marks. */
const VARIANTS = {
  'as built': (/** @type {string} */ html) => html,
  'no web fonts': (/** @type {string} */ html) => html.replace(/<link rel="stylesheet"[^>]*data-font-sheet[^>]*>/g, ''),
  'no phrase marks': (/** @type {string} */ html) => html.replace(/<wbr>/g, ''),
};
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};
const COMPRESSED = new Set(['.html', '.js', '.css', '.svg', '.json']);

/** A static server over the build folder that rewrites its pages with `rewrite`; resolves to its base URL. */
async function serve(/** @type {(html: string) => string} */ rewrite) {
  const server = http.createServer((req, res) => {
    let file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!file.startsWith(root) || !fs.existsSync(file)) return res.writeHead(404).end();
    const ext = path.extname(file);
    let body = fs.readFileSync(file);
    if (ext === '.html') body = Buffer.from(rewrite(body.toString('utf8')));
    /** @type {Record<string, string>} */
    const headers = {
      'content-type': TYPES[/** @type {keyof typeof TYPES} */ (ext)] ?? 'application/octet-stream',
      'cache-control': ext === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
    };
    if (COMPRESSED.has(ext)) [body, headers['content-encoding']] = [zlib.gzipSync(body), 'gzip'];
    res.writeHead(200, headers).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { base: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const servers = Object.fromEntries(await Promise.all(Object.entries(VARIANTS).map(async ([name, fn]) => [name, await serve(fn)])));

// The web font files each page loads as built (after its load event and the fonts' switch-over).
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const page of pages) {
  const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const fonts = /** @type {string[]} */ ([]);
  tab.on('request', (r) => void (r.resourceType() === 'font' && fonts.push(new URL(r.url()).pathname)));
  await tab.goto(`${servers['as built'].base}/${page}`, { waitUntil: 'networkidle' });
  await tab.waitForFunction(() => document.documentElement.classList.contains('fonts-ready'), null, { timeout: 30_000 });
  await tab.waitForLoadState('networkidle');
  const bytes = fonts.reduce((sum, f) => sum + fs.statSync(path.join(root, f)).size, 0);
  console.log(`${page}: ${fonts.length} web font files, ${Math.round(bytes / 1024)} KB`);
  await tab.close();
}
await browser.close();

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
/** @type {Record<string, Record<string, number>[]>} */
const runs = {};
try {
  for (let round = 0; round < rounds; round++) {
    for (const page of pages) {
      for (const [name, { base }] of Object.entries(servers)) {
        const result = await lighthouse(`${base}/${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const audits = /** @type {NonNullable<typeof result>} */ (result).lhr.audits;
        const work = Object.fromEntries(
          /** @type {{ items?: { group: string, duration: number }[] }} */ (audits['mainthread-work-breakdown'].details?.items ?? []).map(
            (i) => [i.group, i.duration],
          ),
        );
        (runs[`${page} | ${name}`] ??= []).push({
          score: Math.round(/** @type {NonNullable<typeof result>} */ (result.lhr.categories.performance.score ?? 0) * 100),
          tbt: audits['total-blocking-time'].numericValue ?? 0,
          lcp: audits['largest-contentful-paint'].numericValue ?? 0,
          style: work.styleLayout ?? 0,
          parse: work.parseHTML ?? 0,
          script: work.scriptEvaluation ?? 0,
        });
      }
    }
  }
} finally {
  await chrome.kill();
  for (const { close } of Object.values(servers)) close();
}
console.log(
  `\nmedian of ${rounds} | score | TBT ms | LCP ms | style and layout ms | parse HTML ms | script ms (load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
for (const [key, rows] of Object.entries(runs)) {
  const m = (/** @type {string} */ field) => Math.round(median(rows.map((r) => r[field])));
  console.log(`${key} | ${m('score')} | ${m('tbt')} | ${m('lcp')} | ${m('style')} | ${m('parse')} | ${m('script')}`);
}
process.exit(0);

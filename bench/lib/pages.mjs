// The pages section: gzipped bytes a first visit downloads (HTML, CSS, JS) read from the built site, and Lighthouse
// (mobile defaults: simulated slow 4G and a mid-range phone) driving Debian's Chromium against the served pages,
// the home page's Lighthouse with camera photos on it (cameraPhotoWeight runs first).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { adminApi, cameraPhoto, imagesLoaded, placeOnHome, waitForCopies } from '../../scripts/lib/camera-photos.mjs';
import { pageWeight } from '../../scripts/lib/page-weight.mjs';

/** The pages the issues name and the other visitor pages, by their /en path; `budgetJs` marks pages with the 30 KB gzipped JS budget. */
const PAGES = [
  { key: 'home', path: 'main', lighthouse: true },
  { key: 'product list', path: 'product/1', lighthouse: true },
  { key: 'exhibition', path: 'exhibition/all', lighthouse: true },
  { key: 'about', path: 'about', lighthouse: true, budgetJs: true },
  { key: 'media centre', path: 'mediacenter/all', lighthouse: true },
  // Seeded items every size keeps (visible to visitors): an item page carries its list page only (issue 31).
  { key: 'exhibition item', path: 'exhibition/all/1' },
  { key: 'media item', path: 'mediacenter/newsletter/1' },
  { key: 'showroom lobby', path: 'virtualshowroom/lobby', lighthouse: true },
  { key: 'search', path: 'search', lighthouse: true },
  { key: 'sign-in', path: 'login', lighthouse: true },
  { key: 'terms (legal)', path: 'terms', budgetJs: true },
  { key: 'privacy (legal)', path: 'privacy', budgetJs: true },
  { key: 'meeting', path: 'meeting' },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Gzipped bytes per page of the live build; a page the build does not have (yet) is listed as skipped. */
export function pageWeights(siteRoot, lang = 'en') {
  const root = fs.realpathSync(siteRoot);
  return PAGES.map((page) => {
    const pagePath = `/${lang}/${page.path}`;
    if (!fs.existsSync(path.join(root, pagePath, 'index.html'))) return { ...page, pagePath, skipped: 'not built yet' };
    return { ...page, pagePath, ...pageWeight(root, pagePath) };
  });
}

/** The script with the most main-thread time in a report, as "file name: ms", or '' when none is listed. */
function busiest(lhr) {
  const items = lhr.audits['bootup-time']?.details?.items ?? [];
  const top = [...items].sort((a, b) => b.total - a.total)[0];
  return top ? `${String(top.url).split('/').pop()}: ${Math.round(top.total)}` : '';
}

/** Lighthouse scores (median of `runs`) and the metrics behind performance, per page and language. */
export async function lighthouseScores(base, { langs, runs, log }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = [];
  try {
    for (const lang of langs) {
      for (const page of PAGES.filter((p) => p.lighthouse)) {
        const url = `${base}/${lang}/${page.path}`;
        const reports = [];
        for (let i = 0; i < runs; i++) {
          const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
          reports.push(lhr);
        }
        const scores = Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round(median(reports.map((r) => r.categories[c].score ?? 0)) * 100)]),
        );
        const metric = (id) => median(reports.map((r) => r.audits[id]?.numericValue ?? 0));
        // What keeps a category under 100, from the last run: the failing audits with weight, by id.
        const last = reports.at(-1);
        const failing = CATEGORIES.flatMap((c) =>
          last.categories[c].auditRefs
            .filter((ref) => ref.weight > 0 && (last.audits[ref.id].score ?? 1) < 0.9)
            .map((ref) => `${c}:${ref.id}`),
        );
        const entry = {
          page: page.key,
          lang,
          url,
          ...scores,
          lcpMs: Math.round(metric('largest-contentful-paint')),
          fcpMs: Math.round(metric('first-contentful-paint')),
          tbtMs: Math.round(metric('total-blocking-time')),
          // Each run's TBT, and Lighthouse's CPU benchmark (higher is faster): TBT follows the machine's load more
          // than any other metric, so a low score beside a low index is the machine, not the page.
          tbtRunsMs: reports.map((r) => Math.round(r.audits['total-blocking-time']?.numericValue ?? 0)),
          benchmarkIndex: Math.round(median(reports.map((r) => r.environment?.benchmarkIndex ?? 0))),
          // The script that kept the main thread busiest in the last run (Lighthouse's bootup-time audit).
          busiestScript: busiest(last),
          cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
          failing,
        };
        log(
          `[pages] lighthouse ${lang}/${page.path}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}${failing.length ? ` (${failing.join(' ')})` : ''}`,
        );
        results.push(entry);
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** The image bytes a phone may load on the home page with camera photos (the issue's budget). */
export const CAMERA_PHOTO_BUDGET = 250_000;

/**
 * Camera photos on the home page (scripts/lib/camera-photos.mjs): a generated 4000x3000 JPEG uploaded through the
 * admin API on the first banner, the newest exhibition and the first product, published; then the image bytes a
 * 390 px Chromium loads on /en/main. The photos stay, so the Lighthouse runs after this measure the home with them.
 */
export async function cameraPhotoWeight(base, { adminEmail, adminPassword }, log) {
  const login = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  const api = adminApi(base, (await login.json()).data.token);
  const photo = await cameraPhoto();
  let started = Date.now();
  const file = await api.upload('camera-photo.jpg', photo, 'image/jpeg');
  const uploadSeconds = (Date.now() - started) / 1000;
  await placeOnHome(base, api, file.id);
  started = Date.now();
  await waitForCopies(base, file.hash);
  const publishSeconds = (Date.now() - started) / 1000;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { images } = await imagesLoaded(context, `${base}/en/main`);
    const result = {
      photoBytes: photo.length,
      uploadSeconds,
      publishSeconds,
      images: images.length,
      bytes: images.reduce((sum, i) => sum + i.bytes, 0),
      photoCopyBytes: images.filter((i) => i.url.includes(file.hash)).reduce((sum, i) => sum + i.bytes, 0),
      original: images.some((i) => i.url === new URL(file.url, base).pathname),
    };
    log(
      `[pages] camera photos: ${Math.round(photo.length / 1000)} KB photo, upload ${uploadSeconds.toFixed(1)} s; /en/main at 390 px loads ${result.images} images, ${Math.round(result.bytes / 1000)} KB`,
    );
    return result;
  } finally {
    await browser.close();
  }
}

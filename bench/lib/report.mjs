// Renders BENCHMARKS.md from one run's raw results: a table per section, the ratios measured in the same run,
// and every budget of issues 9 and 18 with whether it holds.

import { growthRows } from './growth.mjs';
import { CAMERA_PHOTO_BUDGET } from './pages.mjs';

const fmt = (n, digits = 0) => (n == null || Number.isNaN(n) ? '–' : Number(n).toFixed(digits));
const ratio = (a, b) => (a && b ? `${(a / b).toFixed(2)}x` : '–');
const kb = (bytes) => (bytes == null ? '–' : (bytes / 1024).toFixed(1));
const mark = (ok) => (ok == null ? 'not measured' : ok ? 'holds' : '**does not hold**');

/** A markdown table from a header row and rows of cells. */
function table(header, rows) {
  const line = (cells) => `| ${cells.map((c) => String(c ?? '').replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function apiSection(api) {
  const t = api.targets;
  const floor = t.floor?.saturation?.median.rps;
  // A scale run (--scale) has fixed-rate runs only.
  const members = Object.entries(t).filter(([, e]) => !e.reference && e.saturation);
  const saturation = table(
    ['call', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'bare node:http req/s', 'vs bare', 'REST reference', 'vs REST', 'vs Strapi floor'],
    members.map(([, e]) => {
      const m = e.saturation.median;
      const rest = t[e.rest]?.saturation?.median.rps;
      return [
        `${e.label}<br>\`${e.path}\``,
        m.rps,
        fmt(m.p50, 1),
        fmt(m.p99, 1),
        m.errors + m.unexpected,
        e.bare?.median.rps ?? '–',
        ratio(m.rps, e.bare?.median.rps),
        `${rest ?? '–'} (${e.rest})`,
        ratio(m.rps, rest),
        ratio(m.rps, floor),
      ];
    }),
  );
  const references = table(
    ['reference', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
    Object.entries(t)
      .filter(([, e]) => e.reference && e.saturation)
      .map(([key, e]) => [
        `${e.label} (${key})`,
        e.saturation.median.rps,
        fmt(e.saturation.median.p50, 1),
        fmt(e.saturation.median.p99, 1),
        e.saturation.median.errors + e.saturation.median.unexpected,
      ]),
  );
  const fixed = table(
    ['call', 'offered req/s', 'achieved req/s', 'p50 ms', 'p99 ms', 'p99 budget', 'errors'],
    Object.entries(t)
      .filter(([, e]) => e.fixed)
      .map(([key, e]) => {
        const m = e.fixed.median;
        return [
          e.reference ? `${e.label} (${key}, reference)` : e.label,
          e.fixed.rate,
          m.rps,
          fmt(m.p50, 1),
          fmt(m.p99, 1),
          e.p99Budget ? `< ${e.p99Budget} ms: ${mark(m.p99 < e.p99Budget)}` : '–',
          m.errors + m.unexpected,
        ];
      }),
  );
  const skipped = Object.values(api.skipped ?? {}).map((s) => `- skipped: ${s}`);
  const r = api.rss;
  const memory = r
    ? table(
        ['idle (before the load)', 'under load, median', 'under load, peak', `after (${r.afterWaitS} s later)`, 'after vs idle'],
        [
          [
            `${r.idle} MB`,
            `${r.underLoadMedian} MB`,
            `${r.underLoadPeak} MB`,
            `${r.after} MB`,
            `${(((r.after - r.idle) / r.idle) * 100).toFixed(1)} %`,
          ],
        ],
      )
    : '';
  return { saturation, references, fixed, skipped, memory };
}

/** Publish-to-live budgets by content size: 15 s at 1x and 30 s at 10x (issue 30), 90 s at 100x (issue 31). */
const publishBudget = (size) => (size <= 1 ? 15 : size <= 10 ? 30 : 90);
/** Idle RSS budgets: 500 MB up to 10x (issue 18), under 1 GB at 100x (issue 31). */
const idleRssBudget = (size) => (size >= 100 ? 1024 : 500);

function budgets(results) {
  const t = results.api?.targets ?? {};
  const sat = (k) => t[k]?.saturation?.median;
  const rows = [];
  const add = (budget, measured, ok) => rows.push([budget, measured, mark(ok)]);
  if (sat('poll')) {
    add(
      'poll (304) >= 0.3x bare node:http',
      ratio(sat('poll').rps, t.poll.bare?.median.rps),
      sat('poll').rps >= 0.3 * t.poll.bare?.median.rps,
    );
  }
  if (t.poll?.fixed) {
    add('poll p99 < 30 ms at 500 polls/s', `${fmt(t.poll.fixed?.median.p99, 1)} ms`, t.poll.fixed?.median.p99 < 30);
  }
  if (sat('notifications') && sat('restFlat'))
    add(
      'full notification list >= 3x REST find',
      ratio(sat('notifications').rps, sat('restFlat').rps),
      sat('notifications').rps >= 3 * sat('restFlat').rps,
    );
  // Issue 18: every public and member read >= 0.5x the floor and p99 < 50 ms at 200 req/s; member writes p99 < 100 ms.
  // The poll and search have their own lines (above and below).
  for (const [key, e] of Object.entries(t).filter(([key, e]) => !e.reference && key !== 'poll' && key !== 'search')) {
    if (e.read && sat(key) && sat('floor'))
      add(`${e.label} >= 0.5x Strapi floor`, ratio(sat(key).rps, sat('floor').rps), sat(key).rps >= 0.5 * sat('floor').rps);
    if (e.fixed && e.p99Budget)
      add(
        `${e.label}: p99 < ${e.p99Budget} ms at ${e.fixed.rate} req/s`,
        `${fmt(e.fixed.median.p99, 1)} ms`,
        e.fixed.median.p99 < e.p99Budget,
      );
  }
  if (sat('search') && sat('floor'))
    add('product search >= 0.5x Strapi floor', ratio(sat('search').rps, sat('floor').rps), sat('search').rps >= 0.5 * sat('floor').rps);
  if (t.search?.fixed)
    add('product search: p99 < 30 ms at 100 req/s', `${fmt(t.search.fixed.median.p99, 1)} ms`, t.search.fixed.median.p99 < 30);
  for (const page of results.lighthouse ?? [])
    add(
      // Performance at 98 or more on visitor pages (issues 28 and 29), the other two at 95 or more.
      `Lighthouse ${page.page} (${page.lang}): performance >= 98, accessibility and SEO >= 95`,
      `${page.performance} / ${page.accessibility} / ${page.seo}`,
      page.performance >= 98 && page.accessibility >= 95 && page.seo >= 95,
    );
  const photos = results.cameraPhotos;
  if (photos)
    add(
      `images on /en/main at 390 px with camera photos <= ${CAMERA_PHOTO_BUDGET / 1000} kB, no original`,
      `${kb(photos.bytes)} KB${photos.original ? ', original loaded' : ''}`,
      photos.bytes <= CAMERA_PHOTO_BUDGET && !photos.original,
    );
  for (const page of (results.pages ?? []).filter((p) => p.budgetJs && !p.skipped))
    add(`JS on ${page.key} < 30 KB gzipped`, `${kb(page.js)} KB`, page.js < 30 * 1024);
  // The budget is a publish's build: a content build (a code change's full build is shown beside it in the table).
  for (const b of (results.build ?? []).filter((b) => b.kind !== 'full'))
    add(`static build at ${b.size}x >= 50 pages/s`, `${b.pagesPerSecond} pages/s`, b.pagesPerSecond >= 50);
  for (const p of results.publish ?? []) {
    const budget = publishBudget(p.size);
    add(`publish-to-live at ${p.size}x < ${budget} s`, `${fmt(p.seconds, 1)} s`, p.seconds < budget);
  }
  const r = results.api?.rss;
  // results.api is the last size's API run.
  const apiSize = Math.max(1, ...Object.keys(results.apiBySize ?? {}).map(Number));
  const idleBudget = idleRssBudget(apiSize);
  if (r) add(`idle RSS < ${idleBudget} MB${apiSize > 1 ? ` at ${apiSize}x` : ''}`, `${r.idle} MB`, r.idle < idleBudget);
  if (r) add('RSS after the load within 10 % of idle', `${r.idle} -> ${r.after} MB`, r.after <= r.idle * 1.1);
  return table(['budget', 'measured', 'verdict'], rows);
}

/** The range of the machine's load average over the API runs (of every size): how much else ran on the cores meanwhile. */
function apiLoad(apis) {
  const loads = apis
    .flatMap((api) => Object.values(api.targets))
    .flatMap((e) => [...(e.saturation?.runs ?? []), ...(e.fixed?.runs ?? []), ...(e.bare?.runs ?? [])])
    .map((r) => r.loadAverage)
    .filter((l) => l != null);
  return loads.length ? `${Math.min(...loads)}–${Math.max(...loads)} (${medianOf(loads)} median)` : '–';
}
const medianOf = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** BENCHMARKS.md for one run's results. */
export function renderReport(results) {
  const m = results.machine;
  const c = results.config;
  const out = [
    '# Benchmarks',
    '',
    `Written by \`${results.command}\` on ${results.finishedAt} (${results.minutes} min). Raw JSON: \`bench/results/${results.file}\` (git-ignored).`,
    `Figures on a shared machine drift: compare the ratios within one run, not absolute numbers across runs.`,
    '',
    table(
      ['machine', 'value'],
      [
        ['cores', `${m.cores} (${m.cpu})`],
        ['memory', `${m.memoryGb} GB`],
        ['node', m.node],
        ['load average at start / end', `${m.loadAverage.join(', ')} / ${results.loadAverageEnd?.join(', ') ?? '–'}`],
        ['1-min load average during the API runs', apiLoad(Object.values(results.apiBySize ?? { last: results.api ?? { targets: {} } }))],
        [
          'load',
          `saturation: autocannon, ${c.connections} connections, ${c.duration} s per target after ${c.warmup} s warm-up, median of ${c.repeats}; fixed rate: requests evenly spaced in time over up to ${c.connections} connections, latency from each request's due time (bench/lib/paced.mjs), ${c.rateDuration} s`,
        ],
        ['data set', results.dataSet],
        ...Object.entries(results.rows ?? {}).map(([size, rows]) => [
          `rows at ${size}x (published, English)`,
          Object.entries(rows)
            .map(([k, v]) => `${v} ${k}`)
            .join(', '),
        ]),
      ],
    ),
    '',
    '## Budgets',
    '',
    budgets(results),
  ];
  const growth = growthRows(results);
  const grown = [...new Set(growth.flatMap((r) => Object.keys(r.values)))].map(Number).sort((a, b) => a - b);
  if (grown.length > 1)
    out.push(
      '',
      '## Growth with the content (issue 31)',
      '',
      "Each cost at every size, the ratio of the last step (page weights: the last size against the first) and its budget. The API figures are the median of the repeats at each size (one in a scale run); the floor (`/_health`) is the machine's own tail in the same run.",
      '',
      table(
        ['cost', ...grown.map((s) => `${s}x`), 'ratio', 'budget', 'verdict'],
        growth.map((r) => [
          `${r.cost} (${r.unit})`,
          ...grown.map((s) => fmt(r.values[s], 1)),
          r.ratio == null ? '–' : `${r.ratio}x (${r.ratioOf})`,
          r.budget,
          r.budget === '–' ? '–' : mark(r.holds),
        ]),
      ),
    );
  if (results.api) {
    const a = apiSection(results.api);
    if (Object.values(results.api.targets).some((e) => e.saturation))
      out.push(
        '',
        '## API: saturation',
        '',
        "Every member call at its saturation throughput, with the bare `node:http` server answering the same JSON from the same SQLite file (better-sqlite3: the same SQL read, no framework), and Strapi's built-in REST find with a read-only API token.",
        '',
        a.saturation,
        '',
        '### References (same run)',
        '',
        a.references,
      );
    out.push(
      ...(a.skipped.length ? ['', ...a.skipped] : []),
      '',
      `## API: fixed offered load (tail latency)${results.apiBySize && Object.keys(results.apiBySize).length > 1 ? `, at ${Object.keys(results.apiBySize).at(-1)}x` : ''}`,
      '',
      a.fixed,
      '',
      `## Memory (Strapi process RSS)${results.apiBySize && Object.keys(results.apiBySize).length > 1 ? `, at ${Object.keys(results.apiBySize).at(-1)}x` : ''}`,
      '',
      a.memory,
    );
  }
  if (results.pages) {
    out.push(
      '',
      '## Pages: bytes a first visit downloads (gzipped, /en)',
      '',
      table(
        ['page', 'HTML KB', 'CSS KB', 'JS KB (on arrival)', 'JS KB (islands on demand)'],
        results.pages.map((p) =>
          p.skipped
            ? [`${p.key} (${p.pagePath})`, `skipped: ${p.skipped}`, '', '', '']
            : [`${p.key} (${p.pagePath})`, kb(p.html), kb(p.css), kb(p.js), kb(p.jsIslandsOnDemand)],
        ),
      ),
    );
  }
  const photos = results.cameraPhotos;
  if (photos) {
    out.push(
      '',
      '## Pages: camera photos at 390 px (/en/main)',
      '',
      `A ${kb(photos.photoBytes)} KB 4000x3000 JPEG, uploaded through the admin API in ${fmt(photos.uploadSeconds, 1)} s (its AVIF and WebP copies made then), on the first banner, the newest exhibition and the first product; the site build after the publish took ${fmt(photos.publishSeconds, 1)} s to show it. A 390 px Chromium then loads ${photos.images} images, ${kb(photos.bytes)} KB in all, ${kb(photos.photoCopyBytes)} KB of them copies of the photo; the original ${photos.original ? 'was' : 'was not'} loaded. The Lighthouse runs below are taken with these photos on the home page.`,
    );
  }
  if (results.lighthouse) {
    out.push(
      '',
      `## Pages: Lighthouse (mobile defaults, median of ${c.lighthouseRuns})`,
      '',
      table(
        [
          'page',
          'lang',
          'performance',
          'accessibility',
          'best practices',
          'SEO',
          'LCP ms',
          'FCP ms',
          'TBT ms (runs)',
          'CLS',
          'CPU index',
          'busiest script ms',
          'audits below 0.9',
        ],
        results.lighthouse.map((l) => [
          l.page,
          l.lang,
          l.performance,
          l.accessibility,
          l['best-practices'],
          l.seo,
          l.lcpMs,
          l.fcpMs,
          l.tbtRunsMs ? `${l.tbtMs} (${l.tbtRunsMs.join(', ')})` : l.tbtMs,
          l.cls,
          l.benchmarkIndex ?? '–',
          l.busiestScript || '–',
          l.failing.join(', ') || '–',
        ]),
      ),
    );
  }
  if (results.build?.length) {
    out.push(
      '',
      '## Build and publishing',
      '',
      table(
        ['content size', 'build', 'pages', 'build s (median)', 'pages/s', 'build CPU s', 'pages per CPU s', 'runs s'],
        results.build.map((b) => [
          `${b.size}x`,
          b.kind ?? 'full',
          b.pages,
          fmt(b.seconds, 1),
          b.pagesPerSecond,
          fmt(b.cpuSeconds, 1),
          b.pagesPerCpuSecond ?? '–',
          b.runs.map((s) => s.toFixed(1)).join(', '),
        ]),
      ),
      '',
      table(
        ['content size', 'publish-to-live s (median)', 'runs s'],
        (results.publish ?? []).map((p) => [`${p.size}x`, fmt(p.seconds, 1), p.runs.map((s) => s.toFixed(1)).join(', ')]),
      ),
    );
  }
  if (results.notes?.length) out.push('', '## Notes', '', ...results.notes.map((n) => `- ${n}`));
  return `${out.join('\n')}\n`;
}

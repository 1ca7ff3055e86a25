#!/usr/bin/env node
// `npm run bench`: measures the portal against its references in one run, on the local default (SQLite), in a
// throwaway data folder: builds and publish-to-live at 1x, 5x and 10x the seed content (and its member population,
// bench/lib/members.mjs), page weights and Lighthouse at seed size, then the API at 10x with a member holding 200
// notifications, 40 meetings and 20 inquiries. `npm run bench:scale` (--scale): 1x, 10x and 100x, builds, page
// weights and the API's fixed-rate reads at every size, and how each cost grows (bench/lib/growth.mjs).
// Writes BENCHMARKS.md and bench/results/<time>.json. Knobs: bench/lib/config.mjs (BENCH_* variables, --quick,
// --sections=...).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureCmsBuilt } from '../scripts/lib/cms-build.mjs';
import { loadSecrets, repoRoot } from '../scripts/lib/env.mjs';
import { buildSite } from '../scripts/lib/site-build.mjs';
import { startStrapi } from '../scripts/lib/strapi-process.mjs';
import { benchApi } from './lib/api.mjs';
import { publishToLive, timedBuilds } from './lib/build.mjs';
import { benchConfig, machineInfo } from './lib/config.mjs';
import { contentRows, seedChild } from './lib/dataset.mjs';
import { seedExtras } from './lib/extras.mjs';
import { cameraPhotoWeight, lighthouseScores, pageWeights } from './lib/pages.mjs';
import { renderReport } from './lib/report.mjs';

const config = benchConfig();
const started = Date.now();
const log = (line) => console.log(`${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s ${line}`);
const has = (section) => config.sections.includes(section);
const sizes = [...new Set(config.sizes)].sort((a, b) => a - b);
if (sizes.some((s, i) => i > 0 && s % sizes[i - 1])) throw new Error(`BENCH_SIZES must each divide the next: ${sizes}`);

fs.mkdirSync(config.dataDir, { recursive: true });
const env = {
  ...process.env,
  PORTAL_DATA_DIR: config.dataDir,
  PORTAL_ADMIN_EMAIL: 'admin@bench.local',
  PORTAL_ADMIN_PASSWORD: 'Bench!pass1234',
  PUBLIC_URL: `http://127.0.0.1:${config.port}`,
  // Without the build and pages sections nothing here needs the portal's site builds (the pages section publishes
  // camera photos and waits for the build), and its own queued one (content changed since the last) would share
  // the cores with the API runs: at 100x it is tens of minutes and gigabytes.
  ...(config.sections.some((s) => s === 'build' || s === 'pages') ? {} : { PORTAL_SITE_BUILDS: 'off' }),
};
const secrets = loadSecrets(env);
const results = {
  command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
  machine: machineInfo(),
  config: { ...config, dataDir: undefined },
  startedAt: new Date(started).toISOString(),
  build: [],
  publish: [],
  notes: [],
};

log(`[bench] data folder ${config.dataDir}; sections ${config.sections.join(', ')}; sizes ${sizes.join(', ')}x`);
await ensureCmsBuilt();
let server;
let current = 1;
const dbFile = path.join(config.dataDir, 'portal.db');
// The API section once at the last size, or with --scale at every size (the growth of each cost, issue 31).
const apiAt = (size) => has('api') && (config.scale || size === sizes.at(-1));
const benchApiAt = (size) => {
  const apiLog = (line) => log(config.scale ? line.replace('[api]', `[api ${size}x]`) : line);
  return benchApi({
    base: server.url,
    pid: server.child.pid,
    env,
    secrets,
    config,
    workDir: config.dataDir,
    log: apiLog,
    seedExtras: (base, member) => seedExtras(base, member, config, apiLog),
  });
};
try {
  for (const size of sizes) {
    // The seed is written by the first start: scaling before it would scale an empty database.
    if (!fs.existsSync(dbFile)) {
      log('[bench] first start: seeding the 1x content');
      await (await startStrapi({ port: config.port, env, quiet: true })).stop();
      (results.rows ??= {})[1] = contentRows(dbFile);
    }
    log(`[bench] scaling the content by ${size / current} and the members to ${size}x`);
    await seedChild(env, 'scale', size / current, size);
    current = size;
    const scaled = JSON.parse(fs.readFileSync(path.join(config.dataDir, 'bench-scale.json'), 'utf8'));
    (results.scale ??= {})[size] = { population: scaled.population, searchIndexMb: scaled.searchIndexMb };
    server = await startStrapi({ port: config.port, env, quiet: true });
    const rows = contentRows(dbFile);
    (results.rows ??= {})[size] = rows;
    log(`[bench] portal at ${size}x on ${server.url} (pid ${server.child.pid}); rows ${JSON.stringify(rows)}`);
    // The seed's rows times the size, at least (each multiplication copies every published English document).
    const seeded = results.rows[1]?.products;
    if (size > 1 && !(rows.products > 0 && (!seeded || rows.products >= size * seeded)))
      throw new Error(`[bench] ${size}x asked, but the database holds ${JSON.stringify(rows)}`);
    if (has('build')) {
      for (const build of await timedBuilds(server.url, env, config.buildRuns)) {
        results.build.push({ size, ...build });
        log(
          `[build] ${size}x, ${build.kind} build: ${build.pages} pages in ${build.seconds.toFixed(1)} s = ${build.pagesPerSecond} pages/s`,
        );
      }
    } else if (size === sizes[0] && has('pages')) await buildSite({ cmsUrl: server.url, env });
    // The same pages weighed at every size built: a list that pages weighs the same at 100x as at 1x.
    if (has('build') || (size === sizes[0] && has('pages')))
      (results.weights ??= {})[size] = pageWeights(path.join(config.dataDir, 'site', 'current'));
    if (size === sizes[0] && has('pages')) {
      results.pages = results.weights[size];
      for (const p of results.pages.filter((p) => p.skipped)) log(`[pages] skipped ${p.pagePath}: ${p.skipped}`);
      results.cameraPhotos = await cameraPhotoWeight(server.url, secrets, log);
      results.lighthouse = await lighthouseScores(server.url, { langs: config.lighthouseLangs, runs: config.lighthouseRuns, log });
    }
    if (has('build') && (size === sizes[0] || size === sizes.at(-1))) {
      const publish = await publishToLive(server.url, secrets, config.publishRuns);
      results.publish.push({ size, ...publish });
      log(`[build] publish-to-live at ${size}x: ${publish.seconds.toFixed(1)} s`);
    }
    if (apiAt(size)) {
      const api = await benchApiAt(size);
      (results.apiBySize ??= {})[size] = api;
      results.api = api;
    }
    await server.stop();
    server = undefined;
  }
} finally {
  await server?.stop();
}

const measured = results.rows?.[sizes.at(-1)];
results.dataSet = [
  `${sizes.at(-1)}x the seed catalogue (4 locales)${
    measured
      ? `, measured: ${Object.entries(measured)
          .map(([k, v]) => `${v} ${k}`)
          .join(', ')} (published, English)`
      : ''
  }`,
  ...(results.scale?.[sizes.at(-1)]
    ? [
        `other members: ${Object.entries(results.scale[sizes.at(-1)].population)
          .map(([k, v]) => `${v} ${k}`)
          .join(', ')}`,
      ]
    : []),
  `a member with ${config.notifications} notifications`,
  ...Object.entries(results.api?.extras ?? {}).map(([k, v]) => (typeof v === 'number' ? `${v} ${k}` : `${k}: ${v}`)),
].join('; ');
results.loadAverageEnd = os.loadavg().map((l) => Math.round(l * 100) / 100);
results.finishedAt = new Date().toISOString();
results.minutes = Math.round((Date.now() - started) / 6000) / 10;
const resultsDir = path.join(repoRoot, 'bench', 'results');
fs.mkdirSync(resultsDir, { recursive: true });
results.file = `${results.startedAt.replace(/[:.]/g, '-')}${config.quick ? '-quick' : ''}.json`;
fs.writeFileSync(path.join(resultsDir, results.file), JSON.stringify(results, null, 2));
// Only a full run (every section, full length) replaces BENCHMARKS.md; a quick or partial one reports beside its JSON.
const full = !config.quick && ['build', 'pages', 'api'].every(has);
const report = full ? path.join(repoRoot, 'BENCHMARKS.md') : path.join(resultsDir, results.file.replace(/\.json$/, '.md'));
fs.writeFileSync(report, renderReport(results));
log(`[bench] wrote ${path.relative(repoRoot, report)} and bench/results/${results.file}`);
if (!config.keepData) fs.rmSync(config.dataDir, { recursive: true, force: true });
process.exit(0);

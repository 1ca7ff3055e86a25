#!/usr/bin/env node
// `npm test`: typecheck, lint and format check, unused code, unit tests, then API and browser tests against a real Strapi on
// a temporary SQLite database and the static site built from it. Prints a closing 'N passed, N failed' line.
import './lib/require-node.mjs'; // first: stops on a Node older than engines, with what to install
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/env.mjs';
import { ensureCmsBuilt } from './lib/cms-build.mjs';
import { run, seconds } from './lib/run.mjs';
import { INTEGRATION_FILES } from '../tests/support/projects.mjs';
import { makeSeedTemplate, removeSeedTemplate, SEED_TEMPLATE_VAR } from '../tests/support/seed-template.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };

async function step(name, fn) {
  const started = Date.now();
  console.log(`\n[test] ${name}`);
  await fn();
  console.log(`[test] ${name}: ok in ${seconds(started)}`);
}

/**
 * Runs one vitest project (or the given files of it) and adds its counts to the totals. With `prefix`, its output
 * lines carry it: for runs side by side.
 */
async function vitest(project, { files = [], prefix } = {}) {
  const tag = prefix ? prefix.replace(/\W+/g, '') : 'all';
  const report = path.join(os.tmpdir(), `portal-vitest-${process.pid}-${project}-${tag}.json`);
  const args = ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...files];
  let ran;
  try {
    // Shards pick their own free ports: one TEST_PORT would be wanted by every shard's Strapi.
    const env = prefix ? { ...process.env, TEST_PORT: '' } : process.env;
    await run(bin('vitest'), args, { cwd: repoRoot, env, prefix });
  } finally {
    if (fs.existsSync(report)) {
      const r = JSON.parse(fs.readFileSync(report, 'utf8'));
      totals.passed += r.numPassedTests;
      totals.failed += r.numFailedTests;
      totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
      ran = r.testResults.length;
      fs.rmSync(report);
    }
  }
  // The files are given as path filters, which match by substring: a shard must run exactly its own files.
  if (files.length && ran !== files.length) throw new Error(`${prefix} was given ${files.length} files and ran ${ran}`);
}

/**
 * Seconds of the integration files that take more than 20 s (npm test alone, 29 November, 9d421ed, load 2); any
 * other file counts 8 s. Only used to balance the shards: a stale figure makes them uneven, never wrong.
 */
const SLOW_FILES = {
  'tests/api/scheduled-publishing.test.ts': 161, // real time of schedule, two Strapi processes of its own
  'tests/api/site-builds.test.ts': 154, // two Strapi processes of its own, kills and restarts
  'tests/e2e/every-page.test.ts': 145, // every page in four languages, with axe
  'tests/e2e/journeys.test.ts': 136,
  'tests/e2e/showroom.test.ts': 105,
  'tests/e2e/early-controls.test.ts': 102,
  'tests/e2e/pages.test.ts': 70,
  'tests/api/object-storage.test.ts': 68, // seeds its own, through the bucket
  'tests/api/edge-cache.test.ts': 54,
  'tests/e2e/staff-desks.test.ts': 53,
  'tests/e2e/staff-preview.test.ts': 44,
  'tests/e2e/member-journey.test.ts': 41,
  'tests/e2e/meetings.test.ts': 40,
  'tests/e2e/staff-inquiries.test.ts': 40,
  'tests/e2e/staff-desks-scale.test.ts': 33,
  'tests/e2e/member-phone.test.ts': 33,
  'tests/e2e/staff-members.test.ts': 28,
  'tests/api/read-cache.test.ts': 25,
  'tests/e2e/camera-photos.test.ts': 23,
  'tests/e2e/member-lists.test.ts': 23,
  'tests/e2e/editor-forms.test.ts': 22,
  'tests/api/mail-outbox.test.ts': 21,
};
/** The reliability project runs after the last shard's files, so it counts towards that shard. */
const RELIABILITY_SECONDS = 160;

/**
 * The integration files split into `count` shards of about equal time (the longest file first, each to the shard
 * with the least so far). Each shard is its own vitest process with its own global setup: its own Strapi, database,
 * port and built site, so shards cannot see each other's data.
 */
function shards(count) {
  const files = fs
    .globSync(INTEGRATION_FILES, { cwd: repoRoot })
    .map((file) => file.split(path.sep).join('/'))
    .sort((a, b) => (SLOW_FILES[b] ?? 8) - (SLOW_FILES[a] ?? 8) || a.localeCompare(b));
  const out = Array.from({ length: count }, (_, i) => ({ files: [], seconds: i === count - 1 ? RELIABILITY_SECONDS : 0 }));
  for (const file of files) {
    const least = out.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    least.files.push(file);
    least.seconds += SLOW_FILES[file] ?? 8;
  }
  return out;
}

async function seedOnce() {
  const started = Date.now();
  const dir = await makeSeedTemplate();
  console.log(`[test] demo data seeded once for every test server in ${seconds(started)}`);
  return dir;
}

/** Typecheck, lint and format, unused code and unit tests: one process at a time, on about one core. */
async function checks() {
  await step('typecheck', async () => {
    await run(bin('astro'), ['check', '--minimumSeverity', 'error'], {
      cwd: repoRoot,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    await run(bin('tsc'), ['-p', 'cms/tsconfig.json', '--noEmit'], { cwd: repoRoot });
    // The admin panel's own code (src/admin and the local plugins' admin halves) is only bundled by `strapi build`,
    // which does not type-check: check it here.
    await run(bin('tsc'), ['-p', 'cms/src/admin/tsconfig.json', '--noEmit'], { cwd: repoRoot });
  });
  await step('lint (ESLint) and format (Prettier)', async () => {
    await run(bin('eslint'), ['.', '--max-warnings=0'], { cwd: repoRoot });
    await run(bin('prettier'), ['--check', '.', '--log-level', 'warn'], { cwd: repoRoot });
  });
  // A new unused file, export, type or dependency fails the run (knip.jsonc says what the entry points are).
  await step('unused code (knip)', () => run(bin('knip'), [], { cwd: repoRoot }));
  await step('unit tests', () => vitest('unit'));
}

/**
 * The API and browser tests in shards side by side, once the seeded template is there. The fast parts of
 * RELIABILITY.md (hostile input at 1,500 requests, authorization matrix, headers) run on their own fresh Strapi after
 * the last shard; `npm run test:reliability` runs them at full size with the crash, soak and scale-out parts.
 * TEST_SHARDS=1 runs every file one after the other.
 */
async function integration(seeding) {
  process.env[SEED_TEMPLATE_VAR] = await seeding;
  const count = Math.max(1, Number(process.env.TEST_SHARDS || 2));
  await step(
    `API and browser tests in ${count} shards side by side (real Strapi, temporary SQLite, Chromium), then reliability`,
    async () => {
      const lanes = shards(count).map(async ({ files }, i) => {
        const prefix = count > 1 ? `[shard ${i + 1}]` : undefined;
        const last = i === count - 1;
        const started = Date.now();
        await vitest('integration', { files, prefix });
        if (last) await vitest('reliability', { prefix });
        console.log(
          `[test] shard ${i + 1} of ${count} (${files.length} files${last ? ', then reliability' : ''}): ok in ${seconds(started)}`,
        );
      });
      // Every shard runs to its end, so one failure does not hide another's.
      const failed = (await Promise.allSettled(lanes)).filter((r) => r.status === 'rejected');
      if (failed.length) throw new Error(failed.map((r) => r.reason.message).join('; '));
    },
  );
}

const started = Date.now();
let failure;
/**
 * The seeded demo data every test server starts from as a copy (tests/support/seed-template.mjs), seeded once unless
 * one is given: on the core the checks leave free. The checks run before the shards, not beside them: beside them
 * (and CI's PostgreSQL and Node 22 parts) a unit test ran past its 5 s timeout at load 10
 * (CONTRIBUTING.md#where-the-test-time-goes).
 */
const givenTemplate = process.env[SEED_TEMPLATE_VAR];
let seeding;
try {
  await step('build the domain package and Strapi', () => ensureCmsBuilt());
  seeding = givenTemplate ? Promise.resolve(givenTemplate) : seedOnce();
  seeding.catch(() => {}); // the integration lane awaits it: a failure there is the run's
  await checks();
  await integration(seeding);
} catch (error) {
  failure = error;
}
if (!givenTemplate) {
  const made = await seeding?.catch(() => undefined);
  if (made) await removeSeedTemplate(made);
}
console.log(`\n[test] total time ${seconds(started)}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failure) {
  console.error(`[test] failed: ${failure.message}`);
  process.exit(1);
}

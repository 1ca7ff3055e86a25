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
 * Seconds of the integration files that take more than 20 s in their shard (npm test alone, three shards, the mean
 * of two runs on 29 November, load 7-9); any other file counts 8 s. Only used to balance the shards: a stale figure
 * makes them uneven, never wrong.
 */
const SLOW_FILES = {
  'tests/api/site-builds.test.ts': 212, // two Strapi processes of its own, kills and restarts, full and content builds
  'tests/e2e/journeys.test.ts': 165,
  'tests/api/scheduled-publishing.test.ts': 163, // real time of schedule, two Strapi processes of its own
  'tests/e2e/every-page.test.ts': 152, // every page in four languages, on a phone and with axe
  'tests/e2e/showroom.test.ts': 121,
  'tests/e2e/early-controls.test.ts': 97, // each page's scripts held back 5 s
  'tests/api/object-storage.test.ts': 69, // seeds its own, through the bucket
  'tests/e2e/staff-desks.test.ts': 63,
  'tests/api/edge-cache.test.ts': 60,
  'tests/e2e/staff-preview.test.ts': 58,
  'tests/e2e/meetings.test.ts': 50,
  'tests/e2e/staff-inquiries.test.ts': 44,
  'tests/e2e/member-journey.test.ts': 44,
  'tests/e2e/editor-forms.test.ts': 40,
  'tests/e2e/camera-photos.test.ts': 38,
  'tests/e2e/member-phone.test.ts': 37,
  'tests/api/accounts.test.ts': 36,
  'tests/api/mail-outbox.test.ts': 30,
  'tests/e2e/member-lists.test.ts': 29,
  'tests/e2e/staff-meetings.test.ts': 27,
  'tests/api/staff-meetings-paging.test.ts': 23,
  'tests/e2e/publishing.test.ts': 22,
  'tests/e2e/pages.test.ts': 21,
  'tests/e2e/staff-members.test.ts': 21,
  'tests/api/meetings.test.ts': 21,
  'tests/api/inquiries.test.ts': 21,
};
/**
 * The reliability project is planned for the last shard (which is then dealt fewer files), though the first shard to
 * end its files runs it.
 */
const RELIABILITY_SECONDS = 200;
/** The checks' time (typecheck, lint and format, knip, unit tests) beside shard 1: the other shards wait for them. */
const CHECKS_SECONDS = 120;

/**
 * The integration files split into `count` shards of about equal time (the longest file first, each to the shard
 * whose end is expected soonest so far). Shard 1 starts beside the checks, the others after them, so it begins
 * CHECKS_SECONDS ahead. Each shard is its own vitest process with its own global setup: its own Strapi, database,
 * port and built site, so shards cannot see each other's data.
 */
function shards(count) {
  const files = fs
    .globSync(INTEGRATION_FILES, { cwd: repoRoot })
    .map((file) => file.split(path.sep).join('/'))
    .sort((a, b) => (SLOW_FILES[b] ?? 8) - (SLOW_FILES[a] ?? 8) || a.localeCompare(b));
  const out = Array.from({ length: count }, (_, i) => ({
    files: [],
    seconds: (i > 0 ? CHECKS_SECONDS : 0) + (i === count - 1 ? RELIABILITY_SECONDS : 0),
  }));
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

/**
 * Typecheck, lint and format, unused code and unit tests: one process at a time, on about one core, beside shard 1.
 * Their lines carry a prefix, as the shard's do.
 */
async function checks() {
  const prefix = '[checks]';
  await step('typecheck', async () => {
    await run(bin('astro'), ['check', '--minimumSeverity', 'error'], {
      cwd: repoRoot,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      prefix,
    });
    await run(bin('tsc'), ['-p', 'cms/tsconfig.json', '--noEmit'], { cwd: repoRoot, prefix });
    // The admin panel's own code (src/admin and the local plugins' admin halves) is only bundled by `strapi build`,
    // which does not type-check: check it here.
    await run(bin('tsc'), ['-p', 'cms/src/admin/tsconfig.json', '--noEmit'], { cwd: repoRoot, prefix });
  });
  await step('lint (ESLint) and format (Prettier)', async () => {
    await run(bin('eslint'), ['.', '--max-warnings=0'], { cwd: repoRoot, prefix });
    await run(bin('prettier'), ['--check', '.', '--log-level', 'warn'], { cwd: repoRoot, prefix });
  });
  // A new unused file, export, type or dependency fails the run (knip.jsonc says what the entry points are).
  await step('unused code (knip)', () => run(bin('knip'), [], { cwd: repoRoot, prefix }));
  await step('unit tests', () => vitest('unit', { prefix }));
}

/**
 * The API and browser tests in shards side by side, once the seeded template is there: shard 1 at once, beside the
 * checks; the others when the checks have passed (the checks and every shard at once overloaded CI's machine:
 * CONTRIBUTING.md#where-the-test-time-goes). The fast parts of RELIABILITY.md (hostile input at 1,500 requests,
 * authorization matrix, headers) run on their own fresh Strapi after the first shard to end its files;
 * `npm run test:reliability` runs them at full size with the crash, soak and scale-out parts. TEST_SHARDS=1 runs every
 * file one after the other, after the checks.
 */
async function integration(seeding, checking) {
  process.env[SEED_TEMPLATE_VAR] = await seeding;
  const count = Math.max(1, Number(process.env.TEST_SHARDS || 3));
  await step(
    `API and browser tests in ${count} shards side by side (real Strapi, temporary SQLite, Chromium), then reliability`,
    async () => {
      let reliabilityTaken = false;
      const lanes = shards(count).map(async ({ files }, i) => {
        // A failure of the checks is the run's (reported once): the shards that wait for them do not start.
        if ((i > 0 || count === 1) && !(await passed(checking))) return;
        const prefix = count > 1 ? `[shard ${i + 1}]` : undefined;
        const started = Date.now();
        const parts = [vitest('integration', { files, prefix })];
        await passed(parts[0]);
        // Reliability goes to the shard that ends its files first: planned for the last one (RELIABILITY_SECONDS),
        // taken by another when the machine slowed that one down.
        const takes = !reliabilityTaken;
        reliabilityTaken = true;
        if (takes) parts.push(vitest('reliability', { prefix }));
        await allToTheEnd(parts);
        console.log(
          `[test] shard ${i + 1} of ${count} (${files.length} files${takes ? ', then reliability' : ''}): ok in ${seconds(started)}`,
        );
      });
      await allToTheEnd(lanes);
    },
  );
}

/** Whether `task` succeeds; its failure is someone else's to report. */
const passed = (task) =>
  task.then(
    () => true,
    () => false,
  );

/** Waits for every one of `tasks`, so one failure does not hide another's; then fails with all their messages. */
async function allToTheEnd(tasks) {
  const failed = (await Promise.allSettled(tasks)).filter((r) => r.status === 'rejected');
  if (failed.length) throw new Error(failed.map((r) => r.reason.message).join('; '));
}

const started = Date.now();
let failure;
/**
 * The seeded demo data every test server starts from as a copy (tests/support/seed-template.mjs), seeded once unless
 * one is given, on the core the checks leave free; shard 1 follows it there.
 */
const givenTemplate = process.env[SEED_TEMPLATE_VAR];
let seeding;
try {
  await step('build the domain package and Strapi', () => ensureCmsBuilt());
  seeding = givenTemplate ? Promise.resolve(givenTemplate) : seedOnce();
  seeding.catch(() => {}); // the integration lane awaits it: a failure there is the run's
  const checking = checks();
  checking.catch(() => {}); // reported below; the shards waiting for it do not start
  await allToTheEnd([checking, integration(seeding, checking)]);
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

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

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const report = path.join(os.tmpdir(), `portal-vitest-${process.pid}.json`);

async function step(name, fn) {
  const started = Date.now();
  console.log(`\n[test] ${name}`);
  await fn();
  console.log(`[test] ${name}: ok in ${seconds(started)}`);
}

/** Runs one vitest project and adds its counts to the totals. */
async function vitest(project) {
  try {
    await run(bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
      cwd: repoRoot,
    });
  } finally {
    if (fs.existsSync(report)) {
      const r = JSON.parse(fs.readFileSync(report, 'utf8'));
      totals.passed += r.numPassedTests;
      totals.failed += r.numFailedTests;
      totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
      fs.rmSync(report);
    }
  }
}

const started = Date.now();
let failure;
try {
  await step('build the domain package and Strapi', () => ensureCmsBuilt());
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
  await step('API and browser tests (real Strapi, temporary SQLite, Chromium)', () => vitest('integration'));
  // The fast parts of RELIABILITY.md (hostile input at 1,500 requests, authorization matrix, headers) on their own
  // fresh Strapi; `npm run test:reliability` runs them at full size with the crash, soak and scale-out parts.
  await step('reliability: hostile input, authorization matrix, security headers', () => vitest('reliability'));
} catch (error) {
  failure = error;
}
console.log(`\n[test] total time ${seconds(started)}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failure) {
  console.error(`[test] failed: ${failure.message}`);
  process.exit(1);
}

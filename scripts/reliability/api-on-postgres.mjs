#!/usr/bin/env node
// API test files with DATABASE_URL on a throwaway PostgreSQL cluster: the global setup starts the shared test
// Strapi on a database of its own there (a copy of the seeded template), and the files that start servers of their
// own give each a database of its own on the same cluster (tests/support/own-data.ts). Used by scale-out.mjs for
// the whole API suite (RELIABILITY.md part 5) and by CI for the files that prove the multi-instance paths
// (.ci/api-on-postgres).
// Usage: node scripts/reliability/api-on-postgres.mjs [vitest filters and options]   (default: tests/api)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, repoRoot } from './lib.mjs';
import { startPostgres } from './postgres.mjs';

/**
 * Runs vitest's integration project with `args` (files, --exclude ...) on database `database` of cluster `pg`;
 * answers vitest's exit code and its counts.
 */
export async function runApiTestsOnPostgres(pg, database, args, extraEnv = {}) {
  pg.createDatabase(database);
  const out = path.join(os.tmpdir(), `portal-pg-api-${process.pid}.json`);
  const started = Date.now();
  const exitCode = await new Promise((resolve) => {
    const child = spawn(
      path.join(repoRoot, 'node_modules', '.bin', 'vitest'),
      ['run', '--project', 'integration', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
      { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...extraEnv, DATABASE_URL: pg.url(database) } },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
  const r = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : {};
  fs.rmSync(out, { force: true });
  return {
    exitCode,
    files: r.numTotalTestSuites,
    passed: r.numPassedTests ?? 0,
    failed: r.numFailedTests ?? 0,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const pg = startPostgres(await freePort());
  let result;
  try {
    result = await runApiTestsOnPostgres(pg, 'portal_api', args.length ? args : ['tests/api']);
  } finally {
    pg.stop();
  }
  const ok = result.exitCode === 0 && result.failed === 0 && result.passed > 0;
  console.log(
    `[api-on-postgres] ${ok ? 'PASS' : 'FAIL'}: ${result.passed} passed, ${result.failed} failed in ${result.seconds} s on ${pg.version}`,
  );
  process.exit(ok ? 0 : 1);
}

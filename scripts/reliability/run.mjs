#!/usr/bin/env node
// `npm run test:reliability`: every part of RELIABILITY.md at full size, one after the other (each starts and removes
// its own servers), then a summary. Parts: fuzz-auth-headers (hostile input at 10,000+ requests, authorization
// matrix, headers), crash, soak, scale-out, audit. Exit code 1 when a part fails; a part that could not run here
// (npm audit without a reachable advisory service) is reported as NOT RUN, never as passed.
// Usage: npm run test:reliability [-- --only crash,soak] [--soak-minutes 10] [--soak-members 2000] [--fuzz 10000]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { here, repoRoot } from './lib.mjs';

const { values: opts } = parseArgs({
  options: {
    only: { type: 'string' },
    fuzz: { type: 'string', default: '10000' },
    writes: { type: 'string', default: '1000' },
    'soak-members': { type: 'string', default: '2000' },
    'soak-minutes': { type: 'string', default: '10' },
    'soak-interval': { type: 'string', default: '10' },
  },
});
const reportDir = path.join(repoRoot, '.data', 'reliability', new Date().toISOString().replace(/[:.]/g, '-'));
fs.mkdirSync(reportDir, { recursive: true });
const env = { ...process.env, RELIABILITY_REPORT_DIR: reportDir };

const exec = (cmd, args, extraEnv = {}) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: repoRoot, stdio: 'inherit', env: { ...env, ...extraEnv } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
const node = (script, args = []) => exec(process.execPath, [path.join(here, script), ...args]);

/** npm audit of the production dependencies; high/critical advisories must be explained in SECURITY.md. */
async function audit() {
  const out = path.join(reportDir, 'npm-audit.json');
  const code = await new Promise((resolve) => {
    const child = spawn('npm', ['audit', '--omit=dev', '--json'], { cwd: repoRoot, env });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => process.stderr.write(c));
    child.on('exit', (c) => {
      fs.writeFileSync(out, Buffer.concat(chunks));
      resolve(c);
    });
  });
  let result;
  try {
    result = JSON.parse(fs.readFileSync(out, 'utf8'));
  } catch {
    result = {};
  }
  if (!result.metadata?.vulnerabilities) {
    console.log(`[audit] npm audit could not run (exit ${code}): ${JSON.stringify(result.error ?? {}).slice(0, 200)}`);
    return 'NOT RUN';
  }
  const security = fs.readFileSync(path.join(repoRoot, 'SECURITY.md'), 'utf8');
  const serious = Object.entries(result.vulnerabilities).filter(([, v]) => v.severity === 'high' || v.severity === 'critical');
  const unexplained = serious.filter(([name]) => !security.includes(`\`${name}\``));
  console.log(`[audit] ${JSON.stringify(result.metadata.vulnerabilities)}; high/critical: ${serious.map(([n]) => n).join(', ') || 'none'}`);
  if (unexplained.length) console.log(`[audit] not explained in SECURITY.md: ${unexplained.map(([n]) => n).join(', ')}`);
  return unexplained.length ? 'FAIL' : 'PASS';
}

const PARTS = {
  'fuzz-auth-headers': () =>
    exec(path.join(repoRoot, 'node_modules', '.bin', 'vitest'), ['run', '--project', 'reliability'], {
      RELIABILITY_FUZZ_REQUESTS: opts.fuzz,
    }),
  crash: () => node('crash.mjs', ['--writes', opts.writes]),
  soak: () => node('soak.mjs', ['--members', opts['soak-members'], '--minutes', opts['soak-minutes'], '--interval', opts['soak-interval']]),
  'scale-out': () => node('scale-out.mjs'),
  audit,
};

const chosen = opts.only ? opts.only.split(',') : Object.keys(PARTS);
const results = {};
for (const part of chosen) {
  if (!PARTS[part]) throw new Error(`unknown part ${part}; parts: ${Object.keys(PARTS).join(', ')}`);
  const started = Date.now();
  console.log(`\n[reliability] ${part}...`);
  const outcome = await PARTS[part]();
  results[part] = {
    result: typeof outcome === 'string' ? outcome : outcome === 0 ? 'PASS' : 'FAIL',
    seconds: Math.round((Date.now() - started) / 1000),
  };
}
console.log(`\n[reliability] figures in ${path.relative(repoRoot, reportDir)}/`);
for (const [part, r] of Object.entries(results)) console.log(`[reliability] ${part.padEnd(18)} ${r.result.padEnd(8)} ${r.seconds} s`);
fs.writeFileSync(path.join(reportDir, 'summary.json'), JSON.stringify(results, null, 2));
process.exit(Object.values(results).some((r) => r.result === 'FAIL') ? 1 : 0);

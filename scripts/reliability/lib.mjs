// Shared helpers of the heavy reliability parts (crash, soak, scale-out): a Strapi on its own data folder, members
// created through the public API exactly as people are and HTTP calls (both the test kit's), and small helpers. RELIABILITY.md describes the parts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../lib/env.mjs';
import { startStrapi } from '../lib/strapi-process.mjs';
import { freePort } from '../lib/run.mjs';
import { createMember as kitCreateMember } from '../../tests/support/kit-core.mjs';

export { repoRoot };
export const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The environment every reliability server gets (as the test setup: one trusted proxy hop, fixed admin). It says
 * so with the older IS_PROXIED=true, which keeps meaning one hop (docs/sign-in-limits.md).
 */
export function serverEnv(dataDir, extra = {}) {
  return {
    PORTAL_DATA_DIR: dataDir,
    PORTAL_ADMIN_EMAIL: 'admin@test.local',
    PORTAL_ADMIN_PASSWORD: 'Test!pass1234',
    IS_PROXIED: 'true',
    PORTAL_SITE_BUILDS: 'off',
    // The seed's picture copies, encoded once per machine (tests/support/global-setup.ts does the same).
    PICTURE_CACHE_DIR: path.join(os.tmpdir(), 'portal-picture-cache'),
    ...extra,
  };
}

export const newDataDir = (name) => fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));

/** Starts Strapi on a data folder; resolves with { url, child, stop }. */
export const start = (dataDir, port, extra = {}) => startStrapi({ port, env: serverEnv(dataDir, extra), quiet: true });

export { freePort };

/** POSTs JSON (GET without a body) and answers { status, body, headers }; the test kit's call (tests/support/kit-core.mjs). */
export { request as call } from '../../tests/support/kit-core.mjs';

/** A member registered for a listed partner, verified through the mailed link and signed in (the test kit's). */
export const createMember = (base, dataDir, tag = 'm') => kitCreateMember({ base, dataDir }, { tag });

/**
 * A round-robin proxy in front of several instances, as a load balancer: each request to the next one, the client's
 * X-Forwarded-For passed on. Answers { url, served (requests per instance), stop() }.
 * @param {string[]} urls
 */
export async function roundRobin(urls) {
  const upstreams = urls.map((u) => new URL(u));
  const served = upstreams.map(() => 0);
  let turn = 0;
  const proxy = http.createServer((req, res) => {
    const i = turn++ % upstreams.length;
    served[i]++;
    const up = http.request(
      { host: upstreams[i].hostname, port: upstreams[i].port, method: req.method, path: req.url, headers: req.headers },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (proxy.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    served,
    stop: () => new Promise((resolve) => proxy.close(() => resolve(undefined))),
  };
}

/** Runs `tasks` (functions returning promises) with at most `limit` at once. */
export async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

/** A node script run to completion with inherited output (for the in-process helpers). */
export function runNode(script, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(script)} exited with ${code}`))));
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid) {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Math.round(Number(line.split(/\s+/)[1]) / 1024);
  } catch {
    return NaN;
  }
}

export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/** Rows of a query as objects (psql's unaligned output); `pg` is postgres.mjs's cluster. */
export function queryRows(pg, database, sql) {
  const [head, ...lines] = pg.query(database, sql, ['-A', '-F', '\t']).trim().split('\n');
  const names = head.split('\t');
  return lines.filter((l) => !/^\(\d+ rows?\)$/.test(l)).map((l) => Object.fromEntries(l.split('\t').map((v, i) => [names[i], v])));
}

/** Writes a part's figures as JSON where the runner collects them (RELIABILITY_REPORT_DIR), and prints them. */
export function report(name, figures) {
  console.log(`[${name}] ${JSON.stringify(figures)}`);
  const dir = process.env.RELIABILITY_REPORT_DIR;
  if (dir) fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(figures, null, 2));
}

/**
 * Runs one step of a part on its own throwaway PostgreSQL (`node scripts/reliability/<step>.mjs`): `prove(pg, check)`
 * answers the figures, `check(ok, what)` records each claim. Reports and exits 1 when a claim failed.
 * @param {string} name
 * @param {(pg: ReturnType<typeof import('./postgres.mjs').startPostgres>, check: (ok: boolean, what: string) => void) => Promise<object>} prove
 */
export async function runAlone(name, prove) {
  const { startPostgres } = await import('./postgres.mjs');
  const pg = startPostgres(await freePort());
  const failures = [];
  const check = (ok, what) => {
    console.log(`[${name}] ${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failures.push(what);
  };
  try {
    report(name, { postgres: pg.version, ...(await prove(pg, check)), failures });
  } catch (error) {
    failures.push(String(error));
    console.error(error);
  } finally {
    pg.stop();
  }
  console.log(failures.length ? `[${name}] FAIL` : `[${name}] PASS`);
  process.exit(failures.length ? 1 : 0);
}

/**
 * A few seconds of the bench harness (bench/run.mjs is not part of CI): autocannon and the paced fixed-rate generator
 * through bench/lib/load.mjs against the test Strapi, the bare node:http reference on the test database, and the report rendering, so the
 * harness cannot rot between full bench runs.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { measure } from '../../bench/lib/load.mjs';
import { renderReport } from '../../bench/lib/report.mjs';
import { freePort } from '../../scripts/lib/run.mjs';

const quick = { duration: 2, connections: 4 };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-smoke-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Starts the bare reference server on the test database with one route; answers its URL and a stop(). */
async function bareServer(route: Record<string, unknown>) {
  const routes = path.join(work, 'routes.json');
  fs.writeFileSync(routes, JSON.stringify([route]));
  const port = await freePort();
  const child = fork(
    path.resolve(__dirname, '../../bench/lib/bare-server.mjs'),
    [String(port), routes, path.join(inject('dataDir'), 'portal.db')],
    // Not the test worker's flags: they resolve @portal/domain to its TypeScript source, which plain Node cannot load.
    { stdio: 'ignore', execArgv: [] },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

describe('bench harness', () => {
  it('loads a Strapi route with autocannon and counts answers by status', async () => {
    const ok = await measure({ url: `${inject('baseUrl')}/api/country/list` }, quick);
    expect(ok.median.rps).toBeGreaterThan(0);
    expect(ok.median.errors).toBe(0);
    expect(ok.median.unexpected).toBe(0);
    expect(ok.runs[0].statusCounts['200']).toBeGreaterThan(0);
    // A status other than the expected one is counted, so a broken target cannot pass as fast.
    const wrong = await measure({ url: `${inject('baseUrl')}/api/country/list`, expect: [304] }, { ...quick, duration: 1 });
    expect(wrong.median.unexpected).toBeGreaterThan(0);
  });

  it('offers a fixed rate evenly spaced and counts a stall against every request due during it', async () => {
    const run = await measure({ url: `${inject('baseUrl')}/api/country/list` }, { ...quick, rate: 50 });
    expect(run.median.rps).toBeGreaterThan(40);
    expect(run.median.rps).toBeLessThanOrEqual(55);
    expect(run.runs[0].statusCounts['200']).toBe(100);
    // A server that stalls 300 ms once: the requests due during the stall wait for it, so the p99 shows it (a
    // generator timing each request from when it left would hide the wait behind the one slow answer).
    let stalled = false;
    const server = http.createServer((_req, res) => {
      if (!stalled) {
        stalled = true;
        const end = Date.now() + 300;
        while (Date.now() < end);
      }
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const stall = await measure({ url: `http://127.0.0.1:${port}/` }, { duration: 2, connections: 4, rate: 100 });
      expect(stall.median.p99).toBeGreaterThan(200);
      expect(stall.median.p50).toBeLessThan(50);
    } finally {
      server.close();
    }
  });

  it('answers the same JSON from the same SQLite file on the bare node:http reference', async () => {
    const body = JSON.stringify({ data: { items: [{ pk: 1 }] } });
    const bare = await bareServer({ path: '/countries', queries: [{ sql: 'select pk, code from countries limit 50', params: [] }], body });
    try {
      expect(await (await fetch(`${bare.url}/countries`)).text()).toBe(body);
      const run = await measure({ url: `${bare.url}/countries` }, quick);
      expect(run.median.rps).toBeGreaterThan(0);
      expect(run.median.unexpected + run.median.errors).toBe(0);
    } finally {
      bare.stop();
    }
  });

  it('renders the measured figures and budget verdicts into BENCHMARKS.md', async () => {
    const floor = await measure({ url: `${inject('baseUrl')}/_health`, expect: [204] }, { ...quick, duration: 1 });
    const account = { ...floor, median: { ...floor.median, p99: 80 } };
    const report = renderReport({
      command: 'smoke',
      file: 'smoke.json',
      finishedAt: 'now',
      minutes: 0,
      machine: { cores: 2, cpu: 'cpu', memoryGb: 1, node: process.version, loadAverage: [0, 0, 0] },
      config: { connections: 4, duration: 1, warmup: 0, repeats: 1, rateDuration: 1, lighthouseRuns: 1 },
      dataSet: 'test',
      api: {
        skipped: { meetings: 'POST /api/meeting/list answered 404' },
        targets: {
          floor: { label: 'floor', path: '/_health', reference: true, saturation: floor },
          account: { label: 'account show', path: '/x', rest: 'floor', p99Budget: 50, saturation: floor, fixed: { rate: 200, ...account } },
        },
      },
    });
    expect(report).toContain(`| ${floor.median.rps} |`);
    expect(report).toContain('account show: p99 < 50 ms at 200 req/s | 80.0 ms | **does not hold**');
    expect(report).toContain('- skipped: POST /api/meeting/list answered 404');
  });
});

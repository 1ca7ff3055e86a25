#!/usr/bin/env node
// Issue 20's two API budgets for search, measured on a data folder that already has the content (for example the
// one `BENCH_KEEP_DATA=1 npm run bench:api` leaves at 10x): the search's saturation against Strapi's floor
// (GET /_health), the two interleaved run by run so that a burst of load from elsewhere on a shared machine hits
// both alike, and the search's tail latency at 100 req/s (with the floor's at the same rate beside it). Beside the rates it reports the Strapi process's CPU time
// per request (Linux /proc): on a busy shared machine the rates say how much CPU the process was given, the CPU time
// per request what a request costs; the floor's over the search's is the saturation ratio of an idle machine.
//   PORTAL_DATA_DIR=/tmp/x10 node bench/search-load.mjs [repeats=3]   (BENCH_DURATION, BENCH_CONNECTIONS, BENCH_PORT)
import os from 'node:os';
import { ensureCmsBuilt } from '../scripts/lib/cms-build.mjs';
import { startStrapi } from '../scripts/lib/strapi-process.mjs';
import { measure } from './lib/load.mjs';
import { cpuSeconds } from './lib/rss.mjs';

const repeats = Number(process.argv[2] || 3);
const duration = Number(process.env.BENCH_DURATION || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const port = Number(process.env.BENCH_PORT || 1380);
await ensureCmsBuilt();
const server = await startStrapi({ port, env: process.env, quiet: true });
const targets = {
  floor: { url: `${server.url}/_health`, expect: [204] },
  search: { url: `${server.url}/api/product/search`, method: 'POST', body: { searchText: 'head lamp' } },
};

/** CPU time (user + system) the Strapi process has used so far, in ms. */
const cpuMs = () => (cpuSeconds(server.child.pid) ?? 0) * 1000;

/** One measured run, with the CPU time per answered request. */
async function run(target, options) {
  const before = cpuMs();
  let total = 0;
  const result = await measure(target, { ...options, onRun: (r) => (total += r.requests.total) });
  return { ...result.median, cpuMsPerRequest: (cpuMs() - before) / Math.max(1, total) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  for (const key of ['floor', 'search']) await measure(targets[key], { duration: 3, connections }); // warm-up
  const runs = { floor: [], search: [], fixed: [], floorFixed: [] };
  for (let i = 0; i < repeats; i++) {
    for (const key of ['floor', 'search']) runs[key].push(await run(targets[key], { duration, connections }));
    runs.fixed.push(await run(targets.search, { duration, connections: 10, rate: 100 }));
    // The floor at the same rate: how much of the search's tail the machine itself adds.
    runs.floorFixed.push(await run(targets.floor, { duration, connections: 10, rate: 100 }));
  }
  const rows = Object.entries(runs).flatMap(([key, list]) =>
    list.map((r, i) => ({
      run: `${key} ${i + 1}`,
      rps: r.rps,
      p50: r.p50,
      p99: r.p99,
      errors: r.errors + r.unexpected,
      cpuMsPerRequest: +r.cpuMsPerRequest.toFixed(3),
      load: r.loadAverage,
    })),
  );
  console.table(rows);
  const [floor, search] = [median(runs.floor.map((r) => r.rps)), median(runs.search.map((r) => r.rps))];
  const [floorCpu, searchCpu] = [median(runs.floor.map((r) => r.cpuMsPerRequest)), median(runs.search.map((r) => r.cpuMsPerRequest))];
  console.log(`rates: search ${search} req/s, floor ${floor} req/s = ${(search / floor).toFixed(2)}x (budget >= 0.5x)`);
  console.log(
    `CPU per request: search ${searchCpu.toFixed(3)} ms, floor ${floorCpu.toFixed(3)} ms = ${(floorCpu / searchCpu).toFixed(2)}x`,
  );
  console.log(
    `p99 at 100 req/s: search ${median(runs.fixed.map((r) => r.p99))} ms (budget < 30 ms), floor ${median(runs.floorFixed.map((r) => r.p99))} ms`,
  );
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
} finally {
  await server.stop();
}

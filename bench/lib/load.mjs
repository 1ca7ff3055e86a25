// Load generation: saturation runs at N connections with autocannon (used as a library) and fixed-rate runs for tail
// latency with requests evenly spaced in time (paced.mjs), each repeated and summarised by the median, so one noisy
// run on a shared machine does not decide.
import os from 'node:os';
import autocannon from 'autocannon';
import { paced } from './paced.mjs';

/** One run: saturation through autocannon, a fixed offered rate through the paced generator (paced.mjs). */
function cannon(options, expect = [200]) {
  if (options.overallRate)
    return paced(options, { rate: options.overallRate, duration: options.duration, connections: options.connections, expect });
  return new Promise((resolve, reject) => {
    autocannon({ timeout: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The figures a table shows for one run: throughput, latency, and answers other than the expected status. */
function summarise(result, expect = [200]) {
  const counts = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  const expected = expect.reduce((n, code) => n + (counts[code] ?? 0), 0);
  const answered = Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    unexpected: answered - expected,
    errors: result.errors + result.timeouts,
    statusCounts: counts,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The median of each figure over several run summaries (the errors are summed: one failed request counts). */
export function medianOf(runs) {
  return {
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    unexpected: runs.reduce((n, r) => n + r.unexpected, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    loadAverage: median(runs.map((r) => r.loadAverage ?? 0)),
    runs: runs.length,
  };
}

/** The autocannon options of a target ({ url, method, headers, body }). */
function requestOf(target) {
  return {
    url: target.url,
    method: target.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
  };
}

/**
 * Measures a target: a warm-up, then `repeats` runs of `duration` seconds at `connections` (saturation), or at a
 * fixed offered load when `rate` (requests/s over all connections) is given. `onRun` sees each raw result.
 * @param {any} target
 * @param {{ duration?: number, connections?: number, repeats?: number, warmup?: number, rate?: number, onRun?: (result: any) => void }} [options]
 */
export async function measure(target, { duration, connections, repeats = 1, warmup = 0, rate, onRun } = {}) {
  const request = requestOf(target);
  const expect = target.expect ?? [200];
  if (warmup > 0) await cannon({ ...request, connections, duration: warmup, ...(rate ? { overallRate: rate } : {}) }, expect);
  const runs = [];
  for (let i = 0; i < repeats; i++) {
    const result = await cannon({ ...request, connections, duration, ...(rate ? { overallRate: rate } : {}) }, expect);
    onRun?.(result);
    // The machine's 1-minute load average at the end of the run: how much else was running meanwhile.
    runs.push({ ...summarise(result, expect), loadAverage: Math.round(os.loadavg()[0] * 100) / 100 });
  }
  return { runs, median: medianOf(runs) };
}

// Fixed-rate load for tail latency: requests leave at evenly spaced times (an open loop, as wrk2 does), not in
// bursts. autocannon's `overallRate` gives each connection a per-second quota that it spends back to back at the start
// of every second, so "200 req/s" was 200 requests at once each second, and the p99 measured how long the server took
// to drain that burst (the Strapi floor itself: 88 ms at 200 req/s). Here request i is due at start + i / rate and
// its latency counts from that due time, so a slow answer also counts the wait it caused the requests due after it
// (no coordinated omission).
import http from 'node:http';
import * as hdr from 'hdr-histogram-js';

/**
 * Offers `rate` requests per second for `duration` seconds over at most `connections` keep-alive connections and
 * resolves with the figures of an autocannon result that `summarise` (load.mjs) reads; the latencies are those of the
 * answers with an `expect`ed status (the others are counted apart).
 * @param {{ url: string, method?: string, headers?: Record<string, string>, body?: string }} request
 * @param {{ rate: number, duration: number, connections?: number, timeoutMs?: number, expect?: number[] }} options
 */
export function paced(request, { rate, duration, connections = 50, timeoutMs = 10_000, expect = [200] }) {
  const url = new URL(request.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const histogram = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000, numberOfSignificantValueDigits: 3 });
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers = { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) };
  const total = Math.round(rate * duration);
  const statusCounts = new Map();
  let errors = 0;
  let timeouts = 0;
  let settled = 0;

  return new Promise((resolve) => {
    const start = performance.now();
    const finish = () => {
      agent.destroy();
      const elapsedS = (performance.now() - start) / 1000;
      const answered = [...statusCounts.values()].reduce((a, b) => a + b, 0);
      const result = {
        requests: { average: answered / elapsedS, total: answered },
        latency: { p50: histogram.getValueAtPercentile(50), p99: histogram.getValueAtPercentile(99), max: histogram.maxValue },
        statusCodeStats: Object.fromEntries([...statusCounts].map(([code, count]) => [code, { count }])),
        errors,
        timeouts,
      };
      histogram.destroy();
      resolve(result);
    };
    const settle = () => ++settled === total && finish();

    const send = (dueAt) => {
      const req = http.request(
        { agent, hostname: url.hostname, port: url.port, path: url.pathname + url.search, method: request.method ?? 'GET', headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            statusCounts.set(res.statusCode, (statusCounts.get(res.statusCode) ?? 0) + 1);
            if (expect.includes(res.statusCode)) histogram.recordValue(Math.max(1, Math.round(performance.now() - dueAt)));
            settle();
          });
        },
      );
      req.setTimeout(timeoutMs, () => {
        timeouts += 1;
        req.destroy(new Error('timeout'));
      });
      req.on('error', (error) => {
        if (error.message !== 'timeout') errors += 1;
        settle();
      });
      req.end(body);
    };

    // Sends every request that is due, then sleeps until the next one is (timers fire late, never early: a late
    // tick sends the requests it missed at once, and their latency still counts from when they were due).
    let sent = 0;
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) send(start + (sent++ * 1000) / rate);
      if (sent < total) setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
    };
    if (total === 0) finish();
    else tick();
  });
}

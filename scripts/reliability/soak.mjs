#!/usr/bin/env node
// Part 4 of RELIABILITY.md: N signed-in members poll /api/notification/list every `interval` seconds for `minutes`
// minutes, as the bell does (If-None-Match with the last ETag; 304 when nothing changed), over loopback, with a
// bounded number of connections. Zero errors, p99 per minute stable, server memory flat.
// Usage: node scripts/reliability/soak.mjs [--members 2000] [--interval 10] [--minutes 10] [--connections 64]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { here, newDataDir, percentile, freePort, report, rssMb, runNode, serverEnv, start } from './lib.mjs';

const { values: opts } = parseArgs({
  options: {
    members: { type: 'string', default: '2000' },
    interval: { type: 'string', default: '10' },
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
  },
});
const MEMBERS = Number(opts.members);
const INTERVAL_MS = Number(opts.interval) * 1000;
const DURATION_MS = Number(opts.minutes) * 60_000;

const dataDir = newDataDir('soak');
const port = await freePort();
// First start seeds the database; the members are then created in-process while no server runs.
await (await start(dataDir, port)).stop();
const tokensFile = path.join(dataDir, 'soak-members.json');
await runNode(path.join(here, 'soak-members.mjs'), [String(MEMBERS), tokensFile], serverEnv(dataDir));
const members = JSON.parse(fs.readFileSync(tokensFile, 'utf8')).map((m) => ({ ...m, etag: null }));
const server = await start(dataDir, port);
console.log(`[soak] ${MEMBERS} members polling every ${INTERVAL_MS / 1000} s for ${DURATION_MS / 60_000} min on ${server.url}`);

const agent = new http.Agent({ keepAlive: true, maxSockets: Number(opts.connections) });
function poll(member) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      `${server.url}/api/notification/list`,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'X-SITE-LANG': 'ENG',
          'X-ACCESS-TOKEN': member.accessToken,
          'X-SESSION-TOKEN': member.sessionToken,
          ...(member.etag ? { 'If-None-Match': member.etag } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          if (res.headers.etag) member.etag = res.headers.etag;
          resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 });
        });
      },
    );
    req.on('error', (e) =>
      resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6, error: e.code ?? e.message, reused: req.reusedSocket }),
    );
    req.end('{}');
  });
}

/**
 * One bell poll as a browser makes it: a request that fails on a kept-alive connection the server had just closed
 * (idle timeout) is sent again once on a new connection, as browsers do. Counted separately; a second failure, or
 * any failure on a fresh connection, is an error.
 */
let retriedResets = 0;
async function bellPoll(member) {
  const first = await poll(member);
  if (first.status !== 0 || !first.reused) return first;
  retriedResets++;
  const again = await poll(member);
  return { ...again, ms: again.ms + first.ms };
}

const minutes = [];
let current = { latencies: [], statuses: {}, errors: 0 };
const memory = [];
const soakStart = Date.now();
const sampler = setInterval(() => memory.push({ s: Math.round((Date.now() - soakStart) / 1000), rssMb: rssMb(server.child.pid) }), 10_000);
function roll() {
  const sorted = current.latencies.sort((a, b) => a - b);
  minutes.push({
    minute: minutes.length + 1,
    requests: sorted.length,
    statuses: current.statuses,
    errors: current.errors,
    ...(current.errorKinds ? { errorKinds: current.errorKinds } : {}),
    p50: +percentile(sorted, 50).toFixed(1),
    p99: +percentile(sorted, 99).toFixed(1),
    max: +(sorted.at(-1) ?? NaN).toFixed(1),
    rssMb: rssMb(server.child.pid),
  });
  console.log(`[soak] ${JSON.stringify(minutes.at(-1))}`);
  current = { latencies: [], statuses: {}, errors: 0 };
}
const roller = setInterval(roll, 60_000);

// Each member polls on its own 10-second clock, offset at random so the load is spread as real bells spread it.
await Promise.all(
  members.map(async (member) => {
    await new Promise((r) => setTimeout(r, Math.random() * INTERVAL_MS));
    while (Date.now() - soakStart < DURATION_MS) {
      const next = Date.now() + INTERVAL_MS;
      const result = await bellPoll(member);
      current.latencies.push(result.ms);
      current.statuses[result.status] = (current.statuses[result.status] ?? 0) + 1;
      if (result.status !== 200 && result.status !== 304) {
        current.errors++;
        (current.errorKinds ??= {})[result.error ?? `status ${result.status}`] =
          (current.errorKinds[result.error ?? `status ${result.status}`] ?? 0) + 1;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
    }
  }),
);
clearInterval(sampler);
clearInterval(roller);
if (current.latencies.length) roll(); // the last, partial minute
agent.destroy();
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const full = minutes.filter((m) => m.requests > 0);
const errors = full.reduce((n, m) => n + m.errors, 0);
const requests = full.reduce((n, m) => n + m.requests, 0);
// Minute 1 includes the warm-up (every member's first, full poll); a last partial minute has too few polls to judge.
const expectedPerMinute = (MEMBERS * 60_000) / INTERVAL_MS;
const judged = full.slice(full.length > 1 ? 1 : 0).filter((m) => m.requests >= expectedPerMinute / 2);
const p99s = (judged.length ? judged : full).map((m) => m.p99);
const rss = memory.map((m) => m.rssMb).filter(Number.isFinite);
// Flat: after the first quarter (warm-up: caches, JIT, connection pool), the last third's peak stays within 15 %
// of the second quarter's peak. Falling memory (a collection) is fine; only growth counts.
const third = Math.max(1, Math.floor(rss.length / 3));
const early = rss.slice(Math.floor(rss.length / 4), Math.floor(rss.length / 4) + third);
const late = rss.slice(-third);
const figures = {
  members: MEMBERS,
  intervalSeconds: INTERVAL_MS / 1000,
  minutes: DURATION_MS / 60_000,
  connections: Number(opts.connections),
  requests,
  errors,
  retriedResets,
  perMinute: minutes,
  p99FirstLastMs: [p99s[0], p99s.at(-1)],
  p99MaxMs: Math.max(...p99s),
  memoryMb: memory,
  rssPeakEarlyLateMb: [Math.max(...early), Math.max(...late)],
};
report('soak', figures);
// Stable: no minute's p99 over 3x the median minute's p99 (and under 1 s).
const medianP99 = [...p99s].sort((a, b) => a - b)[Math.floor(p99s.length / 2)];
const stable = p99s.every((p) => p <= Math.max(3 * medianP99, 50) && p < 1000);
const flat = Math.max(...late) <= Math.max(...early) * 1.15;
const ok = errors === 0 && stable && flat && requests > 0;
console.log(`[soak] errors ${errors}, p99 stable ${stable}, memory flat ${flat}: ${ok ? 'PASS' : 'FAIL'}`);
process.exit(ok ? 0 : 1);

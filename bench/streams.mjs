#!/usr/bin/env node
// Issue 31 item 1's budgets for the bell's stream (docs/architecture.md#push-to-members): BENCH_STREAMS (2,000) open
// streams on one process, the process's RSS before and with them, and how long a member's change takes to reach
// every stream of that member while BENCH_RATE (200) changes a second are made (a member reading one notification
// each: every read moves the member's stamp, as a manager's action does). A change's delivery time runs from the
// moment its call was due (an open loop: a slow answer also delays the ones due after it) to the event's arrival.
//   node bench/streams.mjs   (BENCH_STREAMS, BENCH_MEMBERS=50, BENCH_RATE, BENCH_DURATION=10 s, BENCH_PORT;
//                             DATABASE_URL for PostgreSQL, or BENCH_POSTGRES=1 for a throwaway cluster of Debian's
//                             server; BENCH_SECOND=1: the streams on a second process, so every event crosses
//                             processes through LISTEN/NOTIFY)
// A fresh data folder is seeded at the first start (PICTURE_CACHE_DIR speeds that up).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createParser } from 'eventsource-parser';
import * as hdr from 'hdr-histogram-js';
import { ensureCmsBuilt } from '../scripts/lib/cms-build.mjs';
import { startStrapi } from '../scripts/lib/strapi-process.mjs';
import { freePort } from '../scripts/lib/run.mjs';
import { startPostgres } from '../scripts/reliability/postgres.mjs';
import { call, seedChild, signedInMember } from './lib/dataset.mjs';
import { connectInspector, inspectOptions } from './lib/inspector.mjs';
import { rssMb } from './lib/rss.mjs';

const streams = Number(process.env.BENCH_STREAMS || 2000);
const memberCount = Number(process.env.BENCH_MEMBERS || 50);
const rate = Number(process.env.BENCH_RATE || 200);
const duration = Number(process.env.BENCH_DURATION || 10);
const second = process.env.BENCH_SECOND === '1';
const actions = Math.round(rate * duration);
const perMember = Math.ceil(actions / memberCount);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-streams-'));
const env = {
  ...process.env,
  PORTAL_DATA_DIR: dataDir,
  PORTAL_ADMIN_EMAIL: 'admin@bench.local',
  PORTAL_ADMIN_PASSWORD: 'Bench!pass1234',
  PORTAL_SITE_BUILDS: 'off',
  // Each bench member signs up from an address of its own (X-Forwarded-For through one trusted hop), as in the
  // tests: fifty sign-ups from one address would meet the sign-up limit.
  TRUSTED_PROXIES: '1',
};
const log = (line) => console.log(`[streams] ${line}`);
const postgres = process.env.BENCH_POSTGRES === '1' ? startPostgres(await freePort()) : undefined;
if (postgres) {
  postgres.createDatabase('streams');
  env.DATABASE_URL = postgres.url('streams');
}

/** One member's stream over node:http, its change events' arrival times kept in order. */
function openStream(base, member, agent) {
  return new Promise((resolve, reject) => {
    const arrivals = [];
    const parser = createParser({ onEvent: (event) => event.event === 'change' && arrivals.push(performance.now()) });
    const req = http.get(
      `${base}/api/notification/stream`,
      {
        agent,
        headers: {
          Accept: 'text/event-stream',
          'X-SITE-LANG': 'ENG',
          'X-ACCESS-TOKEN': member.accessToken,
          'X-SESSION-TOKEN': member.sessionToken,
        },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (chunk) => parser.feed(chunk));
        // Resolved once the first event (the current stamp) is in: the stream is subscribed by then.
        const ready = setInterval(() => {
          if (!arrivals.length) return;
          clearInterval(ready);
          arrivals.length = 0;
          resolve({ member, arrivals, close: () => req.destroy() });
        }, 20);
      },
    );
    req.on('error', reject);
  });
}

const percentile = (histogram, p) => Math.round(histogram.getValueAtPercentile(p));
const round1 = (n) => Math.round(n * 10) / 10;

await ensureCmsBuilt();
// The streams' process opens its inspector, so its memory is read after a full collection (lib/inspector.mjs).
const inspectPort = await freePort();
const inspectEnv = { ...env, NODE_OPTIONS: inspectOptions(env, inspectPort) };
const server = await startStrapi({
  port: Number(process.env.BENCH_PORT || 0) || (await freePort()),
  env: second ? env : inspectEnv,
  quiet: true,
});
const streamServer = second ? await startStrapi({ port: await freePort(), env: inspectEnv, quiet: true }) : server;
const inspector = await connectInspector(inspectPort);
/** The stream process's heap in use and RSS, after a full collection. */
const memory = async () => {
  const heap = await inspector.settled();
  return { heap, rss: rssMb(streamServer.child.pid) };
};
try {
  log(`${memberCount} members, ${perMember} unread notifications each, on ${env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`);
  const members = [];
  for (let i = 0; i < memberCount; i++) members.push(await signedInMember(server.url, env));
  await seedChild(env, 'notify-many', perMember + 1, members.map((m) => m.id).join(','));
  const unread = await Promise.all(
    members.map(async (m) => {
      const list = await call(server.url, '/api/notification/list', { headers: m.headers });
      return list.body.data.notifications.filter((n) => !n.read).map((n) => n.pk);
    }),
  );

  await new Promise((r) => setTimeout(r, 2000));
  const idle = await memory();
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const opened = [];
  const openStarted = performance.now();
  for (let i = 0; i < streams; i += 100) {
    const batch = [];
    for (let j = i; j < Math.min(streams, i + 100); j++) batch.push(openStream(streamServer.url, members[j % memberCount], agent));
    opened.push(...(await Promise.all(batch)));
  }
  const openSeconds = (performance.now() - openStarted) / 1000;
  await new Promise((r) => setTimeout(r, 2000));
  const open = await memory();
  log(
    `${opened.length} streams open in ${openSeconds.toFixed(1)} s; RSS ${idle.rss} MB before, ${open.rss} MB with them (heap ${idle.heap} → ${open.heap} MB)`,
  );

  // The changes: action i is due at start + i / rate, by member i % members, reading that member's next notification.
  /** Per member, in order: when each change was due and when its call answered. */
  const byMember = members.map(() => []);
  const callAgent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  let failed = 0;
  const start = performance.now() + 200;
  await new Promise((resolve) => {
    let settled = 0;
    for (let i = 0; i < actions; i++) {
      const m = i % memberCount;
      const pk = unread[m].shift();
      const dueAt = start + (i * 1000) / rate;
      const change = { dueAt, answeredAt: 0 };
      byMember[m].push(change);
      setTimeout(
        () => {
          const body = JSON.stringify({ notificationPks: [pk] });
          const req = http.request(
            `${server.url}/api/notification/read`,
            {
              method: 'POST',
              agent: callAgent,
              headers: { ...members[m].headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
            },
            (res) => {
              res.resume();
              res.on('end', () => {
                change.answeredAt = performance.now();
                if (res.statusCode !== 200) failed++;
                if (++settled === actions) resolve();
              });
            },
          );
          req.on('error', () => {
            failed++;
            if (++settled === actions) resolve();
          });
          req.end(body);
        },
        Math.max(0, dueAt - performance.now()),
      );
    }
  });
  // Stragglers: every event has at most a few seconds more to arrive.
  await new Promise((r) => setTimeout(r, 3000));
  const after = await memory();

  const newHistogram = () => hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000, numberOfSignificantValueDigits: 3 });
  // Delivery: from the change's due time to the event; the call: due time to its answer; the push alone: from the
  // answer (the change committed) to the event.
  const [histogram, callHistogram, pushHistogram] = [newHistogram(), newHistogram(), newHistogram()];
  for (const changes of byMember) for (const c of changes) callHistogram.recordValue(Math.max(1, c.answeredAt - c.dueAt));
  let missing = 0;
  for (const stream of opened) {
    const changes = byMember[members.indexOf(stream.member)];
    // Each read moves the stamp once, in order: the k-th event answers the member's k-th change.
    changes.forEach((c, k) => {
      const at = stream.arrivals[k];
      if (at === undefined) return void missing++;
      histogram.recordValue(Math.max(1, at - c.dueAt));
      pushHistogram.recordValue(Math.max(1, at - c.answeredAt));
    });
  }
  const summary = (h) => ({ p50: percentile(h, 50), p95: percentile(h, 95), p99: percentile(h, 99), max: Math.round(h.maxValue) });
  const figures = {
    database: env.DATABASE_URL ? 'postgres' : 'sqlite',
    processes: second ? 2 : 1,
    streams: opened.length,
    members: memberCount,
    changesPerSecond: rate,
    changes: actions,
    failedChanges: failed,
    deliveries: histogram.totalCount,
    missingDeliveries: missing,
    deliveryMs: summary(histogram),
    changeCallMs: summary(callHistogram),
    pushAfterAnswerMs: summary(pushHistogram),
    // After a full collection each: idle, with the streams open, after the changes; the streams' own cost is the
    // growth from idle to open (issue 31's budget: at most 150 MB of RSS for 2,000 streams).
    rssMb: { idle: idle.rss, withStreams: open.rss, afterChanges: after.rss, streamsGrowth: round1(open.rss - idle.rss) },
    heapMb: { idle: idle.heap, withStreams: open.heap, afterChanges: after.heap, streamsGrowth: round1(open.heap - idle.heap) },
    loadAverage: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
  for (const h of [histogram, callHistogram, pushHistogram]) h.destroy();
  console.log(JSON.stringify(figures, null, 2));
  for (const stream of opened) stream.close();
  agent.destroy();
  callAgent.destroy();
} finally {
  inspector.close();
  if (second) await streamServer.stop();
  await server.stop();
  postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

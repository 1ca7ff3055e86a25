// The API section: saturation (N connections) and fixed-rate runs of every target against the running portal and
// the bare node:http server, with the server's RSS idle, under the load and after it.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiTargets } from './api-targets.mjs';
import { writerFixtures } from './extras.mjs';
import { call, restToken, seedChild, signedInMember } from './dataset.mjs';
import { measure, medianOf } from './load.mjs';
import { cpuSeconds, rssMb, sampleRss } from './rss.mjs';

/** Besides the reads, what a scale run measures at each size (issue 31): the poll, search, and the floor as the machine's tail. */
const SCALE_KEYS = ['poll', 'search', 'floor'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the server process is idle again: under 10 % of a core over half a second (at most `timeoutMs`). The
 * load generator stops at the end of a run, but the server still works through what it had already received: after
 * Strapi's REST find with populate (seconds per request at saturation) that backlog took 5-7 s of CPU and fell into
 * the next target's run as a stall (2026-11-26: the notification list at 805 req/s with a 7.2 s maximum, against
 * 2,246 when measured first). Its health check answers fast meanwhile (the backlog yields between queries), so only
 * the process's CPU time tells.
 */
async function drained(pid, { timeoutMs = 30_000, windowMs = 500 } = {}) {
  for (const end = Date.now() + timeoutMs; Date.now() < end;) {
    const before = cpuSeconds(pid);
    await sleep(windowMs);
    const after = cpuSeconds(pid);
    if (before === null || after === null || after - before < (windowMs / 1000) * 0.1) return;
  }
}

/** Starts the bare server on `port` with the routes of the targets; answers its base URL and a stop(). */
async function startBare(port, routes, dbFile, workDir) {
  const routesFile = path.join(workDir, 'bare-routes.json');
  fs.writeFileSync(routesFile, JSON.stringify(routes));
  const child = fork(path.join(import.meta.dirname, 'bare-server.mjs'), [String(port), routesFile, dbFile], { stdio: 'inherit' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/**
 * Runs the API section against `base` (the portal, Strapi process `pid`) and answers the raw results.
 * `seed` makes the data set: the member, 200 notifications, and meetings/inquiries where their calls exist.
 */
export async function benchApi({ base, pid, env, secrets, config, workDir, log, seedExtras }) {
  log('[api] data set: a signed-in member with 200 notifications');
  const member = await signedInMember(base, env);
  await seedChild(env, 'notify', member.id, config.notifications);
  const extras = seedExtras ? await seedExtras(base, member, log) : {};
  log('[api] data set: a second member for the writes');
  const writer = await writerFixtures(base, env, await signedInMember(base, env));
  const { token } = await restToken(base, secrets);
  const targets = (await apiTargets(base, member, writer, token)).filter(
    (t) =>
      (t.reference || !config.targets || config.targets.includes(t.key)) &&
      (!config.scale || (t.rate && (t.read || SCALE_KEYS.includes(t.key)))),
  );

  // A target whose call does not exist yet (404/405) is skipped with a line saying so.
  const skipped = {};
  for (const t of targets) {
    const probe = await call(base, t.path, { method: t.method ?? 'GET', headers: t.headers, body: t.body });
    const expect = t.expect ?? [200];
    if (probe.status === 404 || probe.status === 405)
      skipped[t.key] = `${t.method ?? 'GET'} ${t.path} answered ${probe.status}: not built yet`;
    else if (!expect.includes(probe.status))
      throw new Error(`${t.key}: ${t.path} answered ${probe.status}: ${JSON.stringify(probe.body).slice(0, 300)}`);
    else t.capturedBody = typeof probe.body === 'string' ? probe.body : JSON.stringify(probe.body);
  }
  for (const reason of Object.values(skipped)) log(`[api] skipped: ${reason}`);
  const live = targets.filter((t) => !skipped[t.key]);

  // A scale run offers the fixed rates only: saturation and the bare twin answer another question (issue 18).
  const bare = config.scale
    ? { stop() {} }
    : await startBare(
        config.barePort,
        live.filter((t) => t.bare).map((t) => ({ path: `/${t.key}`, body: t.capturedBody, ...t.bare })),
        path.join(env.PORTAL_DATA_DIR, 'portal.db'),
        workDir,
      );
  const load = { connections: config.connections, duration: config.duration, warmup: config.warmup };
  const results = { member: { id: member.id, notifications: config.notifications }, extras, skipped, targets: {} };
  // Repetitions are the outer loop: each target's runs are spread over the whole section, so a burst of load from
  // elsewhere on a shared machine lands on every target alike instead of on one, and the medians stay comparable.
  const runs = Object.fromEntries(live.map((t) => [t.key, { saturation: [], fixed: [], bare: [] }]));
  try {
    await sleep(config.settleMs);
    const idle = rssMb(pid);
    const sampler = sampleRss(pid);
    for (let rep = 1; rep <= config.repeats; rep++) {
      for (const t of live) {
        const url = base + t.path;
        const first = rep === 1 ? load : { ...load, warmup: 0 };
        await drained(pid);
        if (!config.scale) {
          runs[t.key].saturation.push(...(await measure({ ...t, url }, first)).runs);
          await drained(pid);
        }
        if (t.rate)
          runs[t.key].fixed.push(...(await measure({ ...t, url }, { ...first, duration: config.rateDuration, rate: t.rate })).runs);
        if (t.bare && !config.scale) runs[t.key].bare.push(...(await measure({ ...t, url: `${bare.url}/${t.key}` }, first)).runs);
        const sat = runs[t.key].saturation.at(-1);
        const fixed = runs[t.key].fixed.at(-1);
        const bareRun = runs[t.key].bare.at(-1);
        const figures = [
          sat && `${sat.rps} req/s, p99 ${sat.p99} ms`,
          fixed && `at ${t.rate} req/s p99 ${fixed.p99} ms`,
          bareRun && `bare ${bareRun.rps} req/s`,
        ];
        log(`[api] ${rep}/${config.repeats} ${t.label}: ${figures.filter(Boolean).join('; ')}`);
      }
    }
    for (const t of live) {
      const r = runs[t.key];
      results.targets[t.key] = {
        label: t.label,
        path: t.path,
        reference: !!t.reference,
        read: !!t.read,
        write: !!t.write,
        rest: t.rest,
        p99Budget: t.p99Budget,
        ...(r.saturation.length ? { saturation: { runs: r.saturation, median: medianOf(r.saturation) } } : {}),
        ...(r.fixed.length ? { fixed: { rate: t.rate, runs: r.fixed, median: medianOf(r.fixed) } } : {}),
        ...(r.bare.length ? { bare: { runs: r.bare, median: medianOf(r.bare) } } : {}),
      };
    }
    const underLoad = sampler.stop();
    await sleep(config.afterMs);
    results.rss = {
      idle,
      underLoadPeak: underLoad.peak,
      underLoadMedian: underLoad.median,
      after: rssMb(pid),
      afterWaitS: config.afterMs / 1000,
    };
  } finally {
    bare.stop();
  }
  return results;
}

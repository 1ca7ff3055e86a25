// Part 5 of RELIABILITY.md, durable site builds (issue 19 item 2), called by scale-out.mjs or run alone
// (`node scripts/reliability/site-builds.mjs`). Two Strapi processes on one PostgreSQL database, each with its own
// data folder and one shared site folder (PORTAL_SITE_DIR), both builders, behind the round-robin proxy: a publish
// through the proxy is served by both once its build succeeds; then the process running a build is killed mid-build
// (SIGKILL), the other takes the build over after the lease and finishes it, and a publish made during the killed
// build is live on both afterwards (the killed process started again on its data folder).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { call, freePort, newDataDir, queryRows, roundRobin, runAlone, start } from './lib.mjs';
import { isAlive, queuedBuildPids } from '../../tests/support/build-processes.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const LEASE_SECONDS = 10;
const BANNERS = '/content-manager/collection-types/api::key-visual.key-visual';

/** Polls until `check` holds; answers the milliseconds it took, or throws after `timeoutMs`. */
async function until(check, timeoutMs, what) {
  const t = Date.now();
  while (Date.now() - t < timeoutMs) {
    if (await check()) return Date.now() - t;
    await sleep(200);
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
}

/** Whether an instance's Korean main page shows `text`. */
const serves = async (base, text) => {
  try {
    return (await (await fetch(`${base}/kr/main`)).text()).includes(text);
  } catch {
    return false;
  }
};

/**
 * The proof; answers the figures, `check(ok, what)` records each claim. `pg` is postgres.mjs's cluster.
 */
export async function proveSiteBuilds(pg, check, { database = 'portal_site' } = {}) {
  pg.createDatabase(database);
  const siteDir = newDataDir('site-shared');
  const dirs = [newDataDir('site-a'), newDataDir('site-b')];
  const env = {
    DATABASE_URL: pg.url(database),
    PORTAL_SITE_BUILDS: 'on',
    PORTAL_SITE_DIR: siteDir,
    SITE_BUILD_LEASE_SECONDS: String(LEASE_SECONDS),
    SITE_BUILD_DEBOUNCE_MS: '1000',
  };
  const rows = () =>
    queryRows(
      pg,
      database,
      `SELECT id, state, attempts, builder, reason, round(seconds, 1) AS seconds, pages FROM site_builds ORDER BY id`,
    );
  const stops = [];
  const figures = { leaseSeconds: LEASE_SECONDS };
  try {
    const servers = [await start(dirs[0], await freePort(), env)]; // seeds the empty database
    fs.copyFileSync(path.join(dirs[0], 'secrets.json'), path.join(dirs[1], 'secrets.json'));
    servers.push(await start(dirs[1], await freePort(), env));
    stops.push(() => Promise.all(servers.map((s) => s.stop())));
    const proxy = await roundRobin(servers.map((s) => s.url));
    stops.push(proxy.stop);
    const login = await call(proxy.url, '/admin/login', { body: { email: 'admin@test.local', password: 'Test!pass1234' } });
    const admin = { Authorization: `Bearer ${login.body.data.token}` };
    const banners = await call(proxy.url, `${BANNERS}?locale=ko&pageSize=50`, { method: 'GET', headers: admin });
    const banner = banners.body.results.find((d) => d.pk === 1).documentId;
    const publish = async (title) => {
      const res = await call(proxy.url, `${BANNERS}/${banner}/actions/publish?locale=ko`, { headers: admin, body: { title } });
      if (res.status !== 200) throw new Error(`publish answered ${res.status}`);
    };

    // 1. A publish through the proxy: built once, then served by both (each polled every 200 ms on its own).
    const first = `배너 ${Date.now().toString(36)}`;
    await publish(first);
    const servedAfter = await Promise.all(servers.map((s) => until(() => serves(s.url, first), 600_000, 'the first publish')));
    await until(() => rows().every((r) => ['SUCCEEDED', 'FAILED'].includes(r.state)), 60_000, 'the queue to empty');
    const viaProxy = await Promise.all(Array.from({ length: 6 }, () => serves(proxy.url, first)));
    figures.publish = {
      secondsToServedOnA: servedAfter[0] / 1000,
      secondsToServedOnB: servedAfter[1] / 1000,
      builds: rows(),
      viaProxyShowingIt: `${viaProxy.filter(Boolean).length} of 6`,
    };
    check(
      rows().length === 1 && rows()[0].state === 'SUCCEEDED',
      `a publish through the proxy is one build (${JSON.stringify(rows().map((r) => r.state))}), served by A after ${figures.publish.secondsToServedOnA} s and by B after ${figures.publish.secondsToServedOnB} s`,
    );
    check(viaProxy.every(Boolean), `six page requests through the proxy (both instances) show it: ${figures.publish.viaProxyShowingIt}`);

    // 2. The builder killed mid-build; a publish during that build; the other instance finishes. Without the
    // renderer the first build kept, this build is a full one, long enough to be killed in the middle (a content
    // build of the seed takes a few seconds: docs/architecture.md#content-builds).
    const before = rows().length;
    fs.rmSync(path.join(siteDir, 'renderer'), { recursive: true, force: true });
    await publish(`배너 죽음 ${Date.now().toString(36)}`);
    let running;
    await until(() => !!(running = rows().find((r) => r.state === 'RUNNING')), 60_000, 'a running build');
    await sleep(8000); // mid-build: Astro renders the pages
    const during = `배너 이후 ${Date.now().toString(36)}`;
    await publish(during);
    const killed = servers.findIndex((s) => String(s.child.pid) === running.builder.split(':').pop());
    const build = queuedBuildPids(servers[killed].child.pid);
    const stillRunning = rows().find((r) => r.id === running.id)?.state === 'RUNNING' && build.length === 1;
    servers[killed].child.kill('SIGKILL');
    const killedAt = Date.now();
    const survivor = servers[1 - killed];
    const orphans = await until(() => !build.some(isAlive), 10_000, 'the killed build to end').catch(() => null);
    await until(() => rows().find((r) => r.id === running.id)?.state === 'SUCCEEDED', 600_000, 'the takeover');
    const takeoverSeconds = Math.round((Date.now() - killedAt) / 100) / 10;
    await until(() => rows().every((r) => ['SUCCEEDED', 'FAILED'].includes(r.state)), 600_000, 'the queue to empty');
    const survivorServes = await serves(survivor.url, during);
    servers[killed] = await start(dirs[killed], await freePort(), env);
    const restartedServes = await until(() => serves(servers[killed].url, during), 5000, 'the restarted instance').catch(() => null);
    const ours = rows().slice(before);
    figures.killedBuilder = {
      killed: killed ? 'B' : 'A',
      killedWhileRunning: stillRunning,
      secondsFromKillToTakenOverBuildSucceeded: takeoverSeconds,
      secondsUntilNoBuildProcessLeft: orphans === null ? 'still running' : orphans / 1000,
      builds: ours,
      survivorServesPublishDuringKilledBuild: survivorServes,
      restartedServesIt: restartedServes !== null,
    };
    check(stillRunning, `the builder (${figures.killedBuilder.killed}) was killed while its build was RUNNING (its row, its process)`);
    check(orphans !== null, `its build process ended with it (${figures.killedBuilder.secondsUntilNoBuildProcessLeft} s)`);
    check(
      ours.length === 2 &&
        ours[0].state === 'SUCCEEDED' &&
        Number(ours[0].attempts) === 2 &&
        ours[0].builder !== running.builder &&
        ours[1].state === 'SUCCEEDED',
      `the other took the build over after the lease and finished it (${figures.killedBuilder.secondsFromKillToTakenOverBuildSucceeded} s after the kill); the publish during it was one more build: ${JSON.stringify(ours.map((r) => [r.state, r.attempts]))}`,
    );
    check(
      survivorServes && restartedServes !== null,
      'the publish made during the killed build is served by the survivor and by the restarted instance',
    );
    return figures;
  } finally {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => {});
    for (const dir of [siteDir, ...dirs]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await runAlone('site-builds', async (pg, check) => ({ siteBuilds: await proveSiteBuilds(pg, check) }));

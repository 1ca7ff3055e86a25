#!/usr/bin/env node
// Part 5 of RELIABILITY.md: the scale-out path. (1) The API test suite against PostgreSQL; (2) two Strapi processes
// on one PostgreSQL database behind a round-robin proxy: a session opened on one is valid (and its sign-out final)
// on the other, sign-in throttling counts attempts made on both (also 150 at once), and meeting reminders are sent once;
// (3) another pair sends mail through a real SMTP server that is down for 60 s during 50 registrations: every mail
// arrives afterwards, none twice; then EXPLAIN shows the hot queries' plans on PostgreSQL (mail-outage.mjs);
// (4) a third pair stores files in one bucket of a real S3-compatible server: an attachment uploaded through one
// process downloads through the other, byte for byte (object-storage.mjs); (5) a pair builds the site from one
// queue: a publish served by both, the builder killed mid-build (site-builds.mjs); (6) the caching proxy: nginx in
// front of an instance on PostgreSQL, 1,000 page views none of which reach it, a publish purged through the hook,
// members' API answers never cached (tests/api/edge-cache.test.ts, run here on PostgreSQL).
// Usage: node scripts/reliability/scale-out.mjs [--skip-api-suite] [--meetings 5]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { call, createMember, newDataDir, freePort, report, start } from './lib.mjs';
import { startPostgres } from './postgres.mjs';
import { runApiTestsOnPostgres } from './api-on-postgres.mjs';
import { proveMailOutage, queryPlans } from './mail-outage.mjs';
import { proveObjectStorage } from './object-storage.mjs';
import { proveSiteBuilds } from './site-builds.mjs';
import { meetingRequestBody } from '../../tests/support/kit-core.mjs';

const { values: opts } = parseArgs({
  options: { 'skip-api-suite': { type: 'boolean', default: false }, meetings: { type: 'string', default: '5' } },
});
const figures = { postgres: '', apiSuite: null, pair: {} };
const EDGE_CACHE_TEST = 'tests/api/edge-cache.test.ts';
const failures = [];
const check = (ok, what) => {
  console.log(`[scale-out] ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const pg = startPostgres(await freePort());
figures.postgres = pg.version;
const cleanups = [() => pg.stop()];
try {
  // (1) The API suite, unchanged, with DATABASE_URL set: its global setup starts Strapi on PostgreSQL.
  if (!opts['skip-api-suite']) {
    // bench-smoke checks the benchmark's bare SQLite reference server: SQLite by design, nothing to do with PostgreSQL.
    // edge-cache is part (6), run on its own below.
    const r = await runApiTestsOnPostgres(pg, 'portal_api', [
      'tests/api',
      '--exclude',
      'tests/api/bench-smoke.test.ts',
      '--exclude',
      EDGE_CACHE_TEST,
    ]);
    figures.apiSuite = r;
    check(
      r.exitCode === 0 && r.failed === 0 && r.passed > 0,
      `API suite on PostgreSQL: ${r.passed} passed, ${r.failed} failed in ${r.seconds} s`,
    );
  }

  // (2) Two processes, one database. The second gets the first one's secrets, as two instances of a deployment
  // share their environment (JWT secret, app keys).
  pg.createDatabase('portal_pair');
  const env = { DATABASE_URL: pg.url('portal_pair'), MEETING_REMINDER_CRON: '*/2 * * * * *' };
  const dirA = newDataDir('pair-a');
  const dirB = newDataDir('pair-b');
  cleanups.push(() => [dirA, dirB].forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  const a = await start(dirA, await freePort(), env); // seeds the empty database
  cleanups.unshift(() => a.stop());
  fs.copyFileSync(path.join(dirA, 'secrets.json'), path.join(dirB, 'secrets.json'));
  const b = await start(dirB, await freePort(), env);
  cleanups.unshift(() => b.stop());

  // The round-robin proxy: each request to the next instance; the client address passed on as X-Forwarded-For.
  const upstreams = [new URL(a.url), new URL(b.url)];
  const served = [0, 0];
  let turn = 0;
  const proxy = http.createServer((req, res) => {
    const i = turn++ % 2;
    served[i]++;
    const up = http.request(
      { host: upstreams[i].hostname, port: upstreams[i].port, method: req.method, path: req.url, headers: req.headers },
      (r) => {
        res.writeHead(r.statusCode, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  await new Promise((r) => proxy.listen(0, '127.0.0.1', r));
  cleanups.unshift(() => proxy.close());
  const via = `http://127.0.0.1:${proxy.address().port}`;
  console.log(`[scale-out] A ${a.url}, B ${b.url}, proxy ${via}`);

  // Sessions: signed in on A, valid on B; signed in on B, valid on A; a sign-out on one ends it on both.
  const member = await createMember(a.url, dirA, 'pair');
  const show = async (base, headers) => (await call(base, '/api/user/account/show', { headers })).status;
  check((await show(b.url, member.headers)) === 200, 'a session opened on A is valid on B');
  const onB = (await call(b.url, '/api/sign/in', { body: { email: member.email, password: member.password }, headers: member.headers }))
    .body.data;
  const bHeaders = { ...member.headers, 'X-ACCESS-TOKEN': onB.accessToken, 'X-SESSION-TOKEN': onB.sessionToken };
  check((await show(a.url, bHeaders)) === 200, 'a session opened on B is valid on A');
  const viaProxy = await Promise.all(Array.from({ length: 6 }, () => show(via, bHeaders)));
  check(
    viaProxy.every((s) => s === 200),
    `six calls through the proxy (both instances) all 200: ${viaProxy.join(',')}`,
  );
  await call(a.url, '/api/sign/out', { headers: bHeaders });
  check([401, 423].includes(await show(b.url, bHeaders)), 'a sign-out on A ends the session on B');
  figures.pair.sessions = 'A->B, B->A, sign-out A->B';

  // Throttling (docs/sign-in-limits.md): every counter is one row of the shared database, reserved by one atomic
  // statement, so the limits hold across both processes and under concurrency.
  const throttling = {};
  const signIn = (base, email, password, address) =>
    call(base, '/api/sign/in', { body: { email, password }, headers: { 'X-Forwarded-For': address } });
  const evaluated = (replies) => replies.filter((r) => r.status !== 429).length;
  const tally = (replies) => {
    const counts = {};
    for (const r of replies) counts[r.status] = (counts[r.status] ?? 0) + 1;
    return counts;
  };
  // Five wrong passwords from one address through the proxy (spread over both): that address is locked for the
  // account on A and on B, even with the right password; the member's own address is not.
  const victim = await createMember(a.url, dirA, 'thr');
  const wrong = [];
  for (let i = 0; i < 5; i++) wrong.push((await signIn(via, victim.email, 'wrong!pass9', '10.9.9.9')).status);
  const after = [];
  for (const base of [a.url, b.url]) after.push((await signIn(base, victim.email, victim.password, '10.9.9.9')).status);
  const own = (await call(b.url, '/api/sign/in', { body: { email: victim.email, password: victim.password }, headers: victim.headers }))
    .status;
  throttling.pairLock = { wrongAttempts: wrong, thenRightPasswordOnAandB: after, memberOwnAddress: own };
  check(
    wrong.every((s) => s === 422) && after.every((s) => s === 429) && own === 200,
    `five wrong from one address (${wrong.join(',')}) lock that address on A and B (${after.join(',')}); the member's own address signs in (${own})`,
  );
  // Races across both processes: 150 concurrent right passwords for one account from one address and from 150
  // addresses (limit 10 each), 150 wrong ones from one address (limit 5), 100 e-mails from one address (limit 30).
  const racer = await createMember(a.url, dirA, 'race');
  const oneAddress = await Promise.all(Array.from({ length: 150 }, () => signIn(via, racer.email, racer.password, '10.9.7.1')));
  const racer3 = await createMember(a.url, dirA, 'race');
  const wrongOneAddress = await Promise.all(Array.from({ length: 150 }, (_, i) => signIn(via, racer3.email, `wrong!pass${i}`, '10.9.7.2')));
  const racer2 = await createMember(a.url, dirA, 'race');
  const manyAddresses = await Promise.all(
    Array.from({ length: 150 }, (_, i) => signIn(via, racer2.email, racer2.password, `10.9.${100 + Math.floor(i / 200)}.${i % 200}`)),
  );
  const manyEmails = await Promise.all(
    Array.from({ length: 100 }, (_, i) => signIn(via, `nobody${i}.${Date.now().toString(36)}@example.com`, 'wrong!pass9', '10.9.6.1')),
  );
  throttling.concurrent = {
    oneAccountOneAddress: { requests: 150, limit: 10, answers: tally(oneAddress) },
    wrongPasswordsOneAccountOneAddress: { requests: 150, limit: 5, answers: tally(wrongOneAddress) },
    oneAccountManyAddresses: { requests: 150, limit: 10, answers: tally(manyAddresses) },
    oneAddressManyEmails: { requests: 100, limit: 30, answers: tally(manyEmails) },
  };
  for (const [name, replies, limit] of [
    ['150 right passwords, one account, one address', oneAddress, 10],
    ['150 wrong passwords, one account, one address', wrongOneAddress, 5],
    ['150 right passwords, one account, 150 addresses', manyAddresses, 10],
    ['100 e-mails, one address', manyEmails, 30],
  ])
    check(evaluated(replies) <= limit && evaluated(replies) > 0, `${name} over A and B: ${evaluated(replies)} evaluated (limit ${limit})`);
  figures.pair.throttling = throttling;

  // Reminders: reserved meetings starting within the hour; both processes run the reminder schedule every 2 s.
  const meetings = [];
  const hasMeetings = (await call(via, '/api/meeting/list', { body: {}, headers: member.headers })).status !== 404;
  if (hasMeetings) {
    const owner = await createMember(a.url, dirA, 'rem');
    const lookup = async (p, parentCode) =>
      (await call(via, `/api/meeting/${p}`, { body: { parentCode }, headers: owner.headers })).body.data;
    let choice;
    for (const top of (await lookup('productCategoryList', 0)).categories) {
      for (const sub of (await lookup('productCategoryList', top.pk)).categories) {
        const list = (await lookup('productList', sub.pk)).products;
        if (list.length && !choice) choice = { productCategoryPk1: top.pk, productCategoryPk2: sub.pk, productPk: list[0].pk };
      }
    }
    const login = await call(a.url, '/admin/login', { body: { email: 'admin@test.local', password: 'Test!pass1234' } });
    const admin = { Authorization: `Bearer ${login.body.data.token}` };
    const uid = 'api::meeting.meeting';
    for (let i = 0; i < Number(opts.meetings); i++) {
      const req = await call(via, '/api/meeting/edit', {
        headers: owner.headers,
        body: meetingRequestBody(choice, { title: `Reminder ${i}`, requestDescription: 'Reminder test.' }),
      });
      const pk = req.body.data.pk;
      const found = await call(via, `/content-manager/collection-types/${uid}?page=1&pageSize=10&filters[$and][0][id][$eq]=${pk}`, {
        method: 'GET',
        headers: admin,
      });
      const documentId = found.body.results[0].documentId;
      const saved = await call(via, `/content-manager/collection-types/${uid}/${documentId}`, {
        method: 'PUT',
        headers: admin,
        body: { meetingStatus: 'RESERVE', meetingAt: new Date(Date.now() + 30 * 60_000).toISOString() },
      });
      if (saved.status !== 200) throw new Error(`reserve failed: ${saved.status} ${JSON.stringify(saved.body)}`);
      meetings.push(pk);
    }
    await new Promise((r) => setTimeout(r, 12_000)); // six schedule runs on each process
    const notes = (await call(via, '/api/notification/list', { headers: owner.headers })).body.data.notifications;
    const counts = meetings.map(
      (pk) => notes.filter((n) => n.notificationData.type === 'ONE_HOUR_BEFORE_MEETING' && n.notificationData.meetingPk === pk).length,
    );
    figures.pair.reminders = { meetings: meetings.length, oneHourRemindersPerMeeting: counts };
    check(
      counts.every((c) => c === 1),
      `each of ${meetings.length} reserved meetings got exactly one hour reminder with two schedulers: ${counts.join(',')}`,
    );
  } else {
    figures.pair.reminders = 'meeting routes not present in this build';
  }
  figures.pair.requestsServedViaProxy = { a: served[0], b: served[1] };

  // (3) The mail outbox through an SMTP outage, and the query plans (issue 19 items 3 and 4).
  figures.mailOutage = await proveMailOutage(pg, check);
  figures.queryPlans = queryPlans(pg, check);

  // (4) Attachments and media in an S3-compatible bucket shared by both processes (issue 19 item 1).
  figures.objectStorage = await proveObjectStorage(pg, check);

  // (5) Site builds: a publish served by both, the builder killed mid-build and the build finished by the other.
  figures.siteBuilds = await proveSiteBuilds(pg, check);

  // (6) Page views at the edge (issue 31 item 2): the caching-proxy test on PostgreSQL (its own Strapi and nginx).
  // It builds its own site: the shared test server's is not needed.
  const edge = await runApiTestsOnPostgres(pg, 'portal_edge', [EDGE_CACHE_TEST], { TEST_SKIP_SITE: '1' });
  figures.edgeCache = edge;
  check(
    edge.exitCode === 0 && edge.failed === 0 && edge.passed > 0,
    `caching proxy on PostgreSQL: ${edge.passed} passed, ${edge.failed} failed in ${edge.seconds} s`,
  );
} catch (error) {
  failures.push(`error: ${error.message}`);
  console.error(error);
} finally {
  for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => {});
}
figures.failures = failures;
report('scale-out', figures);
console.log(failures.length ? '[scale-out] FAIL' : '[scale-out] PASS');
process.exit(failures.length ? 1 : 0);

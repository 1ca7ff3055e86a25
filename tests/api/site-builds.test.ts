/**
 * The site build queue across processes (docs/architecture.md#publishing-without-deploys): two Strapi processes on
 * one database and one site folder, both builders, on a data folder and a database of their own. The shared test
 * server is a builder too: on its database it would take these builds and build them into its own site folder,
 * which these two never serve (on PostgreSQL it did, issue 32); and its other publishes would mix into the counts.
 * A publish through either is built once and served by both; a build whose process is killed is taken over by the
 * other after the lease; publishes during a build are one more build.
 * Content builds (docs/architecture.md#content-builds): after a full build, a build of the same code renders the
 * pages from the kept renderer, file for file as a full build would.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStrapi } from '../../scripts/lib/strapi-process.mjs';
import { buildSite } from '../../scripts/lib/site-build.mjs';
import { freePort } from '../../scripts/lib/run.mjs';
import { adminSessionAt, type AdminFetch } from '../support/admin-api';
import { isAlive, queuedBuildPids } from '../support/build-processes.mjs';
import { ownData, type OwnData } from '../support/own-data';
import { until } from '../support/own-strapi';

const BANNERS = '/content-manager/collection-types/api::key-visual.key-visual';
const BUILDS = '/content-manager/collection-types/api::site-build.site-build?pageSize=100&sort=id:asc';
const LEASE_SECONDS = 6;

type Server = Awaited<ReturnType<typeof startStrapi>>;
interface Build {
  id: number;
  state: 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  reason: string;
  builder: string | null;
  attempts: number;
}

let env: Record<string, string>;
let own: OwnData | undefined;
const servers: Server[] = [];
const admins: AdminFetch[] = [];
let banner: string;

/** Which of the two servers holds a build (-1: a process outside this test, which must never happen). */
const holder = (build: Build) => servers.findIndex((s) => s.child.pid === Number(build.builder?.split(':').pop()));

const startOn = async () => startStrapi({ port: await freePort(), env, quiet: true });

const builds = async (admin = admins[0]): Promise<Build[]> => (await admin('GET', BUILDS)).body.results;
const idle = async (admin = admins[0]) => (await builds(admin)).every((b) => b.state === 'SUCCEEDED' || b.state === 'FAILED');
const serves = async (server: Server, text: string) => (await (await fetch(`${server.url}/kr/main`)).text()).includes(text);

/**
 * The next queued build is a full one, long enough to stop its process mid-build: a content build of the seed takes
 * a few seconds (docs/architecture.md#content-builds).
 */
const forgetRenderer = () => fs.rmSync(path.join(env.PORTAL_DATA_DIR, 'site', 'renderer'), { recursive: true, force: true });

/** Publishes the Korean main banner with a new title through one process's admin API. */
async function publish(admin: AdminFetch, title: string) {
  expect((await admin('POST', `${BANNERS}/${banner}/actions/publish?locale=ko`, { title })).status).toBe(200);
}

beforeAll(async () => {
  own = await ownData('builds');
  env = {
    ...inject('strapiEnv'),
    PORTAL_DATA_DIR: own.dataDir,
    // On SQLite the data folder holds the database; on PostgreSQL the suite's DATABASE_URL would be inherited.
    DATABASE_URL: own.databaseUrl ?? '',
    TMPDIR: os.tmpdir(),
    SITE_BUILD_LEASE_SECONDS: String(LEASE_SECONDS),
    SITE_BUILD_DEBOUNCE_MS: '1000',
  };
  // One after the other, as a deployment adds instances.
  servers.push(await startOn());
  servers.push(await startOn());
  for (const server of servers) admins.push(await adminSessionAt(server.url));
  const list = await admins[0]('GET', `${BANNERS}?locale=ko&pageSize=50`);
  banner = list.body.results.find((d: { pk: number }) => d.pk === 1).documentId;
}, 600_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  if (!process.env.KEEP_TEST_DATA) await own?.remove();
});

describe('site builds with two processes on one database', () => {
  it('a publish through one process is built once, by one of them, and served by both', async () => {
    const title = `배너 하나 ${Date.now().toString(36)}`;
    const started = Date.now();
    await publish(admins[1], title);
    await until(async () => (await serves(servers[0], title)) && (await serves(servers[1], title)), 300_000, 'both serving');
    console.log(`[site-builds] publish to served by both: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await until(idle, 60_000, 'the queue to empty');
    const all = await builds();
    expect(all.map((b) => [b.state, b.attempts])).toEqual([['SUCCEEDED', 1]]);
    expect(holder(all[0])).toBeGreaterThanOrEqual(0);
  }, 400_000);

  it('a killed builder: the other takes the build over after the lease; publishes during it are one more build', async () => {
    const before = (await builds()).length;
    forgetRenderer();
    const first = `배너 둘 ${Date.now().toString(36)}`;
    await publish(admins[0], first);
    let running: Build | undefined;
    await until(async () => !!(running = (await builds()).find((b) => b.state === 'RUNNING')), 60_000, 'a running build');
    // Mid-build: Astro is rendering; two more publishes wait for the next build.
    await new Promise((r) => setTimeout(r, 3000));
    const last = `배너 셋 ${Date.now().toString(36)}`;
    await publish(admins[1], `배너 셋 이전 ${Date.now().toString(36)}`);
    await publish(admins[0], last);
    const killed = holder(running!);
    expect(killed).toBeGreaterThanOrEqual(0);
    const pid = servers[killed].child.pid!;
    expect((await builds()).find((b) => b.id === running!.id)?.state).toBe('RUNNING');
    const build = queuedBuildPids(pid);
    expect(build).toHaveLength(1);
    servers[killed].child.kill('SIGKILL');
    const killedAt = Date.now();
    // Its build dies with it (the build's process group ends when the portal's pipe closes).
    await until(async () => !build.some(isAlive), 10_000, 'the killed build to end');
    servers[killed] = await startOn();
    admins[killed] = await adminSessionAt(servers[killed].url);

    await until(async () => (await builds()).find((b) => b.id === running!.id)?.state === 'SUCCEEDED', 300_000, 'the takeover');
    const takenOver = (await builds()).find((b) => b.id === running!.id)!;
    console.log(`[site-builds] kill to the taken-over build's success: ${((Date.now() - killedAt) / 1000).toFixed(1)} s`);
    expect(takenOver.attempts).toBe(2);
    expect(takenOver.builder).not.toBe(running!.builder);
    await until(idle, 300_000, 'the queue to empty');
    await until(async () => (await serves(servers[0], last)) && (await serves(servers[1], last)), 5000, 'both serving');
    // The killed build once (taken over), and one more build for the two publishes during it.
    const ours = (await builds()).slice(before);
    expect(ours.map((b) => [b.state, b.attempts])).toEqual([
      ['SUCCEEDED', 2],
      ['SUCCEEDED', 1],
    ]);
    expect(ours[1].reason).toBe('publish key-visual');
  }, 700_000);

  it('a builder stopped with SIGTERM gives its build back: the other builds it without waiting for the lease', async () => {
    const before = (await builds()).length;
    forgetRenderer();
    const title = `배너 넷 ${Date.now().toString(36)}`;
    await publish(admins[1], title);
    let running: Build | undefined;
    await until(async () => !!(running = (await builds()).find((b) => b.state === 'RUNNING')), 60_000, 'a running build');
    await new Promise((r) => setTimeout(r, 2000));
    const stopped = holder(running!);
    expect(stopped).toBeGreaterThanOrEqual(0);
    await servers[stopped].stop();
    const survivor = admins[1 - stopped];
    await until(() => idle(survivor), 300_000, 'the queue to empty');
    // Given back, its attempt is not counted: taken over after an expired lease, it would be its second.
    const ours = (await builds(survivor)).slice(before);
    expect(ours.map((b) => [b.state, b.attempts])).toEqual([['SUCCEEDED', 1]]);
    expect(ours[0].builder).not.toBe(running!.builder);
    expect(holder(ours[0])).toBe(1 - stopped);
    expect(await serves(servers[1 - stopped], title)).toBe(true);
  }, 400_000);
});

/**
 * A digest of every file of a build, served files and the preview handler (_preview/) apart. The handler's own folder
 * name is written as <build>. Two full builds differ in the handler (chunks holding their folder's path), never in
 * what is served.
 */
function filesOf(dir: string) {
  const served: Record<string, string> = {};
  const preview: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = path.relative(dir, file);
    const bytes = fs.readFileSync(file);
    const own = file.endsWith('.mjs') ? Buffer.from(bytes.toString('utf8').replaceAll(dir, '<build>')) : bytes;
    (name.startsWith('_preview/') ? preview : served)[name] = crypto.createHash('sha256').update(own).digest('hex');
  }
  return { served, preview };
}

describe('content builds', () => {
  let siteEnv: Record<string, string>;
  // The test above stopped one of the two servers.
  const live = () => servers.findIndex((s) => s.child.exitCode === null && s.child.signalCode === null);
  const cms = () => servers[live()].url;
  beforeAll(() => {
    // A site folder of its own, so the two servers' queued builds do not mix in.
    siteEnv = { ...env, PORTAL_SITE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-content-build-')) };
  });
  afterAll(() => fs.rmSync(siteEnv.PORTAL_SITE_DIR, { recursive: true, force: true }));

  it('after a full build, a publish is rendered from the kept renderer: the new content, file for file as a full build', async () => {
    const first = await buildSite({ cmsUrl: cms(), env: siteEnv, link: false });
    expect(first.kind).toBe('full');
    const title = `배너 내용 ${Date.now().toString(36)}`;
    await publish(admins[live()], title);
    const content = await buildSite({ cmsUrl: cms(), env: siteEnv, link: false });
    expect(content.kind).toBe('content');
    expect(fs.readFileSync(path.join(content.outDir, 'kr', 'main', 'index.html'), 'utf8')).toContain(title);
    const full = await buildSite({ cmsUrl: cms(), env: siteEnv, link: false, full: true });
    expect(full.kind).toBe('full');
    expect(content.pages).toBe(full.pages);
    const built = filesOf(content.outDir);
    expect(Object.keys(built.served).length).toBeGreaterThan(content.pages);
    expect(built.served).toEqual(filesOf(full.outDir).served);
    // The preview handler is the one of the full build that kept the renderer, pointed at the content build's folder.
    expect(Object.keys(built.preview).length).toBeGreaterThan(10);
    expect(built.preview).toEqual(filesOf(first.outDir).preview);
  }, 400_000);

  it('another code version (here a PUBLIC_ setting the bundles bake in) builds in full; so does a broken renderer', async () => {
    const other = { ...siteEnv, PUBLIC_CONTENT_BUILD_TEST: '1' };
    expect((await buildSite({ cmsUrl: cms(), env: other, link: false })).kind).toBe('full');
    expect((await buildSite({ cmsUrl: cms(), env: other, link: false })).kind).toBe('content');
    // One renderer per site folder: the other code version's was removed when this one was kept.
    const renderers = fs.readdirSync(path.join(siteEnv.PORTAL_SITE_DIR, 'renderer'));
    expect(renderers).toHaveLength(1);
    const chunks = path.join(siteEnv.PORTAL_SITE_DIR, 'renderer', renderers[0], 'prerender', 'chunks');
    for (const chunk of fs.readdirSync(chunks).filter((f) => f.endsWith('.mjs')))
      fs.writeFileSync(path.join(chunks, chunk), 'throw new Error("broken");');
    const rebuilt = await buildSite({ cmsUrl: cms(), env: other, link: false });
    expect(rebuilt.kind).toBe('full');
    expect(rebuilt.pages).toBeGreaterThan(400);
    expect((await buildSite({ cmsUrl: cms(), env: other, link: false })).kind).toBe('content');
  }, 600_000);

  it('a content build whose CMS does not answer fails at once, without a full build that would fail the same way', async () => {
    const other = { ...siteEnv, PUBLIC_CONTENT_BUILD_TEST: '1' };
    // The renderer of this code version (kept by the test above, or by this build).
    await buildSite({ cmsUrl: cms(), env: other, link: false });
    const builds = fs.readdirSync(path.join(siteEnv.PORTAL_SITE_DIR, 'builds'));
    const down = `http://127.0.0.1:${await freePort()}`;
    await expect(buildSite({ cmsUrl: down, env: other, link: false })).rejects.toThrow(`the CMS at ${down} does not answer`);
    // Nothing half-written is left behind.
    expect(fs.readdirSync(path.join(siteEnv.PORTAL_SITE_DIR, 'builds'))).toEqual(builds);
  }, 300_000);
});

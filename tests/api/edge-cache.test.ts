/**
 * Page views at the edge (docs/deploy.md#cdn): a real caching proxy (Debian's nginx, proxy_cache) in front of a
 * Strapi of this file's own with its built site. Pages carry `s-maxage`, so after warm-up the proxy answers every
 * page view and the origin sees none; each publish's build, once live, runs the purge hook (here both: the command
 * that empties the proxy's cache, and a URL answered by a receiver below that fails the first call, to show the
 * retry), so the publish shows through the proxy within 5 s of going live at the origin; members' API answers are
 * `private`/`no-store` and never come from the proxy's cache. The origin's count comes from two sources: its own
 * request log and the proxy's access log ($upstream_cache_status).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStrapi } from '../../scripts/lib/strapi-process.mjs';
import { buildSite } from '../../scripts/lib/site-build.mjs';
import { freePort } from '../../scripts/lib/run.mjs';
import { createMember } from '../support/kit-core.mjs';
import { adminSessionAt, type AdminFetch } from '../support/admin-api';
import { hasNginx, nginxFolder } from '../support/nginx.mjs';
import { ownData, type OwnData } from '../support/own-data';
import { until } from '../support/own-strapi';

const BANNERS = '/content-manager/collection-types/api::key-visual.key-visual';
const BUILDS = '/content-manager/collection-types/api::site-build.site-build?pageSize=100&sort=id:asc';
/** The pages the views go to: every locale's main page and one more. */
const PAGES = ['/kr/main', '/en/main', '/jp/main', '/ch/main', '/en/about'];
const VIEWS = 1000;

type Server = Awaited<ReturnType<typeof startStrapi>>;

const proxy = nginxFolder('edge');
let nginx: Awaited<ReturnType<typeof proxy.start>> | undefined;
let server: Server | undefined;
let own: OwnData | undefined;
let dataDir: string;
let admin: AdminFetch;
let banner: string;
/** The origin's request log: the paths of the requests it answered, from its access lines. */
const originPaths: string[] = [];
let logTail = '';
/** The calls the purge URL received, and the status it answered each with (the first one fails). */
const purgeCalls: { method: string; body: { build: number; paths: string[] }; answered: number }[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    const answered = purgeCalls.length === 0 ? 503 : 200;
    purgeCalls.push({ method: req.method ?? '', body: JSON.parse(body), answered });
    res.writeHead(answered).end();
  });
});

/** Counts the origin's access lines for a path. */
const originHits = (paths: string[]) => originPaths.filter((p) => paths.includes(p)).length;

beforeAll(async () => {
  if (!hasNginx()) throw new Error('nginx is not installed: apt-get install nginx-light (.ci/run installs it)');
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  own = await ownData('edge');
  dataDir = own.dataDir;
  const env = {
    ...inject('strapiEnv'),
    PORTAL_DATA_DIR: dataDir,
    DATABASE_URL: own.databaseUrl ?? '',
    TMPDIR: os.tmpdir(),
    SITE_BUILD_DEBOUNCE_MS: '500',
    PAGE_CACHE_SECONDS: '3600',
    SITE_PURGE_URL: `http://127.0.0.1:${(receiver.address() as { port: number }).port}/purge`,
    SITE_PURGE_COMMAND: proxy.purgeCommand,
  };
  server = await startStrapi({
    port: await freePort(),
    env,
    quiet: true,
    onOutput: (text) => {
      // One JSON access line per request (middlewares/request-log.ts), possibly split across chunks.
      const lines = (logTail + text).split('\n');
      logTail = lines.pop() ?? '';
      for (const line of lines) {
        const path = line.includes('"method":"GET"') && /"path":"([^"]+)"/.exec(line)?.[1];
        if (path) originPaths.push(path);
      }
    },
  });
  // The first build, outside the queue as `npm start`'s is; the publish below is a content build after it.
  await buildSite({ cmsUrl: server.url, env: server.env });
  nginx = await proxy.start(server.url);
  admin = await adminSessionAt(server.url);
  const list = await admin('GET', `${BANNERS}?locale=ko&pageSize=50`);
  banner = list.body.results.find((d: { pk: number }) => d.pk === 1).documentId;
}, 600_000);

afterAll(async () => {
  await nginx?.stop();
  await server?.stop();
  receiver.close();
  if (!process.env.KEEP_TEST_DATA) {
    if (proxy.dir) fs.rmSync(proxy.dir, { recursive: true, force: true });
    await own?.remove();
  }
});

describe('pages through a caching proxy', () => {
  it('pages say how long a shared cache keeps them; browsers revalidate; hashed assets are immutable', async () => {
    const page = await fetch(`${server!.url}/kr/main`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=3600, stale-while-revalidate=60');
    const html = await page.text();
    const asset = /\/_astro\/[^"']+\.(?:js|css)/.exec(html)?.[0];
    expect(asset).toBeDefined();
    expect((await fetch(`${server!.url}${asset}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it(`after warm-up, ${VIEWS} page views reach the origin 0 times`, async () => {
    const warmUp = proxy.log().length;
    for (const page of PAGES) expect((await fetch(`${nginx!.url}${page}`)).status).toBe(200);
    // Both logs are written as the answers go out: wait for the warm-up's lines in each.
    await until(() => PAGES.every((p) => originPaths.includes(p)), 10_000, "the warm-up's lines in the origin's log");
    await until(() => proxy.log().length >= warmUp + PAGES.length, 5000, "the warm-up's lines in the proxy's log");
    const originBefore = originHits(PAGES);
    const proxyBefore = proxy.log().length;
    const started = Date.now();
    const statuses: string[] = [];
    const views = Array.from({ length: VIEWS }, (_, i) => PAGES[i % PAGES.length]);
    // 20 at a time, as visitors would.
    for (let i = 0; i < views.length; i += 20)
      statuses.push(
        ...(await Promise.all(
          views.slice(i, i + 20).map(async (p) => {
            const res = await fetch(`${nginx!.url}${p}`);
            await res.arrayBuffer();
            return `${res.status} ${res.headers.get('x-cache-status')}`;
          }),
        )),
      );
    const seconds = (Date.now() - started) / 1000;
    // nginx writes a line once its answer is sent; a second more for any late line of the origin's log: none must come.
    await until(() => proxy.log().length - proxyBefore >= VIEWS, 5000, "the views' lines in the proxy's log");
    await new Promise((r) => setTimeout(r, 1000));
    const lines = proxy.log().slice(proxyBefore);
    console.log(
      `[edge-cache] ${VIEWS} page views through nginx in ${seconds.toFixed(1)} s; origin requests: ${originHits(PAGES) - originBefore}`,
    );
    expect(statuses.filter((s) => s !== '200 HIT')).toEqual([]);
    expect(lines).toHaveLength(VIEWS);
    expect(lines.filter((l) => l.cache !== 'HIT')).toEqual([]);
    expect(originHits(PAGES) - originBefore).toBe(0);
  });

  it('a publish shows through the proxy within 5 s of going live; the purge URL is called once per build, retried when it fails', async () => {
    const title = `엣지 배너 ${Date.now().toString(36)}`;
    const shows = async (base: string) => (await (await fetch(`${base}/kr/main`)).text()).includes(title);
    expect(await shows(nginx!.url)).toBe(false);
    const published = Date.now();
    expect((await admin('POST', `${BANNERS}/${banner}/actions/publish?locale=ko`, { title })).status).toBe(200);
    // Both watched at once: the origin (live) and the proxy (visible), each checked every 100 ms.
    const [live, visible] = await Promise.all(
      [server!.url, nginx!.url].map(async (base) => {
        await until(() => shows(base), 300_000, `the publish at ${base}`, 100);
        return Date.now();
      }),
    );
    console.log(
      `[edge-cache] publish to live at the origin ${((live - published) / 1000).toFixed(1)} s, through the proxy ${((visible - published) / 1000).toFixed(1)} s`,
    );
    expect(visible - live).toBeLessThanOrEqual(5000);

    // The purge URL: its first call failed (503), the retry 5 s later succeeded; both for the one build.
    await until(() => purgeCalls.length >= 2, 30_000, 'the purge retry');
    const builds = (await admin('GET', BUILDS)).body.results as { id: number; state: string; purgeAttempts: number; purgedAt: string }[];
    expect(builds).toHaveLength(1);
    expect(builds[0].state).toBe('SUCCEEDED');
    await until(
      async () => !!((await admin('GET', BUILDS)).body.results[0] as { purgedAt: string | null }).purgedAt,
      10_000,
      'the purge recorded',
    );
    expect(purgeCalls.map((c) => [c.method, c.body, c.answered])).toEqual([
      ['POST', { build: builds[0].id, paths: ['/*'] }, 503],
      ['POST', { build: builds[0].id, paths: ['/*'] }, 200],
    ]);
    // Once per build: no third call.
    await new Promise((r) => setTimeout(r, 2000));
    expect(purgeCalls).toHaveLength(2);
  }, 400_000);
});

describe("members' API through the caching proxy", () => {
  it('two members each get their own data, never from the cache; API answers are private', async () => {
    const origin = { base: server!.url, dataDir };
    const members = [await createMember(origin, { tag: 'edge1' }), await createMember(origin, { tag: 'edge2' })];
    const proxyBefore = proxy.log().length;
    for (let round = 0; round < 3; round++)
      for (const member of members) {
        const res = await fetch(`${nginx!.url}/api/user/account/show`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-SITE-LANG': 'ENG',
            'X-ACCESS-TOKEN': member.accessToken,
            'X-SESSION-TOKEN': member.sessionToken,
          },
          body: '{}',
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toMatch(/^private\b/);
        expect(JSON.stringify(await res.json())).toContain(member.email);
      }
    // A sign-in's reply (tokens) and a GET under /api that sets nothing itself are private too.
    const signIn = await fetch(`${nginx!.url}/api/sign/in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-SITE-LANG': 'ENG' },
      body: JSON.stringify({ email: members[0].email, password: members[0].password }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('cache-control')).toBe('private, no-store');
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${nginx!.url}/api/legal-texts`, { headers: { 'X-ACCESS-TOKEN': members[0].accessToken } });
      await res.arrayBuffer();
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    await until(() => proxy.log().length - proxyBefore >= 9, 5000, "the calls' lines in the proxy's log");
    const api = proxy.log().slice(proxyBefore);
    expect(api.length).toBe(9);
    expect(api.every((l) => l.uri.startsWith('/api/'))).toBe(true);
    expect(api.filter((l) => l.cache === 'HIT')).toEqual([]);
  });
});

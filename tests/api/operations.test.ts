/**
 * Operations (docs/deploy.md#readiness-and-logs): the readiness probe /_ready on the shared test server, and on a
 * Strapi of its own whose bucket (a real S3-compatible server) goes away; JSON log lines that carry the request id
 * the response's X-Request-Id header gives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { s3Server } from '../support/s3.mjs';
import { ownStrapi, until } from '../support/own-strapi';
import { freePort } from '../../scripts/lib/run.mjs';

interface Readiness {
  ready: boolean;
  failing: string[];
  checks: Record<string, { ok: boolean; ms: number; error?: string }>;
}

const CHECKS = ['database', 'site', 'storage'];
// API-only runs (TEST_SKIP_SITE=1) build no pages at the start, but an earlier file's publish may have built them
// since: there the site may be either way, and the probe must say which. Full runs always have a live site.
const siteMayBeMissing = Boolean(process.env.TEST_SKIP_SITE);
/** What the probe must name for the live site: nothing on a full run; on an API-only run, what it found. */
function siteFailing(body: Readiness): string[] {
  if (!siteMayBeMissing) expect(body.checks.site).toMatchObject({ ok: true });
  return body.checks.site.ok ? [] : ['site'];
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Answers within a second are shared (operations/readiness.ts): wait that out before asking about a change. */
const REUSE_MS = 1000;

async function ready(base: string) {
  const res = await fetch(`${base}/_ready`);
  return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as Readiness };
}

describe('/_ready on the shared test server', () => {
  it('lists the database, the live site and the file storage; 200 when all answer', async () => {
    const { status, cache, body } = await ready(inject('baseUrl'));
    expect(Object.keys(body.checks).sort()).toEqual(CHECKS);
    const noSite = siteFailing(body);
    expect(body.failing).toEqual(noSite);
    expect(status, JSON.stringify(body)).toBe(noSite.length ? 503 : 200);
    expect(body.ready).toBe(!noSite.length);
    expect(body.checks.database).toMatchObject({ ok: true });
    expect(body.checks.storage).toMatchObject({ ok: true });
    expect(cache).toBe('no-store');
  });

  it('answers only GET and HEAD; /_health is unchanged', async () => {
    const post = await fetch(`${inject('baseUrl')}/_ready`, { method: 'POST' });
    expect(post.status).not.toBe(200);
    expect(post.status).toBeLessThan(500);
    expect((await fetch(`${inject('baseUrl')}/_health`)).status).toBe(204);
  });
});

describe('/api/openapi.json', () => {
  it('serves the checked-in document of the call table, cacheable, with an ETag that answers 304', async () => {
    const url = `${inject('baseUrl')}/api/openapi.json`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const committed = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../docs/openapi.json'), 'utf8'));
    expect(await res.json()).toEqual(committed);
    const again = await fetch(url, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});

describe('a Strapi with a bucket, and its log', () => {
  let s3: Awaited<ReturnType<typeof s3Server>> | undefined;
  let strapi: Awaited<ReturnType<typeof ownStrapi>>;
  let output = '';
  const parse = (line: string) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  };
  const written = () => output.split('\n').filter((l) => l.trim());
  /** The server's log lines so far, parsed. */
  const lines = () =>
    written().flatMap((l) => {
      const parsed = parse(l);
      return parsed ? [parsed] : [];
    });
  /** Lines that are not JSON, apart from Node's own process warnings (a driver's deprecation notice on stderr). */
  const notJson = () => written().filter((l) => !parse(l) && !/^\(node:\d+\) |^\(Use `node --trace/.test(l));

  beforeAll(async () => {
    s3 = await s3Server(await freePort());
    strapi = await ownStrapi(
      'ops',
      {
        ...s3.env,
        // The shared server's live site, as instances share one site folder; this one builds none itself.
        PORTAL_SITE_DIR: path.join(inject('dataDir'), 'site'),
        PORTAL_SITE_BUILDS: 'off',
        // Readiness and logs need no demo content: an empty database starts in a fraction of the time.
        PORTAL_AUTO_SEED: 'false',
      },
      { onOutput: (text) => (output += text) },
    );
  }, 600_000);

  afterAll(async () => {
    await strapi?.stop();
    await s3?.stop();
  });

  it('writes every log line as JSON; a request gets a new id, on its response and on its access line', async () => {
    const res = await fetch(`${strapi.url}/_health`);
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(UUID);
    await until(() => lines().some((l) => l.requestId === id), 10_000, 'the access line');
    const line = lines().find((l) => l.requestId === id);
    expect(line).toMatchObject({ level: 'http', method: 'GET', path: '/_health', status: 204, requestId: id });
    expect(typeof line?.ms).toBe('number');
    expect(Date.parse(String(line?.timestamp))).toBeGreaterThan(Date.now() - 60_000);
    // Lines written outside a request (start-up) carry no id; Strapi's plain-text start-up banner is off.
    expect(lines().some((l) => l.message === 'Strapi started successfully' && l.requestId === undefined)).toBe(true);
    expect(notJson()).toEqual([]);
  });

  it("keeps a proxy's well-formed id and replaces a malformed one", async () => {
    const kept = 'lb-7f3a9c2e.0001:a';
    const res = await fetch(`${strapi.url}/api/nothing-here?token=secret-in-query`, { headers: { 'X-Request-Id': kept } });
    expect(res.headers.get('x-request-id')).toBe(kept);
    await until(() => lines().some((l) => l.requestId === kept), 10_000, 'the line of the kept id');
    // The path without its query: queries carry tokens.
    expect(lines().find((l) => l.requestId === kept)).toMatchObject({ path: '/api/nothing-here', status: 404 });
    expect(output).not.toContain('secret-in-query');

    for (const bad of ['short', 'x'.repeat(129), 'two words here', '"quoted";id=1', 'a\tb-c-d-e-f-g']) {
      const r = await fetch(`${strapi.url}/_health`, { headers: { 'X-Request-Id': bad } });
      const given = r.headers.get('x-request-id') ?? '';
      expect(given, bad).toMatch(UUID);
      await until(() => lines().some((l) => l.requestId === given), 10_000, `the line of the id given for ${bad}`);
      expect(lines().some((l) => l.requestId === bad)).toBe(false);
    }
  });

  it('/_ready: 200 with the bucket answering; 503 naming the storage once the bucket is gone', async () => {
    const up = await ready(strapi.url);
    expect(up.body.checks.storage, JSON.stringify(up.body)).toMatchObject({ ok: true });
    const noSite = siteFailing(up.body);
    expect(up.body.failing).toEqual(noSite);
    expect(up.status).toBe(noSite.length ? 503 : 200);

    await s3?.stop();
    s3 = undefined;
    await new Promise((r) => setTimeout(r, REUSE_MS + 100));
    const down = await ready(strapi.url);
    expect(down.status).toBe(503);
    expect(down.body.ready).toBe(false);
    expect(down.body.failing).toEqual([...noSite, 'storage'].sort());
    expect(down.body.checks.storage.ok).toBe(false);
    expect(down.body.checks.storage.error).toBeTruthy();
    expect(down.body.checks.database).toMatchObject({ ok: true });
    // The reason is a code, never the bucket's address.
    expect(JSON.stringify(down.body)).not.toContain('127.0.0.1');
  });
});

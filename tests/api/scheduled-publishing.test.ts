/**
 * Scheduled publishing (docs/editors.md#schedule-an-exhibition) with two Strapi processes on one database, both
 * running the schedule, on a data folder and a database of their own (the shared test server's publishes would mix
 * into the build counts, and on PostgreSQL it would take builds from their queue): a draft saved with "Publish at" goes live within a minute of its time, in one site build for the
 * items due together, done by exactly one process; "Unpublish at" takes it away the same way; an item that falls
 * due while every process is down goes live after the restart.
 */
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStrapi } from '../../scripts/lib/strapi-process.mjs';
import { freePort } from '../../scripts/lib/run.mjs';
import { adminSessionAt, type AdminFetch } from '../support/admin-api';
import { ownData, type OwnData } from '../support/own-data';
import { until } from '../support/own-strapi';

const EXHIBITIONS = '/content-manager/collection-types/api::exhibition.exhibition';
const BANNERS = '/content-manager/collection-types/api::key-visual.key-visual';
const BUILDS = '/content-manager/collection-types/api::site-build.site-build?pageSize=100&sort=id:asc';
/** The promise to editors: live within a minute of the time they set. */
const MINUTE = 60_000;

type Server = Awaited<ReturnType<typeof startStrapi>>;
interface Build {
  id: number;
  state: string;
  reason: string;
}

let env: Record<string, string>;
let own: OwnData | undefined;
const servers: Server[] = [];
const admins: AdminFetch[] = [];
/** What each process logged as done by the schedule (`schedule: N ...`), summed. */
const done: number[] = [];
let exhibition: string;
let banner: string;

async function startOn(index: number) {
  done[index] ??= 0;
  // From the first line: a process that starts with an item already due publishes it while it starts.
  const server = await startStrapi({
    port: await freePort(),
    env,
    quiet: true,
    onOutput: (text: string) => {
      for (const match of text.matchAll(/schedule: (\d+) scheduled/g)) done[index] += Number(match[1]);
    },
  });
  servers[index] = server;
  admins[index] = await adminSessionAt(server.url);
}

const builds = async (): Promise<Build[]> => (await admins[0]('GET', BUILDS)).body.results;
const idle = async () => (await builds()).every((b) => b.state === 'SUCCEEDED' || b.state === 'FAILED');
/** The Korean version's state in the Content Manager: draft (not live), published or modified. */
const status = async (type: string, documentId: string, admin = admins[0]) =>
  (await admin('GET', `${type}/${documentId}?locale=ko`)).body.data.status as string;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

async function save(admin: AdminFetch, type: string, documentId: string, data: object) {
  const res = await admin('PUT', `${type}/${documentId}?locale=ko`, data);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Waits for the time plus the minute at most, and says how long after the time it took. */
async function liveWithinAMinute(due: string, ready: () => Promise<boolean>, what: string) {
  await until(ready, new Date(due).getTime() + MINUTE - Date.now(), what, 500);
  const late = (Date.now() - new Date(due).getTime()) / 1000;
  console.log(`[scheduled-publishing] ${what}: ${late.toFixed(1)} s after its time`);
  return late;
}

beforeAll(async () => {
  own = await ownData('schedule');
  env = {
    ...inject('strapiEnv'),
    PORTAL_DATA_DIR: own.dataDir,
    // On SQLite the data folder holds the database; on PostgreSQL the suite's DATABASE_URL would be inherited.
    DATABASE_URL: own.databaseUrl ?? '',
    TMPDIR: os.tmpdir(),
    SITE_BUILD_DEBOUNCE_MS: '1000',
  };
  // One after the other, as a deployment adds instances.
  await startOn(0);
  await startOn(1);
  const pick = async (type: string) =>
    (await admins[0]('GET', `${type}?locale=ko&pageSize=50`)).body.results.find((d: { pk: number }) => d.pk === 1).documentId as string;
  exhibition = await pick(EXHIBITIONS);
  banner = await pick(BANNERS);
  // Both start off the site in Korean.
  for (const [type, id] of [
    [EXHIBITIONS, exhibition],
    [BANNERS, banner],
  ])
    expect((await admins[0]('POST', `${type}/${id}/actions/unpublish?locale=ko`, {})).status).toBe(200);
  await until(idle, 300_000, 'the setup builds');
}, 600_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s?.stop()));
  if (!process.env.KEEP_TEST_DATA) await own?.remove();
});

describe('scheduled publishing with two processes on one database', () => {
  it("the times are the editors' matter: no content-API answer carries them, even when asked for", async () => {
    const due = at(3_600_000);
    const legal = (await admins[0]('GET', '/content-manager/collection-types/api::legal-text.legal-text?locale=en')).body.results[0];
    await save(admins[0], '/content-manager/collection-types/api::legal-text.legal-text', legal.documentId, { unpublishAt: due });
    expect(
      (
        await admins[0](
          'POST',
          `/content-manager/collection-types/api::legal-text.legal-text/${legal.documentId}/actions/publish?locale=ko`,
          {},
        )
      ).status,
    ).toBe(200);
    for (const query of ['?locale=ko', '?locale=ko&fields[0]=title&fields[1]=unpublishAt']) {
      const res = await fetch(`${servers[0].url}/api/legal-texts${query}`);
      const rows = (await res.json()).data as Record<string, unknown>[];
      expect(rows.length, query).toBeGreaterThan(0);
      for (const row of rows) expect(Object.keys(row), query).not.toContain('unpublishAt');
    }
    // Cleared again: this legal text stays published for the other tests.
    await save(admins[0], '/content-manager/collection-types/api::legal-text.legal-text', legal.documentId, { unpublishAt: null });
    await until(idle, 300_000, 'the build');
  }, 400_000);

  it('"Unpublish at" before "Publish at" is refused, naming the field', async () => {
    const res = await admins[0]('PUT', `${EXHIBITIONS}/${exhibition}?locale=ko`, { publishAt: at(60_000), unpublishAt: at(30_000) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toMatch(/unpublishAt/);
    expect(await status(EXHIBITIONS, exhibition)).toBe('draft');
  });

  it('two items due together go live within a minute, in one site build, published by one process', async () => {
    const before = (await builds()).length;
    const due = at(15_000);
    await save(admins[0], EXHIBITIONS, exhibition, { publishAt: due });
    await save(admins[1], BANNERS, banner, { publishAt: due });
    // The admin lists what is scheduled: the home's "Scheduled" widget across types, soonest first ...
    const listed = (await admins[0]('GET', '/staff/scheduled')).body.data.items as {
      documentId: string;
      action: string;
      at: string;
      title: string;
    }[];
    const ours = listed.filter((item) => [exhibition, banner].includes(item.documentId));
    expect(ours.map((item) => [item.action, item.at])).toEqual([
      ['publish', due],
      ['publish', due],
    ]);
    expect(ours.every((item) => item.title.length > 0)).toBe(true);
    // ... and each type's list view, sorted and filtered by "Publish at".
    const scheduled = await admins[0]('GET', `${EXHIBITIONS}?locale=ko&sort=publishAt:asc&filters[publishAt][$notNull]=true`);
    expect(scheduled.body.results.map((d: { documentId: string }) => d.documentId)).toContain(exhibition);
    expect(await status(EXHIBITIONS, exhibition)).toBe('draft');

    await liveWithinAMinute(
      due,
      async () => (await status(EXHIBITIONS, exhibition)) === 'published' && (await status(BANNERS, banner, admins[1])) === 'published',
      'both published',
    );
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(due).getTime());
    await until(idle, 300_000, 'the build');
    const built = (await builds()).slice(before);
    expect(built.map((b) => b.state)).toEqual(['SUCCEEDED']);
    expect(built[0].reason).toMatch(/publish exhibition/);
    expect(built[0].reason).toMatch(/publish key-visual/);
    // Each item once, by one of the two processes.
    expect(done[0] + done[1]).toBe(2);
    // The time is used up: the draft no longer carries it, and it does not fire again.
    expect((await admins[0]('GET', `${EXHIBITIONS}/${exhibition}?locale=ko`)).body.data.publishAt).toBeNull();
  }, 400_000);

  it('"Unpublish at" takes the item off within a minute, in one build', async () => {
    const before = (await builds()).length;
    const due = at(15_000);
    await save(admins[1], EXHIBITIONS, exhibition, { unpublishAt: due });
    await liveWithinAMinute(due, async () => (await status(EXHIBITIONS, exhibition)) === 'draft', 'unpublished');
    await until(idle, 300_000, 'the build');
    const ours = (await builds()).slice(before);
    expect(ours.map((b) => [b.state, b.reason])).toEqual([['SUCCEEDED', 'unpublish exhibition']]);
    expect(done[0] + done[1]).toBe(3);
  }, 400_000);

  it('an item that falls due while every process is down goes live after the restart', async () => {
    const before = done[0] + done[1];
    // Far enough ahead that both processes have stopped before it (a stopping process still runs its schedule).
    const due = at(30_000);
    await save(admins[0], EXHIBITIONS, exhibition, { publishAt: due });
    await Promise.all(servers.map((s) => s.stop()));
    expect(Date.now(), 'both stopped before the time').toBeLessThan(new Date(due).getTime());
    await new Promise((r) => setTimeout(r, new Date(due).getTime() - Date.now() + 1000));
    const restarted = Date.now();
    await startOn(0);
    await until(async () => (await status(EXHIBITIONS, exhibition)) === 'published', MINUTE, 'published after the restart', 500);
    console.log(
      `[scheduled-publishing] after a restart: published ${((Date.now() - restarted) / 1000).toFixed(1)} s after the start began`,
    );
    await until(idle, 300_000, 'the build');
    expect(done[0] + done[1]).toBe(before + 1);
  }, 600_000);
});

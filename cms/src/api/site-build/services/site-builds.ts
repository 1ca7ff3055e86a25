import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { isSiteBuildReport, SITE_CONTENT_TYPES, type SiteBuildReport } from '@portal/domain';
import { repoRoot } from '../../../utils/paths';
import { rows, type Row } from '../../../utils/rows';
import { config } from '../../../utils/config';
import { CHECK_MS, recordedLiveBuild } from '../lib/live-site';
import { purge, purgeConfigured } from '../lib/purge';

const UID = 'api::site-build.site-build';

/**
 * Content the static pages are built from: publishing one of these queues a build. Member data never does. The list
 * is derived from the calls the site build makes (SITE_READS in @portal/domain), so it cannot drift from them.
 */
export const SITE_CONTENT: ReadonlySet<string> = new Set(SITE_CONTENT_TYPES);

/** How often a builder instance looks for a build to take. */
const POLL_MS = 1000;
/** A build whose instance died holding it this often is given up: it is what kills its instances (memory). */
const MAX_ATTEMPTS = 3;
/** A purge is tried this often in all (the first time and the retries) before it is given up. */
const PURGE_ATTEMPTS = 4;
/** The wait before a failed purge's next try: 5 s, 15 s, 45 s. */
const purgeBackoffMs = (attempts: number) => 5000 * 3 ** (attempts - 1);
/**
 * The purge waits until every process serves the new build (each looks at most CHECK_MS later), and a moment more
 * for answers already on their way: a CDN that asked a process still on the old build right after the purge would
 * keep the old page again.
 */
const PURGE_AFTER_SWITCH_MS = 2 * CHECK_MS;
/** How long a purge stays with the instance that took it; one whose instance died is tried again after this. */
const PURGE_LEASE_MS = 60_000;
/** The PostgreSQL advisory lock key that makes claiming a build one instance at a time ("SITE" in ASCII). */
const QUEUE_LOCK = 0x53495445;

/** A build row, typed from the schema (cms/src/utils/rows.ts). */
type BuildRow = Row<typeof UID>;

/** The build this process runs: its row, the switch that cancels it, and its end. */
interface Running {
  row: BuildRow;
  cancel: AbortController;
  done: Promise<void>;
}

/** The reasons of a waiting build with one more, each once, within the column's 255 characters. */
const withReason = (reasons: string | null, reason: string) => {
  const all = new Set(reasons ? reasons.split(', ') : []);
  return [...all.add(reason)].join(', ').slice(0, 250);
};

/**
 * The publish-to-live queue (docs/architecture.md#publishing-without-deploys). Every build is a Site build row. A
 * publish writes or extends the one QUEUED row, in the publish's own transaction, and pushes its start a debounce
 * ahead, so a burst of document events (every locale, draft and published rows) is one build, and publishes during
 * a build wait in that row for the next one. Each builder instance polls the table and takes the oldest waiting
 * build with a conditional update only one instance can win, and only while no other build holds a live lease: one
 * build runs at a time across all instances. The builder renews its lease while scripts/build-site.mjs runs; a
 * build whose instance died (lease expired) is taken again by another, and one given back at shutdown at once. The
 * build writes a new folder in the shared site folder; its success, recorded with that folder, is the switch every
 * instance serves within a second (lib/live-site.ts). A failed build leaves the live site as it was and keeps its
 * log for staff (Content Manager: Site build).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const builder = `${os.hostname()}:${process.pid}`;
  const builds = () => rows(strapi, UID);
  const leaseMs = () => config().SITE_BUILD_LEASE_SECONDS * 1000;
  let recording = false;
  let poller: NodeJS.Timeout | undefined;
  let polling = false;
  let purging = false;
  let running: Running | undefined;

  /**
   * Takes the oldest build that is due, or whose builder's lease ran out; null when there is none or another won.
   * The check that no build holds a live lease and the claim are one transaction that one instance at a time runs:
   * SQLite's transactions take the write lock first (utils/sqlite-driver.ts); on PostgreSQL a transaction-scoped
   * advisory lock does it. Otherwise two instances reading at the same instant with two builds due could each take one.
   */
  async function claim(): Promise<BuildRow | null> {
    const postgres = strapi.config.get('database.connection.client') === 'postgres';
    return strapi.db.transaction(async ({ trx }): Promise<BuildRow | null> => {
      if (postgres) await trx.raw('select pg_advisory_xact_lock(?)', [QUEUE_LOCK]);
      return await claimInTransaction();
    });
  }

  async function claimInTransaction(): Promise<BuildRow | null> {
    const now = new Date();
    const open = await builds().findMany({ where: { state: { $in: ['QUEUED', 'RUNNING'] } }, orderBy: { id: 'asc' } });
    if (open.some((b) => b.state === 'RUNNING' && new Date(b.leaseUntil ?? 0) > now)) return null;
    const head = open.find((b) => new Date((b.state === 'QUEUED' ? b.dueAt : b.leaseUntil) ?? 0) <= now);
    if (!head) return null;
    const attempts = (head.attempts ?? 0) + 1;
    const due = head.state === 'QUEUED' ? { dueAt: { $lte: now } } : { leaseUntil: { $lte: now } };
    if (head.state === 'RUNNING' && attempts > MAX_ATTEMPTS) {
      const { count } = await builds().updateMany({
        where: { id: head.id, state: 'RUNNING', ...due },
        data: { state: 'FAILED', finishedAt: now, leaseUntil: null, log: `given up: its builder stopped during ${head.attempts} attempts` },
      });
      if (count)
        strapi.log.error(`site: build ${head.id} given up after ${head.attempts} attempts whose instance died; the live site is unchanged`);
      return null;
    }
    const { count } = await builds().updateMany({
      where: { id: head.id, state: head.state, ...due },
      data: { state: 'RUNNING', builder, attempts, startedAt: now, leaseUntil: new Date(now.getTime() + leaseMs()) },
    });
    if (!count) return null;
    if (head.state === 'RUNNING')
      strapi.log.warn(`site: build ${head.id} taken over (attempt ${attempts}): its builder stopped holding it`);
    return { ...head, state: 'RUNNING', attempts };
  }

  /** Runs a claimed build to its recorded end, unless the lease is lost or it is cancelled (given back) first. */
  async function build(row: BuildRow, cancel: AbortController): Promise<void> {
    const started = Date.now();
    const mine = { id: row.id, state: 'RUNNING', builder };
    const live = (await recordedLiveBuild(strapi)) ?? '';
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'build-site.mjs'), '--queued', live], {
      cwd: repoRoot,
      env: { ...process.env, CMS_URL: `http://127.0.0.1:${strapi.config.get('server.port')}` },
      // stdin is the leash (above); the IPC channel carries the build's report (scripts/build-site.mjs).
      stdio: ['pipe', 'pipe', 'pipe', 'ipc'],
      // Its own process group, which it ends when its stdin closes: when this process dies, so does the build.
      detached: true,
    });
    const end = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    };
    if (cancel.signal.aborted) end();
    else cancel.signal.addEventListener('abort', end);
    const renew = setInterval(async () => {
      try {
        const { count } = await builds().updateMany({ where: mine, data: { leaseUntil: new Date(Date.now() + leaseMs()) } });
        if (!count) {
          strapi.log.warn(`site: build ${row.id} lost its lease; stopped here, another instance has it`);
          cancel.abort();
        }
      } catch (error) {
        strapi.log.warn(`site: build ${row.id} lease not renewed: ${(error as Error).message}`);
      }
    }, leaseMs() / 3);
    let report: SiteBuildReport | undefined;
    child.on('message', (message) => {
      if (isSiteBuildReport(message)) report = message;
    });
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      let output = '';
      const keep = (d: Buffer) => (output = (output + d.toString()).slice(-20000));
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      child.on('exit', (code) => resolve({ code: code ?? 1, output }));
      child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    });
    clearInterval(renew);
    if (cancel.signal.aborted) return;
    const folder = report?.folder;
    const pages = report?.pages ?? 0;
    const succeeded = code === 0 && !!folder;
    const { count } = await builds().updateMany({
      where: mine,
      data: {
        state: succeeded ? 'SUCCEEDED' : 'FAILED',
        folder: folder ?? null,
        finishedAt: new Date(),
        seconds: (Date.now() - started) / 1000,
        pages,
        leaseUntil: null,
        log: output.slice(-4000),
        // The purge hook's turn (purgeDue): once per build, once every process serves it, never part of the switch.
        ...(succeeded && purgeConfigured(config()) ? { purgeDueAt: new Date(Date.now() + PURGE_AFTER_SWITCH_MS), purgeAttempts: 0 } : {}),
      },
    });
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (!count) strapi.log.warn(`site: build ${row.id} finished after its lease passed to another instance; not switched`);
    else if (succeeded) strapi.log.info(`site: rebuilt ${pages} pages after ${row.reason} in ${took}; live now`);
    else strapi.log.error(`site: build after ${row.reason} failed; the live site is unchanged (see Site build ${row.id})`);
  }

  /**
   * Purges the CDN for a build gone live (lib/purge.ts), when one is due: taken with a conditional update only one
   * instance wins, which also moves its due time a lease ahead, so a purge whose instance died is tried again. A
   * failure is logged and tried again later, PURGE_ATTEMPTS times in all; the site is live either way.
   */
  async function purgeDue() {
    const now = new Date();
    const due = await builds().findOne({
      where: { state: 'SUCCEEDED', purgeDueAt: { $lte: now } },
      select: ['id', 'purgeAttempts'],
      orderBy: { id: 'asc' },
    });
    if (!due) return;
    const attempts = (due.purgeAttempts ?? 0) + 1;
    const { count } = await builds().updateMany({
      // The attempts count is the claim's version: of two instances reading the same row, one update matches.
      where: { id: due.id, purgeAttempts: due.purgeAttempts ?? 0, purgeDueAt: { $lte: now } },
      data: { purgeDueAt: new Date(now.getTime() + PURGE_LEASE_MS), purgeAttempts: attempts },
    });
    if (!count) return;
    try {
      await purge(config(), due.id);
      await builds().updateMany({ where: { id: due.id }, data: { purgeDueAt: null, purgedAt: new Date() } });
      strapi.log.info(`site: CDN purged for build ${due.id}`);
    } catch (error) {
      const last = attempts >= PURGE_ATTEMPTS;
      const next = last ? null : new Date(Date.now() + purgeBackoffMs(attempts));
      await builds().updateMany({ where: { id: due.id }, data: { purgeDueAt: next } });
      const what = `site: CDN purge for build ${due.id} failed (attempt ${attempts} of ${PURGE_ATTEMPTS}): ${(error as Error).message}`;
      if (last) strapi.log.error(`${what}; given up, the CDN serves the old pages until PAGE_CACHE_SECONDS pass`);
      else strapi.log.warn(`${what}; tried again in ${purgeBackoffMs(attempts) / 1000} s`);
    }
  }

  async function poll() {
    if (purgeConfigured(config()) && !purging) {
      purging = true;
      void purgeDue()
        .catch((error) => void strapi.log.warn(`site: purge queue not read: ${(error as Error).message}`))
        .finally(() => (purging = false));
    }
    if (polling || running) return;
    polling = true;
    try {
      const row = await claim();
      if (row) {
        const cancel = new AbortController();
        const done = build(row, cancel)
          .catch((error) => void strapi.log.error(`site: build ${row.id} not finished: ${(error as Error).message}`))
          .finally(() => (running = undefined));
        running = { row, cancel, done };
      }
    } catch (error) {
      strapi.log.warn(`site: build queue not read: ${(error as Error).message}`);
    } finally {
      polling = false;
    }
  }

  return {
    /** Starts recording publishes once the server is up (bootstrap's own seeding must not queue builds). */
    enable() {
      recording = true;
    },

    /** Makes this instance a builder: it takes builds from the queue (servers with PORTAL_SITE_BUILDS on). */
    startBuilding() {
      poller ??= setInterval(() => void poll(), POLL_MS);
    },

    /**
     * Records that published content changed, in the caller's transaction: the waiting build takes it (and starts
     * a debounce later), or a new one waits for it. A build already running read the content before, so it never does.
     */
    async queue(reason: string) {
      if (!recording) return;
      const dueAt = new Date(Date.now() + config().SITE_BUILD_DEBOUNCE_MS);
      const waiting = await builds().findOne({ where: { state: 'QUEUED' }, orderBy: { id: 'desc' } });
      if (waiting) {
        const { count } = await builds().updateMany({
          where: { id: waiting.id, state: 'QUEUED' },
          data: { dueAt, reason: withReason(waiting.reason, reason) },
        });
        if (count) return;
      }
      await builds().create({ data: { state: 'QUEUED', reason, dueAt, attempts: 0 } });
    },

    /** Resolves when no build waits or runs in any instance (tests and scripts). */
    async idle() {
      while ((await builds().count({ where: { state: { $in: ['QUEUED', 'RUNNING'] } } })) > 0) await new Promise((r) => setTimeout(r, 200));
    },

    /** Stops taking builds and gives the one running here back to the queue, for another instance at once (SIGTERM). */
    async stop() {
      clearInterval(poller);
      const current = running;
      if (!current) return;
      current.cancel.abort();
      await current.done;
      await builds().updateMany({
        where: { id: current.row.id, state: 'RUNNING', builder },
        data: { state: 'QUEUED', builder: null, leaseUntil: null, dueAt: new Date(), attempts: (current.row.attempts ?? 1) - 1 },
      });
      strapi.log.info(`site: build ${current.row.id} given back to the queue at shutdown`);
    },
  };
};

import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { SITE_CONTENT_TYPES } from '@portal/domain';
import { repoRoot } from '../../../utils/paths';
import { config } from '../../../utils/config';

const UID = 'api::site-build.site-build';

/**
 * Content the static pages are built from: publishing one of these queues a build. Member data never does. The list
 * is derived from the calls the site build makes (SITE_READS in @portal/domain), so it cannot drift from them.
 */
export const SITE_CONTENT: ReadonlySet<string> = new Set(SITE_CONTENT_TYPES);

const debounceMs = () => config().SITE_BUILD_DEBOUNCE_MS;

/**
 * The publish-to-live queue (docs/architecture.md#publishing-without-deploys). Bursts of document events (every locale, draft
 * and published rows) are debounced into one build; an event during a build schedules exactly one more. Each build
 * runs scripts/build-site.mjs, which writes a new folder and switches the live site only when it succeeds; a failed
 * build leaves the live site as it was and is recorded with its log for staff (Content Manager: Site build).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let timer: NodeJS.Timeout | undefined;
  let scheduled = false;
  let running: Promise<void> | undefined;
  let again = false;
  let reasons = new Set<string>();
  let enabled = false;

  async function runBuild() {
    const reason = [...reasons].join(', ').slice(0, 250);
    reasons = new Set();
    const started = Date.now();
    const row = await strapi.db.query(UID).create({ data: { state: 'RUNNING', reason, startedAt: new Date(started) } });
    const { code, output } = await buildProcess();
    const pages = Number(output.match(/built (\d+) pages/)?.[1] ?? 0);
    await strapi.db.query(UID).update({
      where: { id: row.id },
      data: {
        state: code === 0 ? 'SUCCEEDED' : 'FAILED',
        finishedAt: new Date(),
        seconds: (Date.now() - started) / 1000,
        pages,
        log: output.slice(-4000),
      },
    });
    if (code === 0) strapi.log.info(`site: rebuilt ${pages} pages after ${reason} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    else strapi.log.error(`site: build after ${reason} failed; the live site is unchanged (see Site build ${row.id})`);
  }

  function buildProcess(): Promise<{ code: number; output: string }> {
    const port = strapi.config.get('server.port');
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'build-site.mjs')], {
        cwd: repoRoot,
        env: { ...process.env, CMS_URL: `http://127.0.0.1:${port}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const keep = (d: Buffer) => (output = (output + d.toString()).slice(-20000));
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('exit', (code) => resolve({ code: code ?? 1, output }));
      child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    });
  }

  async function drain() {
    do {
      again = false;
      await runBuild().catch((error) => strapi.log.error(`site: build queue error ${error}`));
    } while (again);
    running = undefined;
  }

  return {
    /** Starts listening once the server is up (bootstrap's own seeding must not queue builds). */
    enable() {
      enabled = config().PORTAL_SITE_BUILDS;
    },

    /** Records that published content changed; the build starts after a quiet period. */
    queue(reason: string) {
      if (!enabled) return;
      reasons.add(reason);
      if (running) {
        again = true;
        return;
      }
      clearTimeout(timer);
      scheduled = true;
      timer = setTimeout(() => {
        scheduled = false;
        running = drain();
      }, debounceMs());
    },

    /** Resolves when no build is waiting or running (tests and shutdown). */
    async idle() {
      while (scheduled || running) {
        if (running) await running;
        else await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
};

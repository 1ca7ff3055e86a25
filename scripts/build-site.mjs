#!/usr/bin/env node
// `npm run build:site`: rebuilds the static site from the running portal (CMS_URL, default 127.0.0.1:PORT;
// docs/configuration.md) into a new folder and switches the live site to it only when the build succeeds.
//
// `--queued <live build>`: a build of the publish queue (cms/src/api/site-build/services/site-builds.ts), which
// records the switch in the database itself. The queue starts it as the leader of its own process group and cancels
// it by closing its stdin, which also happens when the portal process dies: the whole group (with Astro) ends then,
// so no orphaned build keeps writing after its lease was given to another instance. It reports its result to the
// queue as one message on the IPC channel (`SiteBuildReport`, @portal/domain), not as a log line to be parsed.
import path from 'node:path';
import { portalConfig } from './lib/env.mjs';
import { buildSite } from './lib/site-build.mjs';

const at = process.argv.indexOf('--queued');
const queued = at >= 0;
if (queued) {
  process.stdin.on('end', () => process.kill(-process.pid, 'SIGKILL'));
  process.stdin.resume();
}
const built = await buildSite({
  cmsUrl: portalConfig().CMS_URL,
  link: !queued,
  keep: queued && process.argv[at + 1] ? [process.argv[at + 1]] : [],
});
if (queued) {
  /** @type {import('@portal/domain').SiteBuildReport} */
  const report = { type: 'built', folder: path.basename(built.outDir), pages: built.pages, kind: built.kind };
  if (process.send) await new Promise((resolve) => process.send(report, resolve));
  process.exit(0);
}

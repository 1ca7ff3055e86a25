// The build section: static build time and pages per second (full and content builds), and publish-to-live (an
// editor's publish in the admin API until the live page shows the new text).
import { buildSite } from '../../scripts/lib/site-build.mjs';
import { cpuSeconds } from './rss.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** CPU seconds of this process's finished children (the builds): what a build costs whatever else shares the machine. */
const childCpuSeconds = () => cpuSeconds('self', { children: true });

/**
 * Builds the site `runs` times in full (what a code change costs), then `runs` times from the renderer the full
 * builds kept (a content build: what a publish costs, docs/architecture.md#content-builds). Answers one entry per
 * kind: the pages, the median time and CPU time.
 */
export async function timedBuilds(cmsUrl, env, runs) {
  const measure = async (kind) => {
    const times = [];
    const cpu = [];
    let pages = 0;
    for (let i = 0; i < runs; i++) {
      const started = Date.now();
      const cpuBefore = childCpuSeconds();
      const built = await buildSite({ cmsUrl, env, full: kind === 'full' });
      if (built.kind !== kind) throw new Error(`[build] a ${kind} build was asked, a ${built.kind} build ran`);
      pages = built.pages;
      times.push((Date.now() - started) / 1000);
      if (cpuBefore != null) cpu.push(childCpuSeconds() - cpuBefore);
    }
    const seconds = median(times);
    const cpuSeconds = cpu.length ? median(cpu) : null;
    return {
      kind,
      pages,
      seconds,
      pagesPerSecond: Math.round((pages / seconds) * 10) / 10,
      cpuSeconds,
      pagesPerCpuSecond: cpuSeconds ? Math.round((pages / cpuSeconds) * 10) / 10 : null,
      runs: times,
    };
  };
  return [await measure('full'), await measure('content')];
}

/**
 * Publishes a changed banner title through the admin Content Manager API (as the admin panel does) and waits
 * until /en/main serves it; `runs` times. The portal's own build queue does the build (debounce included).
 */
export async function publishToLive(base, { adminEmail, adminPassword }, runs) {
  const login = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${(await login.json()).data.token}` };
  const CM = `${base}/content-manager/collection-types/api::key-visual.key-visual`;
  const banner = (await (await fetch(`${CM}?locale=en&pageSize=50`, { headers })).json()).results.find((d) => d.pk === 1);
  const seconds = [];
  for (let run = 0; run < runs; run++) {
    const title = `Published ${Date.now().toString(36)}`;
    await fetch(`${CM}/${banner.documentId}?locale=en`, { method: 'PUT', headers, body: JSON.stringify({ title }) });
    const started = Date.now();
    await fetch(`${CM}/${banner.documentId}/actions/publish?locale=en`, { method: 'POST', headers, body: JSON.stringify({ title }) });
    const deadline = started + 300_000;
    while (!(await (await fetch(`${base}/en/main`)).text()).includes(title)) {
      if (Date.now() > deadline) throw new Error('publish-to-live: the page did not change within 300 s');
      await sleep(200);
    }
    seconds.push((Date.now() - started) / 1000);
    await sleep(4000);
  }
  return { seconds: median(seconds), runs: seconds };
}

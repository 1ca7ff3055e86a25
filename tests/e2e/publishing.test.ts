import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminSession } from '../support/admin-api';

const CM = '/content-manager/collection-types/api::key-visual.key-visual';

async function waitForText(path: string, text: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const html = await (await fetch(`${inject('baseUrl')}${path}`)).text();
    if (html.includes(text)) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

describe('publishing without a deploy', () => {
  it("an editor's publish in the admin shows up on the site without a restart", async () => {
    const admin = await adminSession();
    const list = await admin('GET', `${CM}?locale=kr&pageSize=50`.replace('locale=kr', 'locale=ko'));
    expect(list.status).toBe(200);
    const banner = list.body.results.find((d: { pk: number }) => d.pk === 1);
    const title = `새 배너 ${Date.now().toString(36)}`;

    // A draft edit alone changes nothing for visitors.
    expect((await admin('PUT', `${CM}/${banner.documentId}?locale=ko`, { title })).status).toBe(200);
    expect(await waitForText('/kr/main', title, 6000)).toBe(false);

    const BUILDS = '/content-manager/collection-types/api::site-build.site-build?pageSize=100&sort=id:desc';
    const before = Math.max(0, ...((await admin('GET', BUILDS)).body.results as { id: number }[]).map((b) => b.id));
    const started = Date.now();
    expect((await admin('POST', `${CM}/${banner.documentId}/actions/publish?locale=ko`, { title })).status).toBe(200);
    expect(await waitForText('/kr/main', title, 90_000)).toBe(true);
    console.log(`[publishing] publish to live page: ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // Staff read the build history in the admin; a burst of events (locales, rows) became one build, maybe two.
    let builds: { id: number; state: string; reason: string }[] = [];
    for (let i = 0; i < 120; i++) {
      builds = (await admin('GET', BUILDS)).body.results;
      if (builds.every((b) => b.state === 'SUCCEEDED' || b.state === 'FAILED')) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    // Other test files share this Strapi and publish too (search publishes a product, camera-photos banners): count
    // the builds since this publish that name a banner.
    const ours = builds.filter((b) => b.id > before && b.reason.includes('publish key-visual'));
    expect(ours.length).toBeGreaterThanOrEqual(1);
    expect(ours.length).toBeLessThanOrEqual(2);
    expect(builds.every((b) => b.state === 'SUCCEEDED')).toBe(true);
  }, 120_000);
});

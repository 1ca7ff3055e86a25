// Time from an editor's publish (admin Content Manager API, as the admin panel calls it) to the page served with
// the new text, against a running portal; three runs. Rerun at another size with bench/multiply-content.mjs.
//   node bench/publish-latency.mjs [baseUrl=http://127.0.0.1:1337]
import { loadSecrets } from '../scripts/lib/env.mjs';

const base = process.argv[2] || 'http://127.0.0.1:1337';
const { adminEmail, adminPassword } = loadSecrets();
const login = await fetch(`${base}/admin/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: adminEmail, password: adminPassword }),
});
const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${(await login.json()).data.token}` };
const CM = `${base}/content-manager/collection-types/api::key-visual.key-visual`;
const banner = (await (await fetch(`${CM}?locale=en&pageSize=50`, { headers })).json()).results.find((d) => d.pk === 1);

const seconds = [];
for (let run = 0; run < 3; run++) {
  const title = `Published ${Date.now().toString(36)}`;
  await fetch(`${CM}/${banner.documentId}?locale=en`, { method: 'PUT', headers, body: JSON.stringify({ title }) });
  const started = Date.now();
  await fetch(`${CM}/${banner.documentId}/actions/publish?locale=en`, { method: 'POST', headers, body: JSON.stringify({ title }) });
  while (!(await (await fetch(`${base}/en/main`)).text()).includes(title)) await new Promise((r) => setTimeout(r, 200));
  seconds.push((Date.now() - started) / 1000);
  await new Promise((r) => setTimeout(r, 4000));
}
console.log(`publish -> live page (s): ${seconds.map((s) => s.toFixed(1)).join(', ')}`);

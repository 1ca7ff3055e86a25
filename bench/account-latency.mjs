// Latency of /api/sign/in and /api/user/account/show under a short local load (autocannon as a library), against
// a running portal: registers and verifies a fresh member through the outbox, then loads both calls.
//   node bench/account-latency.mjs [baseUrl=http://127.0.0.1:1337] [seconds=10]
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { dataDirOf } from '../scripts/lib/env.mjs';

const base = process.argv[2] || 'http://127.0.0.1:1337';
const duration = Number(process.argv[3] || 10);
const post = (p, body, headers = {}) =>
  fetch(base + p, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }).then((r) =>
    r.json(),
  );

const partner = (await post('/api/partner/list', {})).data.items[0];
const stamp = Date.now();
const email = `bench.${stamp}@${partner.domains[0].domain}`;
const password = 'secret!pass1';
await post('/api/sign/up', {
  ...{ type: 'GENERAL', lastName: 'Bench', firstName: 'Member', partnerPk: partner.pk, email, password, passwordConfirmation: password },
  ...{
    mobileCountryPk: 410,
    mobileNum: `010-${String(stamp).slice(-8, -4)}-${String(stamp).slice(-4)}`,
    siteLang: 'ENG',
    productCategories: [1],
  },
  ...{ agreementTermsOfService: true, agreementPrivacyPolicy: true },
});
const outbox = path.join(dataDirOf(), 'outbox');
const mail = fs.readFileSync(
  path.join(
    outbox,
    fs
      .readdirSync(outbox)
      .filter((f) => f.includes(email))
      .sort()
      .pop(),
  ),
  'utf8',
);
const uuid = mail
  .replace(/=\r?\n/g, '')
  .replace(/=3D/g, '=')
  .match(/uuid=([^&\s]+)/)[1];
await post('/api/sign/check-auth-email', { uuid });
const session = (await post('/api/sign/in', { email, password })).data;

function load(title, pathName, body, headers, connections) {
  return new Promise((resolve) =>
    autocannon(
      {
        url: base + pathName,
        method: 'POST',
        connections,
        duration,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      },
      (error, r) => {
        console.log(
          `${title.padEnd(34)} ${connections} conn  ${String(Math.round(r.requests.average)).padStart(5)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}  errors ${r.errors}`,
        );
        resolve(r);
      },
    ),
  );
}

const member = { 'x-access-token': session.accessToken, 'x-session-token': session.sessionToken };
await load('/api/user/account/show', '/api/user/account/show', {}, member, 10);
await load('/api/sign/in (bcrypt cost 10)', '/api/sign/in', { email, password }, {}, 1);
await load('/api/sign/in (bcrypt cost 10)', '/api/sign/in', { email, password }, {}, 10);

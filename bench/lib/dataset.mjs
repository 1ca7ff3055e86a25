// The bench's data set, made through the real API where one exists: a signed-in ACTIVE member (registration, the
// mailed verification link, sign-in), 200 notifications (notify service, in a child process), and an API token for
// the plain Strapi REST reference.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/env.mjs';
import { run } from '../../scripts/lib/run.mjs';

/** A JSON call to the portal; answers { status, body, headers }. */
export async function call(base, pathName, { method = 'POST', body, headers = {} } = {}) {
  const res = await fetch(base + pathName, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-SITE-LANG': 'ENG', ...headers },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const text = await res.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** Runs a bench seeding task in a child process against the bench's data folder (see seed-child.mjs). */
export const seedChild = (env, ...args) =>
  run(process.execPath, [path.join(repoRoot, 'bench', 'lib', 'seed-child.mjs'), ...args.map(String)], { cwd: repoRoot, env });

function verificationUuid(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  const file = fs
    .readdirSync(outbox)
    .filter((f) => f.includes(email))
    .sort()
    .pop();
  const mail = fs
    .readFileSync(path.join(outbox, file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  return { uuid: mail.match(/uuid=([^&\s"]+)/)[1], type: mail.match(/[?&]type=([A-Z_]+)/)?.[1] ?? 'GENERAL' };
}

/** Registers a GENERAL member, verifies the mailed link, approves it if needed and signs in. */
export async function signedInMember(base, env) {
  const partner = (await call(base, '/api/partner/list')).body.data.items[0];
  const stamp = Date.now();
  const email = `bench.${stamp}@${partner.domains[0].domain}`;
  const password = 'secret!pass1';
  const digits = String(stamp).slice(-8);
  const up = await call(base, '/api/sign/up', {
    body: {
      ...{
        type: 'GENERAL',
        lastName: 'Bench',
        firstName: 'Member',
        partnerPk: partner.pk,
        email,
        password,
        passwordConfirmation: password,
      },
      ...{ mobileCountryPk: 410, mobileNum: `010-${digits.slice(0, 4)}-${digits.slice(4)}`, siteLang: 'ENG', productCategories: [1] },
      ...{ agreementTermsOfService: true, agreementPrivacyPolicy: true, agreementMarketing: false },
    },
  });
  if (up.status !== 200) throw new Error(`bench sign-up failed: ${JSON.stringify(up.body)}`);
  const check = await call(base, '/api/sign/check-auth-email', { body: verificationUuid(env.PORTAL_DATA_DIR, email) });
  if (check.status !== 200) throw new Error(`bench verification failed: ${JSON.stringify(check.body)}`);
  if (check.body.data?.status !== 'ACTIVE')
    await run(process.execPath, [path.join(repoRoot, 'scripts', 'admin.mjs'), 'approve-member', email], { cwd: repoRoot, env });
  const signIn = await call(base, '/api/sign/in', { body: { email, password } });
  if (signIn.status !== 200) throw new Error(`bench sign-in failed: ${JSON.stringify(signIn.body)}`);
  const { accessToken, sessionToken } = signIn.body.data;
  const id = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).id;
  return { id, email, password, accessToken, sessionToken, headers: { 'x-access-token': accessToken, 'x-session-token': sessionToken } };
}

/** A read-only Strapi API token (what a plain Strapi setup uses for its REST API), made through the admin API. */
export async function restToken(base, { adminEmail, adminPassword }) {
  const login = await call(base, '/admin/login', { body: { email: adminEmail, password: adminPassword } });
  const admin = { Authorization: `Bearer ${login.body.data.token}` };
  const created = await call(base, '/admin/api-tokens', {
    headers: admin,
    body: { name: `bench ${Date.now()}`, description: 'bench reference', type: 'read-only', lifespan: null },
  });
  if (created.status >= 300) throw new Error(`API token: ${JSON.stringify(created.body)}`);
  return { token: created.body.data.accessKey, admin };
}

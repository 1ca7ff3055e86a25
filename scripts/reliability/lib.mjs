// Shared helpers of the heavy reliability parts (crash, soak, scale-out): a Strapi on its own data folder, members
// created through the public API exactly as people are, and small HTTP helpers. RELIABILITY.md describes the parts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../lib/env.mjs';
import { startStrapi } from '../lib/strapi-process.mjs';

export { repoRoot };
export const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The environment every reliability server gets (as the test setup: one trusted proxy hop, fixed admin). It says
 * so with the older IS_PROXIED=true, which keeps meaning one hop (docs/sign-in-limits.md).
 */
export function serverEnv(dataDir, extra = {}) {
  return {
    PORTAL_DATA_DIR: dataDir,
    PORTAL_ADMIN_EMAIL: 'admin@test.local',
    PORTAL_ADMIN_PASSWORD: 'Test!pass1234',
    IS_PROXIED: 'true',
    PORTAL_SITE_BUILDS: 'off',
    ...extra,
  };
}

export const newDataDir = (name) => fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));

/** Starts Strapi on a data folder; resolves with { url, child, stop }. */
export const start = (dataDir, port, extra = {}) => startStrapi({ port, env: serverEnv(dataDir, extra), quiet: true });

export const randomPort = () => 20000 + Math.floor(Math.random() * 20000);
const address = () => `10.${rand(250)}.${rand(250)}.${rand(250)}`;
const rand = (n) => Math.floor(Math.random() * n);

/** POSTs JSON (GET without a body) and answers { status, body, headers }; never throws on HTTP errors. */
export async function call(base, apiPath, { body, headers = {}, method = 'POST', signal } = {}) {
  const res = await fetch(`${base}${apiPath}`, {
    method,
    signal,
    headers: { 'Content-Type': 'application/json', 'X-SITE-LANG': 'ENG', ...headers },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const text = await res.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** The verification link of the newest mail to an address (the local mailer writes .eml files to <data>/outbox). */
async function verificationLink(dataDir, email) {
  const dir = path.join(dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.toLowerCase().includes(email.toLowerCase())) : [];
    if (files.length) {
      const text = fs
        .readFileSync(path.join(dir, files.sort().at(-1)), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const match = text.match(/https?:\/\/\S*\/registrycomplete\?uuid=[^\s"<>]+/);
      if (match) return new URL(match[0].replace(/&amp;/g, '&'));
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification mail to ${email}`);
}

let partnerCache;
/** Registers a member for a listed partner, verifies the e-mail through the mailed link and signs in. */
export async function createMember(base, dataDir, tag = 'm') {
  partnerCache ??= (await call(base, '/api/partner/list')).body.data.items[0];
  const id = `${tag}${Date.now().toString(36)}${rand(1e6).toString(36)}`;
  const digits = String(rand(1e8)).padStart(8, '0');
  const body = {
    type: 'GENERAL',
    lastName: 'Kim',
    firstName: 'Minjun',
    partnerPk: partnerCache.pk,
    email: `${id}@${partnerCache.domains[0].domain}`,
    password: 'secret!pass1',
    passwordConfirmation: 'secret!pass1',
    mobileCountryPk: 410,
    mobileNum: `010-${digits.slice(0, 4)}-${digits.slice(4)}`,
    siteLang: 'ENG',
    productCategories: [1, 9],
    agreementTermsOfService: true,
    agreementPrivacyPolicy: true,
    agreementMarketing: false,
  };
  const xff = { 'X-Forwarded-For': address() };
  const up = await call(base, '/api/sign/up', { body, headers: xff });
  if (up.status !== 200) throw new Error(`sign-up: ${up.status} ${JSON.stringify(up.body)}`);
  const link = await verificationLink(dataDir, body.email);
  const check = await call(base, '/api/sign/check-auth-email', {
    body: { uuid: link.searchParams.get('uuid'), type: link.searchParams.get('type') },
  });
  if (check.status !== 200) throw new Error(`verify: ${check.status} ${JSON.stringify(check.body)}`);
  const signIn = await call(base, '/api/sign/in', { body: { email: body.email, password: body.password }, headers: xff });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  return {
    email: body.email,
    password: body.password,
    headers: { 'X-ACCESS-TOKEN': signIn.body.data.accessToken, 'X-SESSION-TOKEN': signIn.body.data.sessionToken, ...xff },
  };
}

/** Runs `tasks` (functions returning promises) with at most `limit` at once. */
export async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

/** A node script run to completion with inherited output (for the in-process helpers). */
export function runNode(script, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(script)} exited with ${code}`))));
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid) {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Math.round(Number(line.split(/\s+/)[1]) / 1024);
  } catch {
    return NaN;
  }
}

export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/** Writes a part's figures as JSON where the runner collects them (RELIABILITY_REPORT_DIR), and prints them. */
export function report(name, figures) {
  console.log(`[${name}] ${JSON.stringify(figures)}`);
  const dir = process.env.RELIABILITY_REPORT_DIR;
  if (dir) fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(figures, null, 2));
}

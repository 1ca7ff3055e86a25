/**
 * Issue 14 item 12, the local default's secrets (SECURITY.md, "Registration, sessions and passwords"): the data folder
 * is its owner's only, the generated admin password is printed on the first start only, and secrets.json forgets it
 * once the administrator has changed it. Played on a Strapi of its own, started on an empty data folder the way
 * `npm start` starts it (no PORTAL_ADMIN_PASSWORD: the password is generated).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminLoginLine, loadSecrets } from '../../scripts/lib/env.mjs';
import { startStrapi } from '../../scripts/lib/strapi-process.mjs';
import { freePort } from '../../scripts/lib/run.mjs';

const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-first-start-'));
const dataDir = path.join(parent, 'data');
const env = { PORTAL_DATA_DIR: dataDir, PORTAL_ADMIN_EMAIL: '', PORTAL_ADMIN_PASSWORD: '' };
const secretsOnDisk = () => JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
let strapi: { url: string; stop: () => Promise<void> } | undefined;

afterAll(async () => {
  await strapi?.stop();
  fs.rmSync(parent, { recursive: true, force: true });
});

describe('issue 14 item 12: data folder and generated admin password', () => {
  it('item 12: the data folder is created readable by its owner only, secrets.json too', () => {
    // The usual umask, under which a folder made without a mode would be readable by everyone.
    const oldMask = process.umask(0o022);
    try {
      loadSecrets(env);
    } finally {
      process.umask(oldMask);
    }
    expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    expect((fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toString(8)).toBe('600');
  });

  it('item 12: the generated admin password is printed on the first start only', () => {
    const secrets = loadSecrets(env);
    expect(secrets.adminPassword).toMatch(/^Adm!/);
    expect(adminLoginLine(secrets, env)).toContain(secrets.adminPassword);
    const again = adminLoginLine(loadSecrets(env), env);
    expect(again).toContain(secrets.adminEmail);
    expect(again).not.toContain(secrets.adminPassword);
  });

  it('item 12: secrets.json drops the generated password once the admin changes it', async () => {
    const { adminEmail, adminPassword } = secretsOnDisk();
    expect(adminPassword).toBeTruthy();
    const port = await freePort();
    strapi = await startStrapi({
      port,
      env: { ...env, PORTAL_AUTO_SEED: 'false', PORTAL_CRON: 'off', PORTAL_SITE_BUILDS: 'off' },
      quiet: true,
    });
    // Still the admin's password: it stays, and signs in.
    expect(secretsOnDisk().adminPassword).toBe(adminPassword);
    const login = await fetch(`${strapi.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
    });
    expect(login.status).toBe(200);
    const token = (await login.json()).data.token as string;
    const change = await fetch(`${strapi.url}/admin/users/me`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ currentPassword: adminPassword, password: 'Changed!pass42' }),
    });
    expect(change.status).toBe(200);
    expect(secretsOnDisk()).not.toHaveProperty('adminPassword');
    expect(secretsOnDisk().JWT_SECRET).toBeTruthy();
  });
});

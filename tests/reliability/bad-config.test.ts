/**
 * A bad or missing variable stops the portal at start with a message naming it and what it expects, exit code 1,
 * never a stack trace from inside Strapi (docs/configuration.md): through `npm start`, and with Strapi started directly.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { strapiBin } from '../../scripts/lib/cms-build.mjs';
import { cmsDir, repoRoot } from '../../scripts/lib/env.mjs';

const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bad-config-'));
afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

const SECRETS = {
  APP_KEYS: 'k1,k2',
  API_TOKEN_SALT: 'salt',
  ADMIN_JWT_SECRET: 'secret',
  TRANSFER_TOKEN_SALT: 'salt',
  JWT_SECRET: 'secret',
  ENCRYPTION_KEY: 'key',
};

/** Runs a Node script with only `env` (and PATH) set; resolves with its exit code and output. */
function run(args: string[], cwd: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env } });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => (output += String(d)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const noStackTrace = (output: string) => expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

describe('a bad variable stops the portal at start', () => {
  it('npm start: PORT=abc is named with what it expects, before anything is created', async () => {
    const dataDir = path.join(parent, 'npm-start');
    const { code, output } = await run([path.join(repoRoot, 'scripts', 'start.mjs')], repoRoot, { PORT: 'abc', PORTAL_DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain('PORT: expected a whole number from 1 to 65535, got "abc"');
    noStackTrace(output);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('Strapi started directly: a bad value is named, and the server never listens', async () => {
    const env = { ...SECRETS, PORTAL_DATA_DIR: path.join(parent, 'direct'), PORT: '1399', SESSION_MAX_HOURS: 'forever' };
    const { code, output } = await run([strapiBin(), 'start'], cmsDir, env);
    expect(code).toBe(1);
    expect(output).toContain('SESSION_MAX_HOURS: expected a number greater than 0, got "forever"');
    noStackTrace(output);
  });

  it('Strapi started directly without its secrets: each missing one is named', async () => {
    const { code, output } = await run([strapiBin(), 'start'], cmsDir, { PORTAL_DATA_DIR: path.join(parent, 'no-secrets'), PORT: '1399' });
    expect(code).toBe(1);
    for (const name of Object.keys(SECRETS)) expect(output).toContain(`${name}: expected a value`);
    noStackTrace(output);
  });
});

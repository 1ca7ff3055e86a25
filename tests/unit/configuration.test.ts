/**
 * The configuration module (docs/configuration.md): every variable checked with a message naming it, one public URL,
 * the generated docs page in step with the declarations, and no variable read anywhere without being documented.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, DEFAULT_PORT, configWarnings, readConfig } from '@portal/domain';
import { KNOBS, TOOL_VARIABLES, docsFile, renderConfigDocs } from '../../scripts/lib/config-docs.mjs';

const repoRoot = path.resolve(__dirname, '..', '..');
const SECRETS = {
  APP_KEYS: 'a,b',
  API_TOKEN_SALT: 's',
  ADMIN_JWT_SECRET: 's',
  TRANSFER_TOKEN_SALT: 's',
  JWT_SECRET: 's',
  ENCRYPTION_KEY: 's',
};

/** The ConfigError readConfig throws for `env`, or undefined. */
function errorOf(env: Record<string, string>, part?: 'cms'): ConfigError | undefined {
  try {
    readConfig(env, part);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
}

describe('readConfig', () => {
  it('gives every default with an empty environment (the local default needs nothing)', () => {
    const config = readConfig({});
    expect(config.PORT).toBe(DEFAULT_PORT);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.PUBLIC_URL).toBe(`http://localhost:${DEFAULT_PORT}`);
    expect(config.publicUrlGiven).toBe(false);
    expect(config.CORS_ORIGINS).toEqual([`http://localhost:${DEFAULT_PORT}`]);
    expect(config.CMS_URL).toBe(`http://127.0.0.1:${DEFAULT_PORT}`);
    expect(config.TRUSTED_PROXIES).toBe(0);
    expect(config.SESSION_IDLE_MINUTES).toBe(120);
    expect(config.PORTAL_AUTO_SEED).toBe(true);
    expect(config.PORTAL_SITE_BUILDS).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('types what it reads, and counts an empty value as unset', () => {
    const config = readConfig({
      PORT: '1500',
      SESSION_IDLE_MINUTES: '0.5',
      PORTAL_SITE_BUILDS: 'off',
      PORTAL_AUTO_SEED: 'false',
      SMTP_SECURE: 'true',
      APP_KEYS: 'k1, k2',
      PORTAL_ADMIN_EMAIL: '',
    });
    expect(config).toMatchObject({ PORT: 1500, SESSION_IDLE_MINUTES: 0.5, PORTAL_SITE_BUILDS: false, PORTAL_AUTO_SEED: false });
    expect(config.SMTP_SECURE).toBe(true);
    expect(config.APP_KEYS).toEqual(['k1', 'k2']);
    expect(config.PORTAL_ADMIN_EMAIL).toBeUndefined();
    // Defaults that follow another variable follow it.
    expect(config.PUBLIC_URL).toBe('http://localhost:1500');
    expect(config.CMS_URL).toBe('http://127.0.0.1:1500');
  });

  it.each([
    ['PORT', 'abc', 'a whole number from 1 to 65535'],
    ['PORT', '70000', 'a whole number from 1 to 65535'],
    ['SESSION_MAX_HOURS', 'forever', 'a number greater than 0'],
    ['PORTAL_AUTO_SEED', 'maybe', 'true or false'],
    ['PUBLIC_URL', 'partners.example.com', 'an http(s) URL'],
    ['CORS_ORIGINS', '*', 'comma-separated http(s) origins'],
    ['TRUSTED_PROXIES', '-1', 'a whole number, 0 or more'],
    ['ACCESS_TOKEN_TTL', 'a week', 'a duration'],
    ['MEETING_REMINDER_CRON', 'every minute', 'a cron rule'],
    ['STRAPI_LOG_LEVEL', 'loud', 'one of'],
  ])('refuses %s=%j, naming it and what it expects', (variable, value, expected) => {
    const error = errorOf({ [variable]: value });
    expect(error?.issues).toEqual([{ variable, expected: expect.stringContaining(expected), given: value }]);
    expect(error?.message).toContain(`${variable}: expected ${expected}`);
    expect(error?.message).toContain('docs/configuration.md');
  });

  it('lists every bad variable at once, and never echoes a secret', () => {
    const error = errorOf({ PORT: 'x', DATABASE_URL: 'mysql://portal:hunter2@db/portal', SMTP_PORT: 'smtp' });
    expect(error?.issues.map((i) => i.variable).sort()).toEqual(['DATABASE_URL', 'PORT', 'SMTP_PORT']);
    expect(error?.message).toContain('DATABASE_URL: expected a PostgreSQL connection URL');
    expect(error?.message).not.toContain('hunter2');
  });

  it('requires the secrets only of the part that needs them (Strapi started directly)', () => {
    expect(errorOf({})).toBeUndefined();
    const error = errorOf({ ...SECRETS, JWT_SECRET: '' }, 'cms');
    expect(error?.issues).toEqual([{ variable: 'JWT_SECRET', expected: expect.stringContaining('a value') }]);
    expect(readConfig(SECRETS, 'cms').APP_KEYS).toEqual(['a', 'b']);
  });

  it('configures PostgreSQL from DATABASE_URL', () => {
    const url = 'postgresql://portal:secret@db.internal:5432/portal';
    const config = readConfig({ DATABASE_URL: url, DATABASE_SSL: 'true', DATABASE_POOL_MIN: '0', DATABASE_POOL_MAX: '20' });
    expect(config).toMatchObject({ DATABASE_URL: url, DATABASE_SSL: true, DATABASE_POOL_MIN: 0, DATABASE_POOL_MAX: 20 });
  });

  it('TRUSTED_PROXIES wins over the older IS_PROXIED, which means one proxy', () => {
    expect(readConfig({ IS_PROXIED: 'true' }).TRUSTED_PROXIES).toBe(1);
    expect(readConfig({ IS_PROXIED: 'true', TRUSTED_PROXIES: '2' }).TRUSTED_PROXIES).toBe(2);
    expect(readConfig({ TRUSTED_PROXIES: '0', IS_PROXIED: 'true' }).TRUSTED_PROXIES).toBe(0);
  });
});

describe('one public URL', () => {
  it('PUBLIC_URL gives the links, the site origin and the default CORS origin; a trailing slash is dropped', () => {
    const config = readConfig({ PUBLIC_URL: 'https://partners.example.com/' });
    expect(config.PUBLIC_URL).toBe('https://partners.example.com');
    expect(config.publicUrlGiven).toBe(true);
    expect(config.CORS_ORIGINS).toEqual(['https://partners.example.com']);
    expect(configWarnings({ PUBLIC_URL: 'https://partners.example.com' })).toEqual([]);
  });

  it('the deprecated PUBLIC_SITE_URL is still read when PUBLIC_URL is unset, with a warning', () => {
    const env = { PUBLIC_SITE_URL: 'https://old.example.com' };
    expect(readConfig(env).PUBLIC_URL).toBe('https://old.example.com');
    expect(configWarnings(env)).toEqual([expect.stringMatching(/PUBLIC_SITE_URL is deprecated: rename it to PUBLIC_URL/)]);
  });

  it('PUBLIC_URL wins over PUBLIC_SITE_URL, and the warning says the old one is ignored', () => {
    const env = { PUBLIC_URL: 'https://new.example.com', PUBLIC_SITE_URL: 'https://old.example.com' };
    expect(readConfig(env).PUBLIC_URL).toBe('https://new.example.com');
    expect(configWarnings(env)).toEqual([expect.stringMatching(/PUBLIC_SITE_URL is ignored: PUBLIC_URL is set/)]);
  });
});

describe('docs/configuration.md', () => {
  it('is what the declarations generate (run `npm run docs:config` after changing them)', async () => {
    expect(fs.readFileSync(docsFile, 'utf8')).toBe(await renderConfigDocs());
  });

  it('documents every variable the repository reads', () => {
    const documented = new Set([...Object.keys(CONFIG_VARIABLES), ...KNOBS.map(([name]) => name), ...TOOL_VARIABLES.map(([name]) => name)]);
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mjs|js|astro)$/.test(f) && fs.existsSync(path.join(repoRoot, f)));
    // process.env.X, import.meta.env.X, env.X (a passed environment), env('X') (Strapi's helper), the bench's num('X').
    const READS = [
      /\benv\??\.([A-Z][A-Z0-9_]+)\b/g,
      /\benv(?:\.\w+)?\(\s*['"]([A-Z][A-Z0-9_]+)['"]/g,
      /\b(?:num|list)\(\s*['"]([A-Z][A-Z0-9_]+)['"]/g,
    ];
    const read = new Map<string, string>();
    for (const file of files) {
      const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
      for (const pattern of READS) for (const match of text.matchAll(pattern)) if (!read.has(match[1])) read.set(match[1], file);
    }
    expect(read.size).toBeGreaterThan(25); // the patterns still find the reads
    const undocumented = [...read].filter(([name]) => !documented.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(undocumented).toEqual([]);
  });
});

// The runtime environment of the local default: the checked configuration (docs/configuration.md) and the secrets
// generated once under .data/, never committed.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cmsDir = path.join(repoRoot, 'cms');

// A root .env (see .env.example) overrides the defaults; variables already set in the shell win over it.
if (fs.existsSync(path.join(repoRoot, '.env'))) process.loadEnvFile(path.join(repoRoot, '.env'));

/** Whether packages/domain changed since its last build (after a pull or a merge): Node loads its build, not src/. */
function domainStale() {
  const built = path.join(repoRoot, 'packages', 'domain', 'dist', 'tsconfig.tsbuildinfo');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const src = path.join(repoRoot, 'packages', 'domain', 'src');
  return fs.readdirSync(src, { recursive: true }).some((f) => !f.endsWith('.test.ts') && fs.statSync(path.join(src, f)).mtimeMs > builtAt);
}
if (domainStale()) {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-b', 'packages/domain'], { cwd: repoRoot, stdio: 'inherit' });
}
const { readConfig, readConfigOrExit } = await import('@portal/domain');

/**
 * The checked configuration (docs/configuration.md). A command's entry point calls it first: a bad variable prints
 * the message naming it and ends the process with exit code 1, before anything starts.
 */
export const portalConfig = (env = process.env) => readConfigOrExit(env);

/** The data folder (.data by default, PORTAL_DATA_DIR overrides it, as tests do with a temporary one). */
function dataDirOf(env = process.env) {
  return path.resolve(readConfig(env).PORTAL_DATA_DIR ?? path.join(repoRoot, '.data'));
}

/** The built site's folder, shared by every instance: PORTAL_SITE_DIR, or site/ in the data folder. */
export function siteDirOf(env = process.env) {
  return path.resolve(readConfig(env).PORTAL_SITE_DIR ?? path.join(dataDirOf(env), 'site'));
}

const random = (bytes = 24) => crypto.randomBytes(bytes).toString('base64url');

/** A readable generated password that passes the portal's own password rule (8–16, lower, digit, symbol). */
function generatePassword() {
  return `Adm!${random(6)
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 8)}7a`;
}

const secretsFile = (env) => path.join(dataDirOf(env), 'secrets.json');

/**
 * Reads .data/secrets.json, creating it (and the data folder, readable by its owner only) on first use: Strapi's keys
 * and, unless PORTAL_ADMIN_PASSWORD gives one, a generated password for the first admin account. The stored password
 * stays only until the admin changes it (cms/src/bootstrap/admin-user.ts removes it then). PORTAL_ADMIN_EMAIL /
 * PORTAL_ADMIN_PASSWORD, when set, win over the stored account.
 */
export function loadSecrets(env = process.env) {
  const config = readConfig(env);
  fs.mkdirSync(dataDirOf(env), { recursive: true, mode: 0o700 });
  const file = secretsFile(env);
  let secrets;
  if (fs.existsSync(file)) {
    secrets = JSON.parse(fs.readFileSync(file, 'utf8'));
  } else {
    secrets = {
      APP_KEYS: [random(), random(), random(), random()].join(','),
      API_TOKEN_SALT: random(),
      ADMIN_JWT_SECRET: random(),
      TRANSFER_TOKEN_SALT: random(),
      JWT_SECRET: random(),
      ENCRYPTION_KEY: random(),
      adminEmail: 'admin@portal.local',
      ...(config.PORTAL_ADMIN_PASSWORD ? {} : { adminPassword: generatePassword() }),
    };
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return {
    ...secrets,
    adminEmail: config.PORTAL_ADMIN_EMAIL ?? secrets.adminEmail,
    adminPassword: config.PORTAL_ADMIN_PASSWORD ?? secrets.adminPassword,
    /** The generated password, while it has not been printed yet (and the environment does not override it). */
    unshownPassword: config.PORTAL_ADMIN_PASSWORD || secrets.adminPasswordShown ? undefined : secrets.adminPassword,
  };
}

/**
 * The admin login line `npm start` prints: the generated password on the first start only (it is then marked shown
 * in secrets.json), afterwards only the e-mail.
 */
export function adminLoginLine(secrets, env = process.env) {
  if (!secrets.unshownPassword) return `${secrets.adminEmail}   (password: printed on the first start, or PORTAL_ADMIN_PASSWORD)`;
  const file = secretsFile(env);
  const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, JSON.stringify({ ...stored, adminPasswordShown: true }, null, 2), { mode: 0o600 });
  return `${secrets.adminEmail} / ${secrets.unshownPassword}   (shown this once: change it in the admin panel)`;
}

/**
 * The environment Strapi runs with: the caller's environment over the generated secrets. Throws a ConfigError (its
 * message names the variable) when a variable is bad, before Strapi is started.
 */
export function strapiEnv(env = process.env) {
  const s = loadSecrets(env);
  const result = {
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'none',
    APP_KEYS: s.APP_KEYS,
    API_TOKEN_SALT: s.API_TOKEN_SALT,
    ADMIN_JWT_SECRET: s.ADMIN_JWT_SECRET,
    TRANSFER_TOKEN_SALT: s.TRANSFER_TOKEN_SALT,
    JWT_SECRET: s.JWT_SECRET,
    ENCRYPTION_KEY: s.ENCRYPTION_KEY,
    ...env,
    PORTAL_DATA_DIR: dataDirOf(env),
    PORTAL_ADMIN_EMAIL: s.adminEmail,
    PORTAL_ADMIN_PASSWORD: s.adminPassword,
  };
  readConfig(result, 'cms');
  return result;
}

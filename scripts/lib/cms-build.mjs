// Builds the contract and Strapi (server + admin) only when their sources changed since the last build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir, repoRoot, strapiEnv } from './env.mjs';
import { run, seconds } from './run.mjs';

const SOURCES = ['cms/src', 'cms/config', 'cms/package.json', 'cms/tsconfig.json', 'member-app/src/contract', 'member-app/build-contract.mjs'];
const stampFile = path.join(cmsDir, 'dist', '.portal-build-hash');

function* filesUnder(p) {
  const stat = fs.statSync(p);
  if (stat.isFile()) return yield p;
  for (const name of fs.readdirSync(p).sort()) yield* filesUnder(path.join(p, name));
}

/** A hash of everything the Strapi build depends on. */
export function cmsSourceHash() {
  const hash = crypto.createHash('sha256');
  for (const source of SOURCES) {
    for (const file of filesUnder(path.join(repoRoot, source))) {
      hash.update(path.relative(repoRoot, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** Runs the contract build and `strapi build` unless the stamp says the current sources are built already. */
export async function ensureCmsBuilt({ force = false } = {}) {
  const hash = cmsSourceHash();
  const contractBuilt = fs.existsSync(path.join(repoRoot, 'member-app', 'dist', 'contract', 'index.cjs'));
  if (!force && contractBuilt && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) return false;
  const started = Date.now();
  await run('node', ['build-contract.mjs'], { cwd: path.join(repoRoot, 'member-app') });
  console.log('[build] Strapi server and admin (about a minute the first time)...');
  await run(process.execPath, [strapiBin(), 'build'], { cwd: cmsDir, env: strapiEnv() });
  fs.writeFileSync(stampFile, hash);
  console.log(`[build] Strapi built in ${seconds(started)}`);
  return true;
}

/** The Strapi CLI script, wherever npm placed it. */
export function strapiBin() {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js');
}

// Builds the domain package and Strapi (server + admin) only when their sources changed since the last build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir, repoRoot, strapiEnv } from './env.mjs';
import { run, seconds } from './run.mjs';

// The server (TypeScript compiled by tsc) depends on everything; the admin panel only on its own folder and the
// installed packages (and the editors' forms, whose words it registers), so editing a controller does not pay for
// the minute-long admin build.
const SERVER_SOURCES = [
  'cms/src',
  'cms/config',
  'cms/package.json',
  'cms/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/domain/tsconfig.json',
];
const ADMIN_SOURCES = ['cms/src/admin', 'cms/src/plugins', 'cms/src/editor-forms', 'cms/package.json', 'package-lock.json'];
const stamp = (name) => path.join(cmsDir, 'dist', `.portal-${name}-hash`);

function* filesUnder(p) {
  if (!fs.existsSync(p)) return;
  const stat = fs.statSync(p);
  if (stat.isFile()) return yield p;
  for (const name of fs.readdirSync(p).sort()) yield* filesUnder(path.join(p, name));
}

/** A hash of the files a build depends on. */
function sourceHash(sources) {
  const hash = crypto.createHash('sha256');
  for (const source of sources) {
    for (const file of filesUnder(path.join(repoRoot, source))) {
      hash.update(path.relative(repoRoot, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const upToDate = (name, hash) => fs.existsSync(stamp(name)) && fs.readFileSync(stamp(name), 'utf8') === hash;

/** Builds the domain package, the Strapi server and the admin panel, each only when its sources changed. */
export async function ensureCmsBuilt({ force = false } = {}) {
  const serverHash = sourceHash(SERVER_SOURCES);
  const adminHash = sourceHash(ADMIN_SOURCES);
  const adminBuilt = fs.existsSync(path.join(cmsDir, 'dist', 'build', 'index.html'));
  const needAdmin = force || !adminBuilt || !upToDate('admin', adminHash);
  const needServer = needAdmin || !upToDate('server', serverHash);
  if (!needServer) return false;
  const started = Date.now();
  await buildDomain();
  if (needAdmin) {
    console.log('[build] Strapi server and admin panel (about a minute)...');
    await run(process.execPath, [strapiBin(), 'build'], { cwd: cmsDir, env: strapiEnv() });
  } else {
    console.log('[build] Strapi server...');
    for (const dir of ['src', 'config']) fs.rmSync(path.join(cmsDir, 'dist', dir), { recursive: true, force: true });
    fs.rmSync(path.join(cmsDir, 'dist', 'tsconfig.tsbuildinfo'), { force: true });
    await run(process.execPath, [tscBin(), '-p', 'tsconfig.json'], { cwd: cmsDir });
  }
  fs.writeFileSync(stamp('server'), serverHash);
  fs.writeFileSync(stamp('admin'), adminHash);
  console.log(`[build] Strapi built in ${seconds(started)}`);
  return true;
}

/** The Strapi CLI script, wherever npm placed it. */
export function strapiBin() {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js');
}

const tscBin = () => createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Compiles packages/domain to dist/ (ES modules and declarations), which the Strapi server loads at run time. */
async function buildDomain() {
  await run(process.execPath, [tscBin(), '-b', 'packages/domain'], { cwd: repoRoot });
}

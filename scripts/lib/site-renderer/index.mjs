// @ts-check
// Renderers: what a full site build keeps so the next builds of the same code only render pages
// (docs/architecture.md#content-builds). One folder per code version under <site folder>/renderer/.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portalConfig, repoRoot } from '../env.mjs';

/** The files a site build bundles or reads besides the content: a change to any of them calls for a full build. */
const CODE = [
  'site',
  'public',
  'locales',
  'packages/domain/src',
  'packages/domain/package.json',
  'astro.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  path.relative(repoRoot, path.dirname(fileURLToPath(import.meta.url))),
];

/**
 * The code version a build's bundles depend on: the sources above, Node's version, where the repo lies (the bundle
 * holds absolute paths) and the settings the build bakes in (the public URL and every PUBLIC_ variable, which Vite
 * writes into the client bundles). The CMS URL and the content are read when pages render, so they are not in it.
 * @param {NodeJS.ProcessEnv} env
 */
export function rendererKey(env) {
  const hash = crypto.createHash('sha256');
  const config = portalConfig(env);
  hash.update(JSON.stringify([process.version, repoRoot, config.PUBLIC_URL, config.PUBLIC_NOTIFICATION_POLLING]));
  for (const name of Object.keys(env)
    .filter((n) => n.startsWith('PUBLIC_'))
    .sort())
    hash.update(`${name}=${env[name]}\n`);
  for (const file of CODE.flatMap(listFiles).sort()) hash.update(file).update(fs.readFileSync(path.join(repoRoot, file)));
  return hash.digest('hex').slice(0, 16);
}

/** @param {string} entry a file or folder, relative to the repo */
function listFiles(entry) {
  const full = path.join(repoRoot, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(repoRoot, path.join(e.parentPath, e.name)));
}

/**
 * Where the renderer of a code version lives, and whether a full build has left one there.
 * @param {string} siteDir
 * @param {string} key
 */
export function rendererOf(siteDir, key) {
  const dir = path.join(siteDir, 'renderer', key);
  return { dir, ready: fs.existsSync(path.join(dir, 'renderer.json')) };
}

/**
 * A fresh folder for a full build to save its renderer into (SITE_RENDERER_SAVE), published by keepRenderer.
 * @param {string} siteDir
 */
export function rendererDraft(siteDir) {
  fs.mkdirSync(path.join(siteDir, 'renderer'), { recursive: true });
  return fs.mkdtempSync(path.join(siteDir, 'renderer', '.draft-'));
}

/**
 * Publishes a full build's saved renderer as the one of its code version (replacing one a failed content build may
 * have found wanting), by renames: a build starting meanwhile sees a whole renderer or none. Renderers of other code
 * versions and drafts left by builds that died an hour ago or more are removed.
 * @param {string} siteDir
 * @param {string} key
 * @param {string} draft
 */
export function keepRenderer(siteDir, key, draft) {
  const root = path.join(siteDir, 'renderer');
  const { dir } = rendererOf(siteDir, key);
  if (fs.existsSync(path.join(draft, 'renderer.json'))) {
    const old = `${draft}.old`;
    if (fs.existsSync(dir)) fs.renameSync(dir, old);
    fs.renameSync(draft, dir);
    fs.rmSync(old, { recursive: true, force: true });
  } else fs.rmSync(draft, { recursive: true, force: true });
  const hourAgo = Date.now() - 3_600_000;
  for (const other of fs.readdirSync(root)) {
    const full = path.join(root, other);
    const stale = other.startsWith('.draft-') ? fs.statSync(full).mtimeMs < hourAgo : other !== key;
    if (stale) fs.rmSync(full, { recursive: true, force: true });
  }
}

export const renderScript = fileURLToPath(new URL('./render.mjs', import.meta.url));

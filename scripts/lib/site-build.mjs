// Builds the static site from a running Strapi into a fresh folder of the site folder (docs/architecture.md#publishing-without-deploys).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { repoRoot, siteDirOf } from './env.mjs';
import { eachAtOnce, run, seconds, waitForHttp } from './run.mjs';
import { keepRenderer, rendererDraft, rendererKey, rendererOf, renderScript } from './site-renderer/index.mjs';

/** Finished builds kept besides the live one: a process may serve the previous build for up to a second after a switch. */
const KEEP_BUILDS = 3;

/**
 * Builds the site from cmsUrl into a new folder under <site folder>/builds/ (named by its start time, so names sort by
 * age). A content build when a full build of the same code left its renderer (docs/architecture.md#content-builds),
 * else, or with `full`, or when the content build fails while the CMS answers, a full `astro build`. With `link` (a
 * build outside the queue: `npm start`'s first build, `npm run build:site`, the tests' setup) it then points
 * <site folder>/current at it; a queued build leaves the switch to the queue, which records the live build in the
 * database. Old builds are pruned, never one named in `keep` (the live one) or a newer one (a build running elsewhere).
 * @param {{ cmsUrl: string, env?: NodeJS.ProcessEnv, link?: boolean, keep?: string[], full?: boolean }} options
 */
export async function buildSite({ cmsUrl, env = process.env, link = true, keep = [], full = false }) {
  const siteDir = siteDirOf(env);
  const buildsDir = path.join(siteDir, 'builds');
  fs.mkdirSync(buildsDir, { recursive: true });
  linkModules(siteDir);
  const name = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = path.join(buildsDir, name);
  const started = Date.now();
  const buildEnv = { ...env, CMS_URL: cmsUrl, ASTRO_TELEMETRY_DISABLED: '1' };
  const key = rendererKey(env);
  const renderer = rendererOf(siteDir, key);
  let kind = 'full';
  try {
    if (renderer.ready && !full) {
      try {
        await run(process.execPath, [renderScript, renderer.dir, outDir], { cwd: repoRoot, env: buildEnv });
        kind = 'content';
      } catch (error) {
        fs.rmSync(outDir, { recursive: true, force: true });
        // A full build reads the same CMS: when that is what failed, fail now rather than after bundling.
        await waitForHttp(`${cmsUrl}/_health`, { timeoutMs: 5_000 }).catch(() => {
          throw new Error(`the CMS at ${cmsUrl} does not answer; content build: ${error.message}`);
        });
        console.error(`[site] content build failed, building in full: ${error.message}`);
      }
    }
    if (kind === 'full') await fullBuild({ siteDir, key, outDir, env: buildEnv });
    await precompress(outDir);
  } catch (error) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  const live = path.join(siteDir, 'current');
  if (link) {
    // Symlink swap: rename() over the old link is atomic, so a request sees the old site or the new one, never half.
    const next = path.join(siteDir, `current.${process.pid}`);
    fs.rmSync(next, { force: true });
    fs.symlinkSync(outDir, next);
    fs.renameSync(next, live);
  }
  const linked = fs.existsSync(live) ? path.basename(fs.realpathSync(live)) : undefined;
  pruneBuilds(buildsDir, name, [...keep, ...(linked ? [linked] : [])]);
  const pages = countPages(outDir);
  console.log(`[site] built ${pages} pages in ${seconds(started)} (${kind} build) -> ${outDir}`);
  return { outDir, pages, kind };
}

/**
 * `astro build` into outDir, saving the renderer of this code version for the content builds after it. Astro writes
 * its prerender bundle to <working folder>/.astro when the out folder lies outside the working folder; from the repo
 * root, two builds at once (tests, the publish queue, a manual build) would overwrite each other's bundle. Each build
 * runs from its own folder under .astro/ instead (inside the repo, so the bundle still resolves the repo's
 * node_modules), which is removed afterwards.
 */
async function fullBuild({ siteDir, key, outDir, env }) {
  fs.mkdirSync(path.join(repoRoot, '.astro'), { recursive: true });
  const workDir = fs.mkdtempSync(path.join(repoRoot, '.astro', 'build-'));
  const draft = rendererDraft(siteDir);
  const astroPackage = createRequire(import.meta.url).resolve('astro/package.json');
  const astroBin = path.join(path.dirname(astroPackage), JSON.parse(fs.readFileSync(astroPackage, 'utf8')).bin.astro);
  try {
    await run(process.execPath, [astroBin, 'build', '--silent', '--root', repoRoot], {
      cwd: workDir,
      env: { ...env, SITE_OUT_DIR: outDir, SITE_RENDERER_SAVE: draft },
    });
    keepRenderer(siteDir, key, draft);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
    fs.rmSync(draft, { recursive: true, force: true });
  }
}

/** Removes builds older than `newest` beyond the KEEP_BUILDS latest, sparing the ones named in `keep`. */
function pruneBuilds(buildsDir, newest, keep) {
  const older = fs
    .readdirSync(buildsDir)
    .filter((b) => b < newest)
    .sort();
  for (const old of older.slice(0, Math.max(0, older.length - (KEEP_BUILDS - 1))))
    if (!keep.includes(old)) fs.rmSync(path.join(buildsDir, old), { recursive: true, force: true });
}

/**
 * The editor preview's handler (the build's _preview/ folder, docs/staff-workspace.md#editor-preview) imports the
 * repo's packages by name; a data folder outside the repo (tests, a mounted volume) gets a node_modules link beside
 * its builds so they resolve. The link is outside every build folder, so it is never served.
 */
function linkModules(siteDir) {
  const link = path.join(siteDir, 'node_modules');
  if (path.relative(repoRoot, siteDir).startsWith('..') && !fs.existsSync(link))
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), link, 'dir');
}

const gzip = promisify(zlib.gzip);
const PREVIEW_DIR = '_preview';
const COMPRESSIBLE = /\.(html|css|js|mjs|svg|json|xml|txt|webmanifest)$/;

/**
 * Writes a .gz beside every text file of 1 KB or more: the site middleware (koa-send) serves it to clients that accept
 * gzip, so pages and assets travel compressed without compressing on every request. zlib runs on the thread pool;
 * level 6 compresses twice as fast as 9 for 3 % more bytes (it matters at 10x content: hundreds of MB of HTML).
 */
async function precompress(dir) {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    // The preview's handler (_preview/) is imported by the CMS, never served: no copy of it needs compressing.
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name) && !path.relative(dir, e.parentPath ?? e.path).startsWith(PREVIEW_DIR));
  await eachAtOnce(
    files.map((e) => path.join(e.parentPath ?? e.path, e.name)),
    4,
    async (file) => {
      const content = fs.readFileSync(file);
      if (content.length >= 1024) fs.writeFileSync(`${file}.gz`, await gzip(content, { level: 6 }));
    },
  );
}

function countPages(dir) {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) n += countPages(path.join(dir, entry.name));
    else if (entry.name.endsWith('.html')) n += 1;
  }
  return n;
}

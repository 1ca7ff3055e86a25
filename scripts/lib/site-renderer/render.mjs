// @ts-check
// A content build (docs/architecture.md#content-builds): renders every prerendered page of the site from a renderer
// kept by a full build of the same code, into a new build folder, without bundling anything.
// Usage: node render.mjs <renderer folder> <out folder>   (CMS_URL and the rest of the environment as for astro build)
// It follows Astro's own prerendering (astro/dist/core/build/generate.js): the same getStaticPaths call, path
// strings, output file names and redirect pages. Those helpers are Astro internals, so astro is pinned to a minor
// version in package.json, and any failure here makes the caller fall back to a full build.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { App } from 'astro/app';
import { eachAtOnce } from '../run.mjs';

const [rendererDir, outDir] = process.argv.slice(2).map((p) => path.resolve(p));
if (!rendererDir || !outDir) throw new Error('usage: render.mjs <renderer folder> <out folder>');

const astroDir = path.dirname(createRequire(import.meta.url).resolve('astro/package.json'));
/** @param {string} file a module of Astro's dist folder */
const internal = (file) => import(pathToFileURL(path.join(astroDir, 'dist', file)).href);
const { callGetStaticPaths, RouteCache } = await internal('core/render/route-cache.js');
const { stringifyParams } = await internal('core/routing/params.js');
const { getOutFolder, getOutFile } = await internal('core/build/common.js');
const { redirectTemplate } = await internal('core/routing/3xx.js');
const { Logger } = await internal('core/logger/core.js');
const { consoleLogDestination } = await internal('core/logger/console.js');

const started = Date.now();
const saved = JSON.parse(fs.readFileSync(path.join(rendererDir, 'renderer.json'), 'utf8'));
const serverDir = path.join(rendererDir, saved.server);

// 1. Every file no route writes (client bundles, public files, the preview handler), as the full build left them.
fs.cpSync(path.join(rendererDir, 'client'), outDir, { recursive: true });
// The preview handler names its own build folder (its client, server and image paths): point it at this one.
const previewDir = path.join(outDir, saved.server);
const builtIn = path.resolve(saved.outDir);
for (const entry of fs.readdirSync(previewDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.mjs')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const text = fs.readFileSync(file, 'utf8');
  const moved = text.replaceAll(pathToFileURL(builtIn).href, pathToFileURL(outDir).href).replaceAll(builtIn, outDir);
  if (moved !== text) fs.writeFileSync(file, moved);
}

// 2. The kept server bundle: its entry assigns the page map, renderers and middleware to the manifest it imports.
await import(pathToFileURL(path.join(serverDir, 'entry.mjs')).href);
const manifestFile = fs.readdirSync(serverDir).find((f) => /^manifest_.*\.mjs$/.test(f));
if (!manifestFile) throw new Error(`no manifest in ${serverDir}`);
const { manifest } = await import(pathToFileURL(path.join(serverDir, manifestFile)).href);
const app = new App(manifest, true);
const logger = new Logger({ dest: consoleLogDestination, level: 'warn' });
const routeCache = new RouteCache(logger, 'production');
const origin = manifest.site ? new URL(manifest.site).origin : 'http://localhost:4321';
const outUrl = pathToFileURL(outDir + path.sep);
const settings = { buildOutput: 'server', config: { build: { client: outUrl, format: manifest.buildFormat } } };

/** @typedef {import('astro').RouteData} Route */
/** @type {Route[]} */
const routes = [];
for (const { routeData } of manifest.routes) {
  const known = routes.some((r) => r.route === routeData.route && r.component === routeData.component);
  if (routeData.prerender && ['page', 'endpoint', 'redirect'].includes(routeData.type) && !known) routes.push(routeData);
}

// 3. The paths of every route, in the manifest's order (the router's priority); a path two routes claim is built once.
/** @type {{ route: Route, pathname: string }[]} */
const jobs = [];
const built = new Set();
for (const route of routes) {
  const entry = await manifest.pageMap.get(route.component)();
  const mod = await entry.page();
  const pathnames = route.pathname
    ? [route.pathname]
    : (await callGetStaticPaths({ mod, route, routeCache, logger, ssr: true, base: manifest.base })).map(
        (/** @type {{ params: Record<string, string> }} */ p) => stringifyParams(p.params, route),
      );
  for (const pathname of pathnames) {
    const key = pathname.replace(/\/$/, '') || '/';
    if (built.has(key)) continue;
    built.add(key);
    jobs.push({ route, pathname });
  }
}

/** @param {{ route: Route, pathname: string }} job */
async function renderPage({ route, pathname }) {
  const requestPath = route.type === 'endpoint' || pathname === '/' ? pathname : `${pathname.replace(/\/$/, '')}/`;
  const response = await app.render(new Request(new URL(requestPath, origin)), { routeData: route });
  if (response.status >= 500) throw new Error(`${pathname} rendered with status ${response.status}`);
  let body;
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get('location') ?? '/';
    body = redirectTemplate({
      status: response.status,
      absoluteLocation: manifest.site ? new URL(location, manifest.site) : location,
      relativeLocation: location,
      from: new URL(requestPath, origin).pathname,
    });
    if (manifest.compressHTML === true) body = body.replaceAll('\n', '');
  } else {
    if (!response.body) return;
    body = Buffer.from(await response.arrayBuffer());
  }
  const encoded = encodeURI(pathname);
  const folder = getOutFolder(settings, encoded, route);
  await fs.promises.mkdir(folder, { recursive: true });
  await fs.promises.writeFile(getOutFile(settings.config, folder, encoded, route), body);
}

// 4. Four pages at a time, as the full build renders them (astro.config.mjs build.concurrency).
await eachAtOnce(jobs, 4, renderPage);
console.log(`[site] content build: ${jobs.length} pages of ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`);

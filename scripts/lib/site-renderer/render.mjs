// @ts-check
// A content build (docs/architecture.md#content-builds): renders every prerendered page of the site from a renderer
// kept by a full build of the same code, into a new build folder, without bundling anything.
// Usage: node render.mjs <renderer folder> <out folder>   (CMS_URL and the rest of the environment as for astro build)
// It uses Astro's public API only: the kept prerender bundle's entry (astro/entrypoints/prerender) exports the
// manifest Astro prerenders with, and astro/app renders a route from it. What Astro's prerendering adds around
// that (the path of a getStaticPaths entry, the output file of a path) is restated here for the one build format the
// site uses; tests/api/site-builds.test.ts checks that a content build writes what a full build writes, and any
// failure here makes the caller fall back to a full build.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App } from 'astro/app';
import { eachAtOnce } from '../run.mjs';

const [rendererDir, outDir] = process.argv.slice(2).map((p) => path.resolve(p));
if (!rendererDir || !outDir) throw new Error('usage: render.mjs <renderer folder> <out folder>');

const started = Date.now();
/** @type {{ outDir: string, server: string, prerenderEntry: string }} written by integration.mjs */
const saved = JSON.parse(fs.readFileSync(path.join(rendererDir, 'renderer.json'), 'utf8'));

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

// 2. The kept prerender bundle: its manifest holds every prerendered route with its page module, styles and scripts.
/** @type {{ manifest: import('astro').SSRManifest }} */
const { manifest: kept } = await import(pathToFileURL(path.join(rendererDir, 'prerender', saved.prerenderEntry)).href);
// A copy: the bundle registered its manifest object for Astro's build-time rendering, which needs the build's
// in-memory state; a manifest Astro has not seen renders as a production server does, from the manifest alone.
const manifest = { ...kept };
if (manifest.buildFormat !== 'directory') throw new Error(`build.format ${manifest.buildFormat}: only 'directory' is handled`);
const app = new App(manifest, false);
const origin = manifest.site ? new URL(manifest.site).origin : 'http://localhost:4321';

/** @typedef {import('astro').RouteData} Route */
/** @type {Route[]} */
const routes = [];
for (const { routeData } of manifest.routes) {
  const known = routes.some((r) => r.route === routeData.route && r.component === routeData.component);
  if (!routeData.prerender || known) continue;
  if (routeData.type !== 'page' && routeData.type !== 'endpoint')
    throw new Error(`route ${routeData.route} is a ${routeData.type}: a content build renders pages and endpoints only`);
  routes.push(routeData);
}

/**
 * The path of one getStaticPaths entry, as Astro writes it: each value without its outer slashes, `#` and `?`
 * escaped, a rest parameter that is undefined left out.
 * @param {Route} route
 * @param {Record<string, string | number | undefined>} params
 */
function pathOf(route, params) {
  /** @param {{ content: string, dynamic: boolean, spread: boolean }} part */
  const value = (part) => {
    if (!part.dynamic) return part.content.normalize();
    const raw = params[part.spread ? part.content.slice(3) : part.content];
    if (raw === undefined && !part.spread) throw new Error(`${route.component}: getStaticPaths gave no ${part.content}`);
    return String(raw ?? '')
      .replace(/^\/+|\/+$/g, '')
      .normalize()
      .replace(/#/g, '%23')
      .replace(/\?/g, '%3F');
  };
  const segments = route.segments.map((segment) => segment.map(value).join('')).filter(Boolean);
  return `/${segments.join('/')}`;
}

/** Where the full build writes a path (build.format 'directory'), relative to the build folder: the path as it is. */
const fileOf = (/** @type {Route} */ route, /** @type {string} */ pathname) => {
  if (route.type === 'endpoint') return pathname;
  if (pathname === '/404' || pathname === '/500') return `${pathname}.html`;
  return path.posix.join(pathname, 'index.html');
};

// 3. The paths of every route, in the manifest's order (the router's priority); a path two routes claim is built once.
/** @type {{ route: Route, pathname: string }[]} */
const jobs = [];
const built = new Set();
for (const route of routes) {
  const page = manifest.pageMap?.get(route.component);
  if (!page) throw new Error(`no page module for ${route.component}`);
  const mod = await (await page()).page();
  /** @type {string[]} */
  let pathnames;
  if (route.pathname) pathnames = [route.pathname];
  else if (typeof mod.getStaticPaths !== 'function') throw new Error(`${route.component} has no getStaticPaths`);
  else {
    const entries = await mod.getStaticPaths({
      paginate: () => {
        throw new Error('paginate() is not supported by a content build');
      },
      routePattern: route.route,
    });
    pathnames = entries.flat().map((e) => pathOf(route, e.params));
  }
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
  // The site redirects from no prerendered page (the 404 page answers 404); a full build tells what happened.
  if (response.status >= 500 || (response.status >= 300 && response.status < 400))
    throw new Error(`${pathname} rendered with status ${response.status}`);
  if (!response.body) return;
  const file = path.join(outDir, fileOf(route, pathname));
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, Buffer.from(await response.arrayBuffer()));
}

// 4. Four pages at a time, as the full build renders them (astro.config.mjs build.concurrency).
await eachAtOnce(jobs, 4, renderPage);
console.log(`[site] content build: ${jobs.length} pages of ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`);

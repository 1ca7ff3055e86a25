// Bytes a page ships, gzipped, by kind (HTML, CSS, JS), read from a built site folder: what a first visit downloads.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

/** Follows a module's static imports inside the build, so a page's whole JS graph is counted once. */
function jsGraph(root, start, seen) {
  if (seen.has(start)) return;
  const file = path.join(root, start);
  if (!fs.existsSync(file)) return;
  seen.add(start);
  const code = fs.readFileSync(file, 'utf8');
  for (const m of code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) {
    const next = path.posix.join(path.posix.dirname(start), m[1]);
    jsGraph(root, next.startsWith('/') ? next : `/${next}`, seen);
  }
}

/**
 * Gzipped bytes of a page path ('/en/main') in a built site: html, css, js loaded on arrival (scripts, module
 * preloads, inline), and jsIslandsOnDemand: island code that loads only when an island hydrates (e.g. signed in).
 */
export function pageWeight(root, pagePath) {
  const htmlFile = path.join(root, pagePath, 'index.html');
  const html = fs.readFileSync(htmlFile);
  const text = html.toString();
  const css = [...text.matchAll(/<link[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]);
  const scripts = [
    ...text.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...text.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  // Astro islands name their component and renderer URLs; client:load/idle/visible islands hydrate on arrival,
  // the custom client:member and client:login ones only for a signed-in member or when the login dialog opens.
  const islandTags = [...text.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]);
  const urlsOf = (tag) => [...tag.matchAll(/(?:component-url|renderer-url)="([^"]+\.js)"/g)].map((m) => m[1]);
  const onArrival = (tag) => /\bclient="(load|idle|visible)"/.test(tag);
  const islands = islandTags.filter((t) => !onArrival(t)).flatMap(urlsOf);
  scripts.push(...islandTags.filter(onArrival).flatMap(urlsOf));
  const inline = [...text.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  const sum = (files) => [...files].reduce((total, f) => total + gz(fs.readFileSync(path.join(root, f))), 0);
  const eager = new Set();
  for (const s of scripts) jsGraph(root, s, eager);
  const all = new Set(eager);
  for (const s of islands) jsGraph(root, s, all);
  const onDemand = [...all].filter((f) => !eager.has(f));
  const jsBytes = sum(eager) + (inline ? gz(Buffer.from(inline)) : 0);
  const cssBytes = css.reduce((sum, f) => sum + gz(fs.readFileSync(path.join(root, f))), 0);
  return { html: gz(html), css: cssBytes, js: jsBytes, jsIslandsOnDemand: sum(onDemand) };
}

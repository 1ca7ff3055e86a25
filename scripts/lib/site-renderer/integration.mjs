// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Keeps what a content build needs from a full build (docs/architecture.md#content-builds): the prerender bundle
 * Astro renders the pages with (before Astro removes it), and every file of the build that no route wrote (client
 * bundles, public files, the editor preview's handler). Active only when the build is asked to save them
 * (SITE_RENDERER_SAVE, set by scripts/lib/site-build.mjs); `astro build` run by hand is unchanged.
 * @returns {import('astro').AstroIntegration}
 */
export function siteRenderer() {
  const save = process.env.SITE_RENDERER_SAVE;
  /** @type {string | undefined} */
  let serverDir;
  /** the folder of the bundles' assets (styles, fonts), which the client build has too */
  let assetsDir = '_astro';
  /** @type {string | undefined} the prerender bundle's entry (astro/entrypoints/prerender), by its file name */
  let prerenderEntry;
  return {
    name: 'portal-site-renderer',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = fileURLToPath(config.build.server);
        assetsDir = config.build.assets;
      },
      // Runs after the pages are rendered and before Astro removes the prerender bundle, which Astro writes to
      // .prerender/ in the server folder (the site has an on-demand page, the preview, so it has a server folder).
      'astro:build:generated': () => {
        if (!save || !serverDir) return;
        const bundle = path.join(serverDir, '.prerender');
        const entries = fs.existsSync(bundle) ? fs.readdirSync(bundle).filter((f) => /^prerender-entry.*\.mjs$/.test(f)) : [];
        if (entries.length !== 1) throw new Error(`expected one prerender entry in ${bundle}, found ${entries.length}`);
        prerenderEntry = entries[0];
        const bundleAssets = path.join(bundle, assetsDir);
        fs.cpSync(bundle, path.join(save, 'prerender'), { recursive: true, filter: (source) => source !== bundleAssets });
      },
      'astro:build:done': ({ dir, assets }) => {
        if (!save || !serverDir || !prerenderEntry) return;
        const outDir = fileURLToPath(dir);
        const written = new Set([...assets.values()].flat().map((url) => fileURLToPath(url)));
        for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
          const file = path.join(entry.parentPath, entry.name);
          if (!entry.isFile() || written.has(file)) continue;
          const copy = path.join(save, 'client', path.relative(outDir, file));
          fs.mkdirSync(path.dirname(copy), { recursive: true });
          fs.copyFileSync(file, copy);
        }
        fs.writeFileSync(
          path.join(save, 'renderer.json'),
          JSON.stringify({ outDir, server: path.basename(serverDir), prerenderEntry, routes: written.size }),
        );
      },
    },
  };
}

// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Keeps what a content build needs from a full build (docs/architecture.md#content-builds): the server bundle before
 * Astro strips the prerender-only chunks, and every file of the build that no route wrote (client bundles, public
 * files, the editor preview's handler). Active only when the build is asked to save them (SITE_RENDERER_SAVE, set by
 * scripts/lib/site-build.mjs); `astro build` run by hand is unchanged.
 * @returns {import('astro').AstroIntegration}
 */
export function siteRenderer() {
  const save = process.env.SITE_RENDERER_SAVE;
  /** @type {string | undefined} */
  let serverDir;
  /** @type {string | undefined} the server bundle's copy of the client assets (fonts, styles): the client has them */
  let serverAssets;
  return {
    name: 'portal-site-renderer',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = fileURLToPath(config.build.server);
        serverAssets = path.join(serverDir, config.build.assets);
      },
      // Runs after the pages are rendered and before Astro empties the prerender-only chunks. The copy keeps the
      // folder's name: the adapter finds its build folder by walking up to a folder of that name.
      'astro:build:generated': () => {
        if (!save || !serverDir) return;
        const copy = path.join(save, path.basename(serverDir));
        fs.cpSync(serverDir, copy, { recursive: true, filter: (source) => source !== serverAssets });
      },
      'astro:build:done': ({ dir, assets }) => {
        if (!save || !serverDir) return;
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
          JSON.stringify({ outDir, server: path.basename(serverDir), routes: written.size }),
        );
      },
    },
  };
}

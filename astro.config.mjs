// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { readConfigOrExit } from '@portal/domain';
import { portalDirectives } from './site/directives/integration.mjs';
import { siteRenderer } from './scripts/lib/site-renderer/integration.mjs';

// The checked configuration (docs/configuration.md): a bad variable ends the build with a message naming it.
const config = readConfigOrExit(process.env);

// The site is prebuilt from Strapi's content; scripts/build-site.mjs sets SITE_OUT_DIR to a fresh folder
// and switches the live site to it only when the build succeeds.
export default defineConfig({
  // The public origin, for canonical and hreflang links, the sitemap and robots.txt.
  site: config.PUBLIC_URL,
  srcDir: './site',
  publicDir: './public',
  outDir: config.SITE_OUT_DIR,
  output: 'static',
  // Every page is prebuilt except the editor preview (site/pages/preview/), which the CMS renders on demand from a
  // draft through this adapter's handler, with the same components (docs/staff-workspace.md#editor-preview). The
  // pages stay at the build folder's root; the handler lands in _preview/, which the site middleware never serves.
  adapter: node({ mode: 'middleware' }),
  trailingSlash: 'ignore',
  // Pages render four at a time: a page waiting on a CMS answer (memoised per build) no longer holds up the others.
  build: { format: 'directory', concurrency: 4, client: './', server: './_preview/' },
  integrations: [react(), portalDirectives(), siteRenderer()],
  vite: {
    // The islands see the checked switch ('true' or 'false'), whichever spelling the environment used (on/off, 1/0).
    define: { 'import.meta.env.PUBLIC_NOTIFICATION_POLLING': JSON.stringify(String(config.PUBLIC_NOTIFICATION_POLLING)) },
    server: { fs: { allow: ['.'] } },
    // The domain package is compiled from its TypeScript source (its "source" export condition), like our own files.
    resolve: { conditions: ['source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  },
});

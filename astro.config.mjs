// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { portalDirectives } from './site/directives/integration.mjs';

// The site is prebuilt from Strapi's content; scripts/build-site.mjs sets SITE_OUT_DIR to a fresh folder
// and switches the live site to it only when the build succeeds.
export default defineConfig({
  srcDir: './site',
  publicDir: './public',
  outDir: process.env.SITE_OUT_DIR || './dist',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), portalDirectives()],
  vite: { server: { fs: { allow: ['.'] } } },
});

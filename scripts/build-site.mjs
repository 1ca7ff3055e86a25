#!/usr/bin/env node
// `npm run build:site`: rebuilds the static site from the running portal (CMS_URL, default 127.0.0.1:PORT;
// docs/configuration.md) into a new folder and switches the live site to it only when the build succeeds.
import { portalConfig } from './lib/env.mjs';
import { buildSite } from './lib/site-build.mjs';

await buildSite({ cmsUrl: portalConfig().CMS_URL });

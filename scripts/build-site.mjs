#!/usr/bin/env node
// `npm run build:site`: rebuilds the static site from the running portal (CMS_URL, default localhost:PORT)
// into a new folder and switches the live site to it only when the build succeeds.
import { buildSite } from './lib/site-build.mjs';

const cmsUrl = process.env.CMS_URL || `http://127.0.0.1:${process.env.PORT || 1337}`;
await buildSite({ cmsUrl });

#!/usr/bin/env node
// `npm start`: build what is missing, start Strapi (which seeds an empty database), build the static site from
// its content when there is none yet, and serve everything on one origin (pages, /api, /admin, /uploads).
import './lib/require-node.mjs'; // first: stops on a Node older than engines, with what to install
import fs from 'node:fs';
import path from 'node:path';
import { adminLoginLine, loadSecrets, portalConfig, siteDirOf } from './lib/env.mjs';
import { ensureCmsBuilt } from './lib/cms-build.mjs';
import { startStrapi } from './lib/strapi-process.mjs';
import { buildSite } from './lib/site-build.mjs';
import { seconds } from './lib/run.mjs';

const started = Date.now();
// A bad variable stops here, with a message naming it (docs/configuration.md).
const config = portalConfig();
const port = config.PORT;
const secrets = loadSecrets();

await ensureCmsBuilt();
const strapi = await startStrapi({ port, env: { HOST: config.HOST } });
console.log(`[start] Strapi answers after ${seconds(started)}`);

// The first start on this site folder builds the site; after that, publishing does (or PORTAL_REBUILD_SITE asks).
const builds = path.join(siteDirOf(), 'builds');
if (!fs.existsSync(builds) || !fs.readdirSync(builds).length || config.PORTAL_REBUILD_SITE) {
  try {
    await buildSite({ cmsUrl: strapi.url });
  } catch (error) {
    console.error(`[site] build failed: ${error.message}`);
  }
}

const base = `http://localhost:${port}`;
const { LANG_SEGMENTS } = await import('@portal/domain'); // built by ensureCmsBuilt when missing
console.log(`
  Partner portal is running (${seconds(started)})
    Site        ${base}/            (${LANG_SEGMENTS.map((l) => `/${l}`).join(' ')})
    API         ${base}/api
    Admin       ${base}/admin
    Admin login ${adminLoginLine(secrets)}
  Stop with Ctrl+C.
`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await strapi.stop();
    process.exit(0);
  });
}
strapi.child.on('exit', (code) => process.exit(code ?? 1));

#!/usr/bin/env node
// `npm run seed`: loads Strapi without serving HTTP and runs the idempotent demo-content seed.
import './lib/require-node.mjs'; // first: stops on a Node older than engines, with what to install
import { withStrapi } from './lib/strapi-app.mjs';
import { seconds } from './lib/run.mjs';

const started = Date.now();
await withStrapi(async (strapi, load) => {
  await load('src/seed').seed(strapi);
});
console.log(`[seed] done in ${seconds(started)}`);
process.exit(0);

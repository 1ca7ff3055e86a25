#!/usr/bin/env node
// Multiplies the seeded catalogue and content N times (default 10) by copying products, exhibitions and media news
// in all four locales, so builds and the API can be measured at a larger size. Run it on a throwaway database:
//   PORTAL_DATA_DIR=/tmp/portal-x10 node bench/multiply-content.mjs 10
// (`npm run bench` does this itself, in its own data folder.)
import { withStrapi } from '../scripts/lib/strapi-app.mjs';
import { multiplyContent } from './lib/multiply.mjs';

const factor = Number(process.argv[2] || 10);
const started = Date.now();
await withStrapi(async (strapi) => {
  for (const [uid, { before, after }] of Object.entries(await multiplyContent(strapi, factor)))
    console.log(`[x${factor}] ${uid}: ${before} -> ${after}`);
});
console.log(`[x${factor}] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(0);

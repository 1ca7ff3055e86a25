#!/usr/bin/env node
// Renders BENCHMARKS.md again from a run's raw JSON (after a change to the report's layout), without measuring:
//   node bench/render.mjs bench/results/<time>.json [out=BENCHMARKS.md]
import fs from 'node:fs';
import { renderReport } from './lib/report.mjs';

const [file, out = 'BENCHMARKS.md'] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/render.mjs bench/results/<time>.json [out]');
fs.writeFileSync(out, renderReport(JSON.parse(fs.readFileSync(file, 'utf8'))));
console.log(`wrote ${out} from ${file}`);

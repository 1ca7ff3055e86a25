#!/usr/bin/env node
// `npm run docs:config`: writes docs/configuration.md from the configuration's declarations (scripts/lib/config-docs.mjs).
import fs from 'node:fs';
import { docsFile, renderConfigDocs } from './lib/config-docs.mjs';

fs.writeFileSync(docsFile, await renderConfigDocs());
console.log(`[docs] wrote ${docsFile}`);

#!/usr/bin/env node
// `npm run docs:api`: writes docs/openapi.json and the call index of docs/api.md from the call table (scripts/lib/openapi-docs.mjs).
import fs from 'node:fs';
import { apiDocsFile, openApiFile, renderApiDocs, renderOpenApi } from './lib/openapi-docs.mjs';

fs.writeFileSync(openApiFile, await renderOpenApi());
fs.writeFileSync(apiDocsFile, await renderApiDocs());
console.log(`[docs] wrote ${openApiFile} and the call index of ${apiDocsFile}`);

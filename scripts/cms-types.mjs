#!/usr/bin/env node
// `npm run cms:types`: writes Strapi's typings of the content types and components (cms/types/generated/*.d.ts)
// from the built CMS, so the query layer's rows are typed from the schema (cms/src/utils/rows.ts). With --check it
// writes nothing and exits 1 when the committed files differ from what the schema generates (tests/api/
// generated-types.test.ts runs it with --built, on the build its setup made; `--against <dir>` compares another
// folder instead). Strapi is only registered (no database, no server): a few seconds.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ensureCmsBuilt } from './lib/cms-build.mjs';
import { cmsDir, strapiEnv } from './lib/env.mjs';

const check = process.argv.includes('--check');
const against = process.argv.indexOf('--against');
const committedDir = against > 0 ? path.resolve(process.argv[against + 1]) : path.join(cmsDir, 'types', 'generated');
const FILES = ['contentTypes.d.ts', 'components.d.ts'];

if (!process.argv.includes('--built')) await ensureCmsBuilt();
Object.assign(process.env, strapiEnv());
const require = createRequire(path.join(cmsDir, 'package.json'));
const { createStrapi } = require('@strapi/strapi');
const tsUtils = require('@strapi/typescript-utils');

const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-types-'));
try {
  const app = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).register();
  await tsUtils.generators.generate({
    strapi: app,
    pwd: cmsDir,
    rootDir: path.relative(cmsDir, outRoot),
    logger: { silent: true },
    artifacts: { contentTypes: true, components: true },
  });
  await app.destroy();
  const generatedDir = path.join(outRoot, 'generated');
  const stale = FILES.filter((file) => {
    const committed = path.join(committedDir, file);
    return !fs.existsSync(committed) || fs.readFileSync(committed, 'utf8') !== fs.readFileSync(path.join(generatedDir, file), 'utf8');
  });
  if (check) {
    if (stale.length > 0) {
      console.error(`[types] ${stale.join(', ')} in ${committedDir} differ from the schema: run \`npm run cms:types\``);
      process.exitCode = 1;
    } else console.log(`[types] ${committedDir} is current`);
  } else {
    fs.mkdirSync(committedDir, { recursive: true });
    for (const file of FILES) fs.copyFileSync(path.join(generatedDir, file), path.join(committedDir, file));
    console.log(`[types] wrote cms/types/generated (${stale.length} file(s) changed)`);
  }
} finally {
  fs.rmSync(outRoot, { recursive: true, force: true });
}

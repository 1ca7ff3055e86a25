// Builds the zod contract for the Strapi server, which compiles to CommonJS and cannot load .ts: a CommonJS
// bundle plus declaration files. Islands and tests import the TypeScript source directly.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/contract/index.ts'],
  outfile: 'dist/contract/index.cjs',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['zod', 'dayjs'],
  logLevel: 'warning',
});

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.contract.json'], { stdio: 'inherit' });

// Builds the zod contract as CommonJS for the Strapi server (which compiles to CommonJS and cannot load .ts).
// Islands and tests import the TypeScript source directly.
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

import { defineConfig } from 'vitest/config';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { fileURLToPath } from 'node:url';
import { INTEGRATION_FILES } from './tests/support/projects.mjs';

const alias = {
  '@member': fileURLToPath(new URL('./member-app/src', import.meta.url)),
  '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
  '@site': fileURLToPath(new URL('./site', import.meta.url)),
};

// The domain package is read from its TypeScript source (its "source" export condition), never from a stale build.
const resolve = { alias, conditions: ['source', ...defaultClientConditions] };
const ssr = { resolve: { conditions: ['source', ...defaultServerConditions] } };

// Two projects: `unit` (pure functions, no server) and `integration`, whose global setup starts a real Strapi on
// a temporary SQLite database, seeds it and builds the static site from it, for the API and browser tests.
export default defineConfig({
  resolve,
  ssr,
  test: {
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'unit',
          // npm test runs them beside a shard of browser tests: a test that reads many files (layers, seed art) may
          // take several times its quiet 5 s there; the limit is for a hang, not a speed check.
          testTimeout: 30_000,
          include: [
            'tests/unit/**/*.test.ts',
            'packages/domain/src/**/*.test.ts',
            'member-app/src/**/*.test.ts',
            'site/**/*.test.ts',
            'cms/src/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'integration',
          include: INTEGRATION_FILES,
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        // Hostile input, the authorization matrix and security headers (issue 10), on their own fresh Strapi so
        // the 'nothing written by a refused request' snapshot sees no other test's writes. RELIABILITY.md.
        resolve,
        ssr,
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // One file at a time, in one process (their database snapshots must not see each other's writes).
          maxWorkers: 1,
          isolate: false,
        },
      },
      {
        // Timed checks in the browser that mean something only on a quiet machine (`npm run test:scale`, not part of
        // npm test, where the machine is always busy): BENCHMARKS.md#issue-27-the-staff-desks-with-500-meetings-and-500-inquiries-2026-11-27-browser.
        resolve,
        ssr,
        test: {
          name: 'scale',
          include: ['tests/scale/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 900_000,
          pool: 'forks',
        },
      },
    ],
  },
});

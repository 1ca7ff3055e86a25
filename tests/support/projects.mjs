// The integration project's files: vitest.config.ts includes them, and scripts/test.mjs deals them out to shards.
export const INTEGRATION_FILES = ['tests/api/**/*.test.ts', 'tests/e2e/**/*.test.ts'];

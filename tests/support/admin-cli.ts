/** Runs `npm run admin -- ...` (scripts/admin.mjs) against the test database, as an operator would. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const run = promisify(execFile);

export async function adminCli(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.resolve(__dirname, '../../scripts/admin.mjs'), ...args], {
    env: { ...process.env, PORTAL_DATA_DIR: inject('dataDir'), PORT: new URL(inject('baseUrl')).port },
    timeout: 120_000,
  });
  return stdout;
}

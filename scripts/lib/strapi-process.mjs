// Starts `strapi start` as a child process on a given data folder and port, and stops it again.
import { spawn } from 'node:child_process';
import { cmsDir, portalConfig, strapiEnv } from './env.mjs';
import { strapiBin } from './cms-build.mjs';
import { waitForHttp } from './run.mjs';

/**
 * How long a starting Strapi may write nothing before it counts as hung. The start has no fixed limit below
 * START_LIMIT_MS: the first start of a fresh database migrates and seeds it, writing a line per step, and on a
 * loaded 2-core machine that took longer than the former fixed 300 s while it was still going (RELIABILITY.md part 5);
 * its longest step (the seed's pictures) writes nothing for about a minute at moderate load.
 */
const SILENT_LIMIT_MS = 300_000;
const START_LIMIT_MS = 1_800_000;

/**
 * Starts the built Strapi. Resolves once /_health answers, with its base URL and a stop() that ends it; fails when
 * the process exits or writes nothing for SILENT_LIMIT_MS first.
 * `quiet` keeps Strapi's request log out of test output (it is kept in memory and printed if start fails);
 * `onOutput`, with `quiet`, sees every chunk of it from the first, including what the process logs while it starts.
 * @param {{ port?: number | string, env?: Record<string, string>, quiet?: boolean, onOutput?: (text: string) => void }} [options]
 */
export async function startStrapi({ port = portalConfig().PORT, env = {}, quiet = false, onOutput } = {}) {
  const childEnv = strapiEnv({ ...process.env, ...env, PORT: String(port), HOST: env.HOST || '127.0.0.1' });
  const child = spawn(process.execPath, [strapiBin(), 'start'], {
    cwd: cmsDir,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  let lastOutput = Date.now();
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    from.on('data', (d) => {
      lastOutput = Date.now();
      if (!quiet) {
        to.write(d);
        return;
      }
      onOutput?.(String(d));
      if (log.push(String(d)) > 400) log.shift();
    });
  let alive = true;
  child.on('exit', () => (alive = false));
  const url = `http://127.0.0.1:${port}`;
  const silent = () => Date.now() - lastOutput > SILENT_LIMIT_MS;
  try {
    await waitForHttp(`${url}/_health`, { isAlive: () => alive && !silent(), timeoutMs: START_LIMIT_MS });
  } catch (error) {
    const hung = alive && silent();
    if (quiet) process.stderr.write(log.join(''));
    child.kill('SIGTERM');
    throw hung ? new Error(`Strapi wrote nothing for ${SILENT_LIMIT_MS / 1000} s while starting: stopped as hung`) : error;
  }
  return {
    url,
    child,
    env: childEnv,
    stop: () =>
      new Promise((resolve) => {
        if (!alive) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => alive && child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

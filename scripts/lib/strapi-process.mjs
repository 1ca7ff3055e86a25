// Starts `strapi start` as a child process on a given data folder and port, and stops it again.
import { spawn } from 'node:child_process';
import { cmsDir, portalConfig, strapiEnv } from './env.mjs';
import { strapiBin } from './cms-build.mjs';
import { waitForHttp } from './run.mjs';

/**
 * Starts the built Strapi. Resolves once /_health answers, with its base URL and a stop() that ends it.
 * `quiet` keeps Strapi's request log out of test output (it is kept in memory and printed if start fails);
 * `onOutput`, with `quiet`, sees every chunk of it from the first, including what the process logs while it starts.
 * @param {{ port?: number | string, env?: Record<string, string>, quiet?: boolean, onOutput?: (text: string) => void }} [options]
 */
export async function startStrapi({ port = portalConfig().PORT, env = {}, quiet = false, onOutput } = {}) {
  const childEnv = strapiEnv({ ...process.env, ...env, PORT: String(port), HOST: env.HOST || '127.0.0.1' });
  const child = spawn(process.execPath, [strapiBin(), 'start'], {
    cwd: cmsDir,
    env: childEnv,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const log = [];
  if (quiet)
    for (const s of [child.stdout, child.stderr])
      s.on('data', (d) => {
        onOutput?.(String(d));
        if (log.push(String(d)) > 400) log.shift();
      });
  let alive = true;
  child.on('exit', () => (alive = false));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/_health`, { isAlive: () => alive, timeoutMs: 300_000 });
  } catch (error) {
    if (quiet) process.stderr.write(log.join(''));
    child.kill('SIGTERM');
    throw error;
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

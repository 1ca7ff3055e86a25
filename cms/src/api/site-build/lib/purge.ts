import { execFile } from 'node:child_process';
import type { PortalConfig } from '@portal/domain';

/** A purge call or command that takes longer than this counts as failed (and is tried again). */
const PURGE_TIMEOUT_MS = 30_000;

/**
 * The paths a purge names. A build renders every page, and it does not know which ones the publish changed, so
 * every purge is of everything.
 */
const PURGE_EVERYTHING = ['/*'];

/** Whether a purge hook is configured: without one, a switch purges nothing (the CDN waits PAGE_CACHE_SECONDS). */
export const purgeConfigured = (config: PortalConfig) => !!(config.SITE_PURGE_URL || config.SITE_PURGE_COMMAND);

/** The purge hook's call: the method the configuration names, with the build and the paths as JSON. */
async function callPurgeUrl(config: PortalConfig, url: string, build: number): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (config.SITE_PURGE_TOKEN) headers.Authorization = `Bearer ${config.SITE_PURGE_TOKEN}`;
  const res = await fetch(url, {
    method: config.SITE_PURGE_METHOD,
    headers,
    body: JSON.stringify({ build, paths: PURGE_EVERYTHING }),
    signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
  });
  await res.body?.cancel();
  if (!res.ok) throw new Error(`${config.SITE_PURGE_METHOD} ${new URL(url).origin}${new URL(url).pathname} answered ${res.status}`);
}

/** The purge command, through the shell (operators write it like a crontab line), with the build and the paths in its environment. */
function runPurgeCommand(command: string, build: number): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      '/bin/sh',
      ['-c', command],
      { env: { ...process.env, PURGE_BUILD: String(build), PURGE_PATHS: PURGE_EVERYTHING.join(' ') }, timeout: PURGE_TIMEOUT_MS },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`the purge command failed (${error.code ?? error.signal}): ${stderr.trim().slice(-300)}`)) : resolve(),
    );
  });
}

/** Purges the CDN for a build gone live: the URL and the command, each when configured; throws what failed. */
export async function purge(config: PortalConfig, build: number): Promise<void> {
  // Both at once, each whatever the other does: a CDN that answers is purged even when the other hook fails.
  const results = await Promise.allSettled([
    config.SITE_PURGE_URL && callPurgeUrl(config, config.SITE_PURGE_URL, build),
    config.SITE_PURGE_COMMAND && runPurgeCommand(config.SITE_PURGE_COMMAND, build),
  ]);
  const failed = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
  if (failed.length) throw new Error(failed.join('; '));
}

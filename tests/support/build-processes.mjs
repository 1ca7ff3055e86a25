// The queued site builds running on this machine (scripts/build-site.mjs --queued, started by the publish queue),
// for the tests and the reliability script that kill a builder: its build must end with it
// (docs/architecture.md#publishing-without-deploys).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'build-site.mjs');

/** /proc/<pid>/stat's state and parent, or undefined for a process that is gone. */
function stat(pid) {
  try {
    const [, state, ppid] = /^\d+ \(.*\) (\S) (\d+)/.exec(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')) ?? [];
    return { state, ppid: Number(ppid) };
  } catch {
    return undefined;
  }
}

/** The process ids of the queued builds a portal process (`parent`) runs now; other test runs' builds are not its. */
export function queuedBuildPids(parent) {
  let out = '';
  try {
    out = execFileSync('pgrep', ['-f', `${script} --queued`]).toString();
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
  return out
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .filter((pid) => isAlive(pid) && stat(pid)?.ppid === parent);
}

/** Whether a process runs (an exited one waiting to be reaped, a zombie, does not). */
export function isAlive(pid) {
  const s = stat(pid);
  return !!s && s.state !== 'Z';
}

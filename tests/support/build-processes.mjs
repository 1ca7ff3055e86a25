// The queued site builds running on this machine (scripts/build-site.mjs --queued, started by the publish queue),
// for the tests and the reliability script that kill a builder: its build must end with it
// (docs/architecture.md#publishing-without-deploys).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'build-site.mjs');

/** The process ids of this repository's queued builds that are alive now. */
export function queuedBuildPids() {
  let out = '';
  try {
    out = execFileSync('pgrep', ['-f', `${script} --queued`]).toString();
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
  return out.split('\n').filter(Boolean).map(Number).filter(isAlive);
}

/** Whether a process runs (an exited one waiting to be reaped, a zombie, does not). */
export function isAlive(pid) {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

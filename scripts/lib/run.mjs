// Small process helpers shared by the start, build and test scripts.
import { spawn } from 'node:child_process';
import net from 'node:net';
import readline from 'node:readline';

/**
 * Runs a command to completion; rejects on a non-zero exit. Its output is inherited, or with `prefix` each line of it
 * carries the prefix (`[shard 1] …`): for commands running side by side, whose output would otherwise interleave.
 */
export function run(cmd, args, { prefix, ...opts } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...opts });
    if (prefix)
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])
        readline.createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`${prefix} ${line}\n`));
    child.on('error', reject);
    // 'close', not 'exit': with piped output, its last lines are written by then.
    child.on('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${prefix ? `${prefix} ` : ''}${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Runs `work` on every item, `limit` at a time, in the items' order; rejects with the first failure. */
export async function eachAtOnce(items, limit, work) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** Milliseconds since `start`, as seconds with one decimal, for the timing lines the scripts print. */
export const seconds = (start) => `${((Date.now() - start) / 1000).toFixed(1)} s`;

/** Polls a URL until it answers (any status below 500) or the time runs out (a hanging request counts against it). */
export async function waitForHttp(url, { timeoutMs = 180_000, isAlive = () => true } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive()) throw new Error(`the server stopped before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, Math.min(10_000, until - Date.now()))) });
      if (res.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * A TCP port nobody listens on right now, from the kernel. Tests used random ports in a fixed range, and one collided
 * with a server another run had left on it (the health check then waited 300 s for the wrong process).
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

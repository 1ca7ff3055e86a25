// A real caching proxy for the tests: Debian's nginx with proxy_cache in front of an origin, started in a folder of
// its own (config, logs, temp files and the cache), on a free port, in the foreground (`daemon off;`), ended by its
// own PID. It honours the origin's headers as a CDN does: what says `s-maxage` is kept that long, what says
// `private`, `no-store` or `no-cache` (or sets a cookie) never is. Its access log names the cache status of every
// request. `purgeCommand` empties its cache: open-source nginx has no purge call, and a cache file that is gone is
// a miss (the entry is fetched again); that is the purge hook a portal behind this proxy runs (SITE_PURGE_COMMAND).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from '../../scripts/lib/run.mjs';

const NGINX = '/usr/sbin/nginx';

/** Whether Debian's nginx is installed (`.ci/run` installs it; `apt-get install nginx-light`). */
export const hasNginx = () => fs.existsSync(NGINX);

/**
 * Prepares the proxy's folder; `start(originUrl)` starts it once the origin's port is known.
 * @param {string} name
 */
export function nginxFolder(name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-nginx-${name}-`));
  const cacheDir = path.join(dir, 'cache');
  fs.mkdirSync(cacheDir);
  const accessLog = path.join(dir, 'access.log');
  return {
    dir,
    cacheDir,
    accessLog,
    /** The shell command that purges everything this proxy keeps. */
    purgeCommand: `find '${cacheDir}' -type f -delete`,
    /** The access log's lines: `METHOD /path STATUS CACHE-STATUS`, CACHE-STATUS `-` when the cache was not asked. */
    log: () =>
      fs.existsSync(accessLog)
        ? fs
            .readFileSync(accessLog, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => {
              const [method, uri, status, cache] = line.split(' ');
              return { method, uri, status: Number(status), cache };
            })
        : [],
    /** @param {string} origin */
    start: (origin) => startNginx(dir, cacheDir, accessLog, origin),
  };
}

/**
 * @param {string} dir
 * @param {string} cacheDir
 * @param {string} accessLog
 * @param {string} origin
 */
async function startNginx(dir, cacheDir, accessLog, origin) {
  const port = await freePort();
  const temp = (name) => path.join(dir, name);
  // As root, nginx's workers would run as nobody, who cannot write this folder; as anyone else `user` is ignored.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${user}
daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 512; }
http {
  log_format cache '$request_method $uri $status $upstream_cache_status';
  access_log ${accessLog} cache;
  client_body_temp_path ${temp('client-body')};
  proxy_temp_path ${temp('proxy-temp')};
  fastcgi_temp_path ${temp('fastcgi-temp')};
  uwsgi_temp_path ${temp('uwsgi-temp')};
  scgi_temp_path ${temp('scgi-temp')};
  proxy_cache_path ${cacheDir} levels=1:2 keys_zone=portal:10m max_size=500m inactive=1d use_temp_path=off;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass ${origin};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_cache portal;
      proxy_cache_lock on;
      proxy_cache_revalidate on;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_background_update on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', temp('error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  let alive = true;
  child.on('exit', () => (alive = false));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/_health`, { isAlive: () => alive, timeoutMs: 20_000 });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`nginx did not start: ${stderr || error.message}`);
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (!alive) return resolve(undefined);
        child.once('exit', resolve);
        // SIGQUIT: the master ends its workers and then itself.
        child.kill('SIGQUIT');
        setTimeout(() => alive && child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

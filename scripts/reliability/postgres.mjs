// A throwaway PostgreSQL cluster for the scale-out part: Debian's server package (installed with apt-get when it is
// missing), a cluster in a temporary folder on a random loopback port, trust authentication, removed at the end.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function binDir() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  return versions.length ? path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin') : undefined;
}

/** The server binaries, installing Debian's postgresql package first when they are missing. */
export function ensurePostgres() {
  let dir = binDir();
  if (!dir) {
    if (process.getuid?.() !== 0)
      throw new Error('PostgreSQL is not installed and installing it needs root: apt-get install -y postgresql');
    console.log('[postgres] installing Debian package postgresql (apt-get)...');
    execFileSync('apt-get', ['install', '-y', '-q', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    dir = binDir();
  }
  if (!dir) throw new Error('no PostgreSQL server binaries after installing');
  return dir;
}

/** Starts a fresh cluster; answers { url(db), createDatabase(name), query(db, sql), stop() }. */
export function startPostgres(port) {
  const bin = ensurePostgres();
  const version = execFileSync(path.join(bin, 'postgres'), ['--version']).toString().trim();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const data = path.join(root, 'data');
  // PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', root]);
  const run = (cmd, args) => {
    const full = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    const result = spawnSync(full[0], full[1], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'portal', '-E', 'UTF8', '--no-instructions']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(root, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    'start',
  ]);
  const psql = (sql, database = 'postgres', options = []) =>
    run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', '-d', database, '-v', 'ON_ERROR_STOP=1', ...options, '-c', sql]);
  console.log(`[postgres] ${version} on 127.0.0.1:${port}`);
  return {
    version,
    url: (db) => `postgres://portal@127.0.0.1:${port}/${db}`,
    createDatabase: (name) => psql(`CREATE DATABASE ${name}`),
    /** Runs SQL in a database; answers psql's output (`options`: psql flags such as -A, -t). */
    query: (database, sql, options = []) => psql(sql, database, options),
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

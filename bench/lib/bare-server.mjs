#!/usr/bin/env node
// The practical limit on this machine: a bare node:http server that answers each benched call with the same JSON
// from the same SQLite file (better-sqlite3, read-only), doing the same SQL read the endpoint needs and nothing
// else: no framework, no middleware, no validation. Started as a child process by bench/run.mjs:
//   node bench/lib/bare-server.mjs <port> <routes.json> <sqlite file>
// routes.json: [{ path, status, body, poll?, sql?, params?, queries?: [{ sql, params, hashFirst? }], password? }].
// The x-session-token header is hashed into the first parameter where `hashFirst` (or `poll`) says so; a `poll`
// route answers 304 when If-None-Match equals the ETag built from the row's notification_stamp; a `password` route
// checks the password against the row's bcrypt hash, as a sign-in does.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { loadSqliteDriver } from '@portal/sqlite-driver';
import { cmsDir } from '../../scripts/lib/env.mjs';

const [port, routesFile, dbFile] = process.argv.slice(2);
const requireFromCms = createRequire(path.join(cmsDir, 'package.json'));
const Database = loadSqliteDriver();
const bcrypt = requireFromCms('bcryptjs');
const db = new Database(dbFile, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');

const routes = new Map(
  JSON.parse(fs.readFileSync(routesFile, 'utf8')).map((route) => [
    route.path,
    {
      ...route,
      queries: (route.poll ? [{ sql: route.sql, params: route.params, hashFirst: true }] : route.queries).map((q) => ({
        ...q,
        statement: db.prepare(q.sql),
      })),
      bodyObject: route.body ? JSON.parse(route.body) : null,
    },
  ]),
);

const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex');

async function answer(route, req, res) {
  const sessionHash = sha256(String(req.headers['x-session-token'] ?? ''));
  let rows = [];
  for (const q of route.queries) rows = q.statement.all(...(q.hashFirst ? [sessionHash, ...q.params.slice(1)] : q.params));
  if (route.poll) {
    const etag = rows[0] && `W/"n${route.params[1]}.${rows[0].notification_stamp ?? 0}"`;
    if (etag && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag, 'Cache-Control': 'private, no-cache' });
      return res.end();
    }
  }
  if (route.password && !(await bcrypt.compare(route.password, rows[0]?.password ?? ''))) {
    res.writeHead(422).end();
    return;
  }
  // Serialised per request, as a server building its answer would.
  const body = JSON.stringify(route.bodyObject);
  res.writeHead(route.status ?? 200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

http
  .createServer((req, res) => {
    const route = routes.get(req.url);
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    // Read (and ignore) the request body first, as a JSON API has to.
    req.on('data', () => {});
    req.on('end', () => answer(route, req, res).catch(() => res.writeHead(500).end()));
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));

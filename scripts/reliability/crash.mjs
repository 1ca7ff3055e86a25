#!/usr/bin/env node
// Part 3 of RELIABILITY.md: kill -9 the server in the middle of concurrent writes (bookmarks, notifications read,
// meeting requests, inquiries), then: the SQLite integrity check passes, nothing is half-written (no link row
// without its record, no inquiry without its receipt notification), the server serves again within 20 s, and every
// write that was acknowledged (200 received) is there.
// Usage: node scripts/reliability/crash.mjs [--writes 1000] [--members 20] [--kill-after 0.4]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSqliteDriver } from '@portal/sqlite-driver';
import { call, createMember, newDataDir, pool, freePort, report, start } from './lib.mjs';
import { meetingRequestBody } from '../../tests/support/kit-core.mjs';

const { values: opts } = parseArgs({
  options: {
    writes: { type: 'string', default: '1000' },
    members: { type: 'string', default: '20' },
    'kill-after': { type: 'string', default: '0.4' },
    keep: { type: 'boolean', default: false },
  },
});
const WRITES = Number(opts.writes);
const MEMBERS = Number(opts.members);
const Database = loadSqliteDriver();

const dataDir = newDataDir('crash');
const port = await freePort();
let server = await start(dataDir, port);
const base = server.url;
console.log(`[crash] Strapi on ${base}, data in ${dataDir}`);

// Setup: members, each with one inquiry (whose QNA_RECEIPT notification the crash phase marks read).
const members = await pool(
  Array.from({ length: MEMBERS }, (_, i) => () => createMember(base, dataDir, `c${i}`)),
  4,
);
const routes = new Set(); // which write kinds exist in this build
const has = async (p) => (await call(base, p, { body: {}, headers: members[0].headers })).status !== 404;
for (const p of ['/api/meeting/edit', '/api/qna/edit', '/api/notification/read', '/api/user/bookmark/edit'])
  if (await has(p)) routes.add(p);
const inquiry = (title) => ({ siteLang: 'ENG', questionTypeCode: 'PRODUCT', title, content: `Body of ${title}`, url: '', assets: [] });
if (routes.has('/api/qna/edit')) {
  for (const m of members) await call(base, '/api/qna/edit', { body: inquiry('setup inquiry'), headers: m.headers });
}
for (const m of members) {
  m.notifications = (await call(base, '/api/notification/list', { headers: m.headers })).body.data.notifications.map((n) => n.pk);
}
const products = (await call(base, '/api/product/list', { body: {} })).body.data.products.map((p) => p.pk);
let meetingChoice;
if (routes.has('/api/meeting/edit')) {
  const lookup = async (p, parentCode) =>
    (await call(base, `/api/meeting/${p}`, { body: { parentCode }, headers: members[0].headers })).body.data;
  outer: for (const top of (await lookup('productCategoryList', 0)).categories)
    for (const sub of (await lookup('productCategoryList', top.pk)).categories) {
      const list = (await lookup('productList', sub.pk)).products;
      if (list.length) {
        meetingChoice = { productCategoryPk1: top.pk, productCategoryPk2: sub.pk, productPk: list[0].pk };
        break outer;
      }
    }
}
const meeting = (title) => meetingRequestBody(meetingChoice, { title, requestDescription: 'Crash test request.' });

// The writes: distinct (member, product) bookmarks, reads of the member's notifications, new meetings and inquiries.
const writes = [];
for (let i = 0; i < WRITES; i++) {
  const m = members[i % MEMBERS];
  const kinds = [...routes];
  const kind = kinds[Math.floor(i / MEMBERS) % kinds.length]; // every member does every kind of write
  const tag = `crash-${i}`;
  if (kind === '/api/user/bookmark/edit') {
    // Each member bookmarks products in turn: never the same one twice (a second toggle would undo the first).
    m.bookmarks = (m.bookmarks ?? 0) + 1;
    if (m.bookmarks > products.length) continue;
    const productPk = products[m.bookmarks - 1];
    writes.push({ kind: 'bookmark', member: m, path: kind, body: { productPk }, key: productPk });
  } else if (kind === '/api/notification/read') {
    if (!m.notifications.length) continue;
    writes.push({ kind: 'read', member: m, path: kind, body: { notificationPks: m.notifications }, key: m.notifications });
  } else if (kind === '/api/meeting/edit') writes.push({ kind: 'meeting', member: m, path: kind, body: meeting(tag), key: tag });
  else writes.push({ kind: 'inquiry', member: m, path: kind, body: inquiry(tag), key: tag });
}

const acked = [];
let failedBeforeKill = 0;
const controller = new AbortController();
const killAt = Math.floor(writes.length * Number(opts['kill-after']));
let killedAt;
const inFlight = writes.map(async (w) => {
  try {
    const res = await call(base, w.path, { body: w.body, headers: w.member.headers, signal: controller.signal });
    if (res.status === 200) {
      w.reply = res.body.data;
      acked.push(w);
      if (acked.length >= killAt && !killedAt) {
        killedAt = Date.now();
        server.child.kill('SIGKILL');
      }
    } else if (!killedAt) failedBeforeKill++;
  } catch {
    /* cut off by the kill: not acknowledged */
  }
});
const started = Date.now();
await Promise.race([Promise.all(inFlight), new Promise((r) => setTimeout(r, 120_000))]);
if (!killedAt) {
  killedAt = Date.now();
  server.child.kill('SIGKILL');
}
controller.abort();
await new Promise((r) => (server.child.exitCode !== null || server.child.signalCode ? r() : server.child.once('exit', r)));
console.log(`[crash] ${writes.length} writes sent at once; killed after ${acked.length} acknowledgements (${killedAt - started} ms)`);

// Integrity of the files exactly as the killed process left them (opening replays the WAL, as a restart would).
const db = new Database(path.join(dataDir, 'portal.db'));
const integrity = db.pragma('integrity_check', { simple: true });
const foreignKeys = db.pragma('foreign_key_check').length;
// Half-written: link rows pointing at records that are not there, and inquiries without their receipt notification.
const orphanLinks = [];
let linkColumnsChecked = 0;
for (const { name } of db.prepare("SELECT name FROM sqlite_master WHERE type='table' AND name LIKE '%_lnk'").all()) {
  const cols = db
    .prepare(`PRAGMA foreign_key_list("${name}")`)
    .all()
    .map((fk) => ({ from: fk.from, table: fk.table, to: fk.to }));
  for (const fk of cols) {
    linkColumnsChecked++;
    const n = db
      .prepare(
        `SELECT count(*) AS n FROM "${name}" l LEFT JOIN "${fk.table}" t ON t."${fk.to}" = l."${fk.from}" WHERE t."${fk.to}" IS NULL`,
      )
      .get().n;
    if (n) orphanLinks.push(`${name}.${fk.from}: ${n}`);
  }
}
let inquiriesWithoutReceipt = 0;
if (routes.has('/api/qna/edit')) {
  const rows = db.prepare("SELECT id FROM inquiries WHERE title LIKE 'crash-%'").all();
  const receipts = new Set(
    db
      .prepare("SELECT qna_pk AS pk FROM notifications WHERE type = 'QNA_RECEIPT'")
      .all()
      .map((n) => n.pk),
  );
  inquiriesWithoutReceipt = rows.filter((r) => !receipts.has(r.id)).length;
}
db.close();

// Restart on the same files; time until an API call answers again.
const restartStarted = Date.now();
server = await start(dataDir, port);
let servingMs;
for (;;) {
  const res = await call(base, '/api/product-category/gnb-list').catch(() => ({ status: 0 }));
  if (res.status === 200) {
    servingMs = Date.now() - restartStarted;
    break;
  }
  await new Promise((r) => setTimeout(r, 100));
}

// Every acknowledged write, read back through the API as its member.
const views = new Map();
const view = async (m, p) => {
  const key = `${m.email}${p}`;
  if (!views.has(key))
    views.set(key, (await call(base, p, { body: p === '/api/meeting/list' ? { tab: 'all' } : {}, headers: m.headers })).body);
  return views.get(key);
};
let found = 0;
const missing = [];
for (const w of acked) {
  let ok = false;
  if (w.kind === 'bookmark') ok = JSON.stringify((await view(w.member, '/api/user/bookmark/list')).data).includes(`"pk":${w.key},`);
  else if (w.kind === 'read') {
    const list = (await view(w.member, '/api/notification/list')).data.notifications;
    ok = w.key.every((pk) => list.find((n) => n.pk === pk)?.read === true);
  } else if (w.kind === 'meeting') {
    const detail = await call(base, '/api/meeting/detail', { body: { pk: w.reply.pk }, headers: w.member.headers });
    ok = detail.status === 200 && JSON.stringify(detail.body).includes(w.key);
  } else ok = JSON.stringify((await view(w.member, '/api/qna/list')).data).includes(`"${w.key}"`);
  if (ok) found++;
  else missing.push(`${w.kind} ${w.key}`);
}
await server.stop();
if (!opts.keep) fs.rmSync(dataDir, { recursive: true, force: true });

const byKind = Object.fromEntries(['bookmark', 'read', 'meeting', 'inquiry'].map((k) => [k, acked.filter((w) => w.kind === k).length]));
const figures = {
  writesSent: writes.length,
  members: MEMBERS,
  acknowledged: acked.length,
  acknowledgedByKind: byKind,
  refusedBeforeKill: failedBeforeKill,
  foundAfterRestart: found,
  missing: missing.slice(0, 20),
  integrityCheck: integrity,
  foreignKeyViolations: foreignKeys,
  orphanLinks,
  linkColumnsChecked,
  inquiriesWithoutReceipt,
  servingAgainMs: servingMs,
};
report('crash', figures);
const ok =
  found === acked.length &&
  integrity === 'ok' &&
  foreignKeys === 0 &&
  !orphanLinks.length &&
  linkColumnsChecked > 0 &&
  inquiriesWithoutReceipt === 0 &&
  servingMs <= 20_000 &&
  acked.length > 0 &&
  failedBeforeKill === 0;
console.log(ok ? '[crash] PASS' : '[crash] FAIL');
process.exit(ok ? 0 : 1);

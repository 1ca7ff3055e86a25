// Part 5 of RELIABILITY.md, object storage (issue 19 item 1), called by scale-out.mjs. Two Strapi processes on one
// PostgreSQL database behind a round-robin proxy, both storing files in one bucket of a real S3-compatible server
// (s3rver, tests/support/s3.mjs) on a loopback port: an attachment uploaded through one process downloads through the
// other byte for byte, and through the proxy; neither process keeps it on its own disk; deleting the inquiry through
// one removes the object from the bucket for both; a media-library upload through one is served from the bucket.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { call, createMember, freePort, newDataDir, report, roundRobin, start } from './lib.mjs';
import { downloadAttachment, fromAddress, randomPdf, uploadAttachments, uploadMedia } from '../../tests/support/kit-core.mjs';
import { PRIVATE_PREFIX, s3Server } from '../../tests/support/s3.mjs';

const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');
const filesIn = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

/**
 * Uploads `files` through `from` and downloads each through `to`; answers per file its size, whether the bytes are
 * equal, and the times. Throws when an upload is refused.
 */
async function crossOver(from, to, member, sizes) {
  const results = [];
  for (const size of sizes) {
    const bytes = randomPdf(size);
    const t0 = Date.now();
    const up = await uploadAttachments(from, [{ name: `cross-${size}.pdf`, bytes }], { headers: member.headers });
    if (up.status !== 200) throw new Error(`upload through ${from} answered ${up.status}: ${JSON.stringify(up.body)}`);
    const uuid = up.body.data.assets[0].uuid;
    const t1 = Date.now();
    const res = await downloadAttachment(to, uuid, member.headers);
    const got = Buffer.from(await res.arrayBuffer());
    results.push({
      uuid,
      bytes: size,
      status: res.status,
      identical: sha256(got) === sha256(bytes),
      sandboxed:
        res.headers.get('content-security-policy') === "default-src 'none'; sandbox" &&
        /^attachment/.test(res.headers.get('content-disposition') ?? ''),
      uploadMs: t1 - t0,
      downloadMs: Date.now() - t1,
    });
  }
  return results;
}

/**
 * The proof; `check(ok, what)` records each claim. Answers the figures.
 * @param {{ createDatabase(name: string): void, url(name: string): string }} pg
 */
export async function proveObjectStorage(pg, check, { database = 'portal_s3', sizes = [1_024, 1_048_576, 10_485_760] } = {}) {
  pg.createDatabase(database);
  const s3 = await s3Server(await freePort());
  const env = { DATABASE_URL: pg.url(database), ...s3.env };
  const dirA = newDataDir('s3-a');
  const dirB = newDataDir('s3-b');
  const stops = [];
  try {
    const a = await start(dirA, await freePort(), env); // seeds the empty database, its images into the bucket
    stops.push(a.stop);
    fs.copyFileSync(path.join(dirA, 'secrets.json'), path.join(dirB, 'secrets.json'));
    const b = await start(dirB, await freePort(), env);
    stops.push(b.stop);
    const proxy = await roundRobin([a.url, b.url]);
    stops.push(proxy.stop);

    const member = await createMember(a.url, dirA, 's3');
    const stranger = await createMember(a.url, dirA, 's3x');
    const aToB = await crossOver(a.url, b.url, member, sizes);
    const bToA = await crossOver(b.url, a.url, member, sizes);
    const all = [...aToB, ...bToA];
    const keys = await s3.keys(PRIVATE_PREFIX);
    const onDisk = [dirA, dirB].flatMap((dir) => filesIn(path.join(dir, 'private', 'assets')));
    check(
      aToB.every((r) => r.status === 200 && r.identical && r.sandboxed),
      `uploaded through A, downloaded through B byte for byte with the sandbox headers: ${aToB.map((r) => r.bytes).join(', ')} bytes`,
    );
    check(
      bToA.every((r) => r.status === 200 && r.identical && r.sandboxed),
      `uploaded through B, downloaded through A byte for byte with the sandbox headers: ${bToA.map((r) => r.bytes).join(', ')} bytes`,
    );
    check(
      all.every((r) => keys.includes(`${PRIVATE_PREFIX}${r.uuid}`)) && onDisk.length === 0,
      `all ${all.length} files are objects in the bucket (${keys.length} under ${PRIVATE_PREFIX}), none in either data folder (${onDisk.length})`,
    );

    // Through the proxy: six downloads of one file alternate between the processes; all identical.
    const big = aToB.at(-1);
    const viaProxy = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const res = await downloadAttachment(proxy.url, big.uuid, member.headers);
        return res.status === 200 && (await res.arrayBuffer()).byteLength === big.bytes;
      }),
    );
    check(viaProxy.every(Boolean), `six downloads of the ${big.bytes}-byte file through the round-robin proxy all whole`);

    // Still private on both: another member 404, a visitor 401.
    const refused = [];
    for (const base of [a.url, b.url]) {
      refused.push((await downloadAttachment(base, big.uuid, stranger.headers)).status);
      refused.push((await downloadAttachment(base, big.uuid, fromAddress())).status);
    }
    check(refused.join(',') === '404,401,404,401', `another member and a visitor are refused on A and B: ${refused.join(',')}`);

    // Deleting the inquiry through B removes its file from the bucket; A then answers 404 too.
    const sent = await call(a.url, '/api/qna/edit', {
      headers: member.headers,
      body: {
        siteLang: 'ENG',
        questionTypeCode: 'PRODUCT',
        title: 'Shared storage',
        content: 'Two processes.',
        url: '',
        assets: [big.uuid],
      },
    });
    const deleted = await call(b.url, '/api/qna/delete', { headers: member.headers, body: { pk: sent.body.data.pk } });
    let gone = false;
    for (const end = Date.now() + 10_000; !gone && Date.now() < end; await new Promise((r) => setTimeout(r, 200)))
      gone = !(await s3.keys(PRIVATE_PREFIX)).includes(`${PRIVATE_PREFIX}${big.uuid}`);
    const afterDelete = (await downloadAttachment(a.url, big.uuid, member.headers)).status;
    check(
      sent.status === 200 && deleted.status === 200 && gone && afterDelete === 404,
      `an inquiry deleted through B takes its object out of the bucket (${gone}); A then answers ${afterDelete}`,
    );

    // The media library: an admin upload through A is an object under uploads/ and its URL serves it.
    const media = await uploadMedia(a.url, { email: 'admin@test.local', password: 'Test!pass1234' }, 'shared.png');
    const served = media.file.url ? await fetch(media.file.url) : undefined;
    const servedBytes = served?.ok ? Buffer.from(await served.arrayBuffer()) : Buffer.alloc(0);
    const key = media.file.url?.slice(`${s3.url}/${s3.bucket}/`.length);
    const stored = key ? await s3.get(key) : null;
    check(
      media.status === 201 && key?.startsWith('uploads/') && !!stored && servedBytes.equals(Buffer.from(stored)) && servedBytes.length > 0,
      `a media-library upload through A is an object under uploads/ and its URL serves it: ${media.file.url}`,
    );

    const ms = (key) => all.map((r) => r[key]);
    return {
      s3Server: 's3rver listening on a loopback port, reached over TCP by both processes (path-style, signed requests)',
      files: all.map(({ bytes, status, identical, uploadMs, downloadMs }) => ({ bytes, status, identical, uploadMs, downloadMs })),
      maxUploadMs: Math.max(...ms('uploadMs')),
      maxDownloadMs: Math.max(...ms('downloadMs')),
      objectsInBucket: {
        private: (await s3.keys(PRIVATE_PREFIX)).length,
        // A figure only: s3rver's listing of the seed's ~2,000 pictures and copies has answered 500 (the checks above
        // read each object directly).
        uploads: await s3.keys('uploads/').then(
          (keys) => keys.length,
          (error) => `not listed: ${error.message}`,
        ),
      },
      filesOnInstanceDisks: onDisk.length,
      refusedStatuses: refused,
      servedViaProxy: proxy.served,
    };
  } finally {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => {});
    await s3.stop();
    for (const dir of [dirA, dirB]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Run on its own (`node scripts/reliability/object-storage.mjs`): a throwaway PostgreSQL, this part only.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { startPostgres } = await import('./postgres.mjs');
  const pg = startPostgres(await freePort());
  const failures = [];
  const check = (ok, what) => {
    console.log(`[object-storage] ${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failures.push(what);
  };
  try {
    report('object-storage', { postgres: pg.version, objectStorage: await proveObjectStorage(pg, check) });
  } catch (error) {
    failures.push(String(error));
    console.error(error);
  } finally {
    pg.stop();
  }
  process.exit(failures.length ? 1 : 0);
}

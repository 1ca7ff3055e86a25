/**
 * Object storage (docs/deploy.md#object-storage-s3-compatible): a Strapi of its own with S3_* pointing at a real
 * S3-compatible server this test starts on a loopback port (s3rver). Inquiry attachments go to the bucket, never to
 * the data folder, and still leave only through the authorised route; media-library uploads go to the bucket too,
 * and their URLs serve.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  downloadAttachment,
  fromAddress,
  randomPdf,
  request,
  TINY_PNG,
  uploadAttachments,
  uploadMedia,
  type Member,
} from '../support/kit-core.mjs';
import { PRIVATE_PREFIX, s3Server } from '../support/s3.mjs';
import { TEST_ADMIN } from '../support/admin-api';
import { Database } from '../reliability/support/db';
import { withPostgres } from '../support/own-data';
import { ownStrapi } from '../support/own-strapi';
import { freePort } from '../../scripts/lib/run.mjs';

let s3: Awaited<ReturnType<typeof s3Server>>;
let strapi: Awaited<ReturnType<typeof ownStrapi>>;
let dataDir: string;
let owner: Member;
let other: Member;
/** The server's last lines of log, shown when an answer is not what the test expects (a 500 names its cause there). */
let log = '';
const serverLog = () => `server log, last lines:\n${log}`;

/** Moves an upload's creation time back, behind the portal's back, on the engine this server runs on. */
async function backdate(uuid: string, then: number) {
  if (strapi.databaseUrl) {
    await withPostgres(strapi.databaseUrl, (c) =>
      c.query('UPDATE member_assets SET created_at = $1 WHERE uuid = $2', [new Date(then), uuid]),
    );
    return;
  }
  const db = new Database(path.join(dataDir, 'portal.db'));
  // In the form the column holds (milliseconds or ISO text, by driver version).
  db.prepare("UPDATE member_assets SET created_at = CASE typeof(created_at) WHEN 'integer' THEN ? ELSE ? END WHERE uuid = ?").run(
    then,
    new Date(then).toISOString(),
    uuid,
  );
  db.close();
}

beforeAll(async () => {
  s3 = await s3Server(await freePort());
  // Seeded by this server itself, so that the seed's pictures go through the bucket too.
  strapi = await ownStrapi('s3', s3.env, { fresh: true, onOutput: (text) => (log = (log + text).slice(-6000)) });
  dataDir = strapi.dataDir;
  const server = { base: strapi.url, dataDir };
  [owner, other] = await Promise.all([createMember(server, { tag: 's3a' }), createMember(server, { tag: 's3b' })]);
}, 600_000);

afterAll(async () => {
  await strapi?.stop();
  await s3?.stop();
});

describe('inquiry attachments in the bucket', () => {
  it('stores in the bucket, not on disk; downloads byte for byte for the owner only; deleted with its inquiry', async () => {
    const file = randomPdf(3 * 1024 * 1024 + 17);
    const up = await uploadAttachments(strapi.url, [{ name: 'drawing.pdf', bytes: file }], { headers: owner.headers });
    expect(up.status, `${JSON.stringify(up.body)}\n${serverLog()}`).toBe(200);
    const uuid: string = up.body.data.assets[0].uuid;

    expect(await s3.keys(PRIVATE_PREFIX)).toContain(`${PRIVATE_PREFIX}${uuid}`);
    expect(fs.existsSync(path.join(dataDir, 'private', 'assets', uuid))).toBe(false);

    const sent = await request(strapi.url, '/api/qna/edit', {
      headers: owner.headers,
      body: { siteLang: 'ENG', questionTypeCode: 'PRODUCT', title: 'Drawing', content: 'See the drawing.', url: '', assets: [uuid] },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const pk = sent.body.data.pk;

    const download = await downloadAttachment(strapi.url, uuid, owner.headers);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="drawing.pdf"/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(file))).toBe(true);

    expect((await downloadAttachment(strapi.url, uuid, other.headers)).status).toBe(404);
    expect((await downloadAttachment(strapi.url, uuid, fromAddress())).status).toBe(401);

    expect((await request(strapi.url, '/api/qna/delete', { headers: owner.headers, body: { pk } })).status).toBe(200);
    await expect.poll(() => s3.keys(PRIVATE_PREFIX), { timeout: 10_000 }).not.toContain(`${PRIVATE_PREFIX}${uuid}`);
    expect((await downloadAttachment(strapi.url, uuid, owner.headers)).status).toBe(404);
  });

  it('answers 404, not 500, for an attachment whose object is gone from the bucket', async () => {
    const up = await uploadAttachments(strapi.url, [{ name: 'gone.pdf', bytes: randomPdf(100) }], { headers: owner.headers });
    const uuid: string = up.body.data.assets[0].uuid;
    // Removed behind the portal's back, as by a lifecycle rule or an operator.
    expect((await fetch(`${s3.url}/${s3.bucket}/${PRIVATE_PREFIX}${uuid}`, { method: 'DELETE' })).status).toBe(204);
    const res = await downloadAttachment(strapi.url, uuid, owner.headers);
    expect(res.status).toBe(404);
    expect((await res.json()).errors.uuid).toBeDefined();
  });
  it('sweeps an unsent upload a day old out of the bucket at the next upload', async () => {
    const stale = await uploadAttachments(strapi.url, [{ name: 'unsent.pdf', bytes: randomPdf(200) }], { headers: owner.headers });
    const uuid: string = stale.body.data.assets[0].uuid;
    await backdate(uuid, Date.now() - 2 * 86_400_000);
    expect(await s3.keys(PRIVATE_PREFIX)).toContain(`${PRIVATE_PREFIX}${uuid}`);
    const next = await uploadAttachments(strapi.url, [{ name: 'next.pdf', bytes: randomPdf(200) }], { headers: other.headers });
    expect(next.status, serverLog()).toBe(200);
    await expect.poll(() => s3.keys(PRIVATE_PREFIX), { timeout: 10_000 }).not.toContain(`${PRIVATE_PREFIX}${uuid}`);
    expect(await s3.keys(PRIVATE_PREFIX)).toContain(`${PRIVATE_PREFIX}${next.body.data.assets[0].uuid}`);
  });
});

describe('media library in the bucket', () => {
  it('stores an admin upload in the bucket under uploads/ and its URL serves it', async () => {
    const { status, file: uploaded } = await uploadMedia(strapi.url, TEST_ADMIN, 'logo.png');
    expect(status).toBe(201);
    expect(uploaded.provider).toBe('aws-s3');
    expect(uploaded.url.startsWith(`${s3.url}/${s3.bucket}/uploads/`)).toBe(true);
    const key = uploaded.url.slice(`${s3.url}/${s3.bucket}/`.length);
    // Read back one by one: listing the whole prefix answered 500 in s3rver once the seed's pictures and their
    // copies (about 2,000 objects) were in it.
    expect(await s3.get(key)).not.toBeNull();
    // Its AVIF and WebP copies (docs/architecture.md#pictures) go through the same provider: into the bucket too.
    const copies = Object.values(uploaded.formats ?? {}).filter((f) => f.mime !== 'image/png');
    expect(copies.map((f) => f.mime).sort()).toEqual(['image/avif', 'image/webp']);
    for (const copy of copies) expect(await s3.get(copy.url.slice(`${s3.url}/${s3.bucket}/`.length))).not.toBeNull();
    // Nothing in the local upload folder: the seed's images and this one are all in the bucket.
    expect(fs.readdirSync(path.join(dataDir, 'public', 'uploads'))).toEqual([]);

    const served = await fetch(uploaded.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // The object itself (Strapi may rewrite an image's metadata on upload, so not necessarily the bytes sent).
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.subarray(0, 8).equals(TINY_PNG.subarray(0, 8))).toBe(true);
    expect(body.equals(Buffer.from((await s3.get(key))!))).toBe(true);
  });

  it("lets the admin panel's CSP load images and films from the bucket", async () => {
    const csp = (await fetch(`${strapi.url}/admin`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.url}`));
    expect(csp).toMatch(new RegExp(`media-src [^;]*${s3.url}`));
  });
});

/**
 * Issue 14 item 3, "anyone can fill the disk" (RELIABILITY.md part 8): multipart bodies are read only by the routes
 * that upload, within limits on parts, files and bytes; every temp file of every request is removed, whatever the
 * answer; members have an upload quota answered with 429 and Retry-After. The test Strapi's os.tmpdir() is
 * <data>/tmp (global-setup.ts), so temp files written anywhere by the parser are counted.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInToAdminPage, TEST_ADMIN } from '../support/admin-api';
import { openBrowser } from '../support/browser';
import { api } from '../support/api';
import { activeMember, fromAddress, type Member } from '../support/members';

const MB = 1024 * 1024;
const base = () => inject('baseUrl');

/** Every file under the test Strapi's temp folder (its os.tmpdir() and the multipart request folders under it). */
function tempFiles(): { count: number; bytes: number } {
  let count = 0;
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        count++;
        bytes += fs.statSync(full).size;
      }
    }
  };
  walk(path.join(inject('dataDir'), 'tmp'));
  return { count, bytes };
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart body as raw bytes (so it can also be cut short or carry any part name). */
function multipart(parts: Part[], { truncateAt }: { truncateAt?: number } = {}) {
  const boundary = `----portal${Date.now().toString(36)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.type ?? (p.filename ? 'application/octet-stream' : undefined);
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(chunks);
  return { body: truncateAt === undefined ? body : body.subarray(0, truncateAt), type: `multipart/form-data; boundary=${boundary}` };
}

interface Sent {
  status: number;
  body: any;
  headers: Headers;
}

const stats = { requests: 0, bytesSent: 0 };

/** Sends a multipart body; a connection the server closes early (it may stop reading a refused body) is status 0. */
async function post(
  url: string,
  parts: Part[],
  headers: Record<string, string> = {},
  options: { truncateAt?: number } = {},
): Promise<Sent> {
  const { body, type } = multipart(parts, options);
  stats.requests++;
  stats.bytesSent += body.length;
  try {
    const res = await fetch(`${base()}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': type, 'X-SITE-LANG': 'ENG', ...headers },
      body,
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  } catch {
    return { status: 0, body: null, headers: new Headers() };
  }
}

/** Sends the first `sendBytes` of a multipart upload, then drops the connection (a client that goes away). */
async function abandoned(url: string, parts: Part[], headers: Record<string, string>, sendBytes: number) {
  const { body, type } = multipart(parts);
  stats.requests++;
  stats.bytesSent += sendBytes;
  await new Promise<void>((resolve) => {
    const req = http.request(`${base()}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': type, 'Content-Length': body.length, ...headers },
    });
    req.on('error', () => resolve());
    req.on('response', () => resolve());
    req.write(body.subarray(0, sendBytes), () => setTimeout(() => (req.destroy(), resolve()), 500));
  });
}

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, ...new Array(40).fill(0)]);
const pdf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  bytes.write('%%EOF\n', size - 6);
  return bytes;
};
const filePart = (name: string, data: Buffer, field = 'files'): Part => ({ name: field, filename: name, data });
const target: Part = { name: 'target', data: 'QNA' };

/** A refusal in the spec's error model naming `field` (soft: the test goes on to count the temp files left). */
function expectRefusal(res: Sent, status: number, field: string) {
  expect.soft(res.status, JSON.stringify(res.body)).toBe(status);
  expect.soft(Object.keys(res.body ?? {}), JSON.stringify(res.body)).toEqual(['errors']);
  expect.soft(res.body?.errors?.[field]?.[0], JSON.stringify(res.body)).toBeTruthy();
}

/** Temp files a test's requests left behind, for the figures (RELIABILITY.md part 8). */
const left: Record<string, { count: number; bytes: number }> = {};
function expectNoneLeft(test: string, before: { count: number; bytes: number }) {
  const after = tempFiles();
  left[test] = { count: after.count - before.count, bytes: after.bytes - before.bytes };
  expect(left[test], 'temp files left').toEqual({ count: 0, bytes: 0 });
}

let member: Member;
let adminToken: string;
beforeAll(async () => {
  member = await activeMember();
  const login = await fetch(`${base()}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromAddress() },
    body: JSON.stringify(TEST_ADMIN),
  });
  adminToken = (await login.json()).data.token;
});

afterAll(() => {
  console.log(
    `[disk-filling] ${stats.requests} multipart requests, ${(stats.bytesSent / MB).toFixed(1)} MB sent; temp files left per test: ${JSON.stringify(left)}; now: ${JSON.stringify(tempFiles())}`,
  );
});

describe('issue 14 item 3: anyone can fill the disk', () => {
  it('a multipart body to a route that takes none is refused with 415 before it is read, and leaves no temp file', async () => {
    const before = tempFiles();
    // The issue's two examples: one 30 MB part, and 20 parts, to a public JSON call.
    const big = await post('/api/partner/list', [filePart('big.bin', Buffer.alloc(30 * MB, 1), 'data')]);
    const many = await post(
      '/api/partner/list',
      Array.from({ length: 20 }, (_, i) => filePart(`part${i}.bin`, Buffer.alloc(64 * 1024, 2), `field${i}`)),
    );
    // Also to a member call with a member's tokens, and to Strapi's own content-API upload route.
    const signedIn = await post('/api/user/account/show', [filePart('x.bin', Buffer.alloc(MB, 3), 'data')], member.headers);
    const contentApiUpload = await post('/api/upload', [filePart('x.png', png)]);
    for (const res of [many, signedIn, contentApiUpload]) expectRefusal(res, 415, '_');
    // The server may stop reading a refused 30 MB body and close the connection; when it answers, it is a 415.
    if (big.status !== 0) expectRefusal(big, 415, '_');
    expectNoneLeft('415', before);
  });

  it('hostile multipart requests to the upload routes leave no temp file, whatever the answer', async () => {
    const before = tempFiles();
    const tooBig = pdf(10 * MB + 1);
    // Parts not named `files` are not written; the one `files` part is stored.
    const strays = await post(
      '/api/asset-front/new',
      [target, ...Array.from({ length: 20 }, (_, i) => filePart(`stray${i}.pdf`, pdf(256 * 1024), `data${i}`)), filePart('kept.png', png)],
      member.headers,
    );
    expect.soft(strays.status, JSON.stringify(strays.body)).toBe(200);
    expect.soft(strays.body?.data?.assets?.map((a: { name: string }) => a.name)).toEqual(['kept.png']);
    // Six files: refused as too many (at most 5 per call).
    expectRefusal(
      await post('/api/asset-front/new', [target, ...Array.from({ length: 6 }, (_, i) => filePart(`f${i}.png`, png))], member.headers),
      422,
      'files',
    );
    // A file over 10 MB: refused by name; five of them (over 50 MB in all): refused while reading.
    expectRefusal(await post('/api/asset-front/new', [target, filePart('big.pdf', tooBig)], member.headers), 422, 'files');
    const overTotal = await post(
      '/api/asset-front/new',
      [target, ...Array.from({ length: 5 }, (_, i) => filePart(`b${i}.pdf`, tooBig))],
      member.headers,
    );
    if (overTotal.status !== 0) expectRefusal(overTotal, 413, 'files');
    // Too many fields; a body cut off in the middle of a file.
    expectRefusal(
      await post(
        '/api/asset-front/new',
        Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, data: 'x' })),
        member.headers,
      ),
      413,
      '_',
    );
    expectRefusal(
      await post('/api/asset-front/new', [target, filePart('cut.pdf', pdf(2 * MB))], member.headers, { truncateAt: MB }),
      400,
      '_',
    );
    // A client that goes away in the middle of a file.
    await abandoned('/api/asset-front/new', [target, filePart('gone.pdf', pdf(8 * MB))], member.headers, 4 * MB);
    await abandoned('/upload', [filePart('gone.png', pdf(8 * MB))], { Authorization: `Bearer ${adminToken}` }, 4 * MB);
    // A visitor, and the admin's media library without an admin session: refused before the body is read.
    const visitor = await post('/api/asset-front/new', [target, filePart('v.pdf', pdf(20 * MB))]);
    if (visitor.status !== 0) expectRefusal(visitor, 401, '_');
    const anonymousAdmin = await post('/upload', [filePart('a.png', png)]);
    expect.soft(anonymousAdmin.status).toBe(401);
    // An editor's upload of a refused type, with a stray part: refused by the upload plugin, nothing left.
    const refusedType = await post(
      '/upload',
      [filePart('evil.html', Buffer.from('<script>1</script>')), filePart('s.bin', pdf(MB), 'data')],
      {
        Authorization: `Bearer ${adminToken}`,
      },
    );
    expect.soft(refusedType.status).toBeGreaterThanOrEqual(400);
    expect.soft(refusedType.status).toBeLessThan(500);

    // An abandoned request is cleaned up when the server notices the closed connection: give it a moment.
    for (let i = 0; i < 50 && tempFiles().count !== before.count; i++) await new Promise((r) => setTimeout(r, 100));
    expectNoneLeft('upload routes', before);
    // Nothing of these requests is left in the multipart folder either (one folder per request, removed at the end).
    const multipartDir = path.join(inject('dataDir'), 'tmp', 'multipart');
    expect(fs.existsSync(multipartDir) ? fs.readdirSync(multipartDir) : []).toEqual([]);
  });

  it('members have an upload quota: 50 MB not yet sent with an inquiry, then 429 with Retry-After', async () => {
    const uploader = await activeMember();
    const five = Array.from({ length: 5 }, (_, i) => filePart(`q${i}.pdf`, pdf(10 * MB)));
    const full = await post('/api/asset-front/new', [target, ...five], uploader.headers);
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    const over = await post('/api/asset-front/new', [target, filePart('one-more.png', png)], uploader.headers);
    expectRefusal(over, 429, 'files');
    const retryAfter = Number(over.headers.get('retry-after'));
    // The oldest unsent uploads are swept after 24 hours: that is when room comes back.
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // Sending them with an inquiry frees the quota.
    const assets = full.body.data.assets.map((a: { uuid: string }) => a.uuid);
    const inquiry = await api('/api/qna/edit', {
      headers: uploader.headers,
      body: { siteLang: 'ENG', questionTypeCode: 'PRODUCT', title: 'Quota', content: 'Five drawings attached.', url: '', assets },
    });
    expect(inquiry.status, JSON.stringify(inquiry.body)).toBe(200);
    expect((await post('/api/asset-front/new', [target, filePart('after.png', png)], uploader.headers)).status).toBe(200);
  });

  it('issue 26 item 3: 16 concurrent 10 MB uploads by one member store at most the 50 MB quota, the rest get 429', async () => {
    const uploader = await activeMember();
    // A refused file (not an allowed type) takes nothing of the quota.
    expectRefusal(
      await post('/api/asset-front/new', [target, filePart('fake.pdf', Buffer.alloc(10 * MB, 1))], uploader.headers),
      422,
      'files',
    );
    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        post('/api/asset-front/new', [target, filePart(`burst${i}.pdf`, pdf(10 * MB))], uploader.headers),
      ),
    );
    const stored = burst.filter((res) => res.status === 200).flatMap((res) => res.body.data.assets as { size: number }[]);
    const storedBytes = stored.reduce((sum, asset) => sum + asset.size, 0);
    const refused = burst.filter((res) => res.status !== 200);
    console.log(
      `[disk-filling] issue 26 item 3: 16 concurrent 10 MB uploads: ${stored.length} stored (${storedBytes / MB} MB of the 50 MB quota), ${refused.length} refused (${[...new Set(refused.map((r) => r.status))].join(', ')})`,
    );
    expect(storedBytes).toBeLessThanOrEqual(50 * MB);
    // Nothing else held the quota, so exactly five fit.
    expect(stored).toHaveLength(5);
    for (const res of refused) {
      expectRefusal(res, 429, 'files');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The quota stays full for later calls too.
    expectRefusal(await post('/api/asset-front/new', [target, filePart('one-more.png', png)], uploader.headers), 429, 'files');
  });

  it('members have an upload quota: 60 upload calls an hour, then 429 with Retry-After', async () => {
    const uploader = await activeMember();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await post('/api/asset-front/new', [target, filePart(`c${i}.png`, png)], uploader.headers)).status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const over = await post('/api/asset-front/new', [target, filePart('c60.png', png)], uploader.headers);
    expectRefusal(over, 429, '_');
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another member is not affected.
    expect((await post('/api/asset-front/new', [target, filePart('other.png', png)], member.headers)).status).toBe(200);
  });

  it('the admin media library still takes editors’ uploads', async () => {
    const before = tempFiles();
    const name = `editor-${Date.now().toString(36)}.png`;
    const res = await post('/upload', [filePart(name, png), { name: 'fileInfo', data: JSON.stringify({ name, caption: 'c' }) }], {
      Authorization: `Bearer ${adminToken}`,
    });
    expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
    expect(res.body[0].name).toBe(name);
    expect((await fetch(`${base()}${res.body[0].url}`)).status).toBe(200);
    expectNoneLeft('admin upload', before);
  });

  it('an editor uploads through the admin panel’s media library in Chromium', async () => {
    const before = tempFiles();
    const browser = await openBrowser({ width: 1400, height: 1000 });
    try {
      const page = await browser.context.newPage();
      await signInToAdminPage(page, TEST_ADMIN.email);
      await page.goto(`${base()}/admin/plugins/upload`);
      const name = `browser-${Date.now().toString(36)}.png`;
      const uploaded = page.waitForResponse(
        (r) => r.request().method() === 'POST' && /^\/upload(\/files)?$/.test(new URL(r.url()).pathname),
        {
          timeout: 60_000,
        },
      );
      await page.locator('input[type=file][multiple]').first().setInputFiles({ name, mimeType: 'image/png', buffer: png });
      const res = await uploaded;
      expect(res.status(), await res.text()).toBe(201);
      expect(JSON.stringify(await res.json())).toContain(name);
      expectNoneLeft('admin panel upload', before);
    } finally {
      await browser.close();
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminCli } from '../support/admin-cli';
import { adminSession } from '../support/admin-api';
import { activeMember, api, fromAddress, type Member } from '../support/kit';
import { downloadAttachment, uploadAttachments } from '../support/kit-core.mjs';

/** The multipart upload an island sends, to the suite's server. */
const upload = (member: Member | null, files: { name: string; bytes: Uint8Array }[], target = 'QNA') =>
  uploadAttachments(inject('baseUrl'), files, { headers: member?.headers, target });

const download = (uuid: string, headers: Record<string, string> = {}) => downloadAttachment(inject('baseUrl'), uuid, headers);

const bytes = (text: string, size = text.length) => {
  const out = new Uint8Array(size);
  out.set(new TextEncoder().encode(text));
  return out;
};
const PNG = Uint8Array.from([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0,
  0,
  0,
  0x0d,
  0x49,
  0x48,
  0x44,
  0x52,
  ...new Array(40).fill(0),
]);
const pdf = (size = 64) => bytes('%PDF-1.4\n%%EOF\n', size);
const privateDir = () => path.join(inject('dataDir'), 'private', 'assets');

/** Uploads files and answers their uuids (expects success). */
async function uploaded(member: Member, files: { name: string; bytes: Uint8Array }[]): Promise<string[]> {
  const res = await upload(member, files);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // The upload answers its files in the order sent; matched by name all the same.
  const assets = res.body.data.assets as { uuid: string; name: string }[];
  return files.map((f) => assets.find((a) => a.name === f.name.split(/[\\/]/).pop())?.uuid ?? assets[files.indexOf(f)].uuid);
}

const validInquiry = (assets: string[] = []) => ({
  siteLang: 'ENG',
  questionTypeCode: 'PRODUCT',
  title: 'Lead time of the ICCU',
  content: 'What is the lead time for 500 units?',
  url: 'https://example.com/spec',
  assets,
});

async function send(member: Member, body: Record<string, unknown>) {
  return api('/api/qna/edit', { body, headers: member.headers });
}
const list = async (member: Member) => (await api('/api/qna/list', { headers: member.headers })).body.data.data.items as any[];
const qnaNotifications = async (member: Member, pk: number) =>
  ((await api('/api/notification/list', { headers: member.headers })).body.data.notifications as any[])
    .filter((n) => n.notificationData.qnaPk === pk)
    .map((n) => n.notificationData.type)
    .sort();

let member: Member;
let other: Member;
beforeAll(async () => {
  [member, other] = await Promise.all([activeMember(), activeMember()]);
});

describe('question types', () => {
  it('lists the seeded types in the request language, for members only', async () => {
    const res = await api('/api/qna/question-type', { headers: member.headers, lang: 'KOR' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((t: { code: string }) => t.code)).toEqual(['PRODUCT', 'TECHNICAL', 'PARTNERSHIP', 'ACCOUNT', 'ETC']);
    expect(res.body.data[0].name).toBe('제품 문의');
    expect((await api('/api/qna/question-type')).status).toBe(401);
  });
});

describe('attachment limits', () => {
  it('accepts a file of exactly 10485760 bytes and refuses 10485761 with the oversize message', async () => {
    const ok = await upload(member, [{ name: 'exact.pdf', bytes: pdf(10_485_760) }]);
    expect(ok.status).toBe(200);
    expect(ok.body.data.assets[0]).toMatchObject({ name: 'exact.pdf', contentType: 'application/pdf', size: 10_485_760 });
    const big = await upload(member, [{ name: 'big.pdf', bytes: pdf(10_485_761) }]);
    expect(big.status).toBe(422);
    expect(big.body.errors.files[0]).toBe('File size exceeded. Please attach a file with a valid file size.');
  });

  it('takes at most 5 files per call and per inquiry', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.png`, bytes: PNG }));
    const refused = await upload(member, six);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.files[0]).toBe('You can attach up to 5 files.');
    const five = await uploaded(member, six.slice(0, 5));
    const sixth = await uploaded(member, six.slice(0, 1));
    const tooMany = await send(member, validInquiry([...five, ...sixth]));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.assets).toBeDefined();
    expect((await send(member, validInquiry(five))).status).toBe(200);
  });

  it('checks the type by content: an executable named .pdf, and a PNG named .txt, are refused', async () => {
    const exe = bytes('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 512);
    const disguised = await upload(member, [{ name: 'invoice.pdf', bytes: exe }]);
    expect(disguised.status).toBe(422);
    expect(disguised.body.errors.files[0]).toContain('invoice.pdf');
    expect((await upload(member, [{ name: 'notes.txt', bytes: PNG }])).status).toBe(422);
    expect((await upload(member, [{ name: 'page.html', bytes: bytes('<html><script>alert(1)</script></html>') }])).status).toBe(422);
    // A good file next to a bad one: the whole call is refused, nothing is stored.
    const before = fs.readdirSync(privateDir()).length;
    expect(
      (
        await upload(member, [
          { name: 'ok.png', bytes: PNG },
          { name: 'x.pdf', bytes: exe },
        ])
      ).status,
    ).toBe(422);
    expect(fs.readdirSync(privateDir()).length).toBe(before);
    const csv = await upload(member, [{ name: 'parts.csv', bytes: bytes('model,qty\nICCU,500\n') }]);
    expect(csv.body.data.assets[0].contentType).toMatch(/^text\/csv/);
  });

  it('keeps a path-traversal file name harmless: stored under a uuid, shown as its last segment', async () => {
    const res = await upload(member, [{ name: '../../../../tmp/evil.txt', bytes: bytes('hello') }]);
    expect(res.status).toBe(200);
    const asset = res.body.data.assets[0];
    expect(asset.name).toBe('evil.txt');
    expect(fs.existsSync(path.join(privateDir(), asset.uuid))).toBe(true);
    expect(fs.readdirSync(privateDir()).some((f) => f.includes('evil'))).toBe(false);
    expect(fs.existsSync(path.join(inject('dataDir'), 'evil.txt'))).toBe(false);
    expect(asset.url).toBe(`/api/asset-front/file/${asset.uuid}`);
    // Not under Strapi's public upload folder, and not reachable by a public URL.
    expect((await fetch(`${inject('baseUrl')}/uploads/${asset.uuid}`)).status).toBe(404);
  });

  it('refuses an unknown target and a call without files', async () => {
    expect((await upload(member, [{ name: 'a.png', bytes: PNG }], 'MEETING')).status).toBe(422);
    expect((await upload(member, [])).body.errors.files).toBeDefined();
  });
});

describe('inquiries', () => {
  it('validates: type, title (required, at most 50, tags stripped), content, URL', async () => {
    const missing = await send(member, { siteLang: 'ENG' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['content', 'questionTypeCode', 'title']);
    const long = await send(member, { ...validInquiry(), title: 'x'.repeat(51) });
    expect(long.body.errors.title[0]).toBe('The title can be at most 50 characters.');
    expect((await send(member, { ...validInquiry(), title: '<b></b>' })).body.errors.title).toBeDefined();
    expect((await send(member, { ...validInquiry(), questionTypeCode: 'NOPE' })).body.errors.questionTypeCode).toBeDefined();
    expect((await send(member, { ...validInquiry(), url: 'javascript:alert(1)' })).body.errors.url).toBeDefined();
    const ok = await send(member, { ...validInquiry(), title: `<b>${'y'.repeat(50)}</b>`, content: 'a <script>b</script>c' });
    expect(ok.status).toBe(200);
    const item = (await list(member)).find((i) => i.pk === ok.body.data.pk);
    expect(item).toMatchObject({ title: 'y'.repeat(50), content: 'a bc', processStatus: 'WAIT', answer: null });
  });

  it('keeps several files of one upload in the order the member chose them', async () => {
    // Large and small files in turn: a small one can finish writing before the large one sent ahead of it, and the
    // parser lists files as they finish (the order once came back reversed on Node 24).
    const sent = Array.from({ length: 5 }, (_, i) => ({ name: `file-${i}.${i % 2 ? 'png' : 'pdf'}`, bytes: i % 2 ? PNG : pdf(1_500_000) }));
    const res = await upload(member, sent);
    expect(res.status).toBe(200);
    const assets = res.body.data.assets as { uuid: string; name: string }[];
    expect(assets.map((a) => a.name)).toEqual(sent.map((f) => f.name));
    const inquiry = await send(member, validInquiry(assets.map((a) => a.uuid)));
    const listed = (await list(member)).find((i) => i.pk === inquiry.body.data.pk);
    expect(listed.assets.map((a: { uuid: string }) => a.uuid)).toEqual(assets.map((a) => a.uuid));
  });

  it('sends, lists, edits and deletes with files; QNA_RECEIPT once; deleting removes the files', async () => {
    const [a, b] = await uploaded(member, [
      { name: 'a.pdf', bytes: pdf() },
      { name: 'b.png', bytes: PNG },
    ]);
    const sent = await send(member, validInquiry([a, b]));
    expect(sent.status).toBe(200);
    const pk = sent.body.data.pk;
    let item = (await list(member)).find((i) => i.pk === pk);
    expect(item).toMatchObject({ title: 'Lead time of the ICCU', processStatus: 'WAIT', questionTypeCode: 'PRODUCT' });
    expect(item.assets.map((x: { uuid: string }) => x.uuid)).toEqual([a, b]);
    expect(await qnaNotifications(member, pk)).toEqual(['QNA_RECEIPT']);

    // Editing drops b (its file goes) and keeps a; no new notification.
    const edited = await send(member, { ...validInquiry([a]), pk, title: 'Changed' });
    expect(edited.status).toBe(200);
    item = (await list(member)).find((i) => i.pk === pk);
    expect(item.title).toBe('Changed');
    expect(item.assets.map((x: { uuid: string }) => x.uuid)).toEqual([a]);
    await expect.poll(() => fs.existsSync(path.join(privateDir(), b))).toBe(false);
    expect(await qnaNotifications(member, pk)).toEqual(['QNA_RECEIPT']);

    const owner = await download(a, member.headers);
    expect(owner.status).toBe(200);
    expect(owner.headers.get('content-type')).toBe('application/pdf');
    expect(owner.headers.get('x-content-type-options')).toBe('nosniff');
    expect(owner.headers.get('content-disposition')).toMatch(/^attachment; filename="a.pdf"/);
    expect(
      Buffer.from(await owner.arrayBuffer())
        .subarray(0, 8)
        .toString(),
    ).toBe('%PDF-1.4');

    expect((await api('/api/qna/delete', { body: { pk }, headers: member.headers })).status).toBe(200);
    expect((await list(member)).some((i) => i.pk === pk)).toBe(false);
    await expect.poll(() => fs.existsSync(path.join(privateDir(), a))).toBe(false);
    expect((await download(a, member.headers)).status).toBe(404);
  });
});

describe('privacy', () => {
  it('keeps another member and a visitor away from a member’s inquiries and files', async () => {
    const [file] = await uploaded(member, [{ name: 'private.pdf', bytes: pdf() }]);
    const pk = (await send(member, validInquiry([file]))).body.data.pk;
    const [free] = await uploaded(member, [{ name: 'free.png', bytes: PNG }]);

    expect((await list(other)).some((i) => i.pk === pk)).toBe(false);
    expect((await send(other, { ...validInquiry(), pk })).status).toBe(404);
    expect((await api('/api/qna/delete', { body: { pk }, headers: other.headers })).status).toBe(404);
    expect((await download(file, other.headers)).status).toBe(404);
    expect((await download(free, other.headers)).status).toBe(404);
    // Another member cannot attach someone else's upload to their own inquiry.
    const stolen = await send(other, validInquiry([free]));
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors.assets).toBeDefined();

    expect((await api('/api/qna/list')).status).toBe(401);
    expect((await api('/api/qna/edit', { body: { ...validInquiry(), pk } })).status).toBe(401);
    expect((await api('/api/qna/delete', { body: { pk } })).status).toBe(401);
    expect((await upload(null, [{ name: 'a.png', bytes: PNG }])).status).toBe(401);
    expect((await download(file)).status).toBe(401);
    expect((await fetch(`${inject('baseUrl')}/api/asset-front/staff/${file}`)).status).toBe(401);

    expect((await list(member)).find((i) => i.pk === pk)).toBeDefined();
    expect((await download(file, member.headers)).status).toBe(200);
  });
});

describe('answers', () => {
  it('staff answer from the command line with a file; QNA_ANSWERED once; answered: no edit, but the owner may delete it', async () => {
    const [file] = await uploaded(member, [{ name: 'q.pdf', bytes: pdf() }]);
    const pk = (await send(member, validInquiry([file]))).body.data.pk;
    const answerFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qna-')), 'answer sheet.pdf');
    fs.writeFileSync(answerFile, pdf(200));
    const out = await adminCli('qna-answer', String(pk), 'Eight weeks.', '--url', 'https://example.com/a', '--file', answerFile);
    expect(out).toContain(`Answered inquiry ${pk} with 1 file(s).`);

    const item = (await list(member)).find((i) => i.pk === pk);
    expect(item.processStatus).toBe('COMPLETE');
    expect(item.answer).toMatchObject({ content: 'Eight weeks.', url: 'https://example.com/a' });
    expect(item.answer.assets).toHaveLength(1);
    expect(item.answer.assets[0].name).toBe('answer sheet.pdf');
    const answerDownload = await download(item.answer.assets[0].uuid, member.headers);
    expect(answerDownload.status).toBe(200);
    expect((await download(item.answer.assets[0].uuid, other.headers)).status).toBe(404);
    // Staff save a member's attachment from the command line.
    const saved = await adminCli('qna-file', file, path.dirname(answerFile));
    expect(saved).toContain(path.join(path.dirname(answerFile), 'q.pdf'));
    expect(fs.readFileSync(path.join(path.dirname(answerFile), 'q.pdf'))).toEqual(Buffer.from(pdf()));

    // An inquiry is answered once (issue 16): a second answer is refused, and nobody is notified again.
    await expect(adminCli('qna-answer', String(pk), 'Eight weeks, or six by air.')).rejects.toThrow(/qna\.error\.alreadyAnswered/);
    expect((await list(member)).find((i) => i.pk === pk).answer.content).toBe('Eight weeks.');
    expect(await qnaNotifications(member, pk)).toEqual(['QNA_ANSWERED', 'QNA_RECEIPT']);

    const edit = await send(member, { ...validInquiry([file]), pk });
    expect(edit.status).toBe(409);
    expect(edit.body.errors.pk[0]).toBe('This inquiry has been answered and can no longer be changed.');
    // Deleting stays open to the owner once answered (issue 17 item 18), and takes both sides' files with it.
    expect((await api('/api/qna/delete', { body: { pk }, headers: other.headers })).status).toBe(404);
    expect((await download(item.answer.assets[0].uuid, member.headers)).status).toBe(200);
    expect((await api('/api/qna/delete', { body: { pk }, headers: member.headers })).status).toBe(200);
    expect((await list(member)).find((i) => i.pk === pk)).toBeUndefined();
    expect((await download(item.answer.assets[0].uuid, member.headers)).status).toBe(404);
    expect((await download(file, member.headers)).status).toBe(404);
  });

  it('the super admin answers in the Content Manager: COMPLETE, notified once, answered once, files downloadable by staff', async () => {
    const [file] = await uploaded(member, [{ name: 'cm.pdf', bytes: pdf() }]);
    const pk = (await send(member, validInquiry([file]))).body.data.pk;
    const admin = await adminSession();
    const base = '/content-manager/collection-types/api::inquiry.inquiry';
    const found = await admin('GET', `${base}?filters[id][$eq]=${pk}`);
    expect(found.status).toBe(200);
    const documentId = found.body.results[0].documentId;

    const refused = await admin('PUT', `${base}/${documentId}`, { processStatus: 'COMPLETE', answerContent: '' });
    expect(refused.status).toBe(400);
    expect(await qnaNotifications(member, pk)).toEqual(['QNA_RECEIPT']);

    const answered = await admin('PUT', `${base}/${documentId}`, {
      answerContent: 'Answered in the panel.',
      answerUrl: 'https://example.com/p',
    });
    expect(answered.status).toBe(200);
    // Answered once (issue 16): changing the answer afterwards is refused here too.
    const edited = await admin('PUT', `${base}/${documentId}`, { answerContent: 'Answered in the panel (edited).' });
    expect(edited.status).toBe(400);
    const item = (await list(member)).find((i) => i.pk === pk);
    expect(item).toMatchObject({
      processStatus: 'COMPLETE',
      answer: { content: 'Answered in the panel.', url: 'https://example.com/p' },
    });
    expect(await qnaNotifications(member, pk)).toEqual(['QNA_ANSWERED', 'QNA_RECEIPT']);

    const login = await fetch(`${inject('baseUrl')}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...fromAddress() },
      body: JSON.stringify({ email: 'admin@test.local', password: 'Test!pass1234' }),
    });
    const token = (await login.json()).data.token;
    const staff = await fetch(`${inject('baseUrl')}/api/asset-front/staff/${file}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('content-disposition')).toMatch(/^attachment/);
  });
});

describe('withdrawal', () => {
  it('removes the member’s inquiries and files', async () => {
    const leaving = await activeMember();
    const [kept, loose] = await uploaded(leaving, [
      { name: 'k.pdf', bytes: pdf() },
      { name: 'l.png', bytes: PNG },
    ]);
    await send(leaving, validInquiry([kept]));
    expect((await api('/api/sign/withdrawal', { headers: leaving.headers })).status).toBe(200);
    await expect.poll(() => [kept, loose].some((u) => fs.existsSync(path.join(privateDir(), u)))).toBe(false);
  });
});

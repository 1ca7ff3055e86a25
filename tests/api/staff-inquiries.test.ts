/**
 * The inquiry desk's routes (docs/staff-workspace.md#inquiry-desk): only roles with the inquiries tool reach them;
 * bad filters and answers are 4xx with the field named; an answer's files pass the checks members' uploads pass;
 * an inquiry is answered once, whichever door (desk, command line, Content Manager), and its member notified once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminCli } from '../support/admin-cli';
import { adminSession, staffMember, type AdminFetch } from '../support/admin-api';
import { activeMember, api, type Member } from '../support/kit';

const base = () => inject('baseUrl');
const pdf = (text = 'answer') => new Blob([Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`)]);

interface Staff {
  id: number;
  token: string;
  fetch: AdminFetch;
}
let manager: Staff;
let editor: Staff;
let administrator: Staff;
let member: Member;

async function ask(who: Member, title: string) {
  const res = await api('/api/qna/edit', {
    body: { siteLang: 'ENG', questionTypeCode: 'PRODUCT', title, content: `${title}?`, url: '', assets: [] },
    headers: who.headers,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.pk as number;
}

/** POST /staff/inquiries/:id/answer as multipart, the way the desk sends it. */
async function answer(token: string, pk: number | string, fields: Record<string, string>, files: [Blob, string][] = [], lang = 'ENG') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [blob, name] of files) form.append('files', blob, name);
  const res = await fetch(`${base()}/staff/inquiries/${pk}/answer`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-SITE-LANG': lang },
    body: form,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

const listed = async (who: Member) => (await api('/api/qna/list', { headers: who.headers })).body.data.data.items as any[];
const qnaNotifications = async (who: Member, pk: number) =>
  ((await api('/api/notification/list', { headers: who.headers })).body.data.notifications as any[])
    .filter((n) => n.notificationData.qnaPk === pk)
    .map((n) => n.notificationData.type)
    .sort();
const privateFiles = () => {
  const dir = path.join(inject('dataDir'), 'private', 'assets');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

beforeAll(async () => {
  const admin = await adminSession();
  const roles = (await admin('GET', '/admin/roles')).body.data as { id: number; code: string }[];
  const role = (code: string) => roles.find((r) => r.code === code)!.id;
  [manager, editor, administrator] = await Promise.all([
    staffMember(role('portal-manager'), 'Desk Manager'),
    staffMember(role('strapi-editor'), 'Desk Editor'),
    staffMember(role('portal-administrator'), 'Desk Administrator'),
  ]);
  member = await activeMember();
});

describe('who reaches the desk', () => {
  it('answers 401 without a session and 403 to roles without the inquiries tool', async () => {
    const pk = await ask(member, 'Reach');
    expect((await fetch(`${base()}/staff/inquiries`)).status).toBe(401);
    for (const staff of [editor, administrator]) {
      expect((await staff.fetch('GET', '/staff/inquiries')).status).toBe(403);
      expect((await staff.fetch('GET', `/staff/inquiries/${pk}`)).status).toBe(403);
      expect((await staff.fetch('GET', '/staff/inquiries/export')).status).toBe(403);
      // Refused before the body is read: no file is written for a role that may not answer.
      expect((await answer(staff.token, pk, { content: 'No.' }, [[pdf(), 'x.pdf']])).status).toBe(403);
    }
    expect((await listed(member)).find((i) => i.pk === pk).processStatus).toBe('WAIT');
  });

  it('lets a manager read inquiries in the Content Manager but not answer there', async () => {
    const pk = await ask(member, 'Content Manager');
    const cm = '/content-manager/collection-types/api::inquiry.inquiry';
    const found = await manager.fetch('GET', `${cm}?filters[id][$eq]=${pk}`);
    expect(found.status).toBe(200);
    const put = await manager.fetch('PUT', `${cm}/${found.body.results[0].documentId}`, { answerContent: 'In the form.' });
    expect(put.status).toBe(403);
    expect(await qnaNotifications(member, pk)).toEqual(['QNA_RECEIPT']);
  });
});

describe('the list', () => {
  it('shows waiting inquiries first, with member, company, type and date; filters apply', async () => {
    const asker = await activeMember();
    const answered = await ask(asker, 'Answered one');
    expect((await answer(manager.token, answered, { content: 'Done.' })).status).toBe(200);
    const waiting = await ask(asker, 'Waiting one');

    const all = await manager.fetch('GET', `/staff/inquiries?q=${encodeURIComponent(asker.email)}`);
    expect(all.status).toBe(200);
    const items = all.body.data.items as any[];
    expect(items.map((i) => i.pk)).toEqual([waiting, answered]);
    expect(items[0]).toMatchObject({ status: 'WAIT', title: 'Waiting one', type: { code: 'PRODUCT' }, member: { email: asker.email } });
    expect(items[0].member.name).not.toBe('');
    expect(items[0].company).not.toBe('');
    expect(Date.parse(items[0].receivedAt)).toBeGreaterThan(Date.now() - 60 * 60 * 1000);
    expect(all.body.data.types.map((t: { code: string }) => t.code)).toContain('PRODUCT');

    const onlyWaiting = await manager.fetch('GET', `/staff/inquiries?status=WAIT&q=${encodeURIComponent(asker.email)}`);
    expect(onlyWaiting.body.data.items.map((i: any) => i.pk)).toEqual([waiting]);
    const future = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const none = await manager.fetch('GET', `/staff/inquiries?from=${encodeURIComponent(future)}&q=${encodeURIComponent(asker.email)}`);
    expect(none.body.data.items).toEqual([]);
  });

  it('refuses bad filters with 422, the field named', async () => {
    const cases: [string, string][] = [
      ['status=NOPE', 'status'],
      ['from=yesterday', 'from'],
      [`from=${encodeURIComponent('2026-03-02T00:00:00Z')}&to=${encodeURIComponent('2026-03-01T00:00:00Z')}`, 'to'],
      ['page=0', 'page'],
      ['pageSize=1000', 'pageSize'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const res = await manager.fetch('GET', `/staff/inquiries?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors), query).toEqual([field]);
    }
    expect((await manager.fetch('GET', '/staff/inquiries/export?status=NOPE')).status).toBe(422);
    expect((await manager.fetch('GET', '/staff/inquiries/999999')).status).toBe(404);
  });

  it('exports the inquiries on screen as CSV for Excel (BOM, CRLF), with the same filters', async () => {
    const asker = await activeMember();
    const answered = await ask(asker, '=Answered 回答');
    expect((await answer(manager.token, answered, { content: '답변 完了' })).status).toBe(200);
    await ask(asker, 'Waiting 待ち');
    const res = await fetch(`${base()}/staff/inquiries/export?status=WAIT&q=${encodeURIComponent(asker.email)}`, {
      headers: { Authorization: `Bearer ${manager.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toMatch(/^No\.,Status,Received \(UTC\),Type,Title,Member,E-mail,Company/);
    expect(lines.filter(Boolean)).toHaveLength(2);
    expect(lines[1]).toContain('Waiting 待ち');
    expect(lines[1]).toContain(asker.email);

    const both = await (
      await fetch(`${base()}/staff/inquiries/export?q=${encodeURIComponent(asker.email)}`, {
        headers: { Authorization: `Bearer ${manager.token}` },
      })
    ).text();
    // A title that starts like a formula is exported as text.
    expect(both).toContain("'=Answered 回答");
    expect(both).toContain('답변 完了');
  });
});

describe('answers', () => {
  it('refuses a bad answer with the field named, writing nothing', async () => {
    const pk = await ask(member, 'Bad answers');
    const before = privateFiles();
    const cases: [Record<string, string>, [Blob, string][], number, string][] = [
      [{ content: '  ' }, [], 422, 'content'],
      [{ content: 'Yes.', url: 'javascript:alert(1)' }, [], 422, 'url'],
      [{ content: 'x'.repeat(5001) }, [], 422, 'content'],
      // Checked by content, not by name: an executable called .pdf is refused.
      [{ content: 'Yes.' }, [[new Blob([Buffer.from('MZ\x90\x00binary')]), 'setup.pdf']], 422, 'files'],
      // Five files per answer, as for members.
      [{ content: 'Yes.' }, Array.from({ length: 6 }, (_, i) => [pdf(String(i)), `f${i}.pdf`] as [Blob, string]), 422, 'files'],
      // Ten megabytes per file.
      [{ content: 'Yes.' }, [[new Blob([Buffer.from('%PDF-1.4\n'), new Uint8Array(10_485_761)]), 'big.pdf']], 422, 'files'],
    ];
    for (const [fields, files, status, field] of cases) {
      const res = await answer(manager.token, pk, fields, files);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(Object.keys(res.body.errors)).toEqual([field]);
      expect(res.body.errors[field][0]).not.toBe('');
    }
    const kr = await answer(manager.token, pk, { content: '' }, [], 'KOR');
    expect(kr.body.errors.content[0]).toMatch(/[가-힣]/);
    expect((await answer(manager.token, 999999, { content: 'Yes.' })).status).toBe(404);

    expect(privateFiles()).toBe(before);
    expect((await listed(member)).find((i) => i.pk === pk)).toMatchObject({ processStatus: 'WAIT', answer: null });
    expect(await qnaNotifications(member, pk)).toEqual(['QNA_RECEIPT']);
  });

  it('answers once with text, link and a file: the member reads and downloads it, notified once; a second answer is refused', async () => {
    const pk = await ask(member, 'Lead time');
    const detail = await manager.fetch('GET', `/staff/inquiries/${pk}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ pk, status: 'WAIT', content: 'Lead time?', answer: null, questionFiles: [] });

    const sheet = `%PDF-1.4\nspec sheet ${Date.now()}\n%%EOF\n`;
    const res = await answer(manager.token, pk, { content: 'Eight weeks.', url: 'https://example.com/lead' }, [
      [new Blob([Buffer.from(sheet)]), 'lead time.pdf'],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ pk, files: 1 });

    const item = (await listed(member)).find((i) => i.pk === pk);
    expect(item).toMatchObject({ processStatus: 'COMPLETE', answer: { content: 'Eight weeks.', url: 'https://example.com/lead' } });
    expect(item.answer.assets.map((a: any) => a.name)).toEqual(['lead time.pdf']);
    const file = await fetch(`${base()}${item.answer.assets[0].url}`, { headers: member.headers });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(sheet);
    // Staff download the same file from the desk.
    const staffFile = await fetch(`${base()}/api/asset-front/staff/${item.answer.assets[0].uuid}`, {
      headers: { Authorization: `Bearer ${manager.token}` },
    });
    expect(await staffFile.text()).toBe(sheet);
    expect(await qnaNotifications(member, pk)).toEqual(['QNA_ANSWERED', 'QNA_RECEIPT']);

    // Answered once: the desk, the command line and the Content Manager all refuse a second answer.
    const again = await answer(manager.token, pk, { content: 'Six weeks.' }, [[pdf(), 'again.pdf']]);
    expect(again.status).toBe(409);
    expect(again.body.errors.pk[0]).toBe('This inquiry has already been answered; an inquiry is answered once.');
    await expect(adminCli('qna-answer', String(pk), 'Six weeks.')).rejects.toThrow(/qna\.error\.alreadyAnswered/);
    const admin = await adminSession();
    const cm = '/content-manager/collection-types/api::inquiry.inquiry';
    const documentId = (await admin('GET', `${cm}?filters[id][$eq]=${pk}`)).body.results[0].documentId;
    expect((await admin('PUT', `${cm}/${documentId}`, { answerContent: 'Six weeks.' })).status).toBe(400);

    const after = (await listed(member)).find((i) => i.pk === pk);
    expect(after.answer.content).toBe('Eight weeks.');
    expect(after.answer.assets).toHaveLength(1);
    expect(await qnaNotifications(member, pk)).toEqual(['QNA_ANSWERED', 'QNA_RECEIPT']);
  });

  it('of two answers sent at once, one is given and the other refused', async () => {
    const pk = await ask(member, 'Race');
    const results = await Promise.all([
      answer(manager.token, pk, { content: 'First.' }),
      answer(manager.token, pk, { content: 'Second.' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await qnaNotifications(member, pk)).toEqual(['QNA_ANSWERED', 'QNA_RECEIPT']);
  });
});

/** A desk call in a language: names come back in its order, refusals in its words. */
async function deskCall(token: string, method: string, path: string, body?: unknown, lang = 'ENG') {
  const res = await fetch(`${base()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-SITE-LANG': lang },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

describe('help desk: owner, notes and follow-ups', () => {
  it('refuses the new routes to roles without the desk, to members and without a session', async () => {
    const pk = await ask(member, 'Help desk reach');
    const calls: [string, string, unknown][] = [
      ['PUT', `/staff/inquiries/${pk}/assignee`, { assignee: null }],
      ['POST', `/staff/inquiries/${pk}/notes`, { content: 'Not yours.' }],
      ['POST', `/staff/inquiries/${pk}/follow-ups`, { content: 'Not yours.' }],
    ];
    for (const [method, path, body] of calls) {
      for (const staff of [editor, administrator]) expect((await staff.fetch(method, path, body)).status, `${method} ${path}`).toBe(403);
      const init = { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
      expect((await fetch(`${base()}${path}`, init)).status).toBe(401);
      // A member's own session is no admin session.
      expect((await fetch(`${base()}${path}`, { ...init, headers: { ...init.headers, ...member.headers } })).status).toBe(401);
    }
    const detail = await manager.fetch('GET', `/staff/inquiries/${pk}`);
    expect(detail.body.data).toMatchObject({ assignee: null, notes: [] });
  });

  it('refuses bad input with 4xx, the field named, writing nothing', async () => {
    const pk = await ask(member, 'Help desk input');
    const cases: [string, string, unknown, number, string][] = [
      ['PUT', 'assignee', { assignee: 'me' }, 422, 'assignee'],
      ['PUT', 'assignee', {}, 422, 'assignee'],
      ['PUT', 'assignee', { assignee: 1.5 }, 422, 'assignee'],
      // A staff user who does not work at the inquiry desk cannot own an inquiry.
      ['PUT', 'assignee', { assignee: editor.id }, 422, 'assignee'],
      ['POST', 'notes', { content: '   ' }, 422, 'content'],
      ['POST', 'notes', { content: 'x'.repeat(5001) }, 422, 'content'],
      ['POST', 'notes', { content: 42 }, 422, 'content'],
      ['POST', 'follow-ups', {}, 422, 'content'],
      // A follow-up follows an answer.
      ['POST', 'follow-ups', { content: 'One more thing.' }, 409, 'content'],
    ];
    for (const [method, route, body, status, field] of cases) {
      const res = await manager.fetch(method, `/staff/inquiries/${pk}/${route}`, body);
      expect(res.status, `${route} ${JSON.stringify(body)}`).toBe(status);
      expect(Object.keys(res.body.errors), `${route} ${JSON.stringify(body)}`).toEqual([field]);
    }
    const kr = await deskCall(manager.token, 'POST', `/staff/inquiries/${pk}/follow-ups`, { content: '추가' }, 'KOR');
    expect(kr.body.errors.content[0]).toMatch(/[가-힣]/);
    expect((await manager.fetch('POST', '/staff/inquiries/999999/notes', { content: 'Lost.' })).status).toBe(404);
    expect((await manager.fetch('PUT', '/staff/inquiries/999999/assignee', { assignee: null })).status).toBe(404);
    expect((await manager.fetch('GET', '/staff/inquiries?assignee=someone')).status).toBe(422);

    expect((await manager.fetch('GET', `/staff/inquiries/${pk}`)).body.data).toMatchObject({ assignee: null, notes: [] });
    expect(await qnaNotifications(member, pk)).toEqual(['QNA_RECEIPT']);
  });

  it('gives an inquiry an owner, shown and filtered on the list, names in the admin language order', async () => {
    const asker = await activeMember();
    const pk = await ask(asker, 'Owned one');
    const other = await ask(asker, 'Nobody owns this');
    const set = await manager.fetch('PUT', `/staff/inquiries/${pk}/assignee`, { assignee: manager.id });
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    const q = `q=${encodeURIComponent(asker.email)}`;
    const en = await deskCall(manager.token, 'GET', `/staff/inquiries?${q}`);
    const owned = en.body.data.items.find((i: any) => i.pk === pk);
    expect(owned.assignee).toEqual({ id: manager.id, name: 'Desk Manager Staff' });
    expect(en.body.data.items.find((i: any) => i.pk === other).assignee).toBeNull();
    expect(en.body.data.staff).toContainEqual({ id: manager.id, name: 'Desk Manager Staff' });
    expect(en.body.data.staff.map((s: any) => s.id)).not.toContain(editor.id);
    // Korean puts the family name first, on this desk as on the meetings desk (formatName).
    const ko = await deskCall(manager.token, 'GET', `/staff/inquiries?${q}`, undefined, 'KOR');
    expect(ko.body.data.items.find((i: any) => i.pk === pk).assignee.name).toBe('Staff Desk Manager');

    const mine = await manager.fetch('GET', `/staff/inquiries?${q}&assignee=${manager.id}`);
    expect(mine.body.data.items.map((i: any) => i.pk)).toEqual([pk]);
    const nobody = await manager.fetch('GET', `/staff/inquiries?${q}&assignee=none`);
    expect(nobody.body.data.items.map((i: any) => i.pk)).toEqual([other]);

    expect((await manager.fetch('PUT', `/staff/inquiries/${pk}/assignee`, { assignee: null })).status).toBe(200);
    expect((await manager.fetch('GET', `/staff/inquiries/${pk}`)).body.data.assignee).toBeNull();
  });

  it('keeps internal notes from the member; a follow-up reaches the member and notifies them', async () => {
    const pk = await ask(member, 'Notes and follow-ups');
    const secret = `Internal: margin is thin ${Date.now()}`;
    const noted = await manager.fetch('POST', `/staff/inquiries/${pk}/notes`, { content: secret });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect((await answer(manager.token, pk, { content: 'Eight weeks.' })).status).toBe(200);
    const followUp = 'Update: six weeks after all.';
    const sent = await manager.fetch('POST', `/staff/inquiries/${pk}/follow-ups`, { content: followUp });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const secondSecret = `Internal after answer ${Date.now()}`;
    expect((await manager.fetch('POST', `/staff/inquiries/${pk}/notes`, { content: secondSecret })).status).toBe(200);

    // The desk shows all of it, oldest first, with who wrote it.
    const detail = (await manager.fetch('GET', `/staff/inquiries/${pk}`)).body.data;
    expect(detail.notes.map((n: any) => [n.kind, n.content, n.author])).toEqual([
      ['NOTE', secret, 'Desk Manager Staff'],
      ['FOLLOW_UP', followUp, 'Desk Manager Staff'],
      ['NOTE', secondSecret, 'Desk Manager Staff'],
    ]);
    expect(Date.parse(detail.notes[0].at)).toBeGreaterThan(Date.now() - 60 * 60 * 1000);

    // Every member read of their inquiries: the follow-up is there, the internal notes are not.
    const list = await api('/api/qna/list', { headers: member.headers });
    const raw = JSON.stringify(list.body);
    expect(raw).not.toContain(secret);
    expect(raw).not.toContain(secondSecret);
    expect(raw).not.toContain('Internal');
    const item = (list.body.data.data.items as any[]).find((i) => i.pk === pk);
    expect(item.answer.followUps.map((f: any) => f.content)).toEqual([followUp]);
    expect(Object.keys(item.answer.followUps[0]).sort()).toEqual(['at', 'content']);
    const notifications = JSON.stringify((await api('/api/notification/list', { headers: member.headers })).body);
    expect(notifications).not.toContain(secret);
    // Notified of the answer and of the follow-up, through the notifications the answer uses.
    expect(await qnaNotifications(member, pk)).toEqual(['QNA_ANSWERED', 'QNA_ANSWERED', 'QNA_RECEIPT']);
  });
});

/**
 * Member administration in the staff workspace (issue 16 item 3, docs/staff-workspace.md#member-administration):
 * the /staff/members and /staff/partners routes, for Administrators and Super Admins only, through the same services
 * as the command line and the member API.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession, staffMember } from '../support/admin-api';
import { api, fromAddress, latestMail, linkIn, mailsTo, registerAndVerify, registration } from '../support/kit';
import { pendingMember, staffFetch, staffOfRole } from '../support/staff';

type Staff = Awaited<ReturnType<typeof staffOfRole>>;
let administrator: Staff;
let editor: Staff;
let manager: Staff;

const signIn = (body: Record<string, any>) =>
  api('/api/sign/in', { body: { email: body.email, password: body.password }, headers: fromAddress() });

/** The row id of a member in the approval queue. */
async function queued(email: string): Promise<any> {
  const queue = await staffFetch(administrator.token, 'GET', '/staff/members/queue');
  expect(queue.status).toBe(200);
  return queue.body.data.items.find((m: { email: string }) => m.email === email);
}

beforeAll(async () => {
  [administrator, editor, manager] = await Promise.all([
    staffOfRole('portal-administrator', 'Administrator'),
    staffOfRole('strapi-editor', 'Editor'),
    staffOfRole('portal-manager', 'Manager'),
  ]);
});

describe('member administration: who may use it', () => {
  it('answers 401 without an admin token and 403 to roles without the members tool, before any change', async () => {
    const member = await pendingMember();
    const { id } = await queued(member.email);
    const calls: [string, string, unknown?][] = [
      ['GET', '/staff/members/queue'],
      ['GET', '/staff/members'],
      ['GET', '/staff/members/export'],
      ['POST', `/staff/members/${id}/approve`, {}],
      ['POST', `/staff/members/${id}/reject`, { reason: 'no' }],
      ['PUT', `/staff/members/${id}/vip`, { vip: true }],
      ['POST', '/staff/members/invitations', { email: 'x@example.com', lang: 'en' }],
      ['GET', '/staff/partners'],
      ['POST', '/staff/partners', { globalName: 'nope', localName: 'Nope', url: 'https://nope.com', domains: [] }],
      ['POST', '/staff/partners/1/domains', { domain: 'nope.com' }],
      ['DELETE', '/staff/partners/1/domains/nope.com'],
    ];
    for (const [method, path, body] of calls) {
      expect((await staffFetch(null, method, path, body)).status, `${method} ${path} anonymous`).toBe(401);
      for (const staff of [editor, manager]) {
        const res = await staffFetch(staff.token, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.text).not.toContain(member.email);
      }
    }
    // Nothing changed: the member still waits, and no mail went out besides the verification link.
    expect(await queued(member.email)).toBeTruthy();
    expect((await mailsTo(member.email)).length).toBe(1);
  });

  it('the waiting-for-you summary counts pending members only for roles with the tool', async () => {
    expect((await staffFetch(administrator.token, 'GET', '/staff/summary')).body.data.waiting.members).toBeGreaterThanOrEqual(0);
    expect((await staffFetch(editor.token, 'GET', '/staff/summary')).body.data.waiting).not.toHaveProperty('members');
  });
});

describe('the approval queue', () => {
  it('lists a pending member with company and requested domain; approval activates, lists the domain and mails', async () => {
    const member = await pendingMember({ lastName: '김', firstName: '민준' }, 'KOR');
    expect((await signIn(member)).status).toBe(423);
    const row = await queued(member.email);
    const domain = member.email.split('@')[1];
    expect(row).toMatchObject({ registrationType: 'GENERAL_NEW_DOMAIN', requestedDomain: domain, partner: { approved: true } });

    const approved = await staffFetch(administrator.token, 'POST', `/staff/members/${row.id}/approve`, {});
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data).toMatchObject({ email: member.email, status: 'ACTIVE', changed: true });
    expect((await signIn(member)).status).toBe(200);
    const mail = await latestMail(member.email);
    expect(mail.subject).toMatch(/승인/);
    expect(linkIn(mail, '/kr/login')).toBeTruthy();
    expect(await queued(member.email)).toBeUndefined();
    const partners = await staffFetch(administrator.token, 'GET', '/staff/partners');
    expect(partners.body.data.items.find((p: { id: number }) => p.id === row.partner.id).domains).toContain(domain);

    // Approving again is refused on the id: the member no longer waits.
    const again = await staffFetch(administrator.token, 'POST', `/staff/members/${row.id}/approve`, {}, 'JPN');
    expect(again.status).toBe(409);
    expect(again.body.errors.id[0]).toBe('この会員は承認待ちではありません。');
  });

  it('rejects with a reason: the registration is removed, the member is mailed the reason in their language', async () => {
    const member = await pendingMember({ lastName: '山田', firstName: '花子' }, 'JPN');
    const row = await queued(member.email);

    const noReason = await staffFetch(administrator.token, 'POST', `/staff/members/${row.id}/reject`, { reason: '  ' });
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.body.errors)).toEqual(['reason']);
    const tooLong = await staffFetch(administrator.token, 'POST', `/staff/members/${row.id}/reject`, { reason: 'x'.repeat(501) });
    expect(tooLong.body.errors.reason).toBeTruthy();
    expect(await queued(member.email)).toBeTruthy();

    const reason = 'ドメインの所有を確認できませんでした';
    const rejected = await staffFetch(administrator.token, 'POST', `/staff/members/${row.id}/reject`, { reason });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body.data).toMatchObject({ email: member.email, status: 'REJECTED' });
    const mail = await latestMail(member.email);
    expect(mail.language).toBe('ja');
    expect(mail.subject).toBe('パートナーポータルの会員登録は承認されませんでした');
    expect(mail.text).toContain(`理由：${reason}`);
    expect(mail.text).toContain('山田');

    // Nothing stays: no sign-in, not in the queue, the address may register again.
    expect(await queued(member.email)).toBeUndefined();
    const gone = await signIn(member);
    expect(gone.status).toBe(422);
    expect(gone.body.errors).toHaveProperty('password');
    const again = await staffFetch(administrator.token, 'POST', `/staff/members/${row.id}/reject`, { reason });
    expect(again.status).toBe(404);
    expect(again.body.errors).toHaveProperty('id');
    expect((await api('/api/sign/up', { body: member, headers: fromAddress() })).status).toBe(200);
  });

  it('refuses actions on an active member or a bad id with the field named', async () => {
    const body = await registration();
    await registerAndVerify(body);
    const list = await staffFetch(administrator.token, 'GET', `/staff/members?q=${encodeURIComponent(body.email)}`);
    const active = list.body.data.items[0];
    expect(active).toMatchObject({ email: body.email, status: 'ACTIVE' });
    const reject = await staffFetch(administrator.token, 'POST', `/staff/members/${active.id}/reject`, { reason: 'why' });
    expect(reject.status).toBe(409);
    expect(reject.body.errors.id).toBeTruthy();
    expect((await signIn(body)).status).toBe(200);
    for (const id of ['abc', '0', '1.5']) {
      const res = await staffFetch(administrator.token, 'POST', `/staff/members/${id}/approve`, {});
      expect(res.status, id).toBe(422);
      expect(res.body.errors.id).toBeTruthy();
    }
    expect((await staffFetch(administrator.token, 'POST', '/staff/members/99999999/approve', {})).status).toBe(404);
    const badBody = await staffFetch(administrator.token, 'POST', `/staff/members/${active.id}/reject`, '[1,2]');
    expect(badBody.status).toBe(422);
  });
});

describe('members, VIP and invitations', () => {
  it('filters the member list and sets the VIP flag through the same service as the command line', async () => {
    const body = await registration({ lastName: 'Vipson' });
    await registerAndVerify(body);
    const badFilter = await staffFetch(administrator.token, 'GET', '/staff/members?status=NOPE&page=x');
    expect(badFilter.status).toBe(422);
    expect(Object.keys(badFilter.body.errors).sort()).toEqual(['page', 'status']);
    const found = await staffFetch(
      administrator.token,
      'GET',
      `/staff/members?status=ACTIVE&vip=false&q=${encodeURIComponent(body.email)}`,
    );
    const row = found.body.data.items[0];
    expect(found.body.data.total).toBe(1);
    expect(row).toMatchObject({ email: body.email, vip: false });

    const bad = await staffFetch(administrator.token, 'PUT', `/staff/members/${row.id}/vip`, { vip: 'yes' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['vip']);
    const set = await staffFetch(administrator.token, 'PUT', `/staff/members/${row.id}/vip`, { vip: true });
    expect(set.status, set.text).toBe(200);
    const vips = await staffFetch(administrator.token, 'GET', `/staff/members?vip=true&q=${encodeURIComponent(body.email)}`);
    expect(vips.body.data.items.map((m: { email: string }) => m.email)).toEqual([body.email]);
    const signedIn = await signIn(body);
    const account = await api('/api/user/account/show', {
      headers: { 'X-ACCESS-TOKEN': signedIn.body.data.accessToken, 'X-SESSION-TOKEN': signedIn.body.data.sessionToken },
    });
    expect(account.body.data.user.vip).toBe(true);
  });

  it('invites by e-mail in the chosen language, and names the field of bad input', async () => {
    const bad = await staffFetch(administrator.token, 'POST', '/staff/members/invitations', { email: 'not-an-address', lang: 'xx' }, 'KOR');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'lang']);
    expect(bad.body.errors.email[0]).toMatch(/[\uac00-\ud7af]/);
    const email = `invitee.${Date.now().toString(36)}@example.com`;
    const sent = await staffFetch(administrator.token, 'POST', '/staff/members/invitations', { email, lang: 'ch' });
    expect(sent.status, sent.text).toBe(200);
    const mail = await latestMail(email);
    expect(mail.language).toBe('zh');
    const link = linkIn(mail, '/ch/invite');
    expect(link.searchParams.get('email')).toBe(email);
  });
});

describe('partners and their domains', () => {
  it('adds a partner and domains with the same rules as registration; a listed domain needs no approval', async () => {
    const tag = Date.now().toString(36);
    const bad = await staffFetch(administrator.token, 'POST', '/staff/partners', {
      globalName: 'Has Space',
      localName: '',
      url: 'ftp://x',
      domains: ['ok.com', 'not a domain'],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['domains.1', 'globalName', 'localName', 'url']);

    const partner = { globalName: `acme${tag}`, localName: '에이크미', url: 'https://acme.example.com', domains: [`acme-${tag}.com`] };
    const created = await staffFetch(administrator.token, 'POST', '/staff/partners', partner);
    expect(created.status, created.text).toBe(200);
    const id = created.body.data.id;
    const taken = await staffFetch(administrator.token, 'POST', '/staff/partners', partner);
    expect(taken.body.errors).toHaveProperty('globalName');

    // The new partner is listed for registration, and an address on its domain becomes ACTIVE at once.
    const listed = (await api('/api/partner/list')).body.data.items.find((p: { pk: number }) => p.pk === id);
    expect(listed.domains).toEqual([{ domain: `acme-${tag}.com` }]);
    const member = await registration({ partnerPk: id, email: `a.${tag}@acme-${tag}.com` });
    expect((await registerAndVerify(member)).status).toBe('ACTIVE');

    const added = await staffFetch(administrator.token, 'POST', `/staff/partners/${id}/domains`, { domain: ` ACME2-${tag}.COM ` });
    expect(added.status, added.text).toBe(200);
    expect(added.body.data.domains).toEqual([`acme-${tag}.com`, `acme2-${tag}.com`]);
    // A domain belongs to one partner: another partner's is refused.
    const other = (await api('/api/partner/list')).body.data.items.find((p: { pk: number }) => p.pk !== id);
    const stolen = await staffFetch(administrator.token, 'POST', `/staff/partners/${id}/domains`, { domain: other.domains[0].domain });
    expect(stolen.status).toBe(422);
    expect(Object.keys(stolen.body.errors)).toEqual(['domain']);
    const badDomain = await staffFetch(administrator.token, 'POST', `/staff/partners/${id}/domains`, { domain: 'x@y' });
    expect(Object.keys(badDomain.body.errors)).toEqual(['domain']);
    expect((await staffFetch(administrator.token, 'POST', '/staff/partners/99999999/domains', { domain: `z-${tag}.com` })).status).toBe(
      404,
    );

    const removed = await staffFetch(administrator.token, 'DELETE', `/staff/partners/${id}/domains/acme-${tag}.com`);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data.domains).toEqual([`acme2-${tag}.com`]);
    const missing = await staffFetch(administrator.token, 'DELETE', `/staff/partners/${id}/domains/acme-${tag}.com`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toHaveProperty('domain');
    // Unlisted again: an address on the removed domain now waits for approval.
    const later = await registration({ partnerPk: id, email: `b.${tag}@acme-${tag}.com` });
    const up = await api('/api/sign/up', { body: later, headers: fromAddress() });
    expect(up.status).toBe(422);
    expect(up.body.errors).toHaveProperty('email');
  });
});

describe('the members CSV', () => {
  it('exports the filtered members in UTF-8 with a BOM, with the columns the role may read', async () => {
    const body = await registration({ lastName: '王', firstName: '小明' });
    await registerAndVerify(body);
    const csv = await staffFetch(administrator.token, 'GET', `/staff/members/export?status=ACTIVE&q=${encodeURIComponent(body.email)}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv; charset=utf-8/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.text.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Mobile');
    expect(lines[1]).toContain('王');
    expect(lines[1]).toContain(body.mobileNum);

    // A role holding the tool but reading fewer member fields gets only those columns (plus the registration date).
    const admin = await adminSession();
    const role = await admin('POST', '/admin/roles', { name: `Member desk ${Date.now().toString(36)}`, description: 'test' });
    const granted = await admin('PUT', `/admin/roles/${role.body.data.id}/permissions`, {
      permissions: [
        { action: 'plugin::staff.members', subject: null },
        {
          action: 'plugin::content-manager.explorer.read',
          subject: 'plugin::users-permissions.user',
          properties: { fields: ['email', 'lastName', 'firstName'] },
        },
      ],
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const narrow = await staffMember(role.body.data.id, 'Narrow');
    const limited = await staffFetch(narrow.token, 'GET', `/staff/members/export?q=${encodeURIComponent(body.email)}`);
    expect(limited.status).toBe(200);
    const [header, row] = limited.text.slice(1).split('\r\n');
    expect(header).toBe('E-mail,Last name,First name,Registered (UTC)');
    expect(row).not.toContain(body.mobileNum);
    expect((await staffFetch(narrow.token, 'GET', '/staff/members/export?vip=maybe')).status).toBe(422);
  });
});

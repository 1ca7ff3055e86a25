/**
 * Part 2 of RELIABILITY.md: the authorization matrix, generated from the running Strapi's route table. Every
 * member-only call is tried by seven callers who must not get the owner's data; every staff-only (users-permissions
 * guarded) route by a visitor, a garbage token and a signed-in member's token; the users-permissions account routes
 * and the admin API must be unreachable with a member's token. A new route is in the matrix the moment it exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminSession } from '../support/admin-api';
import { api } from '../support/api';
import { requestMeeting } from '../support/meetings';
import { activeMember, fromAddress, type Member } from '../support/members';
import { pendingMember } from './support/members';
import { concrete, routeTable, type ApiRoute } from './support/routes';
import { memberRow, mintAccessToken } from './support/tokens';

interface Caller {
  name: string;
  headers: Record<string, string>;
  /** Statuses a member-only call may answer this caller. */
  expect: number[];
}

const MARK = `OWNR${Date.now().toString(36)}`;
let owner: Member;
let other: Member;
let callers: Caller[] = [];
/** Values that identify the owner's data: none may appear in an answer to anyone else. */
let secrets: string[] = [];
/** Bodies that point at the owner's records (meeting, inquiry, file, notification and product pks). */
let bodies: Record<string, unknown>[] = [];
let fileUuid = 'none';
let ownerView: () => Promise<string>;
let viewBefore = '';
const figures = { routes: 0, memberRoutes: 0, staffRoutes: 0, checks: 0 };

const tokens = (access: string, session: string) => ({ 'X-ACCESS-TOKEN': access, 'X-SESSION-TOKEN': session, ...fromAddress() });

async function uploadFile(member: Member) {
  const form = new FormData();
  form.append('target', 'QNA');
  form.append('files', new Blob([Buffer.from(`%PDF-1.4\n${MARK}\n%%EOF\n`)]), 'owner.pdf');
  const res = await fetch(`${inject('baseUrl')}/api/asset-front/new`, { method: 'POST', headers: member.headers, body: form });
  return res.ok ? ((await res.json()).data.assets[0].uuid as string) : 'none';
}

beforeAll(async () => {
  owner = await activeMember({ department: MARK, position: MARK });
  other = await activeMember();
  const routes = await routeTable();
  const has = (p: string) => routes.some((r) => r.path === p);

  // The owner's records: a bookmark, a meeting request, an inquiry with a file, and their notifications.
  const productPk = (await api('/api/product/list', { body: {} })).body.data.products[0].pk as number;
  await api('/api/user/bookmark/edit', { body: { productPk }, headers: owner.headers });
  const meetingPk = has('/api/meeting/edit') ? await requestMeeting(owner, { title: `Meeting ${MARK}` }) : 0;
  if (has('/api/asset-front/new')) fileUuid = await uploadFile(owner);
  let qnaPk = 0;
  if (has('/api/qna/edit')) {
    const qna = await api('/api/qna/edit', {
      body: {
        siteLang: 'ENG',
        questionTypeCode: 'PRODUCT',
        title: `Inquiry ${MARK}`,
        content: `Body ${MARK}`,
        url: '',
        assets: fileUuid === 'none' ? [] : [fileUuid],
      },
      headers: owner.headers,
    });
    qnaPk = qna.body?.data?.pk ?? 0;
  }
  const notifications = (await api('/api/notification/list', { headers: owner.headers })).body.data.notifications as { pk: number }[];
  const notificationPks = notifications.map((n) => n.pk);
  const common = { productPk, notificationPks, uuid: fileUuid, assets: [fileUuid], meetingPk, qnaPk, email: owner.email };
  bodies = [
    { ...common, pk: meetingPk },
    { ...common, pk: qnaPk },
  ];
  secrets = [MARK, owner.email, String(owner.body.mobileNum)];

  // What the owner sees of their own records; compared after the matrix (nobody else changed or deleted them).
  ownerView = async () => {
    const calls = [
      '/api/user/account/show',
      '/api/user/bookmark/list',
      '/api/notification/list',
      '/api/qna/list',
      '/api/meeting/list',
    ].filter(has);
    const views = await Promise.all(calls.map((p) => api(p, { body: {}, headers: owner.headers })));
    return JSON.stringify(views.map((v) => v.body)).replace(/"(lastSeenAt|updatedAt|updateAt)":"[^"]*"/g, '');
  };
  viewBefore = await ownerView();

  // The callers. Expired: the owner's own token, genuinely signed, past its expiry.
  const ownerRow = memberRow(owner.email);
  const expired = mintAccessToken({ id: ownerRow.id, sv: ownerRow.sv }, { expiresInSeconds: -60 });
  // Revoked: a second session of the owner, then sign-out (ends every session, invalidates issued tokens).
  const second = await api('/api/sign/in', { body: { email: owner.email, password: owner.password }, headers: owner.headers });
  const revoked = second.body.data as { accessToken: string; sessionToken: string };
  await api('/api/sign/out', { headers: tokens(revoked.accessToken, revoked.sessionToken) });
  const fresh = (await api('/api/sign/in', { body: { email: owner.email, password: owner.password }, headers: owner.headers })).body.data;
  owner.headers = { ...owner.headers, 'X-ACCESS-TOKEN': fresh.accessToken, 'X-SESSION-TOKEN': fresh.sessionToken };
  // Withdrawn: a member who withdrew, with the tokens they had, and with a token minted afterwards.
  const leaver = await activeMember();
  const leaverRow = memberRow(leaver.email);
  expect((await api('/api/sign/withdrawal', { headers: leaver.headers })).status).toBe(200);
  const pending = await pendingMember();

  callers = [
    { name: 'visitor', headers: fromAddress(), expect: [401] },
    { name: 'garbage token', headers: tokens('garbage.token.value', 'garbage-session'), expect: [401] },
    { name: 'forged unsigned token', headers: tokens('eyJhbGciOiJub25lIn0.eyJpZCI6MSwidHlwIjoibWVtYmVyIiwic3YiOjB9.', 'x'), expect: [401] },
    { name: 'expired access token', headers: tokens(expired, fresh.sessionToken), expect: [401] },
    { name: 'revoked session (old tokens)', headers: tokens(revoked.accessToken, revoked.sessionToken), expect: [401] },
    { name: 'revoked session (valid access token)', headers: tokens(fresh.accessToken, revoked.sessionToken), expect: [423] },
    { name: 'withdrawn member (old tokens)', headers: leaver.headers, expect: [401, 423] },
    {
      name: 'withdrawn member (new token)',
      headers: tokens(mintAccessToken({ id: leaverRow.id, sv: memberRow(leaverRow.id).sv }), 'x'),
      expect: [401, 423],
    },
    { name: 'pending member', headers: tokens(mintAccessToken({ id: pending.id, sv: pending.sv }), 'x'), expect: [423] },
    { name: 'another member', headers: other.headers, expect: [] },
  ];
}, 180_000);

afterAll(() => {
  const dir = process.env.RELIABILITY_REPORT_DIR;
  if (dir)
    fs.writeFileSync(path.join(dir, 'authorization.json'), JSON.stringify({ ...figures, callers: callers.map((c) => c.name) }, null, 2));
});

async function call(route: ApiRoute, headers: Record<string, string>, body: Record<string, unknown>) {
  const url = concrete(route.path, route.path.includes(':uuid') ? fileUuid : String(body.pk ?? 1));
  const res = await fetch(`${inject('baseUrl')}${url}`, {
    method: route.method,
    headers: { 'Content-Type': 'application/json', 'X-SITE-LANG': 'ENG', ...headers },
    body: route.method === 'GET' || route.method === 'DELETE' ? undefined : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

const leaks = (text: string) => secrets.filter((s) => s && text.includes(s));

describe('authorization matrix from the route table', () => {
  it('every member-only call refuses each wrong caller and shows nobody the owner’s data', async () => {
    const routes = (await routeTable()).filter((r) => r.access === 'member' || r.access === 'session-less');
    figures.memberRoutes = routes.length;
    expect(routes.length).toBeGreaterThan(15);
    const wrong: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        for (const body of bodies) {
          const res = await call(route, caller.headers, body);
          figures.checks++;
          // A valid access token may open a new session (a new tab): that is what the session-less call is for.
          const opensSession = route.access === 'session-less' && caller.name === 'revoked session (valid access token)';
          const allowed = opensSession ? [200] : caller.expect.length ? caller.expect : null;
          if (res.status >= 500) wrong.push(`${caller.name} ${route.path}: ${res.status}`);
          if (allowed && !allowed.includes(res.status))
            wrong.push(`${caller.name} ${route.method} ${route.path}: ${res.status}, expected ${allowed.join('/')}`);
          if (leaks(res.text).length) wrong.push(`${caller.name} ${route.path} got the owner's ${leaks(res.text).join(', ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Nothing the other callers sent changed or deleted the owner's records.
    expect(await ownerView()).toBe(viewBefore);
    expect(viewBefore).toContain(MARK);
  }, 600_000);

  it('routes open to everyone show nobody the owner’s data', async () => {
    const routes = (await routeTable()).filter((r) => r.access === 'viewer' || r.access === 'public');
    const wrong: string[] = [];
    for (const route of routes) {
      // The sign-in, sign-up and recovery calls take an e-mail: they may name it back, so they get no owner pks.
      for (const caller of [callers[0], callers.at(-1)!]) {
        const res = await call(route, caller.headers, { ...bodies[0], email: undefined });
        figures.checks++;
        if (res.status >= 500 || leaks(res.text).length)
          wrong.push(`${caller.name} ${route.path}: ${res.status} ${leaks(res.text).join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('staff-only routes refuse visitors and members; public reads carry no personal fields', async () => {
    const routes = await routeTable();
    figures.routes = routes.length;
    const staff = routes.filter((r) => r.access === 'staff');
    figures.staffRoutes = staff.length;
    expect(staff.length).toBeGreaterThan(30);
    // users-permissions' own account routes are not in the content API at all (see the plugin extension).
    expect(routes.filter((r) => r.source === 'plugin::users-permissions').map((r) => r.path)).toEqual([]);

    const admin = await adminSession();
    const roles = (await admin('GET', '/users-permissions/roles')).body.roles as { id: number; type: string }[];
    const publicRole = (await admin('GET', `/users-permissions/roles/${roles.find((r) => r.type === 'public')!.id}`)).body.role;
    const granted = new Set<string>();
    for (const [plugin, { controllers }] of Object.entries(
      publicRole.permissions as Record<string, { controllers: Record<string, Record<string, { enabled: boolean }>> }>,
    ))
      for (const [controller, actions] of Object.entries(controllers))
        for (const [action, { enabled }] of Object.entries(actions)) if (enabled) granted.add(`${plugin}.${controller}.${action}`);

    const memberBearer = { Authorization: `Bearer ${owner.headers['X-ACCESS-TOKEN']}`, ...owner.headers };
    const wrong: string[] = [];
    for (const route of staff) {
      for (const [name, headers] of [
        ['visitor', {}],
        ['garbage', { Authorization: 'Bearer garbage' }],
        ['member token', memberBearer],
      ] as const) {
        const res = await call(route, headers, {});
        figures.checks++;
        const isPublic = route.method === 'GET' && route.scope && granted.has(route.scope);
        if (res.status >= 500) wrong.push(`${name} ${route.method} ${route.path}: ${res.status}`);
        else if (!isPublic && ![401, 403, 404, 405].includes(res.status))
          wrong.push(`${name} ${route.method} ${route.path}: ${res.status}`);
        else if (isPublic && /"(email|password|resetPasswordToken|confirmationToken)"/.test(res.text))
          wrong.push(`${name} ${route.path}: personal fields in a public read`);
        if (leaks(res.text).length) wrong.push(`${name} ${route.path} leaked ${leaks(res.text).join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
    // Of the routes that exist, visitors may only read published public content: nothing that writes. (The
    // plugin's default grants to its own auth routes remain in the role, but those routes are gone.)
    const open = staff.filter((r) => r.scope && granted.has(r.scope));
    expect(open.length).toBeGreaterThan(0);
    for (const r of open) expect(`${r.method} ${r.scope}`).toMatch(/^GET .*\.(find|findOne)$/);
  }, 300_000);

  it("users-permissions' account routes and the admin API are unreachable with a member's token", async () => {
    const bearer = { Authorization: `Bearer ${owner.headers['X-ACCESS-TOKEN']}` };
    const probes: [string, string][] = [
      ['GET', '/api/users'],
      ['GET', '/api/users/me'],
      ['GET', '/api/users/1'],
      ['GET', '/api/users/count'],
      ['PUT', '/api/users/1'],
      ['POST', '/api/auth/local'],
      ['POST', '/api/auth/local/register'],
      ['POST', '/api/auth/forgot-password'],
      ['POST', '/api/auth/reset-password'],
      ['POST', '/api/auth/change-password'],
      ['POST', '/api/auth/send-email-confirmation'],
      ['GET', '/api/auth/email-confirmation?confirmation=x'],
      ['GET', '/api/connect/github'],
      ['GET', '/api/users-permissions/roles'],
      ['GET', '/api/users-permissions/permissions'],
      ['GET', '/admin/users/me'],
      ['GET', '/admin/users'],
      ['GET', '/content-manager/collection-types/plugin::users-permissions.user'],
      ['GET', '/content-manager/collection-types/api::meeting.meeting'],
      ['GET', '/users-permissions/routes'],
      ['GET', '/upload/files'],
    ];
    const wrong: string[] = [];
    for (const [method, url] of probes) {
      for (const headers of [{}, bearer, owner.headers]) {
        const res = await fetch(`${inject('baseUrl')}${url}`, {
          method,
          headers: { 'Content-Type': 'application/json', ...headers },
          body:
            method === 'GET'
              ? undefined
              : JSON.stringify({ identifier: owner.email, password: owner.password, email: owner.email, username: 'x' }),
        });
        const text = await res.text();
        figures.checks++;
        if (res.status < 400 || res.status >= 500 || leaks(text).length || text.includes('"jwt"'))
          wrong.push(`${method} ${url}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

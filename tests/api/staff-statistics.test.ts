/**
 * The statistics on the admin home (docs/staff-workspace.md#statistics): the routes answer the records made in a
 * period and no others, only to roles with the statistics tool, and refuse a bad period with the field named.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession, staffMember, type AdminFetch } from '../support/admin-api';
import { activeMember, api, type Member } from '../support/kit';

let admin: AdminFetch;
let author: AdminFetch;
let editor: AdminFetch;
let viewer: Member;

const query = (p: { from: string; to: string }) => `from=${encodeURIComponent(p.from)}&to=${encodeURIComponent(p.to)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  admin = await adminSession();
  const roles = (await admin('GET', '/admin/roles')).body.data as { id: number; code: string }[];
  const role = (code: string) => roles.find((r) => r.code === code)!.id;
  author = (await staffMember(role('strapi-author'), 'Stats Author')).fetch;
  editor = (await staffMember(role('strapi-editor'), 'Stats Editor')).fetch;
  viewer = await activeMember();
});

describe('statistics routes', () => {
  it('count the product views and page visits of a period, grouped, and nothing outside it', async () => {
    await sleep(20);
    const from = new Date().toISOString();
    await sleep(20);
    for (const [pk, n] of [
      [3, 5],
      [4, 2],
    ])
      for (let i = 0; i < n; i++)
        expect((await api('/api/statistics/product/view-start', { body: { pk }, headers: viewer.headers })).status).toBe(200);
    for (const type of ['MEETING', 'MEETING', 'QNA']) await api('/api/statistics/menu-start', { body: { type }, headers: viewer.headers });
    await sleep(20);
    const period = { from, to: new Date().toISOString() };

    // An Editor holds the statistics tool too.
    const top = await editor('GET', `/staff/statistics/products?${query(period)}`);
    expect(top.status).toBe(200);
    const items = top.body.data.items as { pk: number; model: string | null; views: number }[];
    expect(items.find((p) => p.pk === 3)).toMatchObject({ views: 5 });
    expect(items.find((p) => p.pk === 4)).toMatchObject({ views: 2 });
    expect(items.find((p) => p.pk === 3)!.model).toEqual(expect.any(String));
    // Most viewed first.
    expect(items.findIndex((p) => p.pk === 3)).toBeLessThan(items.findIndex((p) => p.pk === 4));
    const visits = await editor('GET', `/staff/statistics/visits?${query(period)}`);
    expect(visits.body.data.visits).toMatchObject({ MEETING: expect.any(Number), QNA: expect.any(Number) });
    expect(visits.body.data.visits.MEETING).toBeGreaterThanOrEqual(2);

    // A period that ended before the records holds none of them.
    const before = { from: new Date(Date.parse(from) - 3_600_000).toISOString(), to: from };
    const earlier = (await editor('GET', `/staff/statistics/products?${query(before)}`)).body.data.items as { pk: number }[];
    expect(earlier.find((p) => p.pk === 3 || p.pk === 4)).toBeUndefined();
  });

  it('count meetings requested in the period by status, and what is open now', async () => {
    const month = { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() };
    const meetings = await editor('GET', `/staff/statistics/meetings?${query(month)}`);
    expect(meetings.status).toBe(200);
    expect(Object.keys(meetings.body.data.meetings).sort()).toEqual([
      'CANCEL',
      'CHANGE',
      'COMPLETE',
      'REQUEST',
      'REQ_ADMIN',
      'REQ_MANAGER',
      'RESERVE',
    ]);
    const before = (await editor('GET', '/staff/statistics/open')).body.data;
    const asked = await api('/api/qna/edit', {
      body: { siteLang: 'ENG', questionTypeCode: 'PRODUCT', title: 'Open count', content: 'Counted?', url: '', assets: [] },
      headers: viewer.headers,
    });
    expect(asked.status).toBe(200);
    const after = (await editor('GET', '/staff/statistics/open')).body.data;
    expect(after.openInquiries).toBeGreaterThanOrEqual(before.openInquiries + 1);
    expect(after.pendingApprovals).toEqual(expect.any(Number));
  });

  it('are closed to roles without the statistics tool', async () => {
    const period = query({ from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date().toISOString() });
    for (const name of ['products', 'visits', 'meetings'])
      expect((await author('GET', `/staff/statistics/${name}?${period}`)).status).toBe(403);
    expect((await author('GET', '/staff/statistics/open')).status).toBe(403);
  });

  it('refuse a bad period with 422, the field named', async () => {
    const cases: [string, string][] = [
      ['', 'from'],
      ['from=yesterday&to=2026-03-01T00:00:00Z', 'from'],
      [query({ from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' }), 'to'],
      [query({ from: '2024-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }), 'from'],
    ];
    for (const [q, field] of cases) {
      const res = await editor('GET', `/staff/statistics/products?${q}`);
      expect(res.status, q).toBe(422);
      expect(res.body.errors[field], q).toHaveLength(1);
    }
  });
});

/**
 * The statistics on the admin home (docs/staff-workspace.md#statistics): the routes answer the records made in a
 * period and no others, only to roles with the statistics tool, and refuse a bad period with the field named.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession, staffMember, type AdminFetch } from '../support/admin-api';
import { activeMember, api, fromAddress, type Member } from '../support/kit';

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
    // A view counts once per member and product (issue 26 item 6), so five members view product 3 and two of them 4.
    const viewers = [viewer, ...(await Promise.all(Array.from({ length: 4 }, () => activeMember())))];
    for (const [pk, n] of [
      [3, 5],
      [4, 2],
    ])
      for (const { headers } of viewers.slice(0, n))
        expect((await api('/api/statistics/product/view-start', { body: { pk }, headers })).status).toBe(200);
    for (const [type, { headers }] of [
      ['MEETING', viewers[0]],
      ['MEETING', viewers[1]],
      ['QNA', viewers[0]],
    ] as const)
      await api('/api/statistics/menu-start', { body: { type }, headers });
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

    // A period that ended before the records holds none of them: it counts what a period over both counts, less
    // these (other files' browsing on the shared server may have viewed the same products in that hour).
    const viewsOf = async (p: { from: string; to: string }, pk: number) =>
      ((await editor('GET', `/staff/statistics/products?${query(p)}`)).body.data.items as { pk: number; views: number }[]).find(
        (item) => item.pk === pk,
      )?.views ?? 0;
    const before = { from: new Date(Date.parse(from) - 3_600_000).toISOString(), to: from };
    const both = { from: before.from, to: period.to };
    for (const [pk, n] of [
      [3, 5],
      [4, 2],
    ])
      expect(await viewsOf(before, pk)).toBe((await viewsOf(both, pk)) - n);
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

/** What the statistics routes answer for the last hour. */
async function lastHour(name: 'products' | 'visits') {
  const res = await editor(
    'GET',
    `/staff/statistics/${name}?${query({ from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() })}`,
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

/** `n` calls at once; the statuses and how many of the answers said `counted: true`. */
async function burst(n: number, path: string, body: object, headers: Record<string, string>) {
  const replies = await Promise.all(Array.from({ length: n }, () => api(path, { body, headers })));
  const statuses = replies.map((r) => r.status);
  return { replies, statuses, counted: replies.filter((r) => r.body?.data?.counted === true).length };
}

// Other test files may add a few views and visits meanwhile: far fewer than the 200 of a flood.
const OTHERS = 10;

describe('issue 26 item 6: statistics cannot be flooded', () => {
  it('200 menu-starts by one visitor in a burst count one visit; past 300 calls in 10 minutes the visitor gets 429', async () => {
    const visitor = fromAddress();
    const before = (await lastHour('visits')).visits.QNA as number;
    const flood = await burst(200, '/api/statistics/menu-start', { type: 'QNA' }, visitor);
    expect(new Set(flood.statuses)).toEqual(new Set([200]));
    const added = (await lastHour('visits')).visits.QNA - before;
    expect(added).toBeGreaterThanOrEqual(1);
    expect(added).toBeLessThan(OTHERS);
    expect(flood.counted).toBe(1);
    // Another visitor (another address) still counts.
    expect((await api('/api/statistics/menu-start', { body: { type: 'QNA' }, headers: fromAddress() })).body.data.counted).toBe(true);

    // The rate: 300 statistics calls per visitor in 10 minutes, then 429 with Retry-After (start or end alike).
    const more = await burst(120, '/api/statistics/menu-end', { type: 'QNA' }, visitor);
    const refused = more.replies.filter((r) => r.status === 429);
    expect(refused).toHaveLength(20);
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused[0].body.errors._[0]).toEqual(expect.any(String));
    console.log(`[statistics] issue 26 item 6: 200 guest menu-starts -> ${flood.counted} counted, visits +${added}; calls 301-320 -> 429`);
  });

  it('200 view-starts by one member count one view of the product; past 300 calls the member gets 429', async () => {
    const member = await activeMember();
    const pk = 5;
    const viewsOf = async () =>
      ((await lastHour('products')).items as { pk: number; views: number }[]).find((p) => p.pk === pk)?.views ?? 0;
    const countOf = async () =>
      ((await api('/api/product/list', { body: {} })).body.data.products as { pk: number; viewCount: number }[]).find((p) => p.pk === pk)!
        .viewCount;
    const [views, viewCount] = [await viewsOf(), await countOf()];
    const flood = await burst(200, '/api/statistics/product/view-start', { pk }, member.headers);
    expect(new Set(flood.statuses)).toEqual(new Set([200]));
    const [addedViews, addedCount] = [(await viewsOf()) - views, (await countOf()) - viewCount];
    for (const added of [addedViews, addedCount]) {
      expect(added).toBeGreaterThanOrEqual(1);
      expect(added).toBeLessThan(OTHERS);
    }
    expect(flood.counted).toBe(1);
    // The same member's view of another product counts; an unknown product is still 404.
    expect((await api('/api/statistics/product/view-start', { body: { pk: 6 }, headers: member.headers })).body.data.counted).toBe(true);
    expect((await api('/api/statistics/product/view-start', { body: { pk: 999999 }, headers: member.headers })).status).toBe(404);

    const more = await burst(110, '/api/statistics/product/view-start', { pk }, member.headers);
    expect(more.statuses.filter((s) => s === 429)).toHaveLength(11);
    console.log(
      `[statistics] issue 26 item 6: 200 member view-starts -> ${flood.counted} counted, views +${addedViews}, viewCount +${addedCount}`,
    );
  });
});

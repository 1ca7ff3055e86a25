/**
 * The meetings desk at scale (issue 27 item 4, docs/staff-workspace.md#meetings-desk): 500 requests from members,
 * searched by title, member e-mail and company, read a page of 50 at a time in time order. The time a page takes is
 * logged, not asserted: on the shared machine a timed test fails with the load, not with the code (budgets are the
 * bench's, BENCHMARKS.md).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { activeMember, type Member } from '../support/kit';
import { DAY, requestMeeting, utcWallTime } from '../support/meetings';
import { staffFetch, staffOfRole } from '../support/staff';

const COUNT = 500;
const tag = `pg${Date.now().toString(36)}`;
let manager: { token: string };
let members: Member[];

const desk = (query: string) => staffFetch(manager.token, 'GET', `/staff/meetings?${query}`);

beforeAll(async () => {
  manager = await staffOfRole('portal-manager', 'Paging Manager');
  members = await Promise.all([activeMember(), activeMember()]);
  // 500 requests, eight at a time, an hour apart in time, from two members.
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < COUNT; i = next++)
        await requestMeeting(members[i % 2], { title: `${tag} #${i}`, requestMeetingAt: utcWallTime(60 * DAY + i * 3_600_000) });
    }),
  );
}, 600_000);

describe('the meetings desk with 500 meetings', () => {
  it('pages 50 at a time in time order, with the total; a page past the end is empty', async () => {
    const started = performance.now();
    const first = await desk(`queue=staff&q=${tag}&page=1`);
    const firstMs = performance.now() - started;
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ total: COUNT, page: 1, pageSize: 50, truncated: false });
    expect(first.body.data.meetings.map((m: { title: string }) => m.title)).toEqual(Array.from({ length: 50 }, (_, i) => `${tag} #${i}`));
    expect(first.body.data.counts.staff).toBe(COUNT);
    console.log(`[paging] first page of ${COUNT} in ${firstMs.toFixed(0)} ms`);

    const last = await desk(`queue=staff&q=${tag}&page=10`);
    expect(last.body.data.meetings.map((m: { title: string }) => m.title)).toEqual(
      Array.from({ length: 50 }, (_, i) => `${tag} #${450 + i}`),
    );
    expect((await desk(`queue=staff&q=${tag}&page=11`)).body.data.meetings).toEqual([]);
  });

  it('searches the title, the member’s e-mail and the company; bad paging is a 422 naming the field', async () => {
    const one = await desk(`queue=staff&q=${encodeURIComponent(`${tag} #123`)}&page=1`);
    expect(one.body.data.meetings.map((m: { title: string }) => m.title)).toEqual([`${tag} #123`]);
    const byEmail = await desk(`queue=staff&q=${encodeURIComponent(members[1].email)}&page=1`);
    expect(byEmail.body.data.total).toBe(COUNT / 2);
    expect(byEmail.body.data.meetings.every((m: { member: { email: string } }) => m.member.email === members[1].email)).toBe(true);
    const company = byEmail.body.data.meetings[0].company as string;
    const byCompany = await desk(`queue=staff&q=${encodeURIComponent(company)}&page=1`);
    expect(byCompany.body.data.meetings.every((m: { company: string }) => m.company === company)).toBe(true);
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=x', 'page'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const bad = await desk(query);
      expect(bad.status, query).toBe(422);
      expect(Object.keys(bad.body.errors), query).toEqual([field]);
    }
  });
});

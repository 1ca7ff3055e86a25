import { describe, expect, it } from 'vitest';
import { growthRows } from '../../bench/lib/growth.mjs';
import { PER_MEMBER, populationRows } from '../../bench/lib/members.mjs';

const api = (p99: number, floorP99: number, rss: { idle: number; underLoadPeak: number; after: number }) => ({
  targets: {
    products: { label: 'product list', read: true, fixed: { rate: 200, median: { p99 } } },
    floor: { label: 'floor', reference: true, fixed: { rate: 200, median: { p99: floorP99 } } },
  },
  rss,
});
const weigh = (html: number) => [{ key: 'product list', html, css: 1024, js: 1024 }];

describe('bench growth rows (issue 31)', () => {
  const rows = growthRows({
    build: [
      { size: 1, kind: 'content', pagesPerSecond: 120 },
      { size: 100, kind: 'content', pagesPerSecond: 40 },
    ],
    publish: [
      { size: 1, seconds: 10 },
      { size: 100, seconds: 95 },
    ],
    apiBySize: {
      1: api(4, 3, { idle: 300, underLoadPeak: 350, after: 310 }),
      10: api(5, 3, { idle: 320, underLoadPeak: 380, after: 330 }),
      100: api(12, 4, { idle: 600, underLoadPeak: 1100, after: 700 }),
    },
    scale: { 1: { searchIndexMb: 2 }, 10: { searchIndexMb: 20 }, 100: { searchIndexMb: 200 } },
    weights: { 1: weigh(10 * 1024), 10: weigh(10 * 1024), 100: weigh(30 * 1024) },
  });
  const row = (cost: string) => rows.find((r) => r.cost.startsWith(cost))!;

  it('judges a read by the ratio of the last step', () => {
    expect(row('p99 at 200 req/s: product list')).toMatchObject({ ratio: 2.4, ratioOf: '10x→100x', holds: false });
  });
  it('shows the floor without a budget', () => {
    expect(row('p99 at 200 req/s: floor')).toMatchObject({ ratio: 1.33, holds: null, budget: '–' });
  });
  it('holds publish-to-live, RSS and builds to their value at the last size', () => {
    expect(row('publish-to-live').holds).toBe(false);
    expect(row('RSS idle').holds).toBe(true);
    expect(row('RSS under load, peak').holds).toBe(false);
    expect(row('content build').holds).toBe(false);
    expect(row('full build')).toBeUndefined();
  });
  it('compares a page weight with the first size', () => {
    expect(row('page weight: product list')).toMatchObject({
      values: { 1: 12, 10: 12, 100: 32 },
      ratio: 2.67,
      ratioOf: '1x→100x',
      holds: false,
    });
  });
  it('reports the search index memory without a budget', () => {
    expect(row('search index memory')).toMatchObject({ ratio: 10, holds: null });
  });
});

describe('bench member population (issue 31)', () => {
  it('numbers the rows from the next free ids and links each to its member', () => {
    const { rows, next } = populationRows({
      from: 0,
      to: 2,
      next: { user: 10, meeting: 5, inquiry: 1, notification: 100 },
      roleId: 1,
      partnerId: 3,
      now: Date.UTC(2026, 10, 29),
    });
    expect(rows.up_users.map((u) => u.id)).toEqual([10, 11]);
    expect(rows.meetings).toHaveLength(2 * PER_MEMBER.meetings);
    expect(rows.meetings_member_lnk.filter((l) => l.user_id === 11)).toHaveLength(PER_MEMBER.meetings);
    expect(rows.inquiries_member_lnk.map((l) => l.inquiry_id)).toEqual(rows.inquiries.map((i) => i.id));
    expect(rows.notifications.filter((n) => n.member_id === 10)).toHaveLength(PER_MEMBER.notifications);
    expect(next).toEqual({
      user: 12,
      meeting: 5 + 2 * PER_MEMBER.meetings,
      inquiry: 1 + 2 * PER_MEMBER.inquiries,
      notification: 100 + 2 * PER_MEMBER.notifications,
    });
  });
  it('leaves no meeting within the reminders’ reach unmarked', () => {
    const now = Date.UTC(2026, 10, 29);
    const { rows } = populationRows({ from: 0, to: 4, next: { user: 1, meeting: 1, inquiry: 1, notification: 1 }, roleId: 1, now });
    for (const m of rows.meetings.filter((m) => m.meeting_at)) {
      expect(Math.abs(m.meeting_at.getTime() - now)).toBeGreaterThan(2 * 86_400_000);
      expect(m.day_reminder_at).not.toBeNull();
    }
  });
});

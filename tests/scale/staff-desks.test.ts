/**
 * The desks stay fast at scale (issue 27, done-when; docs/staff-workspace.md): with 500 meetings and 500 inquiries
 * waiting, a manager who opens the meetings desk or the inquiry desk from the admin's menu sees the first row within
 * 1.5 s, in real Chromium against the real admin. Measured from the click to the first row shown (the admin's own
 * bundle already loaded, as it is for a signed-in staff member), the median of three openings; the figure and the
 * machine's load average are printed (BENCHMARKS.md). On a busy machine the budget is not checked (see below), so it
 * runs by `npm run test:scale` on a quiet one, not in npm test: there the machine is always busy and it only skipped.
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToAdminPage } from '../support/admin-api';
import { openBrowser } from '../support/browser';
import { activeMember, api, type Member } from '../support/kit';
import { DAY, requestMeeting, utcWallTime } from '../support/meetings';
import { staffOfRole } from '../support/staff';

const COUNT = 500;
const BUDGET_MS = 1500;
const tag = `scale${Date.now().toString(36)}`;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

/** Runs `work` for 0..count-1, eight at a time. */
async function eightAtATime(count: number, work: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < count; i = next++) await work(i);
    }),
  );
}

beforeAll(async () => {
  const members: Member[] = await Promise.all([activeMember(), activeMember()]);
  await eightAtATime(COUNT, (i) =>
    requestMeeting(members[i % 2], { title: `${tag} meeting #${i}`, requestMeetingAt: utcWallTime(70 * DAY + i * 3_600_000) }),
  );
  await eightAtATime(COUNT, async (i) => {
    const res = await api('/api/qna/edit', {
      body: { siteLang: 'ENG', questionTypeCode: 'PRODUCT', title: `${tag} inquiry #${i}`, content: 'How many?', url: '', assets: [] },
      headers: members[i % 2].headers,
    });
    if (res.status !== 200) throw new Error(`inquiry ${i}: ${JSON.stringify(res.body)}`);
  });
  const manager = await staffOfRole('portal-manager', 'Scale Manager');
  browser = await openBrowser({ width: 1440, height: 1000 });
  page = await browser.context.newPage();
  await signInToAdminPage(page, manager.email);
}, 900_000);
afterAll(() => browser?.close());

/** Milliseconds from a click on the menu's link to the desk's first row, from the admin's home page. */
async function firstRow(link: string, row: string) {
  await page.goto(`${page.url().split('/admin')[0]}/admin`);
  await page.getByRole('link', { name: link }).first().waitFor();
  const started = Date.now();
  await page.getByRole('link', { name: link }).first().click();
  await page.locator(row).first().waitFor({ timeout: 30_000 });
  return Date.now() - started;
}

async function median(link: string, row: string) {
  await firstRow(link, row); // the desk's own chunk is fetched once, as for anyone who used it before
  const times = [await firstRow(link, row), await firstRow(link, row), await firstRow(link, row)].sort((a, b) => a - b);
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  console.log(`[desk-scale] ${link}: first row in ${times.join(' / ')} ms (median ${times[1]} ms), load average ${load}`);
  return times[1];
}

/**
 * A budget in milliseconds means something only on a machine that is not busy with other work: with more runnable
 * processes than cores (the 1-minute load average per core above 1.5) the figure is printed and the check is
 * skipped, reported as skipped with the load, never passed.
 */
function budgetMeasurable(skip: (condition: boolean, note?: string) => void) {
  const perCore = os.loadavg()[0] / os.cpus().length;
  skip(perCore > 1.5, `machine busy (load ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores): figure printed, budget not checked`);
}

describe(`the desks with ${COUNT} meetings and ${COUNT} inquiries`, () => {
  it('the meetings desk shows its first row within 1.5 s', async ({ skip }) => {
    const ms = await median('Meetings desk', 'tr[data-meeting]');
    budgetMeasurable(skip);
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('the inquiry desk shows its first row within 1.5 s', async ({ skip }) => {
    const ms = await median('Inquiry desk', 'tbody tr');
    budgetMeasurable(skip);
    expect(ms).toBeLessThan(BUDGET_MS);
  });
});

/**
 * The meetings desk in the real admin panel in Chromium (docs/staff-workspace.md#meetings-desk): a staff member of
 * the Manager role proposes a time, confirms and completes meetings from the desk's forms; the member sees each
 * outcome in their notifications and meeting list. Screenshots of the desk at 1440 and 390 wide go to artifacts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { activeMember, api, mailsTo, type Member } from '../support/kit';
import { signInToAdminPage } from '../support/admin-api';
import { staffOfRole } from '../support/staff';
import { ARTIFACTS, openBrowser } from '../support/browser';
import { DAY, notificationsOf, requestMeeting, utcWallTime } from '../support/meetings';

const base = () => inject('baseUrl');

/** The member's notification types about a meeting, oldest first. */
const typesFor = async (member: Member, pk: number) =>
  (await notificationsOf(member)).notifications
    .filter((n) => n.notificationData.meetingPk === pk)
    .map((n) => n.notificationData.type)
    .reverse();

/** The meeting as the member's meeting list shows it. */
async function inMemberList(member: Member, pk: number) {
  const lists = (await api('/api/meeting/list', { headers: member.headers })).body.data as Record<string, { pk: number; status: string }[]>;
  for (const [list, items] of Object.entries(lists)) {
    const item = items.find((i) => i.pk === pk);
    if (item) return { list, status: item.status };
  }
  return null;
}

let browser: Awaited<ReturnType<typeof openBrowser>>;
let managerToken: string;
let page: Page;
let member: Member;

/** Opens the desk on a tab and returns the meeting's row there. */
async function rowOf(pk: number, tab: RegExp) {
  await page.goto(`${base()}/admin/plugins/staff/meetings`);
  await page.getByRole('tab', { name: tab }).click();
  const row = page.locator(`[data-meeting="${pk}"]`);
  await row.waitFor({ timeout: 30_000 });
  return row;
}

/** Chooses an action in a row's actions menu, fills its form and sends it; waits for the desk's answer. */
async function act(
  pk: number,
  tab: RegExp,
  action: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void> = async () => {},
) {
  const row = await rowOf(pk, tab);
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await fill(dialog);
  const answer = page.waitForResponse((r) => r.url().includes(`/staff/meetings/${pk}/actions`) && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: action, exact: true }).click();
  return answer;
}

beforeAll(async () => {
  const manager = await staffOfRole('portal-manager', 'Desk Browser');
  managerToken = manager.token;
  member = await activeMember();
  browser = await openBrowser({ width: 1440, height: 1000 });
  page = await browser.context.newPage();
  await signInToAdminPage(page, manager.email);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('meetings desk in the admin panel', () => {
  it('a Manager proposes a time, the member approves it, the Manager completes it; the member sees each step', async () => {
    const pk = await requestMeeting(member, { title: 'Desk proposal flow', requestMeetingAt: utcWallTime(40 * DAY) });

    // Propose: the date-time picker reads the wall time in the chosen zone (UTC here).
    const when = new Date(Date.now() + 45 * DAY);
    const proposed = await act(pk, /Waiting for us/, 'Propose a time', async (dialog) => {
      await fillDateTime(dialog, when);
      await dialog.getByRole('combobox', { name: 'Time zone' }).click();
      await page.getByRole('option', { name: /^UTC\+00:00/ }).click();
    });
    expect(proposed.status(), await proposed.text()).toBe(200);
    expect(await typesFor(member, pk)).toEqual(['WAIT_APPROVAL', 'CHANGE_MANAGER_SCHEDULE']);
    const detail = (await api('/api/meeting/detail', { body: { pk }, headers: member.headers })).body.data;
    expect(detail).toMatchObject({ status: 'REQUEST', lastUpdator: 'ADMIN' });
    expect(detail.meetingAt.slice(0, 16)).toBe(`${when.toISOString().slice(0, 10)}T14:00`);
    // The desk moved it to the member's queue, in words that say it is the member's turn.
    const waiting = await rowOf(pk, /Waiting for the member/);
    expect(await waiting.textContent()).toContain('Time proposed, member to answer');

    // The member approves on the portal; the desk shows it scheduled, with complete offered.
    expect((await api('/api/meeting/confirm', { body: { pk }, headers: member.headers })).status).toBe(200);
    // Completing without a result is refused, with the reason under the field and nothing changed.
    const empty = await act(pk, /Scheduled/, 'Complete');
    expect(empty.status()).toBe(422);
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain("Please enter the meeting's result.");
    const completed = await act(pk, /Scheduled/, 'Complete', (dialog) =>
      dialog.getByRole('textbox', { name: 'Result' }).fill('Samples agreed'),
    );
    expect(completed.status(), await completed.text()).toBe(200);
    expect(await typesFor(member, pk)).toEqual(['WAIT_APPROVAL', 'CHANGE_MANAGER_SCHEDULE', 'APPROVED', 'MEETING_COMPLETE']);
    expect(await inMemberList(member, pk)).toEqual({ list: 'completeList', status: 'COMPLETE' });
    await rowOf(pk, /Done/);
  });

  it('a Manager confirms a requested time; the member is notified and invited; screenshots at 1440 and 390 wide', async () => {
    const pk = await requestMeeting(member, { title: 'Desk confirm flow', requestMeetingAt: utcWallTime(41 * DAY) });
    const confirmed = await act(pk, /Waiting for us/, 'Confirm');
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    expect(await typesFor(member, pk)).toEqual(['WAIT_APPROVAL', 'APPROVED']);
    expect(await inMemberList(member, pk)).toEqual({ list: 'reserveList', status: 'RESERVE' });
    const invitation = async () =>
      (await mailsTo(member.email)).find((m) => m.calendar.includes('METHOD:REQUEST') && m.calendar.includes(`UID:meeting-${pk}@`));
    await expect.poll(invitation).toBeTruthy();

    // The desk's scheduled tab, then at phone width.
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await rowOf(pk, /Scheduled/);
    await page.screenshot({ path: path.join(ARTIFACTS, 'staff-meetings-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 900 });
    await rowOf(pk, /Scheduled/);
    await page.screenshot({ path: path.join(ARTIFACTS, 'staff-meetings-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 1000 });
  });
});

describe('week calendar', () => {
  it('shows a manager’s scheduled meetings and warns when two are less than an hour apart', async () => {
    // Two requests half an hour apart, a few hours from now, both confirmed for one manager through the desk's routes.
    const desk = async (method: string, route: string, body: unknown) => {
      const res = await fetch(`${base()}/staff/meetings${route}`, {
        method,
        headers: { Authorization: `Bearer ${managerToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return res.json();
    };
    // Both on one day, two days ahead at 10:00 and 10:30 UTC: "a few hours from now" put them in two weeks when the
    // run was late on a Sunday (29 November), and the calendar showed one.
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const at = Date.parse(`${day}T10:00:00Z`);
    const pks = [
      await requestMeeting(member, { title: 'Calendar overlap A', requestMeetingAt: `${day} 10:00` }),
      await requestMeeting(member, { title: 'Calendar overlap B', requestMeetingAt: `${day} 10:30` }),
    ];
    const managers = (await (await fetch(`${base()}/staff/meetings`, { headers: { Authorization: `Bearer ${managerToken}` } })).json()).data
      .managers as { id: number; active: boolean }[];
    const managerId = managers.find((m) => m.active)!.id;
    for (const pk of pks) {
      await desk('PUT', `/${pk}/manager`, { manager: managerId });
      await desk('POST', `/${pk}/actions`, { action: 'confirm' });
    }

    await page.goto(`${base()}/admin/plugins/staff/meetings`);
    await page.getByRole('tab', { name: /Week calendar/ }).click();
    // Two days from now may fall in next week (the browser's week starts on Monday).
    const monday = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() - ((d.getDay() + 6) % 7)).getTime();
    if (monday(new Date(at)) !== monday(new Date())) await page.getByRole('button', { name: 'Next week' }).click();
    const cards = page.locator('[data-overlap]', { hasText: 'Calendar overlap' });
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(2);
    await page.getByText(/meetings overlap another meeting of the same manager/).waitFor();
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'staff-meetings-week-1440.png'), fullPage: true });
  });
});

/**
 * Types a date into the design system's date-time picker, then 14:00 into its time combobox. Choosing a date sets
 * the time to 00:00 and the time field copies it into its text on its next render: text typed before that render is
 * overwritten (a CI run proposed 00:00 so), hence the wait for 00:00 before typing; the field must show 14:00 before the
 * test goes on.
 */
async function fillDateTime(dialog: ReturnType<Page['getByRole']>, when: Date) {
  const date = `${String(when.getMonth() + 1).padStart(2, '0')}/${String(when.getDate()).padStart(2, '0')}/${when.getFullYear()}`;
  const dateInput = dialog.getByRole('combobox', { name: 'Choose date' });
  await dateInput.fill(date);
  await dateInput.press('Tab');
  const timeInput = dialog.getByRole('combobox', { name: 'Choose time' });
  await expect.poll(() => timeInput.inputValue()).toBe('00:00');
  await timeInput.fill('14:00');
  await timeInput.press('Enter');
  await expect.poll(() => timeInput.inputValue()).toBe('14:00');
}

/**
 * The staff desks by keyboard and for everyone (issue 27, docs/staff-workspace.md): every row action of the approval
 * queue and the meetings desk reached and used with real key presses, a past date typed into the propose form kept
 * and refused with nothing sent, consequential actions confirmed first, the staff's widgets first on the home page,
 * and an axe sweep (WCAG A/AA, serious and critical) of every plugin page and dialog.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInToAdminPage, TEST_ADMIN } from '../support/admin-api';
import { seriousViolations } from '../support/axe';
import { ARTIFACTS, openBrowser } from '../support/browser';
import { activeMember, api, type Member } from '../support/kit';
import { DAY, requestMeeting, utcWallTime } from '../support/meetings';
import { pendingMember, staffOfRole } from '../support/staff';

const base = () => inject('baseUrl');
const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];
let member: Member;

beforeAll(async () => {
  member = await activeMember();
  fs.mkdirSync(ARTIFACTS, { recursive: true });
}, 180_000);
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
});

/** A page of the admin signed in as a staff member, in a browser profile of its own (the panel keeps its session there). */
async function signedIn(email: string) {
  const browser = await openBrowser({ width: 1440, height: 1000 });
  browsers.push(browser);
  const page = await browser.context.newPage();
  await signInToAdminPage(page, email);
  return page;
}

/** Where the keyboard focus is: its tag, accessible text and the row (data-member / data-meeting) around it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const row = el?.closest('tr');
    return {
      tag: el?.tagName ?? '',
      text: (el?.getAttribute('aria-label') || el?.textContent || '').trim(),
      row: row?.getAttribute('data-member') ?? row?.getAttribute('data-meeting') ?? null,
      inTable: !!el?.closest('table'),
    };
  });

/** Presses Tab from the page's heading until the focus enters the table (the way a keyboard user gets there). */
async function tabIntoTable(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
  for (let i = 0; i < 60 && !(await focused(page)).inTable; i++) await page.keyboard.press('Tab');
  expect((await focused(page)).inTable).toBe(true);
}

/** Moves the grid's focus up or down with the arrow keys until it is in the row `key`. */
async function arrowToRow(page: Page, key: string) {
  const path = [await focused(page)];
  for (const arrow of ['ArrowDown', 'ArrowUp']) {
    for (let i = 0; i < 600 && path.at(-1)!.row !== key; i++) {
      await page.keyboard.press(arrow);
      path.push(await focused(page));
      const [before, after] = path.slice(-2);
      if (after.row === before.row && after.text === before.text) break; // the grid's edge
    }
    if (path.at(-1)!.row === key) return;
  }
  expect(path.at(-1)!.row, JSON.stringify(path.slice(0, 5))).toBe(key);
}

describe('row actions by keyboard', () => {
  it('the approval queue: arrows reach Approve, Tab moves to Reject and out, Enter opens the confirmation, Space approves', async () => {
    const pending = await pendingMember({ lastName: 'Keys', firstName: 'Keyboard' });
    const administrator = await staffOfRole('portal-administrator', 'Keyboard Admin');
    const page = await signedIn(administrator.email);
    await page.goto(`${base()}/admin/plugins/staff/members`);
    await page.locator(`tr[data-member="${pending.email}"]`).waitFor({ timeout: 30_000 });

    await tabIntoTable(page);
    await arrowToRow(page, pending.email);
    await page.keyboard.press('End');
    expect(await focused(page)).toMatchObject({ tag: 'BUTTON', text: 'Approve', row: pending.email });
    // Tab goes on to the next button and then leaves the table (it was stuck on the first button).
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ text: 'Reject', row: pending.email });
    await page.keyboard.press('Tab');
    expect((await focused(page)).inTable).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatchObject({ text: 'Approve', row: pending.email });

    // Enter opens the confirmation (approving lists the member's new domain); Escape closes it and nothing is sent.
    let approvals = 0;
    page.on('request', (r) => r.url().endsWith('/approve') && r.method() === 'POST' && approvals++);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.innerText()).toContain(`lists the domain ${pending.email.split('@')[1]}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(approvals).toBe(0);

    // Reject by keyboard opens its dialog; Escape closes it.
    await page.locator(`tr[data-member="${pending.email}"]`).getByRole('button', { name: 'Reject' }).focus();
    await page.keyboard.press('Space');
    await page
      .getByRole('alertdialog')
      .getByRole('textbox', { name: /Reason/ })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // Approve for real: Enter on the row's button, then Tab to the dialog's Approve and Space.
    await page.locator(`tr[data-member="${pending.email}"]`).getByRole('button', { name: 'Approve' }).focus();
    await page.keyboard.press('Enter');
    await confirm.waitFor();
    const approved = page.waitForResponse((r) => r.url().endsWith('/approve') && r.request().method() === 'POST');
    for (let i = 0; i < 5 && (await focused(page)).text !== 'Approve'; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect((await approved).status()).toBe(200);
    await page.locator(`tr[data-member="${pending.email}"]`).waitFor({ state: 'detached', timeout: 15_000 });
    await page.close();
  });

  it('the meetings desk: arrows reach the actions menu, Enter opens it, the arrow keys choose Confirm, Enter sends', async () => {
    const pk = await requestMeeting(member, { title: 'Keyboard confirm', requestMeetingAt: utcWallTime(42 * DAY) });
    const manager = await staffOfRole('portal-manager', 'Keyboard Manager');
    const page = await signedIn(manager.email);
    await page.goto(`${base()}/admin/plugins/staff/meetings`);
    await page.locator(`tr[data-meeting="${pk}"]`).waitFor({ timeout: 30_000 });

    await tabIntoTable(page);
    await arrowToRow(page, String(pk));
    await page.keyboard.press('End');
    expect(await focused(page)).toMatchObject({ tag: 'BUTTON', text: 'Actions for Keyboard confirm', row: String(pk) });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toContain('Confirm');
    expect(await seriousViolations(page)).toEqual([]);
    // The menu moves the focus to its first item as it opens: an arrow pressed before that would skip an item.
    await expect.poll(async () => (await menu.getByRole('menuitem').allInnerTexts()).includes((await focused(page)).text)).toBe(true);
    for (let i = 0; i < 5 && (await focused(page)).text !== 'Confirm'; i++) {
      const from = (await focused(page)).text;
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await focused(page)).text).not.toBe(from);
    }
    expect((await focused(page)).text).toBe('Confirm');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Confirm' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const confirmed = page.waitForResponse((r) => r.url().includes(`/staff/meetings/${pk}/actions`) && r.request().method() === 'POST');
    for (let i = 0; i < 6 && (await focused(page)).text !== 'Confirm'; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect((await confirmed).status()).toBe(200);
    expect((await api('/api/meeting/detail', { body: { pk }, headers: member.headers })).body.data.status).toBe('RESERVE');
    await page.close();
  });
});

describe('the propose form', () => {
  it('keeps a past date as typed, refuses it and sends nothing; a future time is then sent', async () => {
    const pk = await requestMeeting(member, { title: 'Past date typed', requestMeetingAt: utcWallTime(43 * DAY) });
    const manager = await staffOfRole('portal-manager', 'Past Date Manager');
    const page = await signedIn(manager.email);
    const sent: string[] = [];
    page.on('request', (r) => r.url().endsWith(`/staff/meetings/${pk}/actions`) && sent.push(r.postData() ?? ''));
    await page.goto(`${base()}/admin/plugins/staff/meetings`);
    const row = page.locator(`tr[data-meeting="${pk}"]`);
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Propose a time' }).click();
    const dialog = page.getByRole('dialog');

    const past = new Date(Date.now() - 3 * DAY);
    const typed = mdY(past);
    const date = dialog.getByRole('combobox', { name: 'Choose date' });
    await date.fill(typed);
    await date.press('Tab');
    const time = dialog.getByRole('combobox', { name: 'Choose time' });
    await expect.poll(() => time.inputValue()).toBe('00:00');
    await time.fill('23:45');
    await time.press('Enter');
    // What was typed stays (the picker used to move it to today).
    expect(await date.inputValue()).toBe(typed);
    await dialog.getByRole('button', { name: 'Propose a time' }).click();
    await dialog.getByText('This time has passed. Please choose a time in the future.').waitFor();
    expect(await date.inputValue()).toBe(typed);
    await dialog.getByRole('button', { name: 'Propose a time' }).press('Enter');
    await page.waitForTimeout(500);
    expect(sent, 'nothing sent').toEqual([]);
    // The mouse off the button: the design system's hover colour (white on primary500, 3.5:1) is not the form's.
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);

    const future = new Date(Date.now() + 44 * DAY);
    await date.fill(mdY(future));
    await date.press('Tab');
    await time.fill('10:30');
    await time.press('Enter');
    await dialog.getByRole('combobox', { name: 'Time zone' }).click();
    await page.getByRole('option', { name: /^UTC\+00:00/ }).click();
    const proposed = page.waitForResponse((r) => r.url().includes(`/staff/meetings/${pk}/actions`));
    await dialog.getByRole('button', { name: 'Propose a time' }).click();
    expect((await proposed).status()).toBe(200);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0])).toMatchObject({ action: 'propose', at: `${future.toISOString().slice(0, 10)} 10:30`, timeZone: '+00:00' });
    await page.close();
  });
});

describe('consequential actions', () => {
  it('unlisting a partner domain asks first; cancelling keeps the domain, confirming unlists it', async () => {
    const administrator = await staffOfRole('portal-administrator', 'Domain Admin');
    const page = await signedIn(administrator.email);
    const name = `unlistco${Date.now().toString(36)}`;
    const domain = `unlist-${Date.now().toString(36)}.com`;
    await page.goto(`${base()}/admin/plugins/staff/members`);
    await page.getByRole('tab', { name: 'Partners' }).click();
    await page.getByRole('button', { name: 'Add a partner' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: /English name/ }).fill(name);
    await form.getByRole('textbox', { name: /Local name/ }).fill(name);
    await form.getByRole('textbox', { name: /Website/ }).fill('https://example.com');
    await form.getByRole('textbox', { name: /E-mail domains/ }).fill(domain);
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    const row = page.locator(`tr[data-partner="${name}"]`);
    await row.waitFor({ timeout: 15_000 });

    let deletes = 0;
    page.on('request', (r) => r.method() === 'DELETE' && r.url().includes('/domains/') && deletes++);
    await row.getByRole('button', { name: `Remove ${domain}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.innerText()).toContain(`new registrations with an address on ${domain} will wait for approval`);
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(deletes).toBe(0);
    expect(await row.innerText()).toContain(domain);

    await row.getByRole('button', { name: `Remove ${domain}` }).click();
    const removed = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/domains/'));
    await confirm.getByRole('button', { name: 'Unlist the domain' }).click();
    expect((await removed).status()).toBe(200);
    await expect.poll(() => row.innerText()).not.toContain(domain);
    await page.close();
  });
});

describe('accessibility sweep', () => {
  // About twenty pages, tabs and dialogs, each swept by axe: longer than one journey on a loaded machine.
  it('every plugin page, tab and dialog has no serious or critical axe violation; the home page starts with the staff widgets', async () => {
    // Something in every list and dialog: a meeting waiting for us, a pending member, an inquiry.
    const sweepId = Date.now().toString(36);
    const sweepTitle = `Axe sweep meeting R&D ${sweepId}`;
    await requestMeeting(member, { title: sweepTitle, requestMeetingAt: utcWallTime(45 * DAY) });
    // What a search cut at its "&" finds as well: the desk must not list it for "R&D".
    await requestMeeting(member, { title: `Axe sweep decoy R ${sweepId}`, requestMeetingAt: utcWallTime(46 * DAY) });
    await pendingMember({ lastName: 'Sweep', firstName: 'Axe' });
    await api('/api/qna/edit', {
      body: { siteLang: 'ENG', questionTypeCode: 'PRODUCT', title: 'Axe sweep inquiry', content: 'Is it accessible?', url: '', assets: [] },
      headers: member.headers,
    });
    const page = await signedIn(TEST_ADMIN.email);
    const found: Record<string, string[]> = {};
    const check = async (name: string, exclude: string[] = []) => {
      found[name] = await seriousViolations(page, exclude);
    };

    // Home: the staff's widgets first.
    await page.goto(`${base()}/admin`);
    const widgetTitles = page.locator('main section header h2');
    await expect.poll(() => widgetTitles.count(), { timeout: 30_000 }).toBeGreaterThan(3);
    expect((await widgetTitles.first().textContent())?.trim()).toBe('Waiting for you');
    await page.getByText('Meeting requests to answer').first().waitFor({ timeout: 30_000 });
    // The widgets' title bars are Strapi's own (WidgetRoot, grey 3.2:1 titles on every widget, its own included).
    await check('home', ['main section header']);
    await page.screenshot({ path: path.join(ARTIFACTS, 'staff-home-1440.png') });

    await page.goto(`${base()}/admin/plugins/staff/meetings`);
    for (const tab of ['Waiting for us', 'Waiting for the member', 'Scheduled', 'Done', 'Week calendar']) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await page.getByRole('tabpanel').waitFor();
      await page.waitForLoadState('networkidle');
      await check(`meetings: ${tab}`);
    }
    await page.getByRole('tab', { name: /^Waiting for us/ }).click();
    // The search narrows the list to the meeting asked for, "&" and all (the admin's client left it unencoded, so the
    // server searched for "R" and listed the decoy and every other meeting with an r).
    await page.getByRole('searchbox', { name: 'Search' }).fill(`R&D ${sweepId}`);
    await expect.poll(() => page.locator('tr[data-meeting]').count(), { timeout: 30_000 }).toBe(1);
    const meetingRow = page.locator('tr[data-meeting]', { hasText: sweepTitle }).first();
    await meetingRow.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(ARTIFACTS, 'staff-meetings-menu-1440.png') });
    // The menu opened by keyboard (Enter on its button puts the focus on its first item), then the meeting's details
    // and history picked with Enter.
    await meetingRow.getByRole('button', { name: /^Actions for / }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Details and history' }).waitFor();
    await check('meetings: actions menu');
    await page.getByRole('menuitem', { name: 'Details and history' }).focus();
    await page.keyboard.press('Enter');
    const history = page.getByRole('dialog');
    // The history's first entry; the same words may also head the dialog as the meeting's latest step.
    await history.getByRole('listitem').getByText('Requested by the member').first().waitFor({ timeout: 30_000 });
    await check('meetings: details and history dialog');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'detached' });
    for (const action of ['Propose a time', 'Confirm', 'Cancel']) {
      if (!(await page.getByRole('menu').isVisible())) await meetingRow.getByRole('button', { name: /^Actions for / }).click();
      await page.getByRole('menuitem', { name: action, exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await check(`meetings: ${action} dialog`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }

    await page.goto(`${base()}/admin/plugins/staff/inquiries`);
    await page.getByRole('textbox', { name: 'Search' }).fill('Axe sweep inquiry');
    await page.keyboard.press('Enter');
    const inquiryRow = page.getByRole('row').filter({ hasText: 'Axe sweep inquiry' }).first();
    await inquiryRow.waitFor({ timeout: 30_000 });
    await check('inquiries');
    await inquiryRow.getByRole('button', { name: 'Axe sweep inquiry' }).click();
    await page.getByRole('dialog').getByText('Is it accessible?').waitFor();
    await check('inquiries: dialog');
    await page.keyboard.press('Escape');

    await page.goto(`${base()}/admin/plugins/staff/members`);
    await page.locator('tr[data-member]').first().waitFor({ timeout: 30_000 });
    await check('members: approval queue');
    for (const tab of ['Members', 'Partners', 'Invite']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForLoadState('networkidle');
      await check(`members: ${tab}`);
    }
    expect(await page.getByRole('main').count()).toBe(1);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((name) => [name, []])));
    await page.close();
  }, 240_000);
});

/** A date as the English admin's date field takes it (MM/DD/YYYY, the browser's local day). */
function mdY(d: Date) {
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

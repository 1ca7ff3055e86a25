/**
 * The staff workspace in the real admin, in Chromium (issue 16, docs/staff-workspace.md): a Manager answers an
 * inquiry with a file at the inquiry desk, the member reads the answer and downloads the file, notified once, and a
 * second answer is refused; the statistics widgets on the admin home show the records the test creates, and
 * statistic records stay out of "Last edited entries". Screenshots of the desk and the widgets at 1440 and 390 wide.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { adminSession, TEST_ADMIN } from '../support/admin-api';
import { ARTIFACTS, openBrowser } from '../support/browser';
import { shown } from '../support/journey';
import { activeMember, api, fromAddress, type Member } from '../support/kit';
import { staffOfRole } from '../support/staff';

const base = () => inject('baseUrl');
const STAFF_PASSWORD = TEST_ADMIN.password;

let context: BrowserContext;
let close: () => Promise<void>;
let manager: { email: string; token: string };
let member: Member;

beforeAll(async () => {
  ({ context, close } = await openBrowser({ width: 1440, height: 1000 }));
  // Admin sign-ins are throttled per client address: this file's own.
  await context.setExtraHTTPHeaders(fromAddress());
  manager = await staffOfRole('portal-manager', 'Inquiry Manager');
  member = await activeMember();
});
afterAll(() => close());

/** Signs in to the admin through its form (unless this browser already is) and waits for the home page. */
async function signInAdmin(page: Page, email: string) {
  await page.goto(`${base()}/admin/auth/login`);
  const form = page.locator('input[name=email]');
  const settled = (p: Promise<unknown>) => p.catch(() => undefined);
  await Promise.race([
    settled(form.waitFor({ timeout: 60_000 })),
    settled(page.waitForURL((u) => !u.pathname.startsWith('/admin/auth'), { timeout: 60_000 })),
  ]);
  if (!(await form.isVisible())) return;
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', STAFF_PASSWORD);
  await page.click('button[type=submit]');
  await page.waitForURL((u) => !u.pathname.startsWith('/admin/auth'), { timeout: 60_000 });
}

const qnaNotifications = async (pk: number) =>
  ((await api('/api/notification/list', { headers: member.headers })).body.data.notifications as any[])
    .filter((n) => n.notificationData.qnaPk === pk)
    .map((n) => n.notificationData.type)
    .sort();

/** A screenshot into the artifacts; the admin scrolls inside its own frame, so a tall page needs a tall viewport. */
async function screenshot(page: Page, name: string, width: number, height = 1000) {
  await page.setViewportSize({ width, height });
  await page.waitForTimeout(500);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}.png`), fullPage: true });
}

describe('the inquiry desk in the admin', () => {
  it('a manager reads an inquiry, downloads its file and answers with a file; the member reads and downloads it, notified once', async () => {
    const question = Buffer.from(`%PDF-1.4\nthe member's drawing ${Date.now()}\n%%EOF\n`);
    const form = new FormData();
    form.append('target', 'QNA');
    form.append('files', new Blob([question]), 'drawing.pdf');
    const upload = await (await fetch(`${base()}/api/asset-front/new`, { method: 'POST', headers: member.headers, body: form })).json();
    const title = `Bracket for the HUD ${Date.now().toString(36)}`;
    const sent = await api('/api/qna/edit', {
      body: {
        siteLang: 'ENG',
        questionTypeCode: 'PRODUCT',
        title,
        content: 'Which bracket fits?',
        url: '',
        assets: [upload.data.assets[0].uuid],
      },
      headers: member.headers,
    });
    const pk = sent.body.data.pk as number;

    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInAdmin(page, manager.email);
    await page.goto(`${base()}/admin/plugins/staff/inquiries`);
    await shown(page.getByRole('heading', { name: 'Inquiry desk' }));
    await page.getByRole('textbox', { name: 'Search' }).fill(title);
    await page.keyboard.press('Enter');
    const row = page.getByRole('row').filter({ hasText: title });
    await shown(row);
    // Waiting first, with the member and the company.
    await shown(row.getByText('Waiting'));
    await shown(row.getByText(member.email));
    await screenshot(page, 'staff-inquiry-desk', 1440);
    await screenshot(page, 'staff-inquiry-desk', 390);
    await page.setViewportSize({ width: 1440, height: 1000 });

    await row.getByRole('button', { name: title }).click();
    const dialog = await shown(page.getByRole('dialog'));
    await shown(dialog.getByText('Which bracket fits?'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: /Download drawing\.pdf/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('drawing.pdf');
    expect(fs.readFileSync((await download.path())!).equals(question)).toBe(true);

    // A link that is not http(s) is refused by the server, the field named; nothing is answered.
    await dialog.getByRole('textbox', { name: /^Answer/ }).fill('Use bracket B-2; the fitting guide is attached.');
    await dialog.getByRole('textbox', { name: /^Reference link/ }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await shown(dialog.getByText('Please enter a URL starting with http:// or https://.'));
    expect(await qnaNotifications(pk)).toEqual(['QNA_RECEIPT']);

    const guide = Buffer.from(`%PDF-1.4\nfitting guide ${Date.now()}\n%%EOF\n`);
    await dialog.getByRole('textbox', { name: /^Reference link/ }).fill('https://example.com/b-2');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'fitting guide.pdf', mimeType: 'application/pdf', buffer: guide });
    await shown(dialog.getByText(/fitting guide\.pdf \(/));
    await screenshot(page, 'staff-inquiry-answer', 1440);
    await screenshot(page, 'staff-inquiry-answer', 390);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    // Answered once: the dialog now shows the answer and no form.
    await shown(dialog.getByText('Use bracket B-2; the fitting guide is attached.'));
    await shown(dialog.getByRole('button', { name: /Download fitting guide\.pdf/ }));
    expect(await dialog.getByRole('button', { name: 'Send answer' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await shown(row.getByText('Answered'));
    expect(errors).toEqual([]);

    // The member's side: the answer, its link and its file, one QNA_ANSWERED.
    const item = ((await api('/api/qna/list', { headers: member.headers })).body.data.data.items as any[]).find((i) => i.pk === pk);
    expect(item).toMatchObject({
      processStatus: 'COMPLETE',
      answer: { content: 'Use bracket B-2; the fitting guide is attached.', url: 'https://example.com/b-2' },
    });
    expect(item.answer.assets.map((a: any) => a.name)).toEqual(['fitting guide.pdf']);
    const file = await fetch(`${base()}${item.answer.assets[0].url}`, { headers: member.headers });
    expect(Buffer.from(await file.arrayBuffer()).equals(guide)).toBe(true);
    expect(await qnaNotifications(pk)).toEqual(['QNA_ANSWERED', 'QNA_RECEIPT']);

    // A second answer is refused with the reason, and nobody is notified again.
    const again = await fetch(`${base()}/staff/inquiries/${pk}/answer`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${manager.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'Another answer.' }),
    });
    expect(again.status).toBe(409);
    expect((await again.json()).errors.pk).toEqual(['This inquiry has already been answered; an inquiry is answered once.']);
    expect(await qnaNotifications(pk)).toEqual(['QNA_ANSWERED', 'QNA_RECEIPT']);
    await page.close();
  });
});

describe('the inquiry desk as a help desk', () => {
  it('a manager takes an inquiry by keyboard, keeps an internal note and sends a follow-up; the member sees only the follow-up', async () => {
    const title = `Help desk ${Date.now().toString(36)}`;
    const sent = await api('/api/qna/edit', {
      body: { siteLang: 'ENG', questionTypeCode: 'PRODUCT', title, content: 'When does it ship?', url: '', assets: [] },
      headers: member.headers,
    });
    const pk = sent.body.data.pk as number;
    const answered = await fetch(`${base()}/staff/inquiries/${pk}/answer`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${manager.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'In March.' }),
    });
    expect(answered.status).toBe(200);

    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInAdmin(page, manager.email);
    await page.goto(`${base()}/admin/plugins/staff/inquiries`);
    // Found by its title: other tests' inquiries (hundreds, in the scale test) may push it off the first page.
    await page.getByRole('textbox', { name: 'Search' }).fill(title);
    await page.keyboard.press('Enter');
    const row = page.getByRole('row').filter({ hasText: title });
    await shown(row);
    // Received with its zone, its age, nobody owns it yet.
    await shown(row.getByText(/\b(UTC|GMT)/));
    await shown(row.getByText(/^(now|\d+ (minutes?|hours?|days?) ago)$/));

    // By keyboard: the title's button opens the dialog, the Owner select takes the manager.
    await row.getByRole('button', { name: title }).focus();
    await page.keyboard.press('Enter');
    const dialog = await shown(page.getByRole('dialog'));
    await shown(dialog.getByText('In March.'));
    await dialog.getByRole('combobox', { name: 'Owner' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Inquiry Manager Staff' }).press('Enter');
    await shown(page.getByText('Owner saved.'));

    const secret = `Internal: check stock in Busan ${Date.now()}`;
    await dialog.getByRole('textbox', { name: /^Note or follow-up/ }).fill(secret);
    // The buttons are disabled while a note is being sent, and a little after it shows (until the dialog has reloaded):
    // a disabled button takes no focus, so Enter would go to the text box. A trial click waits until it is enabled.
    const addNote = dialog.getByRole('button', { name: 'Add internal note' });
    await addNote.click({ trial: true });
    await addNote.focus();
    await page.keyboard.press('Enter');
    await shown(dialog.getByText(secret));
    await shown(dialog.getByText(/^Internal note · Inquiry Manager Staff · .*(UTC|GMT)/));

    await dialog.getByRole('textbox', { name: /^Note or follow-up/ }).fill('Update: it ships in February.');
    const sendFollowUp = dialog.getByRole('button', { name: 'Send follow-up to member' });
    await sendFollowUp.click({ trial: true });
    await sendFollowUp.focus();
    await page.keyboard.press('Enter');
    await shown(dialog.getByText(/^Follow-up sent to the member · Inquiry Manager Staff/)).catch(async (e) => {
      throw new Error(`no follow-up in the dialog: ${await dialog.innerText()}`, { cause: e });
    });
    await screenshot(page, 'staff-inquiry-notes', 1440);
    await screenshot(page, 'staff-inquiry-notes', 390);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.keyboard.press('Escape');
    await shown(row.getByText('Inquiry Manager Staff'));
    expect(errors).toEqual([]);

    // The member: the follow-up, never the note; notified of the answer and of the follow-up.
    const list = await api('/api/qna/list', { headers: member.headers });
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const item = (list.body.data.data.items as any[]).find((i) => i.pk === pk);
    expect(item.answer.followUps.map((f: any) => f.content)).toEqual(['Update: it ships in February.']);
    expect(await qnaNotifications(pk)).toEqual(['QNA_ANSWERED', 'QNA_ANSWERED', 'QNA_RECEIPT']);
    await page.close();
  });
});

describe('statistics on the admin home', () => {
  it('shows the product views and page visits the test records; statistic records are not "last edited entries"', async () => {
    const period = () => {
      const now = new Date();
      const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
      return { from: new Date(tomorrow.getTime() - 30 * 86_400_000).toISOString(), to: tomorrow.toISOString() };
    };
    const admin = await adminSession();
    const stat = async (name: string) => {
      const { from, to } = period();
      const res = await admin('GET', `/staff/statistics/${name}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
      expect(res.status).toBe(200);
      return res.body.data;
    };
    // A view or visit counts once per member and item (issue 26 item 6): three members view and visit.
    const viewers = await Promise.all(Array.from({ length: 3 }, () => activeMember()));
    const beforeVisits = (await stat('visits')).visits;
    const views = viewers.length;
    for (const { headers } of viewers) {
      expect((await api('/api/statistics/product/view-start', { body: { pk: 2 }, headers })).status).toBe(200);
      await api('/api/statistics/menu-start', { body: { type: 'MEETING' }, headers });
    }
    await api('/api/statistics/menu-start', { body: { type: 'QNA' }, headers: viewers[0].headers });

    const products = (await stat('products')).items as { pk: number; model: string; views: number }[];
    const viewed = products.find((p) => p.pk === 2)!;
    expect(viewed.views).toBeGreaterThanOrEqual(views);
    const visits = (await stat('visits')).visits;
    expect(visits.MEETING - beforeVisits.MEETING).toBeGreaterThanOrEqual(3);
    expect(visits.QNA - beforeVisits.QNA).toBeGreaterThanOrEqual(1);
    const open = (await admin('GET', '/staff/statistics/open')).body.data;

    // The manager of the test above (the statistics tool is theirs too), signed in in this browser.
    const page = await context.newPage();
    await signInAdmin(page, manager.email);
    await page.goto(`${base()}/admin`);
    // Each widget shows what its route answers for the records above (other test files may add views meanwhile).
    // A widget: the innermost element holding both its title and its figures.
    const widget = (title: string) =>
      page
        .locator('div')
        .filter({ has: page.getByText(title, { exact: true }) })
        .filter({ has: page.getByRole('listitem') })
        .last();
    const figure = async (title: string, label: string) => {
      const item = widget(title).getByRole('listitem').filter({ hasText: label });
      await shown(item);
      return Number((await item.innerText()).match(/([\d,]+)\s*$/)![1].replace(/,/g, ''));
    };
    expect(await figure('Most viewed products', viewed.model)).toBeGreaterThanOrEqual(viewed.views);
    expect(await figure('Page visits', 'Meeting page')).toBeGreaterThanOrEqual(visits.MEETING);
    expect(await figure('Page visits', 'Inquiry page')).toBeGreaterThanOrEqual(visits.QNA);
    expect(await figure('Open work', 'Inquiries waiting for an answer')).toBeGreaterThanOrEqual(open.openInquiries);
    await shown(widget('Meetings requested this month').getByText('Scheduled'));
    await screenshot(page, 'staff-statistics-home', 1440, 2400);
    await screenshot(page, 'staff-statistics-home', 390, 4600);

    // "Last edited entries" (the admin homepage API) lists no product view or menu visit.
    const recent = await admin('GET', '/content-manager/homepage/recent-documents?action=update');
    expect(recent.status).toBe(200);
    const uids = (recent.body.data as { contentTypeUid: string }[]).map((d) => d.contentTypeUid);
    expect(uids.length).toBeGreaterThan(0);
    expect(uids.filter((uid) => uid.startsWith('api::statistics.'))).toEqual([]);
    await page.close();
  });
});

describe('issue 26 item 9: a tool page opened by a role without the tool', () => {
  // The Editor holds only the statistics tool; the Administrator holds members and statistics.
  it.each([
    ['strapi-editor', ['inquiries', 'meetings', 'members']],
    ['portal-administrator', ['inquiries', 'meetings']],
  ])('%s: %j show the no-permission screen, no filters or export, and ask their routes for nothing', async (code, tools) => {
    const staff = await staffOfRole(code, 'No Tool');
    // A browser of its own: this one is signed in as the Manager.
    const own = await openBrowser({ width: 1440, height: 1000 });
    try {
      await own.context.setExtraHTTPHeaders(fromAddress());
      const page = await own.context.newPage();
      const toolCalls: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (tools.some((tool) => pathname.startsWith(`/staff/${tool}`))) toolCalls.push(pathname);
      });
      // Nothing the admin asks for fails on the server (it used to be /favicon.ico, 500 on every page load).
      const serverErrors: string[] = [];
      page.on('response', (r) => r.status() >= 500 && serverErrors.push(`${r.status()} ${r.url()}`));
      await signInAdmin(page, staff.email);
      for (const tool of tools) {
        await page.goto(`${base()}/admin/plugins/staff/${tool}`);
        await page.waitForLoadState('networkidle');
        const main = page.locator('main');
        await shown(main.getByText(/permission/i).first());
        const text = (await main.allInnerTexts()).join('\n');
        expect(text, tool).not.toMatch(/Export CSV|could not be loaded/);
        expect(await main.getByRole('button').count(), tool).toBe(0);
      }
      await screenshot(page, 'staff-tool-no-permission', 390);
      expect(toolCalls).toEqual([]);
      expect(serverErrors).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

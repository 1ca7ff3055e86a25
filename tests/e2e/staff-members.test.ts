/**
 * Member administration in the real admin panel, in Chromium (issue 16 items 3 and 8,
 * docs/staff-workspace.md#member-administration): an Administrator approves and rejects from the queue and the
 * member sees the outcome; an Editor finds no screen with member data.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { signInToAdminPage } from '../support/admin-api';
import { ARTIFACTS, openBrowser } from '../support/browser';
import { api, fromAddress, latestMail } from '../support/kit';
import { pendingMember, staffFetch, staffOfRole } from '../support/staff';

const base = () => inject('baseUrl');
const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];

beforeAll(() => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
});

/**
 * Signs a staff member in to the admin panel in a browser profile of their own (the panel keeps its session in the
 * profile) from a client address of their own (admin sign-ins are throttled).
 */
async function signInToAdmin(email: string): Promise<Page> {
  const browser = await openBrowser({ width: 1440, height: 1000 });
  browsers.push(browser);
  const page = await browser.context.newPage();
  await signInToAdminPage(page, email);
  return page;
}

const memberSignIn = (body: Record<string, any>) =>
  api('/api/sign/in', { body: { email: body.email, password: body.password }, headers: fromAddress() });

describe('member administration in the admin panel', () => {
  it('an Administrator approves a pending member from the queue, and the member can sign in', async () => {
    const member = await pendingMember({ lastName: 'Queue', firstName: 'Approve' });
    expect((await memberSignIn(member)).status).toBe(423);
    const administrator = await staffOfRole('portal-administrator', 'Approver');
    const page = await signInToAdmin((await staffEmail(administrator.token))!);

    // The menu offers the tool; the queue shows the member with company, requested domain and the request.
    await page.locator('nav a[href$="/plugins/staff/members"]').first().click();
    const row = page.locator(`tr[data-member="${member.email}"]`);
    await row.waitFor({ timeout: 30_000 });
    await expect.poll(() => row.innerText()).toContain(member.email.split('@')[1]);
    expect(await row.innerText()).toMatch(/new domain/i);

    await page.screenshot({ path: path.join(ARTIFACTS, 'staff-members-queue-1440.png'), fullPage: true });
    // On a phone each member is a card whose buttons fit the screen, not a table row scrolled out of sight.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.locator(`div[data-member="${member.email}"]`);
    await card.waitFor();
    const box = await card.getByRole('button', { name: 'Reject' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(ARTIFACTS, 'staff-members-queue-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 1000 });

    // Approving lists the member's new domain, which decides future auto-approval: the panel asks first.
    const approved = page.waitForResponse((r) => r.url().endsWith('/approve') && r.request().method() === 'POST');
    await row.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.innerText()).toContain(`lists the domain ${member.email.split('@')[1]}`);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    expect((await approved).status()).toBe(200);
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    expect((await memberSignIn(member)).status).toBe(200);
    expect((await latestMail(member.email)).subject).toMatch(/approved/);
    await page.close();
  });

  it('an Administrator rejects with a reason, and the member is mailed it in their language', async () => {
    const member = await pendingMember({ lastName: '이', firstName: '서연' }, 'KOR');
    const administrator = await staffOfRole('portal-administrator', 'Rejecter');
    const page = await signInToAdmin((await staffEmail(administrator.token))!);
    await page.goto(`${base()}/admin/plugins/staff/members`);
    const row = page.locator(`tr[data-member="${member.email}"]`);
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    // Without a reason the server refuses, and the refusal shows on the field.
    await dialog.getByRole('button', { name: 'Reject and mail' }).click();
    await expect.poll(() => dialog.innerText()).toMatch(/required/i);
    const reason = '회사 도메인을 확인할 수 없습니다';
    await dialog.locator('textarea').fill(reason);
    await dialog.getByRole('button', { name: 'Reject and mail' }).click();
    await row.waitFor({ state: 'detached', timeout: 15_000 });

    const mail = await latestMail(member.email);
    expect(mail.language).toBe('ko');
    expect(mail.subject).toBe('파트너 포털 가입이 승인되지 않았습니다');
    expect(mail.text).toContain(`사유: ${reason}`);
    expect((await memberSignIn(member)).status).toBe(422);
    await page.close();
  });

  it('an Editor finds no screen with member data', async () => {
    const member = await pendingMember({ lastName: 'Hidden', firstName: 'Pending' });
    const editor = await staffOfRole('strapi-editor', 'Editor');
    const page = await signInToAdmin((await staffEmail(editor.token))!);
    const seen: string[] = [];
    page.on('response', async (r) => {
      if (r.url().startsWith(base()) && r.request().resourceType() !== 'document' && (r.headers()['content-type'] ?? '').includes('json'))
        seen.push(await r.text().catch(() => ''));
    });
    await page.waitForLoadState('networkidle');

    // No link to the tool in the navigation (once the navigation shows the Editor's own links).
    await page.locator('nav a[href*="content-manager"]').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('a[href*="/plugins/staff/members"]').count()).toBe(0);
    // The page itself refuses: Strapi's no-permission screen, no member.
    await page.goto(`${base()}/admin/plugins/staff/members`);
    await page.waitForLoadState('networkidle');
    const text = (await page.locator('main').allInnerTexts()).join('\n');
    expect(text).toMatch(/permission/i);
    expect(text).not.toContain(member.email);
    expect(await page.locator('[data-member]').count()).toBe(0);

    // The Content Manager lists no member type, and the member type's address shows no member.
    await page.goto(`${base()}/admin/content-manager`);
    await page.locator('a[href*="api::product.product"]').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('a[href*="plugin::users-permissions.user"]').count()).toBe(0);
    expect((await page.locator('nav').allInnerTexts()).join('\n')).not.toMatch(/\bMember\b/);
    await page.goto(`${base()}/admin/content-manager/collection-types/plugin::users-permissions.user`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('body').innerText()).not.toContain(member.email);

    // Nothing the panel fetched carries the member, and the API refuses the tool's routes.
    expect(seen.join('\n')).not.toContain(member.email);
    expect((await staffFetch(editor.token, 'GET', '/staff/members')).status).toBe(403);
    expect((await staffFetch(editor.token, 'GET', '/staff/members/queue')).status).toBe(403);
    await page.close();
  });
});

/** The e-mail of the staff member a token belongs to (GET /admin/users/me). */
async function staffEmail(token: string): Promise<string | undefined> {
  return (await staffFetch(token, 'GET', '/admin/users/me')).body?.data?.email;
}

/** The Strapi admin's own API, as an editor's browser calls it (login, Content Manager edit and publish). */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { fromAddress } from './kit';
import { TEST_ADMIN } from './seed-template.mjs';

export { TEST_ADMIN };

interface AdminReply {
  status: number;
  body: any;
}
export type AdminFetch = (method: string, path: string, body?: unknown) => Promise<AdminReply>;

let cachedToken: Promise<string> | undefined;

/**
 * One admin login per test file, from an address of its own: Strapi throttles admin logins (5 per address and
 * e-mail), and the files of one project share a server (the test server trusts one proxy hop).
 */
export function adminToken(base: string): Promise<string> {
  cachedToken ??= adminLogin(base);
  return cachedToken;
}

async function adminLogin(base: string): Promise<string> {
  const login = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromAddress() },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  return (await login.json()).data.token as string;
}

/** A fetch of the admin API bound to an admin access token. */
function adminFetch(token: string, base = inject('baseUrl')): AdminFetch {
  return async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
}

/** Signs in to the admin (once) and returns a fetch bound to the admin token. */
export async function adminSession(): Promise<AdminFetch> {
  return adminFetch(await adminToken(inject('baseUrl')));
}

/** Signs in to the admin of another Strapi (a test's own server) and returns a fetch bound to it. */
export async function adminSessionAt(base: string): Promise<AdminFetch> {
  return adminFetch(await adminLogin(base), base);
}

/**
 * A new staff member with one admin role, created the way the panel invites one (the super admin creates the user,
 * the invitee registers with the token, password TEST_ADMIN.password): their e-mail, admin access token and a fetch
 * bound to it.
 */
export async function staffMember(roleId: number, name: string): Promise<{ id: number; email: string; token: string; fetch: AdminFetch }> {
  const admin = await adminSession();
  const email = `${name.toLowerCase().replace(/\W/g, '')}.${Date.now().toString(36)}@staff.test.local`;
  const created = await admin('POST', '/admin/users', { firstname: name, lastname: 'Staff', email, roles: [roleId] });
  if (created.status !== 201 && created.status !== 200) throw new Error(`admin user: ${JSON.stringify(created.body)}`);
  const res = await fetch(`${inject('baseUrl')}/admin/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      registrationToken: created.body.data.registrationToken,
      userInfo: { firstname: name, lastname: 'Staff', password: TEST_ADMIN.password },
    }),
  });
  if (!res.ok) throw new Error(`admin register: ${res.status}`);
  const token = (await res.json()).data.token as string;
  return { id: created.body.data.id as number, email, token, fetch: adminFetch(token) };
}

/**
 * Signs a browser page in through the admin's own form, from a client address of its own (admin sign-ins are
 * throttled per address), and waits until the admin has left its sign-in screens.
 */
export async function signInToAdminPage(page: Page, email: string): Promise<void> {
  await page.setExtraHTTPHeaders(fromAddress());
  await page.goto(`${inject('baseUrl')}/admin/auth/login`);
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', TEST_ADMIN.password);
  await page.click('button[type=submit]');
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth'), { timeout: 60_000 });
}

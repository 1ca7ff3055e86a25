/** The Strapi admin's own API, as an editor's browser calls it (login, Content Manager edit and publish). */
import { inject } from 'vitest';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'Test!pass1234' };

let cachedToken: Promise<string> | undefined;

/** One admin login per test file: Strapi throttles admin logins (5 per address and e-mail). */
async function adminToken(base: string): Promise<string> {
  cachedToken ??= (async () => {
    const login = await fetch(`${base}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
    return (await login.json()).data.token as string;
  })();
  return cachedToken;
}

/** Signs in to the admin (once) and returns a fetch bound to the admin token. */
export async function adminSession() {
  const base = inject('baseUrl');
  const token = await adminToken(base);
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
}

/**
 * Issue 14 item 7, "CORS reflects any origin with credentials" (RELIABILITY.md part 8): only the portal's own
 * origin(s) get CORS headers (CORS_ORIGINS, by default the public URL: http://localhost:PORT in the tests, plus the
 * origin a request was sent to); the admin refresh cookie is Secure when the request came through a TLS proxy.
 */
import { describe, expect, inject, it } from 'vitest';
import { TEST_ADMIN } from '../support/admin-api';
import { fromAddress } from '../support/members';

const base = () => inject('baseUrl');
const EVIL = 'https://evil.example';

/** Calls a route with an Origin header; OPTIONS is a browser's preflight. */
function call(method: string, url: string, origin: string) {
  const preflight = method === 'OPTIONS';
  return fetch(`${base()}${url}`, {
    method,
    headers: {
      Origin: origin,
      ...(preflight
        ? { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' }
        : { 'Content-Type': 'application/json' }),
    },
    body: method === 'POST' ? '{}' : undefined,
  });
}

const ROUTES: [string, string][] = [
  ['POST', '/admin/access-token'],
  ['OPTIONS', '/admin/access-token'],
  ['POST', '/api/user/account/show'],
  ['OPTIONS', '/api/user/account/show'],
  ['GET', '/api/legal-texts?locale=en'],
];

describe('issue 14 item 7: CORS reflects any origin with credentials', () => {
  it('a foreign origin gets no CORS headers, on the admin token refresh and on the API', async () => {
    for (const [method, url] of ROUTES) {
      for (const origin of [EVIL, 'null', `${base()}.evil.example`]) {
        const res = await call(method, url, origin);
        expect(res.headers.get('access-control-allow-origin'), `${method} ${url} from ${origin}`).toBeNull();
        expect(res.headers.get('access-control-allow-credentials'), `${method} ${url} from ${origin}`).toBeNull();
      }
    }
  });

  it('the portal’s own origins still get them: the configured public URL and the origin the request was sent to', async () => {
    const port = new URL(base()).port;
    for (const origin of [`http://localhost:${port}`, new URL(base()).origin]) {
      for (const [method, url] of ROUTES) {
        const res = await call(method, url, origin);
        expect(res.headers.get('access-control-allow-origin'), `${method} ${url} from ${origin}`).toBe(origin);
        expect(res.headers.get('access-control-allow-credentials'), `${method} ${url} from ${origin}`).toBe('true');
      }
    }
  });

  it('the admin refresh cookie is Secure behind a TLS proxy, and admin sign-in still works over plain HTTP', async () => {
    const login = (headers: Record<string, string>) =>
      fetch(`${base()}/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...fromAddress(), ...headers },
        body: JSON.stringify({ ...TEST_ADMIN, rememberMe: true }),
      });
    const refreshCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('strapi_admin_refresh='));

    const proxied = await login({ 'X-Forwarded-Proto': 'https' });
    expect(proxied.status).toBe(200);
    expect(refreshCookie(proxied)).toMatch(/;\s*secure/i);
    expect(refreshCookie(proxied)).toMatch(/;\s*httponly/i);

    const plain = await login({});
    expect(plain.status).toBe(200);
    expect(refreshCookie(plain)).toBeTruthy();
    expect(refreshCookie(plain)).not.toMatch(/;\s*secure/i);
  });
});

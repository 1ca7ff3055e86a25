/**
 * The call table (@portal/domain CALLS, docs/api.md) against the running Strapi: every route a visitor or member
 * may call is in the table with the same access, and every call of the table is a route with that access, so a new
 * route cannot go without its request and reply schemas.
 */
import { describe, expect, it } from 'vitest';
import { CALLS, type CallAccess } from '@portal/domain';
import { routeTable, type Access } from '../reliability/support/routes';

const ACCESS: Record<Access, CallAccess> = {
  public: 'public',
  viewer: 'viewer',
  member: 'member',
  'session-less': 'accessToken',
  staff: 'staff',
};
const key = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:\w+/g, ':param')}`;
/**
 * The access a call's route config shows: the staff file route checks the admin-panel token itself (config: public);
 * the legal texts and showroom stations are Strapi's REST reads opened to visitors by the Public role's permissions
 * (config: staff).
 */
const PUBLIC_BY_ROLE = new Set(['GET /api/legal-texts', 'GET /api/showroom-stations']);
const configured = (route: string, access: CallAccess) => (access === 'staff' ? 'public' : PUBLIC_BY_ROLE.has(route) ? 'staff' : access);
/** Strapi's own one-record reads of the REST types the site build lists: open, and not used by anything. */
const SINGLE_READS = /^GET \/api\/(legal-texts|showroom-stations|press-kit-links)\/:param$/;

describe('call table', () => {
  it('has every route a visitor or member may call, with its access, and nothing else', async () => {
    const routes = (await routeTable()).filter((r) => r.source.startsWith('api::'));
    const served = new Map(routes.map((r) => [key(r.method, r.path), ACCESS[r.access]]));
    const table = new Map(Object.values(CALLS).map((c) => [key(c.method, c.path), c.access]));
    const notServed = [...table].filter(([route, access]) => served.get(route) !== configured(route, access)).map(([route]) => route);
    expect(notServed).toEqual([]);
    const notListed = [...served]
      .filter(([route, access]) => access !== 'staff' && !table.has(route) && !SINGLE_READS.test(route))
      .map(([route, access]) => `${route} (${access})`);
    expect(notListed).toEqual([]);
  });
});

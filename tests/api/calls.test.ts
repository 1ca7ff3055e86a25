/**
 * The call table (@portal/domain CALLS, docs/api.md) against the running Strapi. The member and visitor routes are
 * made from the table and its handlers (cms/src/api/call): every call is served by exactly one route at its method
 * and path, with its access and its handler, and no route a visitor or member may call is missing from the table,
 * so a route cannot go without its request and reply schemas. The staff workspace's admin routes are held to their
 * table (STAFF_CALLS) the same way, and the running Strapi is asked that each one's policies refuse as its tool says.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLS, STAFF_CALLS, type CallAccess, type CallName, type StaffCallName, type StaffTool } from '@portal/domain';
import { CALL_HANDLERS } from '../../cms/src/api/call/handlers';
import staffPlugin from '../../cms/src/plugins/staff/server';
import { STAFF_HANDLERS } from '../../cms/src/plugins/staff/server/handlers';
import { forTool, signedIn } from '../../cms/src/plugins/staff/server/routes';
import { concrete, routeTable, type Access, type ApiRoute } from '../reliability/support/routes';
import { staffFetch, staffOfRole } from '../support/staff';

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

/** The action a call's route must run: its handler's, or the core router's `find` of its content type. */
function expectedAction(name: CallName): string {
  const handler = CALL_HANDLERS[name] as string | { action: string } | { core: string };
  if (typeof handler === 'string') return handler;
  return 'core' in handler ? `${handler.core}.find` : handler.action;
}

describe('call table', () => {
  it('is the router: each call is served by exactly one route, with its access and its handler', async () => {
    const routes = (await routeTable()).filter((r) => r.source.startsWith('api::'));
    const byKey = new Map<string, ApiRoute[]>();
    for (const r of routes) byKey.set(key(r.method, r.path), [...(byKey.get(key(r.method, r.path)) ?? []), r]);
    const problems = (Object.keys(CALLS) as CallName[]).flatMap((name) => {
      const route = key(CALLS[name].method, CALLS[name].path);
      const served = byKey.get(route) ?? [];
      if (served.length !== 1) return [`${name}: ${route} is served by ${served.length} routes`];
      const [r] = served;
      const wrong: string[] = [];
      if (ACCESS[r.access] !== configured(route, CALLS[name].access)) wrong.push(`${name}: ${route} is ${r.access}`);
      // Strapi's core routers name the action without the `api::` form the table uses.
      const action = r.handler.includes('::') ? r.handler : `${r.source}.${r.handler}`;
      if (action !== expectedAction(name)) wrong.push(`${name}: ${route} runs ${r.handler}, not ${expectedAction(name)}`);
      return wrong;
    });
    expect(problems).toEqual([]);
  });

  it('has every route a visitor or member may call, and nothing else', async () => {
    const routes = (await routeTable()).filter((r) => r.source.startsWith('api::'));
    const table = new Set(Object.values(CALLS).map((c) => key(c.method, c.path)));
    const notListed = routes
      .filter((r) => r.access !== 'staff' && !table.has(key(r.method, r.path)) && !SINGLE_READS.test(key(r.method, r.path)))
      .map((r) => `${key(r.method, r.path)} (${r.access}, ${r.handler})`);
    expect(notListed).toEqual([]);
  });
});

/** The staff routes as the plugin registers them (its `routes.admin`), keyed by method and path. */
const staffKey = (method: string, path: string) => `${method} ${path}`;
type StaffRoute = { method: string; path: string; handler: string; config: { policies: unknown[] } };

describe('staff call table', () => {
  const registered = staffPlugin.routes.admin.routes as StaffRoute[];

  it("is the plugin's router: each staff call has exactly one admin route, with its method, policies and handler", () => {
    const problems = (Object.keys(STAFF_CALLS) as StaffCallName[]).flatMap((name) => {
      const { method, path, tool } = STAFF_CALLS[name];
      const served = registered.filter((r) => staffKey(r.method, `/staff${r.path}`) === staffKey(method, path));
      if (served.length !== 1) return [`${name}: ${method} ${path} has ${served.length} routes`];
      const handler = STAFF_HANDLERS[name];
      const wrong: string[] = [];
      if (served[0].handler !== (typeof handler === 'string' ? handler : handler.action)) wrong.push(`${name}: runs ${served[0].handler}`);
      if (JSON.stringify(served[0].config.policies) !== JSON.stringify(tool ? forTool(tool) : signedIn)) wrong.push(`${name}: policies`);
      return wrong;
    });
    expect(problems).toEqual([]);
  });

  it('has every admin route of the plugin, and nothing else', () => {
    const table = new Set(Object.values(STAFF_CALLS).map((c) => staffKey(c.method, c.path)));
    expect(registered.map((r) => staffKey(r.method, `/staff${r.path}`)).filter((k) => !table.has(k))).toEqual([]);
  });

  describe('against the running Strapi', () => {
    /** A staff member of a role without each tool (the policy table: the administrator has no desks, the manager no members, the author nothing). */
    const without: Partial<Record<StaffTool | 'none', string>> = {};
    beforeAll(async () => {
      const [administrator, manager, author] = await Promise.all([
        staffOfRole('portal-administrator', 'Calls Administrator'),
        staffOfRole('portal-manager', 'Calls Manager'),
        staffOfRole('strapi-author', 'Calls Author'),
      ]);
      Object.assign(without, {
        meetings: administrator.token,
        inquiries: administrator.token,
        members: manager.token,
        statistics: author.token,
        none: author.token,
      });
    });

    it.each(Object.entries(STAFF_CALLS))(
      '%s: refused without a token, and by a role without its tool',
      async (_, { method, path, tool }) => {
        // Policies run before the handler, so any parameter value does; a missing route would answer 404/405 instead.
        const url = concrete(path);
        expect((await staffFetch(null, method, url, method === 'GET' ? undefined : {})).status).toBe(401);
        const other = await staffFetch(without[tool ?? 'none']!, method, url, method === 'GET' ? undefined : {});
        if (tool) expect(other.status).toBe(403);
        else expect(other.status).toBe(200);
      },
    );
  });
});

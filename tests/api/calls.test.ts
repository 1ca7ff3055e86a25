/**
 * The call table (@portal/domain CALLS, docs/api.md) against the running Strapi. The member and visitor routes are
 * made from the table and its handlers (cms/src/api/call): every call is served by exactly one route at its method
 * and path, with its access and its handler, and no route a visitor or member may call is missing from the table,
 * so a route cannot go without its request and reply schemas.
 */
import { describe, expect, it } from 'vitest';
import { CALLS, type CallAccess, type CallName } from '@portal/domain';
import { CALL_HANDLERS } from '../../cms/src/api/call/handlers';
import { routeTable, type Access, type ApiRoute } from '../reliability/support/routes';

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

/**
 * The content-API route table as the running Strapi has it (the users-permissions admin call that lists every
 * content-API route with its config, the same list the Roles screen shows). Tests built on it cover a new route
 * the moment it is registered: nobody has to remember to add it to a list.
 */
import { adminSession } from '../../support/admin-api';

export type Access = 'member' | 'session-less' | 'viewer' | 'public' | 'staff';

export interface ApiRoute {
  source: string;
  method: string;
  path: string;
  access: Access;
  /** The controller action: `api::<area>.<controller>.<action>` (or the short form Strapi's core routers use). */
  handler: string;
  /** For staff routes: the users-permissions action the route needs (e.g. api::partner.partner.find). */
  scope?: string;
}

type Middleware = string | { name: string; config?: { optional?: boolean; session?: boolean } };
interface RawRoute {
  method: string;
  path: string;
  handler: string;
  config?: { auth?: false | { scope?: string[] }; middlewares?: Middleware[] };
}

const MEMBER_AUTH = 'api::member.member-auth';

/** Who may call a route, read from its config: the member-auth middleware's options, or users-permissions' scope. */
function accessOf(route: RawRoute): Access {
  const auth = route.config?.auth;
  if (auth !== false) return 'staff';
  const guard = (route.config?.middlewares ?? [])
    .map((m) => (typeof m === 'string' ? { name: m, config: {} } : { config: {}, ...m }))
    .find((m) => m.name === MEMBER_AUTH);
  if (!guard) return 'public';
  if (guard.config?.optional) return 'viewer';
  if (guard.config?.session === false) return 'session-less';
  return 'member';
}

let cached: Promise<ApiRoute[]> | undefined;

/** Every content-API route of the running Strapi. */
export function routeTable(): Promise<ApiRoute[]> {
  cached ??= (async () => {
    const admin = await adminSession();
    const res = await admin('GET', '/users-permissions/routes');
    if (res.status !== 200) throw new Error(`route table: ${res.status}`);
    const table = res.body.routes as Record<string, RawRoute[]>;
    return Object.entries(table).flatMap(([source, routes]) =>
      routes.map((r) => {
        const auth = r.config?.auth;
        return {
          source,
          method: r.method,
          path: r.path.replace(/\/$/, '') || '/',
          access: accessOf(r),
          handler: r.handler,
          scope: auth && typeof auth === 'object' ? auth.scope?.[0] : undefined,
        };
      }),
    );
  })();
  return cached;
}

/** A concrete URL for a route path: `:id`-style parameters become a plausible value. */
export const concrete = (path: string, value = '1') => path.replace(/:[A-Za-z_]+/g, value);

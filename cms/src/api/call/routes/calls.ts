import { CALLS, type CallDefinition, type CallName } from '@portal/domain';
import { CALL_HANDLERS, type Action } from '../handlers';
import { accessTokenRoute, memberRoute, publicRoute, viewerRoute } from '../../../utils/route-configs';

/**
 * The route of every call of the table: method and path from CALLS (without the `/api` prefix Strapi adds to
 * content-API routes), the controller action from CALL_HANDLERS, the config from the call's access. A path is
 * written once, in the table; the calls Strapi's core routers serve (`{ core }`) get no route here.
 */
const CONFIG = {
  public: publicRoute,
  viewer: viewerRoute,
  member: memberRoute,
  accessToken: accessTokenRoute,
  // Only for an action that checks the admin-panel token itself (CallHandler makes its entry say so).
  staff: publicRoute,
} satisfies Record<CallDefinition['access'], { auth: false; middlewares?: unknown[] }>;

function route(name: CallName) {
  const { method, path, access } = CALLS[name] as CallDefinition;
  const handler = CALL_HANDLERS[name] as Action | { action: Action; after?: string[] } | { core: string };
  if (typeof handler === 'object' && 'core' in handler) return [];
  const { action, after = [] } = typeof handler === 'string' ? { action: handler } : handler;
  const config = CONFIG[access];
  return [
    {
      method,
      path: path.replace(/^\/api(?=\/)/, ''),
      handler: action,
      config: after.length ? { ...config, middlewares: [...('middlewares' in config ? config.middlewares : []), ...after] } : config,
    },
  ];
}

export default { routes: (Object.keys(CALLS) as CallName[]).flatMap(route) };

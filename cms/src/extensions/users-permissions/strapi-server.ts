/**
 * users-permissions keeps its user model, its password hashing and its JWT service, but the portal's members sign
 * in and register only through the spec's /api/sign/* calls (with verification, approval and throttling). The
 * plugin's own public auth and user routes would bypass all of that, so they are removed from the content API.
 */
import { withKeyObjectSecret } from './jwt-service';

const BYPASSING_ROUTES = /^\/(auth\/|users|connect\/|roles|permissions)/;

interface Route {
  path: string;
}
type RouteSet = { type?: string; routes: Route[] };
type RouteSource = RouteSet | (() => RouteSet);

const withoutBypasses = (set: RouteSet): RouteSet => ({ ...set, routes: set.routes.filter((r) => !BYPASSING_ROUTES.test(r.path)) });

export default (plugin: { routes: Record<string, RouteSource>; services: Record<string, unknown> }) => {
  // The JWT service, with its secret prepared once (see jwt-service.ts: the cost of every member call).
  plugin.services.jwt = withKeyObjectSecret(plugin.services.jwt as Parameters<typeof withKeyObjectSecret>[0]);
  const contentApi = plugin.routes['content-api'];
  // The plugin builds its content-API routes lazily in recent versions (a factory) and eagerly in older ones.
  if (typeof contentApi === 'function') plugin.routes['content-api'] = () => withoutBypasses(contentApi());
  else if (contentApi?.routes) plugin.routes['content-api'] = withoutBypasses(contentApi);
  return plugin;
};

import type { Context, Next } from 'koa';
import { STAFF_CALLS, toolAction, type StaffCallName, type StaffTool } from '@portal/domain';
import { STAFF_HANDLERS, type StaffHandler } from './handlers';

/**
 * Route policies: a signed-in staff member, and for a tool's routes the tool's permission. Strapi's admin router
 * answers 401/403 before the handler runs (docs/staff-workspace.md#permissions).
 */
export const signedIn = ['admin::isAuthenticatedAdmin'];
export const forTool = (tool: StaffTool) => [...signedIn, { name: 'admin::hasPermissions', config: { actions: [toolAction(tool)] } }];

export type StaffMiddleware = (ctx: Context, next: Next) => Promise<unknown>;

/**
 * The plugin's admin route of a staff call: method and path from STAFF_CALLS (without the `/staff` prefix Strapi
 * adds to a plugin's admin routes), policies from the call's tool, the controller action from STAFF_HANDLERS. A
 * path is written once, in the table.
 */
function route(name: StaffCallName) {
  const { method, path, tool } = STAFF_CALLS[name];
  const handler: StaffHandler = STAFF_HANDLERS[name];
  const { action, middlewares } = typeof handler === 'string' ? { action: handler, middlewares: undefined } : handler;
  return {
    method,
    path: path.replace(/^\/staff(?=\/)/, ''),
    handler: action,
    config: { policies: tool ? forTool(tool) : signedIn, ...(middlewares ? { middlewares } : {}) },
  };
}

export const staffRoutes = (Object.keys(STAFF_CALLS) as StaffCallName[]).map(route);

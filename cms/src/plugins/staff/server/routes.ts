import type { Context, Next } from 'koa';
import { toolAction, type StaffTool } from '@portal/domain';

/**
 * Route policies: a signed-in staff member, and for a tool's routes the tool's permission. Strapi's admin router
 * answers 401/403 before the handler runs (docs/staff-workspace.md#permissions).
 */
export const signedIn = ['admin::isAuthenticatedAdmin'];
export const forTool = (tool: StaffTool) => [...signedIn, { name: 'admin::hasPermissions', config: { actions: [toolAction(tool)] } }];

export interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  handler: string;
  config: { policies: (string | object)[]; middlewares?: ((ctx: Context, next: Next) => Promise<unknown>)[] };
}

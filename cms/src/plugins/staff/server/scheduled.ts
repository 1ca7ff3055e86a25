import type { Context } from 'koa';
import { services } from '../../../services';
import { signedIn, type AdminRoute } from './routes';

interface Ability {
  can(action: string, subject?: string): boolean;
}

/**
 * What is scheduled to go live or come off (docs/editors.md#schedule-an-exhibition), for the admin home's
 * "Scheduled" widget: only of the types the staff member may read in the Content Manager.
 */
export const scheduledRoutes: AdminRoute[] = [
  { method: 'GET', path: '/scheduled', handler: 'scheduled.list', config: { policies: signedIn } },
];

export const scheduledController = {
  async list(ctx: Context) {
    const ability = ctx.state.userAbility as Ability;
    const items = await services.publishSchedule.upcoming((uid) => ability.can('plugin::content-manager.explorer.read', uid));
    ctx.body = { data: { items } };
  },
};

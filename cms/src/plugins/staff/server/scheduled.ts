import type { Context } from 'koa';
import { services } from '../../../services';
import { respondToStaff } from '../../../utils/api-error';

interface Ability {
  can(action: string, subject?: string): boolean;
}

/**
 * What is scheduled to go live or come off (docs/editors.md#schedule-an-exhibition), for the admin home's
 * "Scheduled" widget: only of the types the staff member may read in the Content Manager.
 */
export const scheduledController = {
  async list(ctx: Context) {
    const ability = ctx.state.userAbility as Ability;
    await respondToStaff(ctx, 'scheduled', async () => ({
      items: await services.publishSchedule.upcoming((uid) => ability.can('plugin::content-manager.explorer.read', uid)),
    }));
  },
};

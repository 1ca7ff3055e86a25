import type { Context } from 'koa';
import { queueStates } from '@portal/domain';
import { toolAction, type StaffTool } from '@portal/domain';
import { respondToStaff } from '../../../utils/api-error';
import { rows } from '../../../utils/rows';

/**
 * What waits for the signed-in staff member, by tool: new meeting requests, unanswered inquiries, members awaiting
 * approval. The admin home's "Waiting for you" widget shows it; a tool the role lacks is left out, not zero.
 */
export const waitingCounts = {
  meetings: () => rows(strapi, 'api::meeting.meeting').count({ where: { $or: queueStates('staff') } }),
  inquiries: () => rows(strapi, 'api::inquiry.inquiry').count({ where: { processStatus: 'WAIT' } }),
  members: () => rows(strapi, 'plugin::users-permissions.user').count({ where: { memberStatus: 'APPROVAL_PENDING' } }),
} satisfies Partial<Record<StaffTool, () => Promise<number>>>;

interface Ability {
  can(action: string): boolean;
}

export const summaryController = {
  async show(ctx: Context) {
    const ability = ctx.state.userAbility as Ability;
    await respondToStaff(ctx, 'summary', async () => {
      const entries = await Promise.all(
        (Object.entries(waitingCounts) as [StaffTool, () => Promise<number>][])
          .filter(([tool]) => ability.can(toolAction(tool)))
          .map(async ([tool, count]) => [tool, await count()] as const),
      );
      return { waiting: Object.fromEntries(entries) };
    });
  },
};

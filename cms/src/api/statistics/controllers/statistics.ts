import type { Context } from 'koa';
import { menuStatisticsInput, pkInput } from '@portal/domain';
import { respond } from '../../../utils/api-error';
import { parseInput } from '../../../utils/http';
import { clientAddress } from '../../../utils/tokens';
import type { Visitor } from '../services/statistics';
import { services } from '../../../services';

/** The signed-in member, or for a visitor their address (statistics services: counted once per visitor). */
function visitorOf(ctx: Context): Visitor {
  const memberId: number | undefined = ctx.state.member?.id;
  return { memberId, key: memberId ? `member:${memberId}` : `address:${clientAddress(ctx)}` };
}

export default () => {
  return {
    async productViewStart(ctx: Context) {
      const input = parseInput(ctx, pkInput);
      if (input) await respond(ctx, () => services.statistics.productViewStart(visitorOf(ctx), input.pk));
    },
    async productViewEnd(ctx: Context) {
      const input = parseInput(ctx, pkInput);
      if (input) await respond(ctx, () => services.statistics.productViewEnd(visitorOf(ctx), input.pk));
    },
    async menuStart(ctx: Context) {
      const input = parseInput(ctx, menuStatisticsInput);
      if (input) await respond(ctx, () => services.statistics.menuStart(visitorOf(ctx), input.type));
    },
    async menuEnd(ctx: Context) {
      const input = parseInput(ctx, menuStatisticsInput);
      if (input) await respond(ctx, () => services.statistics.menuEnd(visitorOf(ctx), input.type));
    },
  };
};

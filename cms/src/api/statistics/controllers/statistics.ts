import type { Context } from 'koa';
import { menuStatisticsInput, pkInput } from '@portal/domain';
import { respondTo } from '../../../utils/api-error';
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
      if (input) await respondTo(ctx, 'productViewStart', () => services.statistics.productViewStart(visitorOf(ctx), input.pk));
    },
    async productViewEnd(ctx: Context) {
      const input = parseInput(ctx, pkInput);
      if (input) await respondTo(ctx, 'productViewEnd', () => services.statistics.productViewEnd(visitorOf(ctx), input.pk));
    },
    async menuStart(ctx: Context) {
      const input = parseInput(ctx, menuStatisticsInput);
      if (input) await respondTo(ctx, 'menuStart', () => services.statistics.menuStart(visitorOf(ctx), input.type));
    },
    async menuEnd(ctx: Context) {
      const input = parseInput(ctx, menuStatisticsInput);
      if (input) await respondTo(ctx, 'menuEnd', () => services.statistics.menuEnd(visitorOf(ctx), input.type));
    },
  };
};

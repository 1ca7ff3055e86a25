import type { Context } from 'koa';
import { menuStatisticsInput, pkInput } from '@portal/domain';
import { respond } from '../../../utils/api-error';
import { parseInput } from '../../../utils/http';
import { services } from '../../../services';

const memberId = (ctx: Context): number | undefined => ctx.state.member?.id;

export default () => {
  return {
    async productViewStart(ctx: Context) {
      const input = parseInput(ctx, pkInput);
      if (input) await respond(ctx, () => services.statistics.productViewStart(memberId(ctx), input.pk));
    },
    async productViewEnd(ctx: Context) {
      const input = parseInput(ctx, pkInput);
      if (input) await respond(ctx, () => services.statistics.productViewEnd(memberId(ctx), input.pk));
    },
    async menuStart(ctx: Context) {
      const input = parseInput(ctx, menuStatisticsInput);
      if (input) await respond(ctx, () => services.statistics.menuStart(memberId(ctx), input.type));
    },
    async menuEnd(ctx: Context) {
      const input = parseInput(ctx, menuStatisticsInput);
      if (input) await respond(ctx, () => services.statistics.menuEnd(memberId(ctx), input.type));
    },
  };
};

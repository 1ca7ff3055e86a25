import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { menuStatisticsInput, pkInput } from '@portal/domain';
import { respond } from '../../../utils/api-error';
import { parseInput } from '../../../utils/http';

const memberId = (ctx: Context): number | undefined => ctx.state.member?.id;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::statistics.statistics');
  return {
    async productViewStart(ctx: Context) {
      const input = parseInput(ctx, pkInput);
      if (input) await respond(ctx, () => service().productViewStart(memberId(ctx), input.pk));
    },
    async productViewEnd(ctx: Context) {
      const input = parseInput(ctx, pkInput);
      if (input) await respond(ctx, () => service().productViewEnd(memberId(ctx), input.pk));
    },
    async menuStart(ctx: Context) {
      const input = parseInput(ctx, menuStatisticsInput);
      if (input) await respond(ctx, () => service().menuStart(memberId(ctx), input.type));
    },
    async menuEnd(ctx: Context) {
      const input = parseInput(ctx, menuStatisticsInput);
      if (input) await respond(ctx, () => service().menuEnd(memberId(ctx), input.type));
    },
  };
};

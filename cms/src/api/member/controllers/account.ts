import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { accountEditInput, changePasswordInput } from '@portal/domain';
import { respond } from '../../../utils/api-error';
import { parseInput, requestLocale } from '../../../utils/http';
import type { SignedInMember } from '../middlewares/member-auth';

const member = (ctx: Context) => ctx.state.member as SignedInMember;

/** The /api/user/account/* calls: the signed-in member's own data only. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Context) {
    await respond(ctx, () => strapi.service('api::member.accounts').show(member(ctx).id, requestLocale(ctx)));
  },

  async edit(ctx: Context) {
    const input = parseInput(ctx, accountEditInput);
    if (input) await respond(ctx, () => strapi.service('api::member.accounts').edit(member(ctx).id, input, requestLocale(ctx)));
  },

  async resetPassword(ctx: Context) {
    const input = parseInput(ctx, changePasswordInput);
    if (input) await respond(ctx, () => strapi.service('api::member.passwords').change(member(ctx).id, input));
  },
});

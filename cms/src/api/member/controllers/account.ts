import type { Context } from 'koa';
import { accountEditInput, changePasswordInput } from '@portal/domain';
import { respondTo } from '../../../utils/api-error';
import { parseInput, requestLocale } from '../../../utils/http';
import type { SignedInMember } from '../middlewares/member-auth';
import { services } from '../../../services';

const member = (ctx: Context) => ctx.state.member as SignedInMember;

/** The /api/user/account/* calls: the signed-in member's own data only. */
export default () => ({
  async show(ctx: Context) {
    await respondTo(ctx, 'accountShow', () => services.accounts.show(member(ctx).id, requestLocale(ctx)));
  },

  async edit(ctx: Context) {
    const input = parseInput(ctx, accountEditInput);
    if (input) await respondTo(ctx, 'accountEdit', () => services.accounts.edit(member(ctx).id, input, requestLocale(ctx)));
  },

  async resetPassword(ctx: Context) {
    const input = parseInput(ctx, changePasswordInput);
    if (input) await respondTo(ctx, 'accountResetPassword', () => services.passwords.change(member(ctx).id, input));
  },
});

import type { Context } from 'koa';
import {
  checkAuthEmailInput,
  findEmailInput,
  resetPasswordInput,
  sendPasswordAuthEmailInput,
  signInInput,
  signUpInput,
  uuidInput,
} from '@portal/domain';
import { respondTo } from '../../../utils/api-error';
import { parseInput, requestLocale } from '../../../utils/http';
import { clientAddress } from '../../../utils/tokens';
import { reserveMail } from '../lib/mail-budget';
import type { SignedInMember } from '../middlewares/member-auth';
import { services } from '../../../services';

const member = (ctx: Context) => ctx.state.member as SignedInMember;

/** The /api/sign/* calls (docs/api.md#accounts): each validates with the contract and calls one service. */
export default () => {
  return {
    async in(ctx: Context) {
      const input = parseInput(ctx, signInInput);
      if (input) await respondTo(ctx, 'signIn', () => services.signIn.signIn(input, requestLocale(ctx), clientAddress(ctx)));
    },

    async up(ctx: Context) {
      const input = parseInput(ctx, signUpInput);
      if (!input) return;
      await respondTo(ctx, 'signUp', async () => {
        await reserveMail(input.email, clientAddress(ctx));
        return services.registration.signUp(input, requestLocale(ctx));
      });
    },

    async findEmail(ctx: Context) {
      const input = parseInput(ctx, findEmailInput);
      if (input) await respondTo(ctx, 'findEmail', () => services.signIn.findEmail(input, clientAddress(ctx)));
    },

    async sendPasswordAuthEmail(ctx: Context) {
      const input = parseInput(ctx, sendPasswordAuthEmailInput);
      if (input)
        await respondTo(ctx, 'sendPasswordAuthEmail', () =>
          services.passwords.sendResetLink(input.email, requestLocale(ctx), clientAddress(ctx)),
        );
    },

    async checkPasswordAuthEmail(ctx: Context) {
      const input = parseInput(ctx, uuidInput);
      if (input) await respondTo(ctx, 'checkPasswordAuthEmail', () => services.passwords.checkResetLink(input.uuid));
    },

    async resetPassword(ctx: Context) {
      const input = parseInput(ctx, resetPasswordInput);
      if (input) await respondTo(ctx, 'resetPassword', () => services.passwords.resetByLink(input, clientAddress(ctx)));
    },

    async checkAuthEmail(ctx: Context) {
      const input = parseInput(ctx, checkAuthEmailInput);
      if (input) await respondTo(ctx, 'checkAuthEmail', () => services.registration.checkAuthEmail(input, clientAddress(ctx)));
    },

    async unlock(ctx: Context) {
      const input = parseInput(ctx, uuidInput);
      if (input) await respondTo(ctx, 'unlock', () => services.signIn.unlock(input.uuid, clientAddress(ctx)));
    },

    async sessionToken(ctx: Context) {
      await respondTo(ctx, 'sessionToken', () => services.signIn.sessionToken(member(ctx).id, member(ctx).signIn));
    },

    async out(ctx: Context) {
      await respondTo(ctx, 'signOut', () => services.signIn.signOut(member(ctx).id));
    },

    async withdrawal(ctx: Context) {
      await respondTo(ctx, 'withdrawal', () => services.accounts.withdraw(member(ctx).id));
    },
  };
};

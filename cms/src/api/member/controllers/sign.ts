import type { Core } from '@strapi/strapi';
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
import { respond } from '../../../utils/api-error';
import { parseInput, requestLocale } from '../../../utils/http';
import { clientAddress } from '../../../utils/tokens';
import type { SignedInMember } from '../middlewares/member-auth';

const member = (ctx: Context) => ctx.state.member as SignedInMember;

/** The /api/sign/* calls (accounts-and-frame.md §7): each validates with the contract and calls one service. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = (name: 'registration' | 'sign-in' | 'passwords' | 'accounts') => strapi.service(`api::member.${name}`);

  return {
    async in(ctx: Context) {
      const input = parseInput(ctx, signInInput);
      if (input) await respond(ctx, () => service('sign-in').signIn(input, requestLocale(ctx), clientAddress(ctx)));
    },

    async up(ctx: Context) {
      const input = parseInput(ctx, signUpInput);
      if (!input) return;
      await respond(ctx, async () => {
        const limits = strapi.service('api::member.rate-limit');
        await limits.hit('mailAddress', clientAddress(ctx));
        await limits.hit('mailAccount', input.email);
        return service('registration').signUp(input, requestLocale(ctx));
      });
    },

    async findEmail(ctx: Context) {
      const input = parseInput(ctx, findEmailInput);
      if (input) await respond(ctx, () => service('sign-in').findEmail(input, clientAddress(ctx)));
    },

    async sendPasswordAuthEmail(ctx: Context) {
      const input = parseInput(ctx, sendPasswordAuthEmailInput);
      if (input) await respond(ctx, () => service('passwords').sendResetLink(input.email, requestLocale(ctx), clientAddress(ctx)));
    },

    async checkPasswordAuthEmail(ctx: Context) {
      const input = parseInput(ctx, uuidInput);
      if (input) await respond(ctx, () => service('passwords').checkResetLink(input.uuid));
    },

    async resetPassword(ctx: Context) {
      const input = parseInput(ctx, resetPasswordInput);
      if (input) await respond(ctx, () => service('passwords').resetByLink(input));
    },

    async checkAuthEmail(ctx: Context) {
      const input = parseInput(ctx, checkAuthEmailInput);
      if (input) await respond(ctx, () => service('registration').checkAuthEmail(input.uuid));
    },

    async unlock(ctx: Context) {
      const input = parseInput(ctx, uuidInput);
      if (input) await respond(ctx, () => service('sign-in').unlock(input.uuid, clientAddress(ctx)));
    },

    async sessionToken(ctx: Context) {
      await respond(ctx, () => service('sign-in').sessionToken(member(ctx).id, member(ctx).signIn));
    },

    async out(ctx: Context) {
      await respond(ctx, () => service('sign-in').signOut(member(ctx).id));
    },

    async withdrawal(ctx: Context) {
      await respond(ctx, () => service('accounts').withdraw(member(ctx).id));
    },
  };
};

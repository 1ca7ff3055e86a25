import type { Core } from '@strapi/strapi';
import { ACCOUNT_LIMITS, formatName, type Locale } from '@portal/member-app/contract';
import { ApiError } from '../../../utils/api-error';
import { verifyPassword } from '../lib/password-hash';
import { USER_UID, findMemberByEmail, findMemberById, memberLocale, siteUrl, updateMember } from '../lib/members';

/** Password recovery by e-mail link and the signed-in password change (accounts-and-frame.md §2.5). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const links = () => strapi.service('api::member.one-time-links');
  const limits = () => strapi.service('api::member.rate-limit');

  /** A new password ends every session and every access token issued before it. */
  async function setPassword(memberId: number, password: string) {
    const member = await findMemberById(strapi, memberId);
    if (!member) throw ApiError.field(422, 'uuid', 'auth.error.linkInvalid');
    await updateMember(strapi, member, { password, sessionVersion: (member.sessionVersion ?? 0) + 1 });
    await strapi.service('api::member.sessions').revokeAll(memberId);
    return member;
  }

  return {
    /** POST /api/sign/send-password-auth-email: mails a reset link valid 24 hours. */
    async sendResetLink(email: string, locale: Locale, address: string) {
      await limits().hit('mailAddress', address);
      await limits().hit('mailAccount', email);
      const member = await findMemberByEmail(strapi, email);
      if (!member || member.memberStatus === 'EMAIL_PENDING') throw ApiError.field(422, 'email', 'auth.error.emailNotRegistered');
      const link = await links().issue('RESET_PASSWORD', { userId: member.id });
      const mailLocale = memberLocale({ siteLang: locale.siteLang });
      await strapi.service('api::member.mailer').send('reset', member.email, mailLocale, {
        name: formatName(member, mailLocale),
        link: `${siteUrl()}/${mailLocale.segment}/resetpassword?uuid=${encodeURIComponent(link.uuid)}`,
        hours: ACCOUNT_LIMITS.resetHours,
      });
      return { email: member.email };
    },

    /** POST /api/sign/check-password-auth-email: whether a reset link is still usable (the page guard). */
    async checkResetLink(uuid: string) {
      const link = await links().find(uuid, 'RESET_PASSWORD');
      const member = link.user ? await strapi.db.query(USER_UID).findOne({ where: { id: link.user.id }, select: ['email'] }) : null;
      if (!member) throw ApiError.field(422, 'uuid', 'auth.error.linkInvalid');
      return { email: member.email, expiresAt: link.expiresAt };
    },

    /** POST /api/sign/reset-password: sets the new password once per link. */
    async resetByLink(input: { uuid: string; password: string }) {
      const link = await links().find(input.uuid, 'RESET_PASSWORD');
      if (!link.user || !(await links().consume(link))) throw ApiError.field(422, 'uuid', 'auth.error.linkInvalid');
      const member = await setPassword(link.user.id, input.password);
      return { pk: member.id };
    },

    /** POST /api/user/account/reset-password: the signed-in change; the current password must match. */
    async change(memberId: number, input: { password: string; updatePassword: string }) {
      const member = await findMemberById(strapi, memberId);
      const valid = member?.password && (await verifyPassword(input.password, member.password));
      if (!member || !valid) throw ApiError.field(422, 'password', 'auth.error.currentPassword');
      await setPassword(memberId, input.updatePassword);
      return { pk: memberId };
    },
  };
};

import type { Core } from '@strapi/strapi';
import { ACCOUNT_LIMITS, formatName, pageUrl, type Locale } from '@portal/domain';
import { ApiError } from '../../../utils/api-error';
import { reserveMail, rememberRequester } from '../lib/mail-budget';
import { verifyPassword } from '../lib/password-hash';
import { refuseCommonPassword } from '../lib/password-strength';
import { USER_UID, findMemberByEmail, findMemberById, memberLocale, siteUrl, updateMember, type MemberRow } from '../lib/members';
import { services } from '../../../services';
import { rows } from '../../../utils/rows';

/** The member's own words a password must not be built from. */
const personal = (member: MemberRow) => [member.email, member.firstName ?? '', member.lastName ?? ''];

/** Password recovery by e-mail link and the signed-in password change (docs/product/accounts.md#recovery). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * A new password ends every session and every access token issued before it, and every other link of the member
   * (a taken-over pending registration's verification link among them). A reset on a pending registration also
   * verifies it: the link proved the address (SECURITY.md, registration squatting).
   */
  async function setPassword(member: MemberRow, password: string) {
    await updateMember(strapi, member, { password, sessionVersion: (member.sessionVersion ?? 0) + 1 });
    await services.sessions.revokeAll(member.id);
    await services.oneTimeLinks.removeFor(member.id);
    if (member.memberStatus === 'EMAIL_PENDING') await services.registration.markVerified(member);
  }

  return {
    /** POST /api/sign/send-password-auth-email: mails a reset link valid 24 hours. */
    async sendResetLink(email: string, locale: Locale, address: string) {
      await reserveMail(email, address);
      const member = await findMemberByEmail(strapi, email);
      if (!member) throw ApiError.field(422, 'email', 'auth.error.emailNotRegistered');
      await strapi.db.transaction(async () => {
        // The owner of a pending registration takes it over through the reset: its verification link dies now.
        if (member.memberStatus === 'EMAIL_PENDING') await services.oneTimeLinks.removeFor(member.id);
        const link = await services.oneTimeLinks.issue('RESET_PASSWORD', { userId: member.id });
        const mailLocale = memberLocale({ siteLang: locale.siteLang });
        await services.mailer.queue('reset', member.email, mailLocale, {
          name: formatName(member, mailLocale),
          link: pageUrl(siteUrl(), mailLocale.segment, 'resetpassword', { uuid: link.uuid }),
          hours: ACCOUNT_LIMITS.resetHours,
        });
      });
      return { email: member.email };
    },

    /** POST /api/sign/check-password-auth-email: whether a reset link is still usable (the page guard). */
    async checkResetLink(uuid: string) {
      const link = await services.oneTimeLinks.find(uuid, 'RESET_PASSWORD');
      const member = link.user ? await rows(strapi, USER_UID).findOne({ where: { id: link.user.id }, select: ['email'] }) : null;
      if (!member) throw ApiError.field(422, 'uuid', 'auth.error.linkInvalid');
      return { email: member.email, expiresAt: link.expiresAt };
    },

    /** POST /api/sign/reset-password: sets the new password once per link; the address that opened it is the member's. */
    async resetByLink(input: { uuid: string; password: string }, address: string) {
      const link = await services.oneTimeLinks.find(input.uuid, 'RESET_PASSWORD');
      const member = link.user ? await findMemberById(strapi, link.user.id) : null;
      if (!member) throw ApiError.field(422, 'uuid', 'auth.error.linkInvalid');
      refuseCommonPassword(input.password, 'password', personal(member));
      if (!(await services.oneTimeLinks.consume(link))) throw ApiError.field(422, 'uuid', 'auth.error.linkInvalid');
      await setPassword(member, input.password);
      await rememberRequester(member.email, address);
      return { pk: member.id };
    },

    /** POST /api/user/account/reset-password: the signed-in change; the current password must match. */
    async change(memberId: number, input: { password: string; updatePassword: string }) {
      const member = await findMemberById(strapi, memberId);
      const valid = member?.password && (await verifyPassword(input.password, member.password));
      if (!member || !valid) throw ApiError.field(422, 'password', 'auth.error.currentPassword');
      refuseCommonPassword(input.updatePassword, 'updatePassword', personal(member));
      await setPassword(member, input.updatePassword);
      return { pk: memberId };
    },
  };
};

import type { Core } from '@strapi/strapi';
import { ACCOUNT_LIMITS, formatName, type Locale, type SignInReply } from '@portal/member-app/contract';
import { ApiError } from '../../../utils/api-error';
import { verifyPassword } from '../lib/password-hash';
import { USER_UID, findMemberByEmail, issueAccessToken, memberLocale, siteUrl, verified, type MemberRow } from '../lib/members';

// Compared against when the e-mail is unknown, so a wrong e-mail costs as much time as a wrong password.
const DUMMY_HASH = '$2a$10$gmAkjbp9DOwyCfpW.Sx1h.w.rX.dxJO5SS7RoPmaqHjZfv.F8dx.O';

/** Masks an e-mail for the find-e-mail result: enough to recognise it, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}${'*'.repeat(Math.max(3, local.length - shown.length))}@${domain}`;
}

/** Sign-in, sessions and sign-out (accounts-and-frame.md §4 Sign-in and Session). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const limits = () => strapi.service('api::member.rate-limit');
  const sessions = () => strapi.service('api::member.sessions');

  /** A member who signs in before verifying gets a fresh verification link (throttled like every mail). */
  async function resendVerification(member: MemberRow) {
    try {
      await limits().hit('mailAccount', member.email);
    } catch {
      return;
    }
    const link = await strapi
      .service('api::member.one-time-links')
      .issue('VERIFY_EMAIL', { userId: member.id, registrationType: member.registrationType });
    const locale = memberLocale(member);
    await strapi.service('api::member.mailer').send('verify', member.email, locale, {
      name: formatName(member, locale),
      link: `${siteUrl()}/${locale.segment}/registrycomplete?uuid=${encodeURIComponent(link.uuid)}&type=${member.registrationType}`,
      days: ACCOUNT_LIMITS.verifyDays,
    });
  }

  return {
    /** POST /api/sign/in. Failures are counted per account and per address; five in 15 minutes lock the account. */
    async signIn(input: { email: string; password: string }, locale: Locale, address: string): Promise<SignInReply> {
      await limits().check('signInAccount', input.email);
      await limits().check('signInAddress', address);
      const member = await findMemberByEmail(strapi, input.email);
      const valid = await verifyPassword(input.password, member?.password ?? DUMMY_HASH);
      if (!member || !valid) {
        await limits().hit('signInAccount', input.email);
        await limits().hit('signInAddress', address);
        throw ApiError.field(422, 'password', 'auth.error.wrongCredentials');
      }
      await limits().clear('signInAccount', input.email);
      if (member.memberStatus === 'EMAIL_PENDING') {
        await resendVerification(member);
        throw ApiError.field(423, 'email', 'auth.error.emailPending');
      }
      if (member.memberStatus !== 'ACTIVE' || member.blocked) throw ApiError.field(423, 'email', 'auth.error.approvalPending');
      if (member.siteLang !== locale.siteLang)
        await strapi.db.query(USER_UID).update({ where: { id: member.id }, data: { siteLang: locale.siteLang } });
      const { signIn, sessionToken } = await sessions().signIn(member.id);
      return {
        accessToken: issueAccessToken(strapi, member, signIn),
        sessionToken,
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        siteLang: locale.siteLang,
        userProducts: (member.productCategoryPks ?? []).map((pk) => ({ pk })),
      };
    },

    /** POST /api/sign/session-token: a new tab's session, only while the access token's sign-in is live (423 after). */
    async sessionToken(memberId: number, signIn: string | undefined) {
      const sessionToken = await sessions().openInSignIn(memberId, signIn);
      if (!sessionToken) throw new ApiError(423, { _: ['auth.error.sessionExpired'] });
      return { sessionToken };
    },

    /** POST /api/sign/out: ends every session and invalidates issued access tokens. */
    async signOut(memberId: number) {
      await sessions().revokeAll(memberId);
      const member = await strapi.db.query(USER_UID).findOne({ where: { id: memberId }, select: ['sessionVersion'] });
      await strapi.db.query(USER_UID).update({ where: { id: memberId }, data: { sessionVersion: (member?.sessionVersion ?? 0) + 1 } });
      return { signedOut: true };
    },

    /** POST /api/sign/find-email: the (masked) e-mail of the member with this name and mobile. */
    async findEmail(input: { firstName: string; lastName: string; mobileCountryPk: number; mobileNum: string }, address: string) {
      await limits().hit('lookupAddress', address);
      const member = await strapi.db.query(USER_UID).findOne({
        where: {
          firstName: input.firstName,
          lastName: input.lastName,
          mobileCountryPk: input.mobileCountryPk,
          mobileNum: input.mobileNum,
          ...verified,
        },
        select: ['email'],
      });
      if (!member) throw ApiError.field(422, 'firstName', 'auth.error.findIdMismatch');
      return { email: maskEmail(member.email) };
    },
  };
};

import type { Core } from '@strapi/strapi';
import { ACCOUNT_LIMITS, formatName, pageUrl, type Locale, type SignInReply } from '@portal/domain';
import { ApiError } from '../../../utils/api-error';
import { reserveMail, rememberRequester } from '../lib/mail-budget';
import { verifyPassword } from '../lib/password-hash';
import {
  USER_UID,
  findMemberByEmail,
  findMemberById,
  issueAccessToken,
  memberLocale,
  siteUrl,
  verified,
  interestsOf,
  type MemberRow,
} from '../lib/members';
import { LINK_LIFETIME_MS } from './one-time-links';
import { LIMITS, tooMany } from './rate-limit';
import { services } from '../../../services';
import { rows } from '../../../utils/rows';

// Compared against when the e-mail is unknown, so a wrong e-mail costs as much time as a wrong password.
const DUMMY_HASH = '$2a$10$gmAkjbp9DOwyCfpW.Sx1h.w.rX.dxJO5SS7RoPmaqHjZfv.F8dx.O';

/** Masks an e-mail for the find-e-mail result: enough to recognise it, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}${'*'.repeat(Math.max(3, local.length - shown.length))}@${domain}`;
}

/** A slowed account lets one attempt through after 10 s, then 20 s, 40 s ... at most every 5 minutes (docs/sign-in-limits.md). */
const slowDelayMs = (taken: number) => Math.min(10_000 * 2 ** taken, 5 * 60_000);
/** The address that opened the mailed unlock link skips the account's slow-down this long. */
const KNOWN_ADDRESS_MS = 30 * 24 * 3600_000;
/** How long the mailed unlock link works. */
const UNLOCK_LINK_HOURS = LINK_LIFETIME_MS.UNLOCK_SIGN_IN / 3600_000;

const pairKey = (email: string, address: string) => `${email}|${address}`;
const knownKey = (email: string, address: string) => `signInKnown:${pairKey(email, address)}`;

/** Sign-in, sessions and sign-out (docs/product/accounts.md#sign-in). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** A member who signs in before verifying gets a fresh verification link (throttled like every mail). */
  async function resendVerification(member: MemberRow, address: string) {
    try {
      await reserveMail(member.email, address);
    } catch {
      return;
    }
    await strapi.db.transaction(async () => {
      const link = await services.oneTimeLinks.issue('VERIFY_EMAIL', { userId: member.id, registrationType: member.registrationType });
      const locale = memberLocale(member);
      await services.mailer.queue('verify', member.email, locale, {
        name: formatName(member, locale),
        link: pageUrl(siteUrl(), locale.segment, 'registrycomplete', { uuid: link.uuid, type: member.registrationType }),
        days: ACCOUNT_LIMITS.verifyDays,
      });
    });
  }

  /** Tells the member their sign-in is slowed and mails a link that unlocks it on the device that opens it. */
  async function mailUnlock(email: string) {
    const member = await findMemberByEmail(strapi, email);
    if (!member) return;
    await strapi.db.transaction(async () => {
      const link = await services.oneTimeLinks.issue('UNLOCK_SIGN_IN', { userId: member.id });
      const locale = memberLocale(member);
      await services.mailer.queue('unlock', member.email, locale, {
        name: formatName(member, locale),
        attempts: LIMITS.signInAccount.limit,
        minutes: LIMITS.signInAccount.windowMinutes,
        link: pageUrl(siteUrl(), locale.segment, 'login', { unlock: link.uuid }),
        hours: UNLOCK_LINK_HOURS,
      });
    });
  }

  /** Gives back what `admit` reserved for an attempt whose password was right or never checked (not a failure). */
  async function giveBack(email: string, address: string) {
    await services.rateLimit.release('signInPair', pairKey(email, address));
    await services.rateLimit.release('signInAddress', address);
  }

  /**
   * Reserves this attempt in every counter before the password is looked at, each by one atomic statement, so
   * concurrent requests cannot all pass a check made before any of them is counted (docs/sign-in-limits.md):
   * failures for the account from this address (locked after 5) and from this address (30), and every attempt for
   * the account from anywhere (10 at full speed, then one per growing interval, except from an unlocked address).
   */
  async function admit(email: string, address: string) {
    const pair = await services.rateLimit.reserve('signInPair', pairKey(email, address));
    if (pair.hits > LIMITS.signInPair.limit) tooMany(pair.resetAt);
    const byAddress = await services.rateLimit.reserve('signInAddress', address);
    if (byAddress.hits > LIMITS.signInAddress.limit) {
      await services.rateLimit.release('signInPair', pairKey(email, address));
      tooMany(byAddress.resetAt);
    }
    const account = await services.rateLimit.reserve('signInAccount', email);
    if (account.hits === LIMITS.signInAccount.limit)
      await mailUnlock(email).catch((error: Error) => strapi.log.error(`unlock mail for ${email}: ${error.message}`));
    if (account.hits <= LIMITS.signInAccount.limit || (await services.rateLimit.marked(knownKey(email, address)))) return;
    const slot = await services.rateLimit.takeSlot(`signInSlow:${email}:${account.resetAt.getTime()}`, slowDelayMs);
    if (slot.taken) return;
    await giveBack(email, address);
    tooMany(slot.openAt, 'auth.error.signInSlowed');
  }

  return {
    /** POST /api/sign/in, throttled by `admit`: a wrong password keeps its reservations, a right one gives back its failures'. */
    async signIn(input: { email: string; password: string }, locale: Locale, address: string): Promise<SignInReply> {
      await admit(input.email, address);
      const member = await findMemberByEmail(strapi, input.email);
      const valid = await verifyPassword(input.password, member?.password ?? DUMMY_HASH);
      if (!member || !valid) throw ApiError.field(422, 'password', 'auth.error.wrongCredentials');
      await giveBack(input.email, address);
      if (member.memberStatus === 'EMAIL_PENDING') {
        await resendVerification(member, address);
        throw ApiError.field(423, 'email', 'auth.error.emailPending');
      }
      if (member.memberStatus !== 'ACTIVE' || member.blocked) throw ApiError.field(423, 'email', 'auth.error.approvalPending');
      await rememberRequester(member.email, address);
      if (member.siteLang !== locale.siteLang)
        await rows(strapi, USER_UID).update({ where: { id: member.id }, data: { siteLang: locale.siteLang } });
      const { signIn, sessionToken } = await services.sessions.signIn(member.id);
      return {
        accessToken: issueAccessToken(strapi, member, signIn),
        sessionToken,
        firstName: member.firstName ?? '',
        lastName: member.lastName ?? '',
        email: member.email,
        siteLang: locale.siteLang,
        userProducts: interestsOf(member).map((pk) => ({ pk })),
        vip: Boolean(member.vip),
      };
    },

    /**
     * POST /api/sign/unlock: the mailed link. The address that opens it is known from now on (no slow-down) and
     * its own lock for the account is lifted; the link works once.
     */
    async unlock(uuid: string, address: string) {
      const links = services.oneTimeLinks;
      const link = await links.find(uuid, 'UNLOCK_SIGN_IN');
      const member = link.user ? await findMemberById(strapi, link.user.id) : null;
      if (!member || !(await links.consume(link))) throw ApiError.field(422, 'uuid', 'auth.error.linkInvalid');
      const email = member.email.toLowerCase();
      await services.rateLimit.mark(knownKey(email, address), KNOWN_ADDRESS_MS);
      await services.rateLimit.clear('signInPair', pairKey(email, address));
      await rememberRequester(email, address);
      return { email: member.email };
    },

    /** POST /api/sign/session-token: a new tab's session, only while the access token's sign-in is live (423 after). */
    async sessionToken(memberId: number, signIn: string | undefined) {
      const sessionToken = await services.sessions.openInSignIn(memberId, signIn);
      if (!sessionToken) throw new ApiError(423, { _: ['auth.error.sessionExpired'] });
      const member = await rows(strapi, USER_UID).findOne({ where: { id: memberId }, select: ['vip'] });
      return { sessionToken, vip: Boolean(member?.vip) };
    },

    /** POST /api/sign/out: ends every session and invalidates issued access tokens. */
    async signOut(memberId: number) {
      await services.sessions.revokeAll(memberId);
      const member = await rows(strapi, USER_UID).findOne({ where: { id: memberId }, select: ['sessionVersion'] });
      await rows(strapi, USER_UID).update({ where: { id: memberId }, data: { sessionVersion: (member?.sessionVersion ?? 0) + 1 } });
      return { signedOut: true as const };
    },

    /** POST /api/sign/find-email: the (masked) e-mail of the member with this name and mobile. */
    async findEmail(input: { firstName: string; lastName: string; mobileCountryPk: number; mobileNum: string }, address: string) {
      await services.rateLimit.hit('lookupAddress', address);
      const member = await rows(strapi, USER_UID).findOne({
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

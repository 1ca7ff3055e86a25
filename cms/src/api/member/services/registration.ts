import type { Core } from '@strapi/strapi';
import { ACCOUNT_LIMITS, formatCompanyName, formatName, pageUrl, type Locale, type SignUpData } from '@portal/domain';
import { ApiError } from '../../../utils/api-error';
import { rememberRequester } from '../lib/mail-budget';
import { verifyPassword } from '../lib/password-hash';
import { refuseCommonPassword } from '../lib/password-strength';
import { USER_UID, domainListed, findMemberById, memberLocale, siteUrl, verified, type MemberRow } from '../lib/members';
import { services } from '../../../services';
import { documents, rows, type Row } from '../../../utils/rows';

const PARTNER_UID = 'api::partner.partner';

type Partner = NonNullable<MemberRow['partner']>;
/** A pending registration as the sweeps read it: with its partner, without the partner's domains. */
type PendingRow = Row<typeof USER_UID, { populate: { partner: true } }>;

/**
 * Registration (docs/product/accounts.md#registration, docs/product/accounts.md#states-and-transitions): checks duplicates and the partner, creates the member and, for a
 * new company, a partner awaiting approval, and the verification mail in the outbox, all in one transaction. An
 * invitation link proves the e-mail already, so an invited member skips the verification mail.
 *
 * A registration whose e-mail is not verified yet holds nothing (SECURITY.md, registration squatting): a new
 * sign-up or a password reset for the address replaces it and its password, and kills its links; it expires with
 * its last link; its link activates it only with its own password (issue 26 item 2); and only verified members
 * count for the uniqueness of mobile numbers.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function findPartner(id: number | null): Promise<Partner | null> {
    if (!id) return null;
    return rows(strapi, PARTNER_UID).findOne({ where: { id }, populate: { domains: true } });
  }

  /** Whether a verified member other than `exceptId` holds this mobile. */
  async function mobileTaken(mobile: { mobileCountryPk: number | null; mobileNum: string | null }, exceptId?: number) {
    const where = { mobileCountryPk: mobile.mobileCountryPk, mobileNum: mobile.mobileNum, ...verified };
    return (await rows(strapi, USER_UID).count({ where: exceptId ? { ...where, id: { $ne: exceptId } } : where })) > 0;
  }

  /** Field errors for an e-mail or mobile a verified member already uses (both reported at once). */
  async function duplicates(input: SignUpData): Promise<Record<string, string[]>> {
    const errors: Record<string, string[]> = {};
    if (await rows(strapi, USER_UID).count({ where: { email: input.email, ...verified } })) errors.email = ['auth.error.emailTaken'];
    if (await mobileTaken(input)) errors.mobileNum = ['auth.error.mobileTaken'];
    return errors;
  }

  /** Removes a pending registration: its links, the member row, and the new partner it proposed if no one else has it. */
  async function removePending(member: Pick<PendingRow, 'id' | 'registrationType' | 'partner'>) {
    await services.oneTimeLinks.removeFor(member.id);
    await rows(strapi, USER_UID).delete({ where: { id: member.id } });
    const partner = member.partner;
    if (partner && !partner.approved && member.registrationType.endsWith('NEW_PARTNER')) {
      const others = await rows(strapi, USER_UID).count({ where: { partner: partner.id } });
      if (!others) await documents(strapi, PARTNER_UID).delete({ documentId: partner.documentId });
    }
  }

  /** Every pending registration of an address (there is at most one; a replaced one is gone). */
  async function pendingFor(email: string): Promise<PendingRow[]> {
    return rows(strapi, USER_UID).findMany({ where: { email, memberStatus: 'EMAIL_PENDING' }, populate: { partner: true } });
  }

  /**
   * Verified: APPROVAL_PENDING, or ACTIVE at once for GENERAL with an approved partner that lists the domain.
   * Pending registrations may share a mobile; the first one verified keeps it, a later one is verified without it
   * (the member enters one on my page).
   */
  async function markVerified(member: MemberRow): Promise<'ACTIVE' | 'APPROVAL_PENDING'> {
    const active = member.registrationType === 'GENERAL' && Boolean(member.partner?.approved) && domainListed(member.email, member.partner);
    const now = new Date();
    const mobile = (await mobileTaken(member, member.id)) ? { mobileNum: null, mobileCountryPk: null } : {};
    await rows(strapi, USER_UID).update({
      where: { id: member.id },
      data: {
        confirmed: true,
        emailVerifiedAt: now,
        memberStatus: active ? 'ACTIVE' : 'APPROVAL_PENDING',
        approvedAt: active ? now : null,
        ...mobile,
      },
    });
    return active ? 'ACTIVE' : 'APPROVAL_PENDING';
  }

  /** The partner a registration belongs to: a listed one, or a new one that waits for approval. */
  async function resolvePartner(input: SignUpData): Promise<{ partnerId: number | null; newPartner?: SignUpData['newPartner'] }> {
    if (input.type.endsWith('NEW_PARTNER')) {
      const name = input.newPartner!.globalName;
      if (await services.partners.nameTaken(name)) throw ApiError.field(422, 'newPartner.globalName', 'auth.error.partnerTaken');
      return { partnerId: null, newPartner: input.newPartner };
    }
    const partner = await findPartner(input.partnerPk);
    if (!partner) throw ApiError.field(422, 'partnerPk', 'auth.error.partnerRequired');
    const ownDomain = input.type.endsWith('NEW_DOMAIN');
    if (!ownDomain && !domainListed(input.email, partner)) throw ApiError.field(422, 'email', 'auth.error.domainMismatch');
    return { partnerId: partner.id };
  }

  async function authenticatedRoleId(): Promise<number | undefined> {
    const role = await rows(strapi, 'plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
    return role?.id;
  }

  return {
    /** POST /api/sign/up. Returns what the 'check your e-mail' screen shows. */
    async signUp(input: SignUpData, locale: Locale) {
      const errors = await duplicates(input);
      if (Object.keys(errors).length) throw new ApiError(422, errors);
      refuseCommonPassword(input.password, 'password', [input.email, input.firstName, input.lastName]);
      const invite = input.type.startsWith('INVITE') ? await services.oneTimeLinks.find(input.uuid!, 'INVITE') : null;
      if (invite && invite.email !== input.email) throw ApiError.field(422, 'email', 'auth.error.linkInvalid');
      const { partnerId, newPartner } = await resolvePartner(input);
      const domain = input.email.split('@')[1];
      const status: MemberRow['memberStatus'] = invite ? (input.type === 'INVITE' ? 'ACTIVE' : 'APPROVAL_PENDING') : 'EMAIL_PENDING';
      const now = new Date();

      const { member, link } = await strapi.db.transaction(async () => {
        // The address's pending registration, if any, is replaced: its password, its data and its links go.
        const replaced = await pendingFor(input.email);
        for (const pending of replaced) await removePending(pending);
        const partner = newPartner
          ? // The document service writes the domains component; the plain query layer would not.
            await documents(strapi, PARTNER_UID).create({
              data: {
                globalName: newPartner.globalName,
                localName: newPartner.localName,
                url: newPartner.url,
                approved: false,
                domains: [{ domain }],
              },
            })
          : null;
        const created = await documents(strapi, USER_UID).create({
          data: {
            username: input.email,
            email: input.email,
            password: input.password,
            provider: 'local',
            confirmed: Boolean(invite),
            blocked: false,
            role: await authenticatedRoleId(),
            memberStatus: status,
            registrationType: input.type,
            firstName: input.firstName,
            lastName: input.lastName,
            partner: partner?.id ?? partnerId,
            requestedDomain: input.type.endsWith('NEW_DOMAIN') ? domain : null,
            phoneNum: input.phoneNum,
            phoneCountryPk: input.phoneCountryPk,
            mobileNum: input.mobileNum,
            mobileCountryPk: input.mobileCountryPk,
            countryPk: input.countryPk,
            department: input.department,
            position: input.position,
            productCategoryPks: input.productCategories,
            siteLang: input.siteLang,
            agreementTermsOfService: input.agreementTermsOfService,
            agreementPrivacyPolicy: input.agreementPrivacyPolicy,
            agreementMarketing: input.agreementMarketing,
            emailVerifiedAt: invite ? now : null,
            approvedAt: status === 'ACTIVE' ? now : null,
          },
        });
        if (invite && !(await services.oneTimeLinks.consume(invite))) throw ApiError.field(422, 'uuid', 'auth.error.linkInvalid');
        const verification = invite
          ? null
          : await services.oneTimeLinks.issue('VERIFY_EMAIL', { userId: created.id, registrationType: input.type });
        if (verification) {
          const memberLang = memberLocale({ siteLang: input.siteLang });
          // The mailbox's owner learns that an earlier registration was replaced, and how to take it back.
          await services.mailer.queue(replaced.length ? 'verifyReplaced' : 'verify', input.email, memberLang, {
            name: formatName(created, memberLang),
            link: pageUrl(siteUrl(), memberLang.segment, 'registrycomplete', { uuid: verification.uuid, type: input.type }),
            days: ACCOUNT_LIMITS.verifyDays,
          });
        }
        return { member: created, link: verification };
      });

      const partner = await findPartner(partnerId);
      return {
        pk: member.id,
        email: input.email,
        type: input.type,
        status,
        partnerName: partner ? formatCompanyName(partner, locale) : (newPartner?.localName ?? ''),
        validUntil: link ? link.expiresAt.toISOString() : null,
        locale: locale.segment,
      };
    },

    /**
     * POST /api/sign/check-auth-email: the verification link and the password chosen at sign-up. The link alone
     * proves the address but not who set the password: after a replacing sign-up the newest link would otherwise
     * switch on the replacer's password for the owner who clicks it. A wrong password keeps the link (throttled per
     * link); the owner who does not know it takes the registration over by signing up again or by a reset.
     * GENERAL with an approved partner becomes active.
     */
    async checkAuthEmail(input: { uuid: string; password: string }, address: string) {
      const link = await services.oneTimeLinks.find(input.uuid, 'VERIFY_EMAIL');
      const member = link.user ? await findMemberById(strapi, link.user.id) : null;
      if (!member || member.memberStatus !== 'EMAIL_PENDING') throw ApiError.field(422, 'uuid', 'auth.error.linkInvalid');
      await services.rateLimit.hit('verifyPassword', String(link.id));
      if (!(await verifyPassword(input.password, member.password ?? '')))
        throw ApiError.field(422, 'password', 'auth.error.verifyPassword');
      if (!(await services.oneTimeLinks.consume(link))) throw ApiError.field(422, 'uuid', 'auth.error.linkInvalid');
      const status = await markVerified(member);
      await rememberRequester(member.email, address);
      const type = member.registrationType;
      if (type === 'GENERAL' && !member.partner?.approved)
        throw new ApiError(422, { uuid: ['auth.error.partnerNotApproved'] }, {}, { 'X-Member-Status': 'APPROVAL_PENDING' });
      return { type, status };
    },

    /**
     * A password reset proves the e-mail like the verification link does: a pending registration taken over by
     * its owner's reset becomes verified with the owner's new password (passwords.ts).
     */
    markVerified,

    /** Removes a pending registration whose links have all expired; true when it was removed. */
    async dropExpiredPending(member: PendingRow): Promise<boolean> {
      if (member.memberStatus !== 'EMAIL_PENDING' || (await services.oneTimeLinks.hasLive(member.id))) return false;
      await strapi.db.transaction(() => removePending(member));
      return true;
    },

    /** Removes every pending registration whose links have all expired (hourly: registerPendingSweep). */
    async purgeExpiredPending(): Promise<number> {
      const pending = await rows(strapi, USER_UID).findMany({ where: { memberStatus: 'EMAIL_PENDING' }, populate: { partner: true } });
      let removed = 0;
      for (const member of pending) if (await this.dropExpiredPending(member)) removed++;
      return removed;
    },

    /** Whether a verified member other than `exceptId` holds this mobile (my page's edit). */
    mobileTaken,

    /** Removes a registration that will not become a member (expired, replaced, or rejected by an administrator). */
    removePending,

    /** Sends an invitation link for an e-mail (operators: `npm run admin -- invite`). */
    async invite(email: string, partnerId: number | null, locale: Locale) {
      return strapi.db.transaction(async () => {
        const link = await services.oneTimeLinks.issue('INVITE', {
          email: email.toLowerCase(),
          partnerId: partnerId ?? undefined,
          registrationType: 'INVITE',
        });
        const url = pageUrl(siteUrl(), locale.segment, 'invite', { email, uuid: link.uuid, type: 'INVITE' });
        await services.mailer.queue('invite', email, locale, { link: url, days: ACCOUNT_LIMITS.verifyDays });
        return { url, expiresAt: link.expiresAt };
      });
    },
  };
};

/** The hourly sweep of expired pending registrations (those nobody looks up by e-mail again). */
export function registerPendingSweep(strapi: Core.Strapi) {
  strapi.cron.add({
    expiredRegistrations: {
      task: async () => {
        try {
          const removed = await services.registration.purgeExpiredPending();
          if (removed) strapi.log.info(`registration: ${removed} expired pending registration(s) removed`);
        } catch (error) {
          strapi.log.error(`registration: sweep failed: ${(error as Error).message}`);
        }
      },
      options: { rule: '0 17 * * * *' },
    },
  });
}

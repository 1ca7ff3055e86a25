import type { Core } from '@strapi/strapi';
import { formatName } from '@portal/domain';
import { ApiError } from '../../../utils/api-error';
import { USER_UID, findMemberById, memberLocale, notWithdrawn, siteUrl, type MemberRow } from '../lib/members';
import { services } from '../../../services';
import { domainsOf, listsDomain } from '../../partner/lib/partner-entry';
import type { PendingMember } from '../lib/pending-member';
import { rows } from '../../../utils/rows';

/**
 * An administrator's approval of a registration (docs/product/accounts.md#states-and-transitions): the member becomes ACTIVE, a new partner
 * company is approved with it, a requested own domain joins the partner's domains, and the member is mailed.
 * Used by the admin panel (through the document-service hook in register()) and by `npm run admin`.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Members waiting for an administrator, oldest first. */
  async pending(): Promise<PendingMember[]> {
    const members = await rows(strapi, USER_UID).findMany({
      where: { memberStatus: 'APPROVAL_PENDING' },
      select: ['id', 'email', 'firstName', 'lastName', 'registrationType', 'requestedDomain', 'createdAt'],
      populate: { partner: { select: ['id', 'globalName', 'localName', 'approved'], populate: { domains: true } } },
      orderBy: { createdAt: 'asc' },
    });
    // A pending registration has its names (withdrawal alone empties them).
    return members.map((m) => ({ ...m, firstName: m.firstName ?? '', lastName: m.lastName ?? '' }));
  },

  /** The member with this id if they wait for approval; a 4xx on `id` otherwise (the staff queue's actions). */
  async queued(id: number): Promise<MemberRow> {
    const member = await findMemberById(strapi, id);
    if (!member || member.memberStatus === 'WITHDRAWN') throw ApiError.field(404, 'id', 'error.notFound');
    if (member.memberStatus !== 'APPROVAL_PENDING') throw ApiError.field(409, 'id', 'staff.members.error.notPending');
    return member;
  },

  /**
   * Rejects a registration waiting for approval: it is removed as an expired one is (the member row, its links, and a
   * new partner it proposed that no one else has), so nothing personal stays and the address may register again;
   * the member is mailed the reason in their language.
   */
  async reject(id: number, reason: string) {
    const member = await this.queued(id);
    const locale = memberLocale(member);
    // The mail is queued in the same transaction as the removal (docs/product/notifications.md#the-outbox).
    await strapi.db.transaction(async () => {
      await services.registration.removePending(member);
      await services.mailer.queue('rejected', member.email, locale, { name: formatName(member, locale), reason });
    });
    return { email: member.email, status: 'REJECTED' as const };
  },

  /** Approves the member with this e-mail (or id); an EMAIL_PENDING member is approved too, as an override. */
  async approve(emailOrId: string | number, options: { alreadyActive?: boolean } = {}) {
    const where = typeof emailOrId === 'number' ? { id: emailOrId } : { email: emailOrId.toLowerCase(), ...notWithdrawn };
    const found = await rows(strapi, USER_UID).findOne({ where, select: ['id'] });
    const member = found ? await findMemberById(strapi, found.id) : null;
    if (!member || member.memberStatus === 'WITHDRAWN') throw ApiError.field(404, 'email', 'error.notFound');
    if (member.memberStatus === 'ACTIVE' && !options.alreadyActive) return { email: member.email, status: 'ACTIVE', changed: false };
    const now = new Date();
    await strapi.db.transaction(async () => {
      await rows(strapi, USER_UID).update({ where: { id: member.id }, data: { memberStatus: 'ACTIVE', approvedAt: now, confirmed: true } });
      const partner = member.partner;
      if (partner) {
        const domains = domainsOf(partner);
        const requested = member.requestedDomain?.toLowerCase();
        if (requested && !listsDomain(partner, requested)) domains.push(requested);
        await strapi
          .documents('api::partner.partner')
          .update({ documentId: partner.documentId, data: { approved: true, domains: domains.map((domain) => ({ domain })) } } as never);
      }
      const locale = memberLocale(member);
      await services.mailer.queue('approved', member.email, locale, {
        name: formatName(member, locale),
        link: `${siteUrl()}/${locale.segment}/login`,
      });
    });
    return { email: member.email, status: 'ACTIVE', changed: true };
  },
});

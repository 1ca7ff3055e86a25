import type { Core } from '@strapi/strapi';
import { ApiError } from '../../../utils/api-error';
import { documents, rows } from '../../../utils/rows';
import { PARTNER_UID, domainsOf, listsDomain, type PartnerEntry, type PartnerRow } from '../lib/partner-entry';

const USER_UID = 'plugin::users-permissions.user';

/**
 * The partner list and its e-mail domains, kept by administrators (docs/staff-workspace.md#member-administration).
 * A listed domain lets anyone with an address on it become ACTIVE without approval (docs/product/accounts.md), so a
 * domain belongs to one partner only, and the company's English name is unique as at registration. Writes go through
 * the document service: it writes the domains component, which the plain query layer would not.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function find(id: number): Promise<PartnerRow> {
    const row = await rows(strapi, PARTNER_UID).findOne({ where: { id }, populate: { domains: true } });
    if (!row) throw ApiError.field(404, 'id', 'error.notFound');
    return row;
  }

  /** The partner that lists a domain (lowercase), if any. */
  async function owner(domain: string): Promise<PartnerRow | null> {
    const partners = await rows(strapi, PARTNER_UID).findMany({ populate: { domains: true } });
    return partners.find((p) => listsDomain(p, domain)) ?? null;
  }

  const writeDomains = (partner: PartnerRow, domains: string[]) =>
    strapi
      .documents(PARTNER_UID)
      .update({ documentId: partner.documentId, data: { domains: domains.map((domain) => ({ domain })) } } as never);

  return {
    /** Whether a partner already has this English name, in any case (registration and the staff's add alike). */
    async nameTaken(globalName: string): Promise<boolean> {
      return (await rows(strapi, PARTNER_UID).count({ where: { globalName: { $eqi: globalName } } })) > 0;
    },

    /** Every partner, approved or proposed by a pending registration, by English name, with its member count. */
    async list(): Promise<PartnerEntry[]> {
      const partners = await rows(strapi, PARTNER_UID).findMany({ populate: { domains: true }, orderBy: { globalName: 'asc' } });
      const counts = await Promise.all(
        partners.map((p) => rows(strapi, USER_UID).count({ where: { partner: p.id, memberStatus: { $ne: 'WITHDRAWN' } } })),
      );
      return partners.map((p, i) => ({
        id: p.id,
        documentId: p.documentId,
        globalName: p.globalName,
        localName: p.localName,
        url: p.url,
        approved: Boolean(p.approved),
        domains: domainsOf(p),
        members: counts[i],
      }));
    },

    /** Adds an approved partner with its domains; the name and each domain must be free. */
    async create(input: { globalName: string; localName: string; url: string; domains: string[] }) {
      if (await this.nameTaken(input.globalName)) throw ApiError.field(422, 'globalName', 'auth.error.partnerTaken');
      const domains = [...new Set(input.domains)];
      for (const [i, domain] of domains.entries())
        if (await owner(domain)) throw ApiError.field(422, `domains.${i}`, 'staff.members.error.domainTaken');
      const created = await documents(strapi, PARTNER_UID).create({
        data: {
          globalName: input.globalName,
          localName: input.localName,
          url: input.url,
          approved: true,
          domains: domains.map((domain) => ({ domain })),
        },
      });
      return { id: created.id };
    },

    /** Lists a domain for a partner; one another partner lists is refused. */
    async addDomain(id: number, domain: string) {
      const partner = await find(id);
      const holder = await owner(domain);
      if (holder?.id === partner.id) return { id, domains: domainsOf(partner) };
      if (holder) throw ApiError.field(422, 'domain', 'staff.members.error.domainTaken');
      const domains = [...domainsOf(partner), domain];
      await writeDomains(partner, domains);
      return { id, domains };
    },

    /** Stops listing a domain: its members stay, new registrations on it need approval again. */
    async removeDomain(id: number, domain: string) {
      const partner = await find(id);
      const current = domainsOf(partner);
      if (!current.some((d) => d.toLowerCase() === domain)) throw ApiError.field(404, 'domain', 'staff.members.error.domainMissing');
      const domains = current.filter((d) => d.toLowerCase() !== domain);
      await writeDomains(partner, domains);
      return { id, domains };
    },
  };
};

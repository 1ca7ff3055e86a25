import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { partnerDomainListInput, showByDomainInput, type Partner } from '@portal/domain';
import { respondTo } from '../../../utils/api-error';
import { parseInput, replyNotFound } from '../../../utils/http';
import { rows } from '../../../utils/rows';
import { PARTNER_UID, domainsOf, listsDomain, type PartnerRow } from '../lib/partner-entry';

const toPartner = (row: PartnerRow): Partner => ({
  pk: row.id,
  globalName: row.globalName,
  localName: row.localName,
  englishName: row.englishName ?? '',
  url: row.url ?? '',
  domains: domainsOf(row).map((domain) => ({ domain })),
});

/** Approved partner companies: the registration form offers only these. */
async function approvedPartners(strapi: Core.Strapi, id?: number): Promise<PartnerRow[]> {
  return rows(strapi, PARTNER_UID).findMany({
    where: { approved: true, ...(id ? { id } : {}) },
    populate: { domains: true },
    orderBy: { globalName: 'asc' },
  });
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/partner/list: approved partners with their e-mail domains. */
  async list(ctx: Context) {
    await respondTo(ctx, 'partnerList', async () => ({ items: (await approvedPartners(strapi)).map(toPartner) }));
  },

  /** POST /api/partner/domain/list { partnerPk }: the e-mail domains of one approved partner. */
  async domainList(ctx: Context) {
    const input = parseInput(ctx, partnerDomainListInput);
    if (!input) return;
    const [partner] = await approvedPartners(strapi, input.partnerPk);
    if (!partner) return replyNotFound(ctx, 'partnerPk');
    await respondTo(ctx, 'partnerDomainList', () => ({ items: toPartner(partner).domains }));
  },

  /** POST /api/partner/show-by-domain { domain }: the approved partner an e-mail domain belongs to, or null. */
  async showByDomain(ctx: Context) {
    const input = parseInput(ctx, showByDomainInput);
    if (!input) return;
    const partners = await approvedPartners(strapi);
    const match = partners.find((p) => listsDomain(p, input.domain));
    await respondTo(ctx, 'partnerShowByDomain', () => (match ? toPartner(match) : null));
  },
});

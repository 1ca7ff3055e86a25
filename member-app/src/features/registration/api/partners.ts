import type { Partner } from '@portal/domain';
import { call } from '../../../lib/api-client';

/** POST /api/partner/list: the approved partner companies with their e-mail domains. */
export async function fetchPartners(): Promise<Partner[]> {
  const reply = await call('partnerList', {}, { spinner: false });
  return reply.items;
}

/** POST /api/partner/show-by-domain: the approved partner an e-mail domain belongs to, or null. */
export function fetchPartnerByDomain(domain: string): Promise<Partner | null> {
  return call('partnerShowByDomain', { domain }, { spinner: false });
}

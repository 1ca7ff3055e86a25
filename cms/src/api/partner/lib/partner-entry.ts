import type { Row } from '../../../utils/rows';

// The partner's reply and row types, and its domains. The staff workspace's admin page reads the reply type too
// (docs/staff-workspace.md#member-administration), as a type only.

/** A partner company as the staff workspace lists it. */
export interface PartnerEntry {
  id: number;
  documentId: string;
  globalName: string;
  localName: string;
  url: string | null;
  approved: boolean;
  domains: string[];
  members: number;
}

export const PARTNER_UID = 'api::partner.partner';

/**
 * A partner row with its domains component, typed from the schema (cms/src/utils/rows.ts): the one shape of it, for
 * the directory, the staff lists, approvals and a member's partner.
 */
export type PartnerRow = Row<typeof PARTNER_UID, { populate: { domains: true } }>;

/** A partner's listed e-mail domains, as written. */
export const domainsOf = (partner: Partial<Pick<PartnerRow, 'domains'>>): string[] => (partner.domains ?? []).map((d) => d.domain);

/** Whether the partner lists this domain (any case). */
export const listsDomain = (partner: Partial<Pick<PartnerRow, 'domains'>>, domain: string): boolean =>
  domainsOf(partner).some((d) => d.toLowerCase() === domain.toLowerCase());

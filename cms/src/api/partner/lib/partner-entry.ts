// Types only: the staff workspace's admin page reads this reply too (docs/staff-workspace.md#member-administration).

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

/** A partner row as the query layer reads it, with its domains component. */
export type PartnerRow = Omit<PartnerEntry, 'domains' | 'members'> & { domains?: { domain: string }[] };

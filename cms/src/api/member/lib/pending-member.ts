// Types only: the staff workspace's admin page reads this reply too (docs/staff-workspace.md#member-administration).

/** A registration waiting for an administrator, as `npm run admin -- list-pending` shows it. */
export interface PendingMember {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  registrationType: string;
  requestedDomain: string | null;
  createdAt: string;
  partner: { id: number; globalName: string; localName: string; approved: boolean; domains: { domain: string }[] } | null;
}

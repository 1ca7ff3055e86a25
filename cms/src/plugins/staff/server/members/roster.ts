import { formatName, localeBySiteLang, type StaffMemberFilter } from '@portal/domain';
import type { CsvColumn } from '../csv';

const USER_UID = 'plugin::users-permissions.user';
const PAGE_SIZE = 50;

/** A member as the member list and its CSV show them (the Content Manager's field names). */
export interface RosterRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  memberStatus: string;
  registrationType: string;
  requestedDomain: string | null;
  department: string | null;
  position: string | null;
  phoneNum: string | null;
  mobileNum: string | null;
  countryPk: number | null;
  siteLang: string;
  vip: boolean;
  agreementMarketing: boolean;
  createdAt: string;
  emailVerifiedAt: string | null;
  approvedAt: string | null;
  partner: { id: number; globalName: string; localName: string; approved: boolean; domains?: { domain: string }[] } | null;
}

/** The filters of the member list as a query: withdrawn members (no personal data left) only when asked for. */
function where(filter: StaffMemberFilter) {
  const q = filter.q?.toLowerCase();
  return {
    $and: [
      filter.status ? { memberStatus: filter.status } : { memberStatus: { $ne: 'WITHDRAWN' } },
      filter.vip === undefined ? {} : { vip: filter.vip },
      q
        ? {
            $or: [
              { email: { $containsi: q } },
              { firstName: { $containsi: q } },
              { lastName: { $containsi: q } },
              { partner: { globalName: { $containsi: q } } },
              { partner: { localName: { $containsi: q } } },
            ],
          }
        : {},
    ],
  };
}

const query = (filter: StaffMemberFilter) => ({
  where: where(filter),
  populate: { partner: { select: ['id', 'globalName', 'localName', 'approved'], populate: { domains: true } } },
  orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }],
});

/** One page of members matching the filters, newest first. */
export async function listMembers(filter: StaffMemberFilter) {
  const [rows, total] = await Promise.all([
    strapi.db.query(USER_UID).findMany({ ...query(filter), offset: (filter.page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
    strapi.db.query(USER_UID).count({ where: where(filter) }),
  ]);
  return { items: (rows as RosterRow[]).map(listItem), page: filter.page, pageSize: PAGE_SIZE, total };
}

/** Every member matching the filters (the CSV export). */
export async function allMembers(filter: StaffMemberFilter): Promise<RosterRow[]> {
  return strapi.db.query(USER_UID).findMany(query(filter));
}

const listItem = (m: RosterRow) => ({
  id: m.id,
  email: m.email,
  name: formatName(m, localeBySiteLang(m.siteLang)),
  status: m.memberStatus,
  registrationType: m.registrationType,
  requestedDomain: m.requestedDomain,
  siteLang: m.siteLang,
  vip: Boolean(m.vip),
  createdAt: m.createdAt,
  partner: m.partner
    ? {
        id: m.partner.id,
        globalName: m.partner.globalName,
        localName: m.partner.localName,
        approved: Boolean(m.partner.approved),
        domains: (m.partner.domains ?? []).map((d) => d.domain),
      }
    : null,
});

/**
 * The CSV's columns, each tied to the member field it shows: a staff member's export keeps only the columns whose
 * field their role may read in the Content Manager (docs/staff-roles.md), so the file never shows more than the panel.
 */
export const MEMBER_CSV: readonly (CsvColumn<RosterRow> & { field?: string })[] = [
  { field: 'email', header: 'E-mail', value: (m) => m.email },
  { field: 'lastName', header: 'Last name', value: (m) => m.lastName },
  { field: 'firstName', header: 'First name', value: (m) => m.firstName },
  { field: 'partner', header: 'Company', value: (m) => m.partner?.globalName },
  { field: 'partner', header: 'Company (local name)', value: (m) => m.partner?.localName },
  { field: 'department', header: 'Department', value: (m) => m.department },
  { field: 'position', header: 'Position', value: (m) => m.position },
  { field: 'memberStatus', header: 'Status', value: (m) => m.memberStatus },
  { field: 'registrationType', header: 'Registration type', value: (m) => m.registrationType },
  { field: 'requestedDomain', header: 'Requested domain', value: (m) => m.requestedDomain },
  { field: 'phoneNum', header: 'Telephone', value: (m) => m.phoneNum },
  { field: 'mobileNum', header: 'Mobile', value: (m) => m.mobileNum },
  { field: 'countryPk', header: 'Country', value: (m) => m.countryPk },
  { field: 'siteLang', header: 'Language', value: (m) => m.siteLang },
  { field: 'vip', header: 'VIP', value: (m) => Boolean(m.vip) },
  { field: 'agreementMarketing', header: 'Marketing consent', value: (m) => Boolean(m.agreementMarketing) },
  // The registration date is the record's own, not personal data: every holder of the tool gets it.
  { header: 'Registered', value: (m) => m.createdAt && new Date(m.createdAt) },
  { field: 'emailVerifiedAt', header: 'E-mail verified', value: (m) => m.emailVerifiedAt && new Date(m.emailVerifiedAt) },
  { field: 'approvedAt', header: 'Approved', value: (m) => m.approvedAt && new Date(m.approvedAt) },
];

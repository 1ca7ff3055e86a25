import { formatName, localeBySiteLang, type Locale, type RegistrationType, type StaffMemberFilter } from '@portal/domain';
import { domainsOf } from '../../../../api/partner/lib/partner-entry';
import { documents, rows, type Row } from '../../../../utils/rows';
import type { CsvColumn } from '../csv';
import { languageName, zonedTime, type wordsOf } from '../csv-words';
import { companyMatches } from '../company-search';

const USER_UID = 'plugin::users-permissions.user';
const PAGE_SIZE = 50;

/** A member as the member list and its CSV show them (the Content Manager's field names), typed from the schema. */
export type RosterRow = Row<typeof USER_UID, { populate: typeof POPULATE }>;

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
              ...companyMatches(q).map((partner) => ({ partner })),
            ],
          }
        : {},
    ],
  };
}

const POPULATE = {
  partner: { select: ['id', 'globalName', 'localName', 'englishName', 'approved'], populate: { domains: true } },
} as const;

const query = (filter: StaffMemberFilter) => ({
  where: where(filter),
  populate: POPULATE,
  orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }],
});

/** One page of members matching the filters, newest first. */
export async function listMembers(filter: StaffMemberFilter) {
  const members = rows(strapi, USER_UID);
  const [page, total] = await Promise.all([
    members.findMany({ ...query(filter), offset: (filter.page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
    members.count({ where: where(filter) }),
  ]);
  return { items: page.map(listItem), page: filter.page, pageSize: PAGE_SIZE, total };
}

/** Every member matching the filters (the CSV export). */
export async function allMembers(filter: StaffMemberFilter): Promise<RosterRow[]> {
  return rows(strapi, USER_UID).findMany(query(filter));
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
        englishName: m.partner.englishName ?? '',
        approved: Boolean(m.partner.approved),
        domains: domainsOf(m.partner),
      }
    : null,
});

/** What the member CSV writes its values with: the staff's words, their time zone, country names by pk. */
export interface MemberCsvWords {
  word: ReturnType<typeof wordsOf>;
  zone: string;
  country: (pk: number | null) => string;
}

/**
 * The CSV's columns in staff words (docs/staff-workspace.md#exports), each tied to the member field it shows: a staff
 * member's export keeps only the columns whose field their role may read in the Content Manager
 * (docs/staff-roles.md), so the file never shows more than the panel.
 */
export function memberCsv({ word, zone, country }: MemberCsvWords): (CsvColumn<RosterRow> & { field?: string })[] {
  const time = zonedTime(zone);
  const yesNo = (value: boolean | null | undefined) => word(value ? 'csv.yes' : 'csv.no');
  return [
    { field: 'email', header: word('csv.email'), value: (m) => m.email },
    { field: 'lastName', header: word('csv.lastName'), value: (m) => m.lastName },
    { field: 'firstName', header: word('csv.firstName'), value: (m) => m.firstName },
    { field: 'partner', header: word('csv.company'), value: (m) => m.partner?.globalName },
    { field: 'partner', header: word('csv.companyLocal'), value: (m) => m.partner?.localName },
    { field: 'department', header: word('csv.department'), value: (m) => m.department },
    { field: 'position', header: word('csv.position'), value: (m) => m.position },
    {
      field: 'memberStatus',
      header: word('csv.status'),
      value: (m) => word(`members.status.${m.memberStatus}`),
    },
    {
      field: 'registrationType',
      header: word('csv.memberType'),
      value: (m) => word(`csv.memberType.${m.registrationType as RegistrationType}`),
    },
    { field: 'requestedDomain', header: word('csv.requestedDomain'), value: (m) => m.requestedDomain },
    { field: 'phoneNum', header: word('csv.phone'), value: (m) => m.phoneNum },
    { field: 'mobileNum', header: word('csv.mobile'), value: (m) => m.mobileNum },
    { field: 'countryPk', header: word('csv.country'), value: (m) => country(m.countryPk) },
    { field: 'siteLang', header: word('csv.language'), value: (m) => languageName(m.siteLang) },
    { field: 'vip', header: word('members.column.vip'), value: (m) => yesNo(m.vip) },
    { field: 'agreementMarketing', header: word('csv.marketing'), value: (m) => yesNo(m.agreementMarketing) },
    // The registration date is the record's own, not personal data: every holder of the tool gets it.
    { header: word('csv.registered', { zone }), value: (m) => time(m.createdAt) },
    { field: 'emailVerifiedAt', header: word('csv.verified', { zone }), value: (m) => time(m.emailVerifiedAt) },
    { field: 'approvedAt', header: word('csv.approved', { zone }), value: (m) => time(m.approvedAt) },
  ];
}

/** The names of countries (by pk) in a language, for the CSV. */
export async function countryNames(locale: Locale, rows: RosterRow[]): Promise<(pk: number | null) => string> {
  const pks = [...new Set(rows.map((r) => r.countryPk).filter((pk): pk is number => pk !== null))];
  const found = pks.length
    ? await documents(strapi, 'api::country.country').findMany({
        locale: locale.strapi,
        filters: { pk: { $in: pks } },
        fields: ['pk', 'name'],
        limit: pks.length,
      })
    : [];
  const names = new Map(found.map((c) => [c.pk, c.name]));
  return (pk) => (pk === null ? '' : (names.get(pk) ?? String(pk)));
}

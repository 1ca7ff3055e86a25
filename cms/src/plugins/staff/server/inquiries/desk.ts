import { formatCompanyName, formatName, type InquiryDeskFilters, type Locale } from '@portal/domain';
import type { AssetRow } from '../../../../api/member-asset/services/assets';
import { services } from '../../../../services';
import { rows, type Row } from '../../../../utils/rows';
import { companyMatches } from '../company-search';
import { toolAction } from '@portal/domain';
import type { DeskFile, DeskInquiry, DeskInquiryDetail, DeskList, DeskNote, DeskStaff } from './replies';

const UID = 'api::inquiry.inquiry';
const NOTES = 'api::inquiry-note.inquiry-note';
const SUPER_ADMIN = 'strapi-super-admin';

type StaffRow = Pick<Row<'admin::user'>, 'id' | 'firstname' | 'lastname' | 'email'>;

/** An admin user's name as both desks write names: the admin language's order (formatName), else the e-mail. */
const staffName = (u: StaffRow, locale: Locale) => formatName({ firstName: u.firstname, lastName: u.lastname }, locale) || u.email;

/**
 * The staff users who may own an inquiry: active admin users of a role granted the inquiry desk (or the Super
 * Admin), in name order. Read per request: roles change in Settings, and the list is a handful of rows.
 */
async function deskStaff(locale: Locale): Promise<DeskStaff[]> {
  const granted = await rows(strapi, 'admin::permission').findMany({
    where: { action: toolAction('inquiries') },
    select: ['id'],
    populate: { role: { select: ['id'] } },
  });
  const roleIds = granted.map((p) => p.role?.id).filter((id): id is number => typeof id === 'number');
  const users = await rows(strapi, 'admin::user').findMany({
    where: { isActive: true, roles: { $or: [{ id: { $in: roleIds } }, { code: SUPER_ADMIN }] } },
    select: ['id', 'firstname', 'lastname', 'email'],
  });
  return users.map((u) => ({ id: u.id, name: staffName(u, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale.htmlLang));
}

/** What the desk shows of an inquiry's member: who asks, and for which company (docs/staff-roles.md, Manager). */
const MEMBER = {
  select: ['id', 'email', 'firstName', 'lastName', 'department', 'position'],
  populate: { partner: { select: ['localName', 'englishName'] } },
} as const;

/** An inquiry as the desk reads it, with its member and company, typed from the schema. */
type DeskRow = Row<typeof UID, { populate: { member: typeof MEMBER } }>;

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
const file = (a: AssetRow): DeskFile => ({ uuid: a.uuid, name: a.name, mime: a.mime, size: Number(a.size) });

/** The query of the filters (every filter is a plain column or an indexed relation; `q` is a LIKE over a few columns). */
function where(filters: InquiryDeskFilters): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (filters.status !== 'ALL') and.push({ processStatus: filters.status });
  if (filters.type) and.push({ questionTypeCode: filters.type });
  if (filters.from) and.push({ createdAt: { $gte: filters.from } });
  if (filters.to) and.push({ createdAt: { $lt: filters.to } });
  if (filters.assignee === 'none') and.push({ assigneeId: { $null: true } });
  else if (filters.assignee) and.push({ assigneeId: filters.assignee });
  if (filters.q) {
    const like = { $containsi: filters.q };
    and.push({
      $or: [
        { title: like },
        { member: { email: like } },
        { member: { firstName: like } },
        { member: { lastName: like } },
        ...companyMatches(filters.q).map((partner) => ({ member: { partner } })),
      ],
    });
  }
  return and.length ? { $and: and } : {};
}

/** Waiting first (WAIT sorts after COMPLETE), newest first within each. */
const ORDER = [{ processStatus: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }];

async function typeNames(locale: Locale) {
  return new Map((await services.inquiries.questionTypes(locale)).map((t) => [t.code, t.name]));
}

const typeList = (names: Map<string, string>) => [...names].map(([code, name]) => ({ code, name }));

function toItem(row: DeskRow, names: Map<string, string>, files: AssetRow[], locale: Locale, staff: DeskStaff[]): DeskInquiry {
  const m = row.member;
  return {
    pk: row.id,
    status: row.processStatus,
    receivedAt: new Date(row.createdAt).toISOString(),
    answeredAt: iso(row.answeredAt),
    type: { code: row.questionTypeCode, name: names.get(row.questionTypeCode) ?? row.questionTypeCode },
    title: row.title,
    siteLang: row.siteLang,
    member: m
      ? {
          email: m.email,
          name: formatName(m, locale),
          department: m.department ?? '',
          position: m.position ?? '',
        }
      : null,
    company: m?.partner ? formatCompanyName(m.partner, locale) : '',
    files: files.filter((f) => f.role === 'QUESTION').length,
    // An owner no longer at the desk (role changed, user blocked) still shows, by id, until reassigned.
    assignee: row.assigneeId ? (staff.find((s) => s.id === row.assigneeId) ?? { id: row.assigneeId, name: `#${row.assigneeId}` }) : null,
  };
}

/** An inquiry's notes and follow-ups, oldest first, each with its author's name as the desk writes names. */
async function notesOf(pk: number, locale: Locale): Promise<DeskNote[]> {
  const notes = await rows(strapi, NOTES).findMany({
    where: { inquiryId: pk },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return notes.map((n) => ({
    kind: n.kind,
    content: n.content,
    at: new Date(n.createdAt).toISOString(),
    author: formatName({ firstName: n.authorFirstName, lastName: n.authorLastName }, locale),
  }));
}

/**
 * The inquiry desk's reads (docs/staff-workspace.md#inquiry-desk). Writes go through services.inquiries, the door
 * the command line uses too.
 */
export const desk = {
  staff: deskStaff,

  async list(filters: InquiryDeskFilters, page: { page: number; pageSize: number }, locale: Locale): Promise<DeskList> {
    const inquiries = rows(strapi, UID);
    const [shown, total, names, staff] = await Promise.all([
      inquiries.findMany({
        where: where(filters),
        orderBy: ORDER,
        offset: (page.page - 1) * page.pageSize,
        limit: page.pageSize,
        populate: { member: MEMBER },
      }),
      inquiries.count({ where: where(filters) }),
      typeNames(locale),
      deskStaff(locale),
    ]);
    const files = await services.assets.ofInquiries(shown.map((r) => r.id));
    return {
      items: shown.map((r) => toItem(r, names, files.get(r.id) ?? [], locale, staff)),
      types: typeList(names),
      staff,
      pagination: { page: page.page, pageSize: page.pageSize, total, pageCount: Math.ceil(total / page.pageSize) },
    };
  },

  /** Every inquiry the filters match, for the CSV export (at most `limit`, in the desk's order). */
  async all(filters: InquiryDeskFilters, locale: Locale, limit: number) {
    const [matched, names, staff] = await Promise.all([
      rows(strapi, UID).findMany({ where: where(filters), orderBy: ORDER, limit, populate: { member: MEMBER } }),
      typeNames(locale),
      deskStaff(locale),
    ]);
    const files = await services.assets.ofInquiries(matched.map((r) => r.id));
    return matched.map((r) => ({
      ...toItem(r, names, files.get(r.id) ?? [], locale, staff),
      content: r.content,
      answer: r.answerContent ?? '',
    }));
  },

  async detail(pk: number, locale: Locale): Promise<DeskInquiryDetail | null> {
    const row = await rows(strapi, UID).findOne({ where: { id: pk }, populate: { member: MEMBER } });
    if (!row) return null;
    const [files, names, staff, notes] = await Promise.all([
      services.assets.ofInquiries([row.id]).then((all) => all.get(row.id) ?? []),
      typeNames(locale),
      deskStaff(locale),
      notesOf(row.id, locale),
    ]);
    const of = (role: AssetRow['role']) => files.filter((f) => f.role === role).map(file);
    return {
      ...toItem(row, names, files, locale, staff),
      notes,
      content: row.content,
      url: row.url ?? '',
      questionFiles: of('QUESTION'),
      answer: row.processStatus === 'COMPLETE' ? { content: row.answerContent ?? '', url: row.answerUrl ?? '', files: of('ANSWER') } : null,
    };
  },
};

import type { Locale } from '@portal/domain';
import type { AssetRow } from '../../../../api/member-asset/services/assets';
import { services } from '../../../../services';
import type { DeskFilters } from './input';
import type { DeskFile, DeskInquiry, DeskInquiryDetail, DeskList } from './replies';

const UID = 'api::inquiry.inquiry';

/** What the desk shows of an inquiry's member: who asks, and for which company (docs/staff-roles.md, Manager). */
const MEMBER = {
  select: ['id', 'email', 'firstName', 'lastName', 'department', 'position'],
  populate: { partner: { select: ['globalName', 'localName'] } },
};

interface DeskRow {
  id: number;
  title: string;
  content: string;
  url: string | null;
  questionTypeCode: string;
  siteLang: string | null;
  processStatus: 'WAIT' | 'COMPLETE';
  answerContent: string | null;
  answerUrl: string | null;
  answeredAt: string | null;
  createdAt: string;
  member: {
    id: number;
    email: string;
    firstName: string | null;
    lastName: string | null;
    department: string | null;
    position: string | null;
    partner: { globalName: string | null; localName: string | null } | null;
  } | null;
}

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
const file = (a: AssetRow): DeskFile => ({ uuid: a.uuid, name: a.name, mime: a.mime, size: Number(a.size) });

/** The query of the filters (every filter is a plain column or an indexed relation; `q` is a LIKE over a few columns). */
function where(filters: DeskFilters): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (filters.status !== 'ALL') and.push({ processStatus: filters.status });
  if (filters.type) and.push({ questionTypeCode: filters.type });
  if (filters.from) and.push({ createdAt: { $gte: filters.from } });
  if (filters.to) and.push({ createdAt: { $lt: filters.to } });
  if (filters.q) {
    const like = { $containsi: filters.q };
    and.push({
      $or: [
        { title: like },
        { member: { email: like } },
        { member: { firstName: like } },
        { member: { lastName: like } },
        { member: { partner: { globalName: like } } },
        { member: { partner: { localName: like } } },
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

function toItem(row: DeskRow, names: Map<string, string>, files: AssetRow[]): DeskInquiry {
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
          name: [m.firstName, m.lastName].filter(Boolean).join(' '),
          department: m.department ?? '',
          position: m.position ?? '',
        }
      : null,
    company: m?.partner ? [m.partner.globalName, m.partner.localName].filter(Boolean).join(' / ') : '',
    files: files.filter((f) => f.role === 'QUESTION').length,
  };
}

/**
 * The inquiry desk's reads (docs/staff-workspace.md#inquiry-desk). Writes go through services.inquiries, the door
 * the command line uses too.
 */
export const desk = {
  async list(filters: DeskFilters, page: { page: number; pageSize: number }, locale: Locale): Promise<DeskList> {
    const query = strapi.db.query(UID);
    const [rows, total, names] = await Promise.all([
      query.findMany({
        where: where(filters),
        orderBy: ORDER,
        offset: (page.page - 1) * page.pageSize,
        limit: page.pageSize,
        populate: { member: MEMBER },
      }) as Promise<DeskRow[]>,
      query.count({ where: where(filters) }),
      typeNames(locale),
    ]);
    const files = await services.assets.ofInquiries(rows.map((r) => r.id));
    return {
      items: rows.map((r) => toItem(r, names, files.get(r.id) ?? [])),
      types: typeList(names),
      pagination: { page: page.page, pageSize: page.pageSize, total, pageCount: Math.ceil(total / page.pageSize) },
    };
  },

  /** Every inquiry the filters match, for the CSV export (at most `limit`, in the desk's order). */
  async all(filters: DeskFilters, locale: Locale, limit: number) {
    const [rows, names] = await Promise.all([
      strapi.db.query(UID).findMany({ where: where(filters), orderBy: ORDER, limit, populate: { member: MEMBER } }) as Promise<DeskRow[]>,
      typeNames(locale),
    ]);
    const files = await services.assets.ofInquiries(rows.map((r) => r.id));
    return rows.map((r) => ({ ...toItem(r, names, files.get(r.id) ?? []), content: r.content, answer: r.answerContent ?? '' }));
  },

  async detail(pk: number, locale: Locale): Promise<DeskInquiryDetail | null> {
    const row = (await strapi.db.query(UID).findOne({ where: { id: pk }, populate: { member: MEMBER } })) as DeskRow | null;
    if (!row) return null;
    const files = (await services.assets.ofInquiries([row.id])).get(row.id) ?? [];
    const of = (role: AssetRow['role']) => files.filter((f) => f.role === role).map(file);
    return {
      ...toItem(row, await typeNames(locale), files),
      content: row.content,
      url: row.url ?? '',
      questionFiles: of('QUESTION'),
      answer: row.processStatus === 'COMPLETE' ? { content: row.answerContent ?? '', url: row.answerUrl ?? '', files: of('ANSWER') } : null,
    };
  },
};

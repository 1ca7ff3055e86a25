import type { Core } from '@strapi/strapi';
import {
  checkInquiryAnswer,
  checkInquiryEdit,
  InquiryRefused,
  planInquiryAnswer,
  type InquiryItem,
  type Locale,
  type QuestionType,
} from '@portal/domain';
import { ApiError } from '../../../utils/api-error';
import { assetStore } from '../../member-asset/lib/storage';
import { toInquiryAsset, type AssetRow, type IncomingFile } from '../../member-asset/services/assets';
import { services } from '../../../services';
import { documents, rows, type Row } from '../../../utils/rows';

const UID = 'api::inquiry.inquiry';
const NOTES = 'api::inquiry-note.inquiry-note';

/** Who wrote a note or follow-up: the staff user, kept as named then (docs/staff-workspace.md#inquiry-desk). */
export interface NoteAuthor {
  id: number;
  firstName: string | null;
  lastName: string | null;
}

/** An internal note (staff only, never in a member's read) or a follow-up to the answer (the member's). */
export type NoteKind = 'NOTE' | 'FOLLOW_UP';

/** What the member's edit call carries once the contract has parsed it. */
export interface InquirySave {
  pk?: number | null;
  siteLang?: string;
  questionTypeCode: string;
  title: string;
  content: string;
  url: string;
  assets: string[];
}

/** An inquiry row, typed from the schema (cms/src/utils/rows.ts). */
type InquiryRow = Row<typeof UID>;

/** A knex transaction, as `strapi.db.transaction` hands its callback. */
type Transaction = Parameters<ReturnType<Core.Strapi['db']['connection']>['transacting']>[0];

/**
 * Reads an inquiry's status and locks its row until the transaction ends (PostgreSQL's FOR UPDATE; SQLite runs one
 * write transaction at a time, and knex leaves the clause out there).
 */
async function lockRow(trx: Transaction, id: number): Promise<Pick<InquiryRow, 'id' | 'processStatus'> | null> {
  const meta = strapi.db.metadata.get(UID);
  const status = (meta.attributes.processStatus as { columnName?: string }).columnName ?? 'process_status';
  const row = await strapi.db
    .connection(meta.tableName)
    .transacting(trx)
    .forUpdate()
    .where('id', id)
    .first('id', `${status} as processStatus`);
  return row ?? null;
}

/** Runs a rule of inquiry-rules.ts; its refusal becomes an API error with `status`, naming the field. */
function rule<T>(status: number, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof InquiryRefused) throw ApiError.field(status, error.field, error.key);
    throw error;
  }
}

/**
 * One-to-one inquiries, always scoped by the signed-in member. The rules are pure (inquiry-rules.ts in
 * @portal/domain); the status and the notifications follow from each write in the content type's lifecycles (one
 * place for member calls, the admin panel and the command line): this service checks the member's action and
 * writes rows.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The inquiry types in the request's language, in their order. */
  async questionTypes(locale: Locale): Promise<QuestionType[]> {
    const rows = await documents(strapi, 'api::question-type.question-type').findMany({
      locale: locale.strapi,
      fields: ['code', 'name'],
      sort: ['sortOrder:asc', 'code:asc'],
    });
    return rows.map((r) => ({ code: r.code, name: r.name }));
  },

  /** The member's inquiries, newest first, with their attachments and answers. */
  async list(memberId: number, locale: Locale): Promise<InquiryItem[]> {
    const inquiries = await rows(strapi, UID).findMany({
      where: { member: { id: memberId } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    const files = await services.assets.ofInquiries(inquiries.map((r) => r.id));
    const typeNames = new Map((await this.questionTypes(locale)).map((t) => [t.code, t.name]));
    const followUps = await this.followUpsOf(inquiries.map((r) => r.id));
    return inquiries.map((row) => {
      const own: AssetRow[] = files.get(row.id) ?? [];
      const complete = row.processStatus === 'COMPLETE';
      return {
        pk: row.id,
        title: row.title,
        content: row.content,
        url: row.url ?? '',
        assets: own.filter((a) => a.role === 'QUESTION').map(toInquiryAsset),
        createAt: new Date(row.createdAt).toISOString(),
        processStatus: row.processStatus,
        questionTypeCode: row.questionTypeCode,
        questionTypeName: typeNames.get(row.questionTypeCode) ?? row.questionTypeCode,
        answer: complete
          ? {
              content: row.answerContent ?? '',
              url: row.answerUrl ?? '',
              assets: own.filter((a) => a.role === 'ANSWER').map(toInquiryAsset),
              answerAt: row.answeredAt ? new Date(row.answeredAt).toISOString() : null,
              followUps: followUps.get(row.id) ?? [],
            }
          : null,
      };
    });
  },

  /**
   * The follow-ups of inquiries, oldest first: the only notes a member's read ever selects (the kind is the filter,
   * and only the text and time are read), so internal notes cannot reach a member.
   */
  async followUpsOf(ids: number[]): Promise<Map<number, { content: string; at: string }[]>> {
    const out = new Map<number, { content: string; at: string }[]>();
    if (!ids.length) return out;
    const notes = await rows(strapi, NOTES).findMany({
      where: { inquiryId: { $in: ids }, kind: 'FOLLOW_UP' },
      select: ['inquiryId', 'content', 'createdAt'],
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    for (const r of notes)
      (out.get(r.inquiryId) ?? out.set(r.inquiryId, []).get(r.inquiryId)!).push({
        content: r.content,
        at: new Date(r.createdAt).toISOString(),
      });
    return out;
  },

  /**
   * A staff note on an inquiry (the inquiry desk): an internal note, or a follow-up to the answer, which needs the
   * answer (409 before it) and notifies the member as the answer did (QNA_ANSWERED), in the same transaction.
   */
  async addNote(pk: number, kind: NoteKind, content: string, author: NoteAuthor) {
    return strapi.db.transaction(async ({ trx }) => {
      const row = await lockRow(trx, pk);
      if (!row) throw ApiError.field(404, 'pk', 'error.notFound');
      if (kind === 'FOLLOW_UP' && row.processStatus !== 'COMPLETE') throw ApiError.field(409, 'content', 'qna.error.notAnswered');
      const note = await rows(strapi, NOTES).create({
        data: { inquiryId: pk, kind, content, authorId: author.id, authorFirstName: author.firstName, authorLastName: author.lastName },
      });
      if (kind === 'FOLLOW_UP') {
        const owner = await rows(strapi, UID).findOne({ where: { id: pk }, select: ['id'], populate: { member: { select: ['id'] } } });
        if (owner?.member) await services.notifications.notify({ memberId: owner.member.id, type: 'QNA_ANSWERED', qnaPk: pk });
      }
      return { pk, note: note.id };
    });
  },

  /** Sets (or clears, null) the inquiry's owner on the desk; who may own one is checked by the caller. */
  async assign(pk: number, assigneeId: number | null) {
    const updated = await rows(strapi, UID).update({ where: { id: pk }, data: { assigneeId } });
    if (!updated) throw ApiError.field(404, 'pk', 'error.notFound');
    return { pk, assignee: assigneeId };
  },

  /** An inquiry of the member: 404 when it is not theirs. */
  async owned(memberId: number, pk: number): Promise<InquiryRow> {
    const row = await rows(strapi, UID).findOne({ where: { id: pk, member: { id: memberId } } });
    if (!row) throw ApiError.field(404, 'pk', 'error.notFound');
    return row;
  },

  /** An inquiry of the member that may still change: 404 when it is not theirs, 409 once it is answered. */
  async editable(memberId: number, pk: number): Promise<InquiryRow> {
    const row = await this.owned(memberId, pk);
    rule(409, () => checkInquiryEdit(row));
    return row;
  },

  /** Creates (no pk) or edits an inquiry with its attachments, in one transaction; answers its pk. */
  async save(memberId: number, input: InquirySave, siteLang: string): Promise<{ pk: number }> {
    const types = await rows(strapi, 'api::question-type.question-type').count({ where: { code: input.questionTypeCode } });
    if (!types) throw ApiError.field(422, 'questionTypeCode', 'qna.error.typeRequired');
    const fields = { questionTypeCode: input.questionTypeCode, title: input.title, content: input.content, url: input.url };
    return strapi.db.transaction(async () => {
      let id: number;
      if (input.pk) {
        id = (await this.editable(memberId, input.pk)).id;
        await rows(strapi, UID).update({ where: { id }, data: fields });
      } else {
        const data = { ...fields, siteLang: input.siteLang ?? siteLang, member: memberId, processStatus: 'WAIT', publishedAt: new Date() };
        id = (await rows(strapi, UID).create({ data })).id;
      }
      await services.assets.attach(memberId, id, input.assets);
      return { pk: id };
    });
  },

  /**
   * Deletes an inquiry of the member, answered or not (only editing needs 'unanswered'); its files, the member's
   * and the answer's, go with it (see the lifecycles).
   */
  async remove(memberId: number, pk: number): Promise<{ pk: number }> {
    return strapi.db.transaction(async () => {
      const row = await this.owned(memberId, pk);
      await rows(strapi, UID).delete({ where: { id: row.id } });
      return { pk: row.id };
    });
  },

  /**
   * A staff answer (the inquiry desk, the command line): content, reference URL and attachment files, checked like
   * members' uploads. An inquiry is answered once: its row is locked for the transaction, so of two answers at the
   * same time the second finds it answered and is refused (409). The member is notified by the lifecycles.
   */
  async answer(pk: number, answer: { content: string; url?: string; files?: IncomingFile[] }) {
    const fields = rule(422, () => planInquiryAnswer(answer));
    const stored: string[] = [];
    try {
      return await strapi.db.transaction(async ({ trx }) => {
        const row = await lockRow(trx, pk);
        if (!row) throw ApiError.field(404, 'pk', 'error.notFound');
        rule(409, () => checkInquiryAnswer(row));
        if (answer.files?.length) stored.push(...(await services.assets.store(answer.files, { answerTo: pk })).map((a) => a.uuid));
        await rows(strapi, UID).update({ where: { id: pk }, data: fields });
        return { pk, files: stored.length };
      });
    } catch (error) {
      await assetStore().remove(stored);
      throw error;
    }
  },

  /** Withdrawal: removes every inquiry of the member and every file they uploaded. */
  async removeAllOf(memberId: number) {
    await services.assets.removeWhere({ owner: { id: memberId } });
    const own = await rows(strapi, UID).findMany({ where: { member: { id: memberId } }, select: ['id'] });
    if (own.length) await rows(strapi, UID).deleteMany({ where: { id: { $in: own.map((r) => r.id) } } });
  },

  /** The notes of inquiries about to be deleted go with them (the lifecycles, any door). */
  async removeNotesOf(ids: number[]) {
    if (ids.length) await rows(strapi, NOTES).deleteMany({ where: { inquiryId: { $in: ids } } });
  },
});

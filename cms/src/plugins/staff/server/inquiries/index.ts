import type { Context, Next } from 'koa';
import { UPLOAD_LIMITS, uploadRefusal, uploadedFiles } from '../../../../api/member-asset/middlewares/upload-body';
import { ApiError, replyError, respondToStaff } from '../../../../utils/api-error';
import { parseInput, requestLocale } from '../../../../utils/http';
import { MultipartError, withMultipart } from '../../../../utils/multipart';
import {
  exportZoneInput,
  inquiryAnswerInput,
  inquiryAssigneeInput,
  inquiryDeskFilters,
  inquiryDeskListQuery,
  inquiryNoteInput,
  type Locale,
} from '@portal/domain';
import { services } from '../../../../services';
import { sendCsv, type CsvColumn } from '../csv';
import { languageName, wordsOf, zonedTime } from '../csv-words';
import { desk } from './desk';
import { inquiryId, noteKindOf } from './input';

/** The CSV export's cap: a month of inquiries many times over, and a bound on one request's work. */
const EXPORT_LIMIT = 10_000;

/**
 * An answer's multipart body (text, link and files), read only after the route's permission check and within the
 * limits of members' uploads (5 files, 10 MB each by content check, 50 MB per call); its temp files go when the call
 * ends. A JSON body (an answer without files) passes as it is.
 */
export async function answerBody(ctx: Context, next: Next) {
  if (!ctx.is('multipart')) return next();
  try {
    await withMultipart(ctx, UPLOAD_LIMITS, next);
  } catch (error) {
    if (error instanceof MultipartError) return replyError(ctx, uploadRefusal(error));
    throw error;
  }
}

/** The signed-in staff user, as admin routes carry them. */
const staffUser = (ctx: Context) => ctx.state.user as { id: number; firstname: string | null; lastname: string | null };

type Exported = Awaited<ReturnType<typeof desk.all>>[number];
/** The export's columns in staff words, times in the staff member's zone (docs/staff-workspace.md#exports). */
function columns(locale: Locale, zone: string): CsvColumn<Exported>[] {
  const word = wordsOf(locale);
  const time = zonedTime(zone);
  return [
    { header: word('csv.number'), value: (r) => r.pk },
    { header: word('csv.status'), value: (r) => word(`inquiries.status.${r.status}`) },
    { header: word('csv.received', { zone }), value: (r) => time(r.receivedAt) },
    { header: word('csv.type'), value: (r) => r.type.name },
    { header: word('csv.title'), value: (r) => r.title },
    { header: word('csv.member'), value: (r) => r.member?.name },
    { header: word('csv.email'), value: (r) => r.member?.email },
    { header: word('csv.company'), value: (r) => r.company },
    { header: word('csv.department'), value: (r) => r.member?.department },
    { header: word('csv.language'), value: (r) => languageName(r.siteLang) },
    { header: word('csv.files'), value: (r) => r.files },
    { header: word('csv.question'), value: (r) => r.content },
    { header: word('csv.answered', { zone }), value: (r) => time(r.answeredAt) },
    { header: word('csv.answer'), value: (r) => r.answer },
  ];
}

const idOf = (ctx: Context) => {
  const parsed = inquiryId.safeParse(ctx.params);
  return parsed.success ? parsed.data.id : null;
};

/** The inquiry desk's routes (docs/staff-workspace.md#inquiry-desk); errors are `{ errors: { field: [message] } }`. */
export const inquiriesController = {
  /** GET /staff/inquiries?status&type&q&from&to&page&pageSize: waiting first, with member and company. */
  async list(ctx: Context) {
    const input = parseInput(ctx, inquiryDeskListQuery);
    if (input) await respondToStaff(ctx, 'inquiriesList', () => desk.list(input, input, requestLocale(ctx)));
  },

  /** GET /staff/inquiries/export?<the list's filters>: the inquiries on screen, every page, as CSV. */
  async export(ctx: Context) {
    const filters = parseInput(ctx, inquiryDeskFilters);
    const zone = filters && parseInput(ctx, exportZoneInput);
    if (!filters || !zone) return;
    const locale = requestLocale(ctx);
    sendCsv(ctx, 'inquiries', columns(locale, zone.timeZone), await desk.all(filters, locale, EXPORT_LIMIT));
  },

  /** GET /staff/inquiries/:id: the question, its files, the answer. */
  async detail(ctx: Context) {
    const id = idOf(ctx);
    await respondToStaff(ctx, 'inquiryDetail', async () => {
      const found = id && (await desk.detail(id, requestLocale(ctx)));
      if (!found) throw ApiError.field(404, 'pk', 'error.notFound');
      return found;
    });
  },

  /**
   * POST /staff/inquiries/:id/answer (multipart: content, url, repeated files; or JSON without files): the answer,
   * once, through the service the command line uses; the member is notified as from there (the lifecycles).
   */
  async answer(ctx: Context) {
    const id = idOf(ctx);
    if (!id) return replyError(ctx, ApiError.field(404, 'pk', 'error.notFound'));
    const input = parseInput(ctx, inquiryAnswerInput);
    if (!input) return;
    await respondToStaff(ctx, 'inquiryAnswer', () =>
      services.inquiries.answer(id, { content: input.content, url: input.url, files: uploadedFiles(ctx) }),
    );
  },

  /** PUT /staff/inquiries/:id/assignee { assignee: id | null }: the owner, a staff user who may use the desk (else 422). */
  async assign(ctx: Context) {
    const id = idOf(ctx);
    if (!id) return replyError(ctx, ApiError.field(404, 'pk', 'error.notFound'));
    const input = parseInput(ctx, inquiryAssigneeInput);
    if (!input) return;
    await respondToStaff(ctx, 'inquiryAssign', async () => {
      if (input.assignee !== null && !(await desk.staff(requestLocale(ctx))).some((s) => s.id === input.assignee))
        throw ApiError.field(422, 'assignee', 'qna.error.assignee');
      return services.inquiries.assign(id, input.assignee);
    });
  },

  /**
   * POST /staff/inquiries/:id/notes and /follow-ups { content }: an internal note (never in a member's read), or a
   * follow-up to the answer, which the member reads and is notified of (409 before the answer).
   */
  async note(ctx: Context) {
    const id = idOf(ctx);
    if (!id) return replyError(ctx, ApiError.field(404, 'pk', 'error.notFound'));
    const input = parseInput(ctx, inquiryNoteInput);
    if (!input) return;
    const followUp = ctx.path.endsWith('/follow-ups');
    const kind = followUp ? noteKindOf['follow-ups'] : noteKindOf.notes;
    const user = staffUser(ctx);
    await respondToStaff(ctx, followUp ? 'inquiryFollowUp' : 'inquiryNote', () =>
      services.inquiries.addNote(id, kind, input.content, { id: user.id, firstName: user.firstname, lastName: user.lastname }),
    );
  },
};

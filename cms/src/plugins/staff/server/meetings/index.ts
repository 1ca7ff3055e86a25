import type { Context } from 'koa';
import {
  staffMeetingActionInput,
  staffMeetingFilterInput,
  staffMeetingManagerInput,
  exportZoneInput,
  type Locale,
  type StaffMeetingFilter,
} from '@portal/domain';
import { services } from '../../../../services';
import { ApiError, respondToStaff } from '../../../../utils/api-error';
import { parseInput, requestLocale } from '../../../../utils/http';
import { sendCsv, type CsvColumn } from '../csv';
import { wordsOf, zonedTime } from '../csv-words';
import { meetingQueueWord, meetingStatusWord } from '../../status-words';
import { staffActor } from '../../../../api/meeting/lib/history';
import { deskHistory, deskManagers, deskMeetings, queueCounts } from './desk';
import type { DeskMeeting } from './types';

/**
 * The meetings desk's admin routes (docs/staff-workspace.md#meetings-desk), all behind the `meetings` tool: the
 * list with its filters, its CSV, a staff action through the planner (services.meetings.staffAction, as the command
 * line), and the assignment of a manager. Errors name the field in the staff member's language (X-SITE-LANG).
 */
const meetingPk = (ctx: Context) => {
  const pk = Number(ctx.params.pk);
  if (!Number.isSafeInteger(pk) || pk <= 0) throw ApiError.field(404, 'pk', 'error.notFound');
  return pk;
};

/**
 * The export's columns in staff words (docs/staff-workspace.md#exports): what the desk shows, each time both as the
 * member reads it (the member's offset) and in the staff member's zone.
 */
function columns(locale: Locale, zone: string): CsvColumn<DeskMeeting>[] {
  const word = wordsOf(locale);
  const time = zonedTime(zone);
  return [
    { header: word('csv.number'), value: (m) => m.pk },
    { header: word('csv.queue'), value: (m) => word(meetingQueueWord(m.queue)) },
    { header: word('csv.status'), value: (m) => word(meetingStatusWord(m.status, m.queue)) },
    { header: word('csv.member'), value: (m) => m.member?.name },
    { header: word('csv.email'), value: (m) => m.member?.email },
    { header: word('csv.company'), value: (m) => m.company },
    { header: word('csv.title'), value: (m) => m.title },
    { header: word('csv.category'), value: (m) => m.category },
    { header: word('csv.product'), value: (m) => m.product },
    { header: word('csv.requestedMember'), value: (m) => m.requested?.member },
    { header: word('csv.requestedYours', { zone }), value: (m) => time(m.requested?.at) },
    { header: word('csv.meetingMember'), value: (m) => m.meetingAt?.member },
    { header: word('csv.meetingYours', { zone }), value: (m) => time(m.meetingAt?.at) },
    { header: word('csv.manager'), value: (m) => m.manager?.name },
    { header: word('csv.link'), value: (m) => m.url },
    { header: word('csv.result'), value: (m) => m.result },
    { header: word('csv.cancelReason'), value: (m) => m.cancelReason },
  ];
}

export const meetingsController = {
  async list(ctx: Context) {
    const filter = parseInput(ctx, staffMeetingFilterInput);
    if (!filter) return;
    const locale = requestLocale(ctx);
    await respondToStaff(ctx, 'meetingsList', async () => {
      const [page, counts, managers] = await Promise.all([deskMeetings(filter, locale), queueCounts(filter), deskManagers(locale)]);
      return { ...page, counts, managers };
    });
  },

  /** The meetings on screen (same filters) as CSV, in the staff member's language and time zone. */
  async export(ctx: Context) {
    const filter: StaffMeetingFilter | undefined = parseInput(ctx, staffMeetingFilterInput);
    const zone = filter && parseInput(ctx, exportZoneInput);
    if (!filter || !zone) return;
    const locale = requestLocale(ctx);
    const { meetings } = await deskMeetings(filter, locale);
    sendCsv(ctx, `meetings${filter.queue ? `-${filter.queue}` : ''}`, columns(locale, zone.timeZone), meetings);
  },

  async act(ctx: Context) {
    const action = parseInput(ctx, staffMeetingActionInput);
    if (!action) return;
    await respondToStaff(ctx, 'meetingAct', () => services.meetings.staffAction(meetingPk(ctx), action, staffActor(ctx.state.user)));
  },

  async assign(ctx: Context) {
    const input = parseInput(ctx, staffMeetingManagerInput);
    if (!input) return;
    await respondToStaff(ctx, 'meetingAssign', () =>
      services.meetings.assignManager(meetingPk(ctx), input.manager, staffActor(ctx.state.user)),
    );
  },

  /** GET /staff/meetings/:pk/history: every event of the meeting, oldest first, who and when. */
  async history(ctx: Context) {
    await respondToStaff(ctx, 'meetingHistory', async () => {
      const events = await deskHistory(meetingPk(ctx), requestLocale(ctx));
      if (!events) throw ApiError.field(404, 'pk', 'error.notFound');
      return { events };
    });
  },
};

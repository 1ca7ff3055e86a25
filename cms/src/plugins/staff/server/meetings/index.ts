import type { Context } from 'koa';
import { staffMeetingActionInput, staffMeetingFilterInput, staffMeetingManagerInput, type StaffMeetingFilter } from '@portal/domain';
import { services } from '../../../../services';
import { ApiError, respond } from '../../../../utils/api-error';
import { parseInput, requestLocale } from '../../../../utils/http';
import { sendCsv, type CsvColumn } from '../csv';
import { forTool, type AdminRoute } from '../routes';
import { deskManagers, deskMeetings, queueCounts } from './desk';
import type { DeskMeeting } from './types';

/**
 * The meetings desk's admin routes (docs/staff-workspace.md#meetings-desk), all behind the `meetings` tool: the
 * list with its filters, its CSV, a staff action through the planner (services.meetings.staffAction, as the command
 * line), and the assignment of a manager. Errors name the field in the staff member's language (X-SITE-LANG).
 */
const policies = forTool('meetings');
export const meetingsRoutes: AdminRoute[] = [
  { method: 'GET', path: '/meetings', handler: 'meetings.list', config: { policies } },
  { method: 'GET', path: '/meetings/export', handler: 'meetings.export', config: { policies } },
  { method: 'POST', path: '/meetings/:pk/actions', handler: 'meetings.act', config: { policies } },
  { method: 'PUT', path: '/meetings/:pk/manager', handler: 'meetings.assign', config: { policies } },
];

const meetingPk = (ctx: Context) => {
  const pk = Number(ctx.params.pk);
  if (!Number.isSafeInteger(pk) || pk <= 0) throw ApiError.field(404, 'pk', 'error.notFound');
  return pk;
};

const both = (t: DeskMeeting['requested']) => [t?.member ?? '', t?.at ?? ''];

/** The export's columns: what the desk shows, times both as the member reads them and in UTC. */
const COLUMNS: CsvColumn<DeskMeeting>[] = [
  { header: 'Meeting', value: (m) => m.pk },
  { header: 'Queue', value: (m) => m.queue },
  { header: 'Status', value: (m) => m.status },
  { header: 'Member', value: (m) => m.member?.name },
  { header: 'E-mail', value: (m) => m.member?.email },
  { header: 'Company', value: (m) => m.company },
  { header: 'Title', value: (m) => m.title },
  { header: 'Category', value: (m) => m.category },
  { header: 'Product', value: (m) => m.product },
  { header: "Requested (member's time)", value: (m) => both(m.requested)[0] },
  { header: 'Requested (UTC)', value: (m) => both(m.requested)[1] },
  { header: "Meeting time (member's time)", value: (m) => both(m.meetingAt)[0] },
  { header: 'Meeting time (UTC)', value: (m) => both(m.meetingAt)[1] },
  { header: 'Manager', value: (m) => m.manager?.name },
  { header: 'Link', value: (m) => m.url },
  { header: 'Result', value: (m) => m.result },
  { header: 'Cancel reason', value: (m) => m.cancelReason },
];

export const meetingsController = {
  async list(ctx: Context) {
    const filter = parseInput(ctx, staffMeetingFilterInput);
    if (!filter) return;
    const locale = requestLocale(ctx);
    await respond(ctx, async () => {
      const [page, counts, managers] = await Promise.all([deskMeetings(filter, locale), queueCounts(filter), deskManagers(locale)]);
      return { ...page, counts, managers };
    });
  },

  /** The meetings on screen (same filters) as CSV; names in the staff member's language order. */
  async export(ctx: Context) {
    const filter: StaffMeetingFilter | undefined = parseInput(ctx, staffMeetingFilterInput);
    if (!filter) return;
    const { meetings } = await deskMeetings(filter, requestLocale(ctx));
    sendCsv(ctx, `meetings${filter.queue ? `-${filter.queue}` : ''}`, COLUMNS, meetings);
  },

  async act(ctx: Context) {
    const action = parseInput(ctx, staffMeetingActionInput);
    if (!action) return;
    await respond(ctx, () => services.meetings.staffAction(meetingPk(ctx), action));
  },

  async assign(ctx: Context) {
    const input = parseInput(ctx, staffMeetingManagerInput);
    if (!input) return;
    await respond(ctx, () => services.meetings.assignManager(meetingPk(ctx), input.manager));
  },
};

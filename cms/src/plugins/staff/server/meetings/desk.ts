import {
  formatCompanyName,
  formatName,
  instantToWallTime,
  MEETING_MINUTES,
  MEETING_QUEUES,
  meetingOverlaps,
  meetingQueue,
  offeredStaffActions,
  queueStates,
  STAFF_MEETINGS_PAGE,
  type Locale,
  type MeetingQueue,
  type StaffMeetingFilter,
} from '@portal/domain';
import type { MeetingRow } from '../../../../api/meeting/services/meetings';
import { companyMatches } from '../company-search';
import { meetingHistory } from '../../../../api/meeting/lib/history';
import type { DeskEvent, DeskManager, DeskMeeting, DeskTime } from './types';
import { services } from '../../../../services';
import { rows, type Row } from '../../../../utils/rows';

/**
 * The meetings desk's reads (docs/staff-workspace.md#meetings-desk): meetings by queue with the member, company,
 * catalogue names and both time zones, the actions the planner would accept, and collisions in a manager's hours.
 * Writes go through services.meetings (the same planner and effects as the member API and the command line).
 */
const UID = 'api::meeting.meeting';
/** Rows one screen (and one export) holds; the desk says when a filter leaves more. */
const DESK_LIMIT = 500;

const POPULATE = {
  manager: { select: ['id', 'firstName', 'lastName', 'email', 'department', 'position'] },
  member: { select: ['id', 'email', 'firstName', 'lastName', 'siteLang'], populate: { partner: { select: ['localName', 'englishName'] } } },
} as const;

/** A meeting as the desk reads it: the services' row (MeetingRow) with the member's company. */
type DeskRow = Row<typeof UID, { populate: typeof POPULATE }>;

/** The database filter of the desk's filters. */
function whereOf(filter: StaffMeetingFilter) {
  const and: object[] = [];
  if (filter.queue) and.push({ $or: queueStates(filter.queue) });
  if (filter.manager === 'none') and.push({ manager: { id: { $null: true } } });
  else if (filter.manager) and.push({ manager: { id: filter.manager } });
  if (filter.from || filter.to) {
    const range = { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lt: filter.to } : {}) };
    and.push({ $or: [{ meetingAt: range }, { meetingAt: { $null: true }, requestMeetingAt: range }] });
  }
  if (filter.q) {
    const text = { $containsi: filter.q };
    and.push({
      $or: [
        { title: text },
        { member: { email: text } },
        { member: { firstName: text } },
        { member: { lastName: text } },
        ...companyMatches(filter.q).map((partner) => ({ member: { partner } })),
      ],
    });
  }
  return and.length ? { $and: and } : {};
}

type TimeKey = Pick<MeetingRow, 'id' | 'meetingAt' | 'requestMeetingAt' | 'createdAt'>;
const timeOf = (row: TimeKey) => new Date(row.meetingAt ?? row.requestMeetingAt ?? row.createdAt).getTime();

const deskTime = (value: string | Date | null, offset: string): DeskTime | null =>
  value ? { at: new Date(value).toISOString(), member: `${instantToWallTime(value, offset)} (UTC${offset})` } : null;

/**
 * Open meetings' collisions: each timed, open meeting against the scheduled meetings of the same managers around
 * it (a proposal that falls on a confirmed meeting is flagged too).
 */
async function overlapsOf(shown: DeskRow[]) {
  const timed = shown.filter((r) => r.meetingAt && r.manager && meetingQueue(r) !== 'done');
  if (!timed.length) return new Map<number, number[]>();
  const times = timed.map((r) => new Date(r.meetingAt!).getTime());
  const margin = MEETING_MINUTES * 60_000;
  const scheduled = await rows(strapi, UID).findMany({
    where: {
      meetingStatus: 'RESERVE',
      manager: { id: { $in: [...new Set(timed.map((r) => r.manager!.id))] } },
      meetingAt: { $gt: new Date(Math.min(...times) - margin), $lt: new Date(Math.max(...times) + margin) },
    },
    select: ['id', 'meetingAt'],
    populate: { manager: { select: ['id'] } },
  });
  const all = new Map<number, { id: number; managerId: number | null; at: string | Date | null }>();
  for (const m of scheduled) all.set(m.id, { id: m.id, managerId: m.manager?.id ?? null, at: m.meetingAt });
  for (const r of timed) all.set(r.id, { id: r.id, managerId: r.manager!.id, at: r.meetingAt });
  return meetingOverlaps([...all.values()]);
}

/**
 * The meetings a filter selects, as the desk shows them (soonest first; done ones newest first): one page of
 * STAFF_MEETINGS_PAGE when the filter names a page, else every row up to DESK_LIMIT. The order is by time (the
 * meeting's, else the requested one), which one database sort cannot express: the filter's rows are read as ids and
 * times only, sorted here, and only the rows shown are read in full.
 */
export async function deskMeetings(filter: StaffMeetingFilter, locale: Locale, now = new Date()) {
  const keys: TimeKey[] = await rows(strapi, UID).findMany({
    where: whereOf(filter),
    select: ['id', 'meetingAt', 'requestMeetingAt', 'createdAt'],
    orderBy: { id: 'desc' },
    ...(filter.page ? {} : { limit: DESK_LIMIT + 1 }),
  });
  const truncated = !filter.page && keys.length > DESK_LIMIT;
  const ordered = keys
    .slice(0, filter.page ? undefined : DESK_LIMIT)
    .sort((a, b) => (filter.queue === 'done' ? timeOf(b) - timeOf(a) : timeOf(a) - timeOf(b)));
  const ids = filter.page ? ordered.slice((filter.page - 1) * STAFF_MEETINGS_PAGE, filter.page * STAFF_MEETINGS_PAGE) : ordered;
  const position = new Map(ids.map((k, i) => [k.id, i]));
  const shown = ids.length
    ? (await rows(strapi, UID).findMany({ where: { id: { $in: [...position.keys()] } }, populate: POPULATE })).sort(
        (a, b) => position.get(a.id)! - position.get(b.id)!,
      )
    : [];
  const [items, overlaps] = await Promise.all([services.meetings.items(locale, shown), overlapsOf(shown)]);
  const meetings = shown.map((row, i): DeskMeeting => {
    const offset = row.requestTimeZone || '+00:00';
    return {
      pk: row.id,
      title: row.title,
      status: row.meetingStatus,
      queue: meetingQueue(row),
      member: row.member ? { name: formatName(row.member, locale), email: row.member.email } : null,
      company: row.member?.partner ? formatCompanyName(row.member.partner, locale) : '',
      category: items[i].productCategoryName,
      product: items[i].productName,
      timeZone: offset,
      requested: row.requestAnywhen ? null : deskTime(row.requestMeetingAt, offset),
      meetingAt: deskTime(row.meetingAt, offset),
      manager: row.manager ? { id: row.manager.id, name: formatName(row.manager, locale) } : null,
      url: row.url ?? '',
      result: row.result ?? '',
      cancelReason: row.cancelReason ?? '',
      updatedAt: new Date(row.updatedAt).toISOString(),
      actions: offeredStaffActions(row, now),
      overlaps: overlaps.get(row.id) ?? [],
    };
  });
  return { meetings, truncated, total: keys.length, page: filter.page ?? 1, pageSize: filter.page ? STAFF_MEETINGS_PAGE : DESK_LIMIT };
}

/** How many meetings each queue holds under the other filters (the tabs' counts). */
export async function queueCounts(filter: StaffMeetingFilter): Promise<Record<MeetingQueue, number>> {
  const counts = await Promise.all(MEETING_QUEUES.map((queue) => rows(strapi, UID).count({ where: whereOf({ ...filter, queue }) })));
  return Object.fromEntries(MEETING_QUEUES.map((queue, i) => [queue, counts[i]])) as Record<MeetingQueue, number>;
}

/** The managers a meeting can be assigned to or filtered by (inactive ones only for the filter). */
export async function deskManagers(locale: Locale): Promise<DeskManager[]> {
  const managers = await rows(strapi, 'api::manager.manager').findMany({
    select: ['id', 'firstName', 'lastName', 'active'],
    orderBy: { id: 'asc' },
  });
  return managers.map((m) => ({ id: m.id, name: formatName(m, locale), active: m.active !== false }));
}

/**
 * A meeting's history as the desk shows it (docs/staff-workspace.md#meetings-desk): each event with who acted (a
 * member's name read now, so a withdrawal's erasure shows; a staff user's as recorded) and the meeting's time in
 * the member's offset and as an instant. Null when the meeting does not exist.
 */
export async function deskHistory(pk: number, locale: Locale): Promise<DeskEvent[] | null> {
  const row = await rows(strapi, UID).findOne({ where: { id: pk }, populate: POPULATE });
  if (!row) return null;
  const offset = row.requestTimeZone || '+00:00';
  const member = row.member ? formatName(row.member, locale) : '';
  return (await meetingHistory(pk)).map((e) => ({
    action: e.action,
    actor: {
      type: e.actorType,
      name: e.actorType === 'MEMBER' ? member : formatName({ firstName: e.actorFirstName, lastName: e.actorLastName }, locale),
    },
    at: new Date(e.createdAt).toISOString(),
    from: e.fromStatus,
    to: e.toStatus,
    meetingAt: deskTime(e.meetingAt, offset),
    detail: e.detail ?? '',
  }));
}

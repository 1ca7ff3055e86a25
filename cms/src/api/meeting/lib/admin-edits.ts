import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE } from '@portal/domain';
import { translate } from '../../../utils/messages';
import type { MeetingRow } from '../services/meetings';
import { planStaffAction, TransitionRefused, type StaffAction, type TransitionPlan } from './transitions';
import { services } from '../../../services';

const UID = 'api::meeting.meeting';
/** Fields the status machine owns: an admin-panel save never writes them directly. */
const MACHINE_FIELDS = ['lastUpdator', 'invitationSequence', 'dayReminderAt', 'hourReminderAt', 'member'];

type Edit = Record<string, unknown>;
const sameTime = (a: unknown, b: unknown) => (a ? new Date(a as string).getTime() : null) === (b ? new Date(b as string).getTime() : null);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Reads a manager's save in the Content Manager as one staff action (the panel sends the whole form, so fields are
 * compared with the stored row): a new status or a new time is a transition; a new link alone is setUrl.
 */
export function staffActionFromEdit(before: MeetingRow, data: Edit): StaffAction | null {
  const status = (data.meetingStatus as string | undefined) ?? before.meetingStatus;
  const timeChanged = 'meetingAt' in data && !sameTime(data.meetingAt, before.meetingAt);
  const at = timeChanged && data.meetingAt ? new Date(data.meetingAt as string) : null;
  if (status !== before.meetingStatus) {
    if (status === 'CANCEL') return { kind: 'cancel', reason: text(data.cancelReason) };
    if (status === 'COMPLETE') return { kind: 'complete', result: text(data.result) };
    if (status === 'RESERVE') return { kind: 'confirm', at };
    if ((status === 'REQUEST' || status === 'REQ_ADMIN') && at) return { kind: 'propose', at };
    throw new TransitionRefused('meeting.error.staffStatus', 'meetingStatus');
  }
  if (timeChanged) {
    if (!at) throw new TransitionRefused('meeting.error.noTime', 'meetingAt');
    return before.meetingStatus === 'RESERVE' ? { kind: 'confirm', at } : { kind: 'propose', at };
  }
  if ('url' in data && text(data.url) !== (before.url ?? '')) return { kind: 'setUrl', url: text(data.url) };
  return null;
}

/**
 * Admin-panel saves of a meeting go through the same status machine and effects as the command line
 * (docs/meetings.md): a refused transition is a 400 with the reason in the panel, an accepted one writes the plan's
 * fields, the member's notification in the same transaction, and then the calendar mail.
 */
export function registerMeetingAdminEdits(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || context.action !== 'update') return next();
    const params = context.params as { documentId?: string; data?: Edit };
    if (!params.documentId || !params.data) return next();
    const before = (await strapi.db.query(UID).findOne({
      where: { documentId: params.documentId },
      populate: { manager: true, member: true },
    })) as MeetingRow | null;
    if (!before) return next();
    for (const field of MACHINE_FIELDS) delete params.data[field];

    let plan: TransitionPlan | null = null;
    try {
      const action = staffActionFromEdit(before, params.data);
      if (action) plan = planStaffAction(before, action);
    } catch (error) {
      if (error instanceof TransitionRefused)
        throw new errors.ApplicationError(translate(error.key, DEFAULT_LOCALE), { field: error.field });
      throw error;
    }
    if (!plan) return next();
    // The plan decides the status and time; the panel's values for them are only the request.
    Object.assign(params.data, plan.patch);
    const effects = services.meetingEffects;
    const meetings = services.meetings;
    const { result, after } = await strapi.db.transaction(async () => {
      const result = await next();
      const after = (await meetings.find(before.id)) as MeetingRow;
      await effects.notify(after, plan);
      return { result, after };
    });
    await effects.mail(before, after, plan);
    return result;
  });
}

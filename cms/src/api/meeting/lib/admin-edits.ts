import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE, planStaffAction, TransitionRefused, type TransitionPlan } from '@portal/domain';
import { translate } from '../../../utils/messages';
import type { MeetingRow } from '../services/meetings';
import { staffActionFromEdit, type Edit } from './panel-action';
import { services } from '../../../services';

const UID = 'api::meeting.meeting';
/** Fields the status machine owns: an admin-panel save never writes them directly. */
const MACHINE_FIELDS = ['lastUpdator', 'invitationSequence', 'dayReminderAt', 'hourReminderAt', 'member'];

/**
 * Admin-panel saves of a meeting go through the same status machine and effects as the command line
 * (docs/meetings.md): a refused transition is a 400 with the reason in the panel, an accepted one writes the plan's
 * fields, the member's notification and the calendar mail (into the outbox) in the same transaction.
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
    const result = await strapi.db.transaction(async () => {
      const result = await next();
      const after = (await meetings.find(before.id)) as MeetingRow;
      await effects.notify(after, plan);
      await effects.mail(before, after, plan);
      return result;
    });
    return result;
  });
}

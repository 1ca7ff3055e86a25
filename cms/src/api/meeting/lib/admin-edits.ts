import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE, planStaffAction, TransitionRefused, type TransitionPlan } from '@portal/domain';
import { translate } from '../../../utils/messages';
import type { MeetingRow } from '../services/meetings';
import { staffActionFromEdit, type Edit } from './panel-action';
import { services } from '../../../services';
import { detailOf, recordMeetingEvent, STAFF_ACTION_EVENT, staffActor } from './history';
import { rows } from '../../../utils/rows';

const UID = 'api::meeting.meeting';
/** Fields the status machine owns: an admin-panel save never writes them directly. */
const MACHINE_FIELDS = ['lastUpdator', 'confirmedAt', 'invitationSequence', 'dayReminderAt', 'hourReminderAt', 'member'];
/**
 * Fields the Content Manager's edit view shows read-only (docs/staff-workspace.md#meetings-desk): the status changes
 * only through an action (the meetings desk), the rest is the machine's bookkeeping.
 */
const READ_ONLY_FIELDS = ['meetingStatus', ...MACHINE_FIELDS];

interface ContentTypesService {
  findContentType(uid: string): unknown;
  findConfiguration(
    contentType: unknown,
  ): Promise<{ settings: object; layouts: object; metadatas: Record<string, { edit: object; list: object }> }>;
  updateConfiguration(contentType: unknown, configuration: object): Promise<unknown>;
}

/** Marks the status machine's fields non-editable in the Content Manager, at every start (a panel change is undone). */
export async function lockMeetingMachineFields(strapi: Core.Strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types') as ContentTypesService;
  const contentType = contentTypes.findContentType(UID);
  const configuration = await contentTypes.findConfiguration(contentType);
  const metadatas = Object.fromEntries(
    Object.entries(configuration.metadatas).map(([field, meta]) => [
      field,
      READ_ONLY_FIELDS.includes(field) ? { ...meta, edit: { ...meta.edit, editable: false } } : meta,
    ]),
  );
  await contentTypes.updateConfiguration(contentType, { settings: configuration.settings, layouts: configuration.layouts, metadatas });
}

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
    const before = await rows(strapi, UID).findOne({
      where: { documentId: params.documentId },
      populate: { manager: true, member: true },
    });
    if (!before) return next();
    for (const field of MACHINE_FIELDS) delete params.data[field];

    let plan: TransitionPlan | null = null;
    let action: ReturnType<typeof staffActionFromEdit> = null;
    try {
      // Both can refuse an impossible edit (TransitionRefused): a 400 with the reason, never a 500.
      action = staffActionFromEdit(before, params.data);
      if (action) plan = planStaffAction(before, action);
    } catch (error) {
      if (error instanceof TransitionRefused)
        throw new errors.ApplicationError(translate(error.key, DEFAULT_LOCALE), { field: error.field });
      throw error;
    }
    if (!plan || !action) return next();
    const actionKind = action.kind;
    // The staff user who saved, as the admin's request carries them.
    const actor = staffActor(strapi.requestContext.get()?.state?.user);
    // The plan decides the status and time; the panel's values for them are only the request.
    Object.assign(params.data, plan.patch);
    const effects = services.meetingEffects;
    const meetings = services.meetings;
    const result = await strapi.db.transaction(async () => {
      const result = await next();
      const after = (await meetings.find(before.id)) as MeetingRow;
      await recordMeetingEvent(before.id, {
        action: STAFF_ACTION_EVENT[actionKind],
        actor,
        from: before.meetingStatus,
        to: after.meetingStatus,
        meetingAt: after.meetingAt ?? after.requestMeetingAt,
        detail: detailOf(plan.patch),
      });
      await effects.notify(after, plan);
      await effects.mail(before, after, plan);
      return result;
    });
    return result;
  });
}

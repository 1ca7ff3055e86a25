import { errors } from '@strapi/utils';
import { services } from '../../../../services';
import { DEFAULT_LOCALE, InquiryRefused, planInquiryWrite, type InquiryPlan, type InquiryState } from '@portal/domain';
import { translate } from '../../../../utils/messages';
import { rows } from '../../../../utils/rows';

/**
 * The one place where an inquiry write's side effects happen, whatever wrote the row: the member's calls, a manager
 * in the admin panel (Content Manager → document service → these hooks) or the command line. The rules themselves
 * are pure (`planInquiryWrite` in @portal/domain, inquiry-rules.ts); this file applies their plan: the status and
 * answer time on the write, the member's notifications after it, the files of deleted inquiries.
 *
 * Database lifecycles rather than a document-service middleware because they also see the db.query writes of the
 * services; the type has no draft & publish, so Strapi's publish-as-delete-and-create double firing does not apply.
 * Each hook runs inside the write's transaction, so a refused notification undoes the write and the reverse.
 */
const UID = 'api::inquiry.inquiry';

interface Previous extends InquiryState {
  id: number;
  member: { id: number } | null;
}

interface LifecycleEvent {
  params: { where?: Record<string, unknown>; data?: Record<string, unknown> };
  result?: { id: number };
  state: { previous?: Previous | null; plan?: InquiryPlan };
}

const load = (where: Record<string, unknown>) =>
  rows(strapi, UID).findOne({
    where,
    select: ['id', 'processStatus', 'answerContent', 'answerUrl'],
    populate: { member: { select: ['id'] } },
  }) as Promise<Previous | null>;

/**
 * Plans the write and sets the fields the rules own on it; a refusal (e.g. changing an answer once given) is a 400
 * with the reason, which the Content Manager shows.
 */
function plan(event: LifecycleEvent, before: InquiryState | null) {
  const data = event.params.data ?? {};
  try {
    event.state.plan = planInquiryWrite(before, data);
  } catch (error) {
    if (error instanceof InquiryRefused) throw new errors.ValidationError(translate(error.key, DEFAULT_LOCALE));
    throw error;
  }
  Object.assign(data, event.state.plan.patch);
}

/** The plan's notifications for the inquiry's member, in the write's transaction. */
async function notify(row: Previous | null, plan: InquiryPlan | undefined) {
  if (!row?.member || !plan) return;
  for (const type of plan.notifications) await services.notifications.notify({ memberId: row.member.id, type, qnaPk: row.id });
}

/** The files and staff notes of the inquiries a delete is about to remove go with them (rows now, files after commit). */
async function removeAssetsOf(where: Record<string, unknown> | undefined) {
  const found = await rows(strapi, UID).findMany({ where: where ?? {}, select: ['id'] });
  if (!found.length) return;
  await services.assets.removeWhere({ inquiry: { id: { $in: found.map((r) => r.id) } } });
  await services.inquiries.removeNotesOf(found.map((r) => r.id));
}

export default {
  beforeCreate(event: LifecycleEvent) {
    plan(event, null);
  },

  async afterCreate(event: LifecycleEvent) {
    await notify(await load({ id: event.result!.id }), event.state.plan);
  },

  async beforeUpdate(event: LifecycleEvent) {
    const previous = event.params.where ? await load(event.params.where) : null;
    event.state.previous = previous;
    // An update that finds no row writes nothing; the rules still guard its fields.
    plan(event, previous ?? { processStatus: 'WAIT', answerContent: null });
  },

  async afterUpdate(event: LifecycleEvent) {
    await notify(event.state.previous ?? null, event.state.plan);
  },

  async beforeDelete(event: LifecycleEvent) {
    await removeAssetsOf(event.params.where);
  },

  async beforeDeleteMany(event: LifecycleEvent) {
    await removeAssetsOf(event.params.where);
  },
};

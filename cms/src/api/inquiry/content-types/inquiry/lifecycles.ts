import { errors } from '@strapi/utils';
import { services } from '../../../../services';

/**
 * The one place where an inquiry's status and its notifications are decided, whatever wrote the row: the member's
 * calls, a manager in the admin panel (Content Manager → document service → these hooks) or the command line.
 * Database lifecycles rather than a document-service middleware because they live in this folder (the app's
 * register() belongs to the lead) and also see the db.query writes of the services; the type has no draft &
 * publish, so Strapi's publish-as-delete-and-create double firing does not apply. Each hook runs inside the
 * write's transaction, so a refused notification undoes the write and the reverse.
 *
 * Rules: the status follows the answer (an answer's content makes it COMPLETE; COMPLETE without an answer is
 * refused); QNA_RECEIPT when an inquiry is created, QNA_ANSWERED on the transition to COMPLETE, once each.
 */
const UID = 'api::inquiry.inquiry';

interface Previous {
  id: number;
  processStatus: 'WAIT' | 'COMPLETE';
  answerContent: string | null;
  member: { id: number } | null;
}

interface LifecycleEvent {
  params: { where?: Record<string, unknown>; data?: Record<string, unknown> };
  result?: { id: number; processStatus?: string };
  state: { previous?: Previous | null };
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Sets processStatus (and answeredAt on the way to COMPLETE) from the answer the row will have. */
function deriveStatus(data: Record<string, unknown>, previous: Previous | null) {
  if (!('answerContent' in data) && !('processStatus' in data)) return;
  const answer = 'answerContent' in data ? data.answerContent : previous?.answerContent;
  if (data.processStatus === 'COMPLETE' && !filled(answer))
    throw new errors.ValidationError('Write the answer before setting the inquiry to COMPLETE.');
  data.processStatus = filled(answer) ? 'COMPLETE' : 'WAIT';
  if (data.processStatus === 'COMPLETE' && previous?.processStatus !== 'COMPLETE') data.answeredAt = new Date();
  if (data.processStatus === 'WAIT') data.answeredAt = null;
}

const load = (where: Record<string, unknown>) =>
  strapi.db.query(UID).findOne({
    where,
    select: ['id', 'processStatus', 'answerContent'],
    populate: { member: { select: ['id'] } },
  }) as Promise<Previous | null>;

const notify = (memberId: number | undefined, type: 'QNA_RECEIPT' | 'QNA_ANSWERED', qnaPk: number) =>
  memberId ? services.notifications.notify({ memberId, type, qnaPk }) : undefined;

/** The files of the inquiries a delete is about to remove go with them (rows now, files after commit). */
async function removeAssetsOf(where: Record<string, unknown> | undefined) {
  const rows = (await strapi.db.query(UID).findMany({ where: where ?? {}, select: ['id'] })) as { id: number }[];
  if (rows.length) await services.assets.removeWhere({ inquiry: { id: { $in: rows.map((r) => r.id) } } });
}

export default {
  beforeCreate(event: LifecycleEvent) {
    deriveStatus(event.params.data ?? {}, null);
  },

  async afterCreate(event: LifecycleEvent) {
    const row = await load({ id: event.result!.id });
    await notify(row?.member?.id, 'QNA_RECEIPT', event.result!.id);
    if (row?.processStatus === 'COMPLETE') await notify(row.member?.id, 'QNA_ANSWERED', row.id);
  },

  async beforeUpdate(event: LifecycleEvent) {
    event.state.previous = event.params.where ? await load(event.params.where) : null;
    deriveStatus(event.params.data ?? {}, event.state.previous ?? null);
  },

  async afterUpdate(event: LifecycleEvent) {
    const previous = event.state.previous;
    if (!previous || previous.processStatus === 'COMPLETE' || event.result?.processStatus !== 'COMPLETE') return;
    await notify(previous.member?.id, 'QNA_ANSWERED', previous.id);
  },

  async beforeDelete(event: LifecycleEvent) {
    await removeAssetsOf(event.params.where);
  },

  async beforeDeleteMany(event: LifecycleEvent) {
    await removeAssetsOf(event.params.where);
  },
};

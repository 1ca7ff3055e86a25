import type { StaffCallName } from '@portal/domain';
import type { StaffMiddleware } from './routes';
import { answerBody } from './inquiries';

/** A controller action of the plugin, `<controller>.<action>` (index.ts names the controllers). */
type Action = `${'summary' | 'scheduled' | 'meetings' | 'members' | 'inquiries' | 'statistics'}.${string}`;

/** An action, or one with the area's own middlewares after the route's policies. */
export type StaffHandler = Action | { action: Action; middlewares: StaffMiddleware[] };

/**
 * Every staff call's handler, keyed by the call's name (@portal/domain STAFF_CALLS): a call without a handler, or a
 * handler for no call, does not compile. The routes are made from this and the table (routes.ts).
 */
export const STAFF_HANDLERS: Record<StaffCallName, StaffHandler> = {
  summary: 'summary.show',
  scheduled: 'scheduled.list',

  meetingsList: 'meetings.list',
  meetingsExport: 'meetings.export',
  meetingAct: 'meetings.act',
  meetingAssign: 'meetings.assign',
  meetingHistory: 'meetings.history',

  membersQueue: 'members.queue',
  membersList: 'members.list',
  membersExport: 'members.exportCsv',
  memberInvite: 'members.invite',
  memberApprove: 'members.approve',
  memberReject: 'members.reject',
  memberVip: 'members.vip',
  partnersList: 'members.partners',
  partnerAdd: 'members.addPartner',
  partnerDomainAdd: 'members.addDomain',
  partnerDomainRemove: 'members.removeDomain',

  inquiriesList: 'inquiries.list',
  inquiriesExport: 'inquiries.export',
  inquiryDetail: 'inquiries.detail',
  // The multipart body (the answer's files) is read only after the permission check.
  inquiryAnswer: { action: 'inquiries.answer', middlewares: [answerBody] },
  inquiryAssign: 'inquiries.assign',
  inquiryNote: 'inquiries.note',
  inquiryFollowUp: 'inquiries.note',

  statisticsProducts: 'statistics.products',
  statisticsVisits: 'statistics.visits',
  statisticsMeetings: 'statistics.meetings',
  statisticsOpen: 'statistics.open',
};

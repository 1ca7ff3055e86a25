import type { Core } from '@strapi/strapi';
import { createEvent } from 'ics';
import { formatName, instantToWallTime, localeBySiteLang, MEETING_MINUTES, type TransitionPlan } from '@portal/domain';
import type { MeetingRow } from './meetings';
import { services } from '../../../services';
import { config } from '../../../utils/config';
import { rows } from '../../../utils/rows';

const UID = 'api::meeting.meeting';

/** The invitation's UID: stable for the life of a meeting, so calendars update (and cancel) the same event. */
export const invitationUid = (pk: number) => `meeting-${pk}@${config().MAIL_FROM_DOMAIN.replace(/[^a-z0-9.-]/gi, '')}`;

/**
 * What follows a meeting transition, in one place whatever the origin (member call, admin panel, command line):
 * the member's notification and the calendar mail, both inside the transition's transaction.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Records the plan's notification for the meeting's member, if the plan causes one. */
  async notify(after: MeetingRow, plan: TransitionPlan) {
    if (!plan.notification || !after.member) return;
    await services.notifications.notify({
      memberId: after.member.id,
      type: plan.notification,
      meetingPk: after.id,
      managerPk: after.manager?.id ?? null,
      startAt: plan.notification === 'CHANGE_USER_SCHEDULE' ? after.requestMeetingAt : after.meetingAt,
    });
  },

  /**
   * Queues the calendar invitation a plan asks for, in the transition's transaction (the outbox sends it after the
   * commit): REQUEST on confirmation (and a new link), CANCEL when an invited meeting is cancelled; every mail raises
   * SEQUENCE so calendars apply them in order. A calendar that cannot be built is logged and skips the mail, never
   * the transition.
   */
  async mail(_before: MeetingRow, after: MeetingRow, plan: TransitionPlan) {
    if (!plan.invitation || !after.member || !after.meetingAt) return;
    const sequence = (after.invitationSequence ?? 0) + 1;
    const locale = localeBySiteLang(after.member.siteLang || after.siteLang);
    const offset = after.requestTimeZone || '+00:00';
    const manager = after.manager ? formatName(after.manager, locale) : '';
    const start = new Date(after.meetingAt).getTime();
    const { error, value } = createEvent({
      productId: 'partner-portal/meetings',
      method: plan.invitation,
      uid: invitationUid(after.id),
      sequence,
      start,
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { minutes: MEETING_MINUTES },
      title: after.title,
      description: [after.requestPlatform, after.url].filter(Boolean).join('\n'),
      url: after.url || undefined,
      status: plan.invitation === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
      organizer: after.manager ? { name: manager, email: after.manager.email } : undefined,
      attendees: [{ name: formatName(after.member, locale), email: after.member.email, rsvp: true, role: 'REQ-PARTICIPANT' }],
    });
    if (error || !value) {
      strapi.log.error(`meeting ${after.id}: calendar mail not sent: ${error?.message ?? 'no calendar content'}`);
      return;
    }
    await rows(strapi, UID).update({ where: { id: after.id }, data: { invitationSequence: sequence } });
    await services.mailer.queue(
      plan.invitation === 'CANCEL' ? 'meetingCancel' : 'meetingInvite',
      after.member.email,
      locale,
      {
        name: formatName(after.member, locale),
        title: after.title,
        time: `${instantToWallTime(after.meetingAt, offset, 'YYYY-MM-DD HH:mm')} (GMT${offset})`,
        manager,
        platform: after.requestPlatform ?? '',
        ...(after.url && plan.invitation === 'REQUEST' ? { link: after.url } : {}),
      },
      { method: plan.invitation, content: value },
    );
  },
});

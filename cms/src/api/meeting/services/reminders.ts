import type { Core } from '@strapi/strapi';
import type { NotificationType } from '@portal/domain';
import { services } from '../../../services';
import { config } from '../../../utils/config';
import { rows } from '../../../utils/rows';

const UID = 'api::meeting.meeting';
const HOUR = 3_600_000;

/** The two reminders of docs/meetings.md#reminders: one day and one hour before a reserved meeting. */
const REMINDERS: { field: 'dayReminderAt' | 'hourReminderAt'; type: NotificationType; ahead: number }[] = [
  { field: 'dayReminderAt', type: 'DAY_BEFORE_MEETING', ahead: 24 * HOUR },
  { field: 'hourReminderAt', type: 'ONE_HOUR_BEFORE_MEETING', ahead: HOUR },
];

/**
 * Sends the meeting reminders that are due, each exactly once even when several server processes run the same
 * schedule: a reminder is claimed by a conditional update (`... WHERE dayReminderAt IS NULL`) that only one
 * process can win, in the same transaction as its notification. A day reminder that falls due less than an hour
 * before the meeting (a late confirmation) is claimed without notifying: the hour reminder says it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async sendDue(now = new Date()): Promise<number> {
    let sent = 0;
    for (const reminder of REMINDERS) {
      const due = await rows(strapi, UID).findMany({
        where: {
          meetingStatus: 'RESERVE',
          [reminder.field]: null,
          meetingAt: { $gt: now, $lte: new Date(now.getTime() + reminder.ahead) },
        },
        populate: { manager: { select: ['id'] }, member: { select: ['id'] } },
        limit: 500,
      });
      for (const meeting of due) {
        const claimed = await strapi.db.transaction(async () => {
          const { count } = await rows(strapi, UID).updateMany({
            where: { id: meeting.id, meetingStatus: 'RESERVE', [reminder.field]: null },
            data: { [reminder.field]: now },
          });
          if (!count || !meeting.member) return false;
          const tooLate = reminder.type === 'DAY_BEFORE_MEETING' && new Date(meeting.meetingAt!).getTime() - now.getTime() <= HOUR;
          if (tooLate) return false;
          await services.notifications.notify({
            memberId: meeting.member.id,
            type: reminder.type,
            meetingPk: meeting.id,
            managerPk: meeting.manager?.id ?? null,
            startAt: meeting.meetingAt,
          });
          return true;
        });
        if (claimed) sent += 1;
      }
    }
    return sent;
  },
});

/** The schedule (MEETING_REMINDER_CRON, default every minute; tests use seconds). */
export function registerReminderCron(strapi: Core.Strapi) {
  const rule = config().MEETING_REMINDER_CRON;
  strapi.cron.add({
    meetingReminders: {
      task: async () => {
        try {
          const sent = await services.reminders.sendDue();
          if (sent) strapi.log.info(`meetings: ${sent} reminder(s) sent`);
        } catch (error) {
          strapi.log.error(`meetings: reminders failed: ${(error as Error).message}`);
        }
      },
      options: { rule },
    },
  });
}

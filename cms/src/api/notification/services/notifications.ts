import type { Core } from '@strapi/strapi';
import type { NotificationItem, NotificationListReply, NotificationType } from '@portal/domain';
import { randomInt } from 'node:crypto';
import { afterCommit } from '../../../utils/after-commit';
import { memberChanges } from '../lib/member-changes';
import { rows } from '../../../utils/rows';

const UID = 'api::notification.notification';
const USERS = 'plugin::users-permissions.user';

/** What a transition tells a member: the kind and what it is about. */
export interface NotificationInput {
  memberId: number;
  type: NotificationType;
  meetingPk?: number | null;
  managerPk?: number | null;
  startAt?: Date | string | null;
  qnaPk?: number | null;
}

/** How the bell lists a notification: the columns its item needs. */
const LIST_READ = { select: ['id', 'type', 'read', 'meetingPk', 'managerPk', 'startAt', 'qnaPk', 'createdAt'] } as const;

/** The newest notifications a member is shown (the bell lists the recent ones, older ones age out of view). */
const LIST_LIMIT = 200;

/**
 * Member notifications (docs/product/notifications.md#kinds). Only transitions write them, through `notify`; the member's
 * `notificationStamp` changes with every write, and is what the 10-second poll compares (its ETag) before doing any
 * other work (cms/src/api/notification/lib/poll-fast-path.ts).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** This process's streams and the channel between processes (lib/member-changes.ts). */
  const changes = memberChanges(strapi);

  return {
    /** Where the member streams listen (controllers/notifications.ts `stream`), started at bootstrap. */
    changes,

    /**
     * Records one notification and changes the member's stamp. Runs inside the caller's transaction when there is one
     * (db.query joins it), so a refused transition leaves no notification behind.
     */
    async notify(input: NotificationInput) {
      const startAt = input.startAt ? new Date(input.startAt) : null;
      const row = await rows(strapi, UID).create({
        data: {
          memberId: input.memberId,
          type: input.type,
          read: false,
          meetingPk: input.meetingPk ?? null,
          managerPk: input.managerPk ?? null,
          startAt,
          qnaPk: input.qnaPk ?? null,
        },
      });
      await this.touch(input.memberId);
      return row;
    },

    /**
     * Gives the member a new change stamp. A random one instead of a counter: two processes writing at once cannot
     * end on the same value as before, and no read-modify-write is needed.
     */
    async touch(memberId: number) {
      const stamp = randomInt(1, 2 ** 31 - 1);
      await rows(strapi, USERS).update({ where: { id: memberId }, data: { notificationStamp: stamp } });
      // The member's open streams hear it once it is committed: a refused transition tells nobody.
      await afterCommit(strapi, 'push', () => changes.publish(memberId, stamp));
    },

    /** The member's current change stamp (the poll's ETag). */
    async stamp(memberId: number): Promise<number> {
      const row = await rows(strapi, USERS).findOne({ where: { id: memberId }, select: ['notificationStamp'] });
      return Number(row?.notificationStamp ?? 0);
    },

    /** The member's notifications, newest first, with the managers they name and the unread count. */
    async list(memberId: number, now = new Date()): Promise<NotificationListReply> {
      const found = await rows(strapi, UID).findMany({
        where: { memberId },
        ...LIST_READ,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: LIST_LIMIT,
      });
      const startOfToday = new Date(now);
      startOfToday.setHours(0, 0, 0, 0);
      const notifications: NotificationItem[] = found.map((row) => ({
        pk: row.id,
        read: !!row.read,
        createAt: new Date(row.createdAt).toISOString(),
        yesterday: new Date(row.createdAt) < startOfToday,
        notificationData: {
          type: row.type,
          meetingPk: row.meetingPk ?? null,
          managerPk: row.managerPk ?? null,
          startAt: row.startAt ? new Date(row.startAt).toISOString() : null,
          qnaPk: row.qnaPk ?? null,
        },
      }));
      const managerPks = [...new Set(found.map((r) => r.managerPk).filter((pk): pk is number => !!pk))];
      const managers = managerPks.length
        ? await rows(strapi, 'api::manager.manager').findMany({
            where: { id: { $in: managerPks } },
            select: ['id', 'firstName', 'lastName'],
          })
        : [];
      return {
        notifications,
        managers: managers.map((m) => ({ pk: m.id, firstName: m.firstName, lastName: m.lastName })),
        unread: notifications.filter((n) => !n.read).length,
      };
    },

    /** Marks the member's own notifications read (others' pks are ignored); answers how many changed. */
    async markRead(memberId: number, pks: number[]): Promise<{ read: number }> {
      // One transaction: the rows, the member's stamp and the read cache's stamp commit once, not three times (the
      // bell marks read on every open, and each commit is a disk sync on SQLite).
      return strapi.db.transaction(async () => {
        const result = await rows(strapi, UID).updateMany({ where: { memberId, id: { $in: pks }, read: false }, data: { read: true } });
        if (result.count) await this.touch(memberId);
        return { read: result.count };
      });
    },

    /** Removes every notification of a member (withdrawal). */
    async removeAll(memberId: number) {
      await rows(strapi, UID).deleteMany({ where: { memberId } });
    },
  };
};

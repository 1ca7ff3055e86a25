// The member side of a content size: other members with their meetings, inquiries and notifications, so the tables
// the member reads filter grow with the size (bench/run.mjs). Written straight into the tables in one transaction:
// through the member calls, 100x would take hours, and the bench measures the reads, not these writes.
import crypto from 'node:crypto';

/** What each 1x of content brings on the member side: members, and per member its rows. */
const MEMBERS_PER_SIZE = 50;
export const PER_MEMBER = { meetings: 8, inquiries: 4, notifications: 50 };

const EMAIL_DOMAIN = 'population.bench.local';
const NOTIFICATION_TYPES = ['WAIT_APPROVAL', 'APPROVED', 'CHANGE_MANAGER_SCHEDULE', 'MEETING_COMPLETE', 'QNA_RECEIPT', 'QNA_ANSWERED'];
// Past and far-future meetings only, their reminders marked sent: the reminder job must not mail during the bench.
const MEETING_STATES = ['REQUEST', 'RESERVE', 'COMPLETE', 'CANCEL'];
const DAY = 86_400_000;
const BATCH = 200;

const documentId = () => crypto.randomBytes(12).toString('hex');

/**
 * Rows of the member population for members numbered `from` up to `to` (exclusive), with ids from `next`.
 * @param {{ from: number, to: number, next: Record<'user' | 'meeting' | 'inquiry' | 'notification', number>, roleId: number, partnerId?: number, now?: number }} options
 */
export function populationRows({ from, to, next, roleId, partnerId, now = Date.now() }) {
  /** @type {Record<string, Record<string, any>[]>} rows by table (typed, or the checker reads each list as never[]) */
  const rows = {
    up_users: [],
    up_users_role_lnk: [],
    up_users_partner_lnk: [],
    meetings: [],
    meetings_member_lnk: [],
    inquiries: [],
    inquiries_member_lnk: [],
    notifications: [],
  };
  const stamp = new Date(now);
  const base = { created_at: stamp, updated_at: stamp, published_at: stamp };
  let { user, meeting, inquiry, notification } = next;
  for (let n = from; n < to; n++) {
    const userId = user++;
    const email = `member-${n}@${EMAIL_DOMAIN}`;
    rows.up_users.push({
      id: userId,
      document_id: documentId(),
      username: email,
      email,
      provider: 'local',
      // Never signed in to: not a hash of any password.
      password: '!',
      confirmed: true,
      blocked: false,
      member_status: 'ACTIVE',
      registration_type: 'GENERAL',
      first_name: 'Bench',
      last_name: `Member ${n}`,
      site_lang: 'ENG',
      session_version: 0,
      notification_stamp: 0,
      ...base,
    });
    rows.up_users_role_lnk.push({ user_id: userId, role_id: roleId, user_ord: 1 });
    if (partnerId) rows.up_users_partner_lnk.push({ user_id: userId, partner_id: partnerId });
    for (let i = 0; i < PER_MEMBER.meetings; i++) {
      const id = meeting++;
      const state = MEETING_STATES[(n + i) % MEETING_STATES.length];
      const at = state === 'REQUEST' ? null : new Date(now + (state === 'RESERVE' ? 30 + i : -30 - i) * DAY);
      rows.meetings.push({
        id,
        document_id: documentId(),
        title: `Population meeting ${n}.${i + 1}`,
        meeting_status: state,
        last_updator: 'USER',
        meeting_at: at,
        request_meeting_at: new Date(now + (20 + i) * DAY),
        request_anywhen: false,
        request_time_zone: '+00:00',
        request_platform: 'Webex',
        requester_join: true,
        request_description: 'Roadmap review.',
        meeting_users: '[]',
        site_lang: 'ENG',
        invitation_sequence: 0,
        day_reminder_at: at && stamp,
        hour_reminder_at: at && stamp,
        ...base,
      });
      rows.meetings_member_lnk.push({ meeting_id: id, user_id: userId });
    }
    for (let i = 0; i < PER_MEMBER.inquiries; i++) {
      const id = inquiry++;
      rows.inquiries.push({
        id,
        document_id: documentId(),
        title: `Population inquiry ${n}.${i + 1}`,
        question_type_code: 'PRODUCT',
        content: 'Lead time for 100 units?',
        url: '',
        site_lang: 'ENG',
        process_status: i % 2 ? 'COMPLETE' : 'WAIT',
        ...base,
      });
      rows.inquiries_member_lnk.push({ inquiry_id: id, user_id: userId });
    }
    for (let i = 0; i < PER_MEMBER.notifications; i++) {
      const type = NOTIFICATION_TYPES[i % NOTIFICATION_TYPES.length];
      const aboutQna = type.startsWith('QNA');
      rows.notifications.push({
        id: notification++,
        document_id: documentId(),
        member_id: userId,
        type,
        read: i % 3 === 0,
        meeting_pk: aboutQna ? null : meeting - 1,
        qna_pk: aboutQna ? inquiry - 1 : null,
        ...base,
      });
    }
  }
  return { rows, next: { user, meeting, inquiry, notification } };
}

/**
 * Brings the member population to `size` x MEMBERS_PER_SIZE members (adding only the missing ones), in one
 * transaction. Answers the population's counts.
 */
export async function populateMembers(strapi, size) {
  const knex = strapi.db.connection;
  const target = size * MEMBERS_PER_SIZE;
  return knex.transaction(async (trx) => {
    const existing = Number((await trx('up_users').where('email', 'like', `%@${EMAIL_DOMAIN}`).count({ n: '*' }))[0].n);
    const maxId = async (table) => Number((await trx(table).max({ m: 'id' }))[0].m ?? 0) + 1;
    let next = {
      user: await maxId('up_users'),
      meeting: await maxId('meetings'),
      inquiry: await maxId('inquiries'),
      notification: await maxId('notifications'),
    };
    const roleId = (await trx('up_roles').where({ type: 'authenticated' }).first('id')).id;
    const partnerId = (await trx('partners').first('id'))?.id;
    // In slices of members, so 100x never holds a quarter million rows in memory at once.
    for (let from = existing; from < target; from += 1000) {
      const slice = populationRows({ from, to: Math.min(target, from + 1000), next, roleId, partnerId });
      for (const [table, list] of Object.entries(slice.rows)) if (list.length) await knex.batchInsert(table, list, BATCH).transacting(trx);
      next = slice.next;
    }
    return {
      members: target,
      meetings: target * PER_MEMBER.meetings,
      inquiries: target * PER_MEMBER.inquiries,
      notifications: target * PER_MEMBER.notifications,
    };
  });
}

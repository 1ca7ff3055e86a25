import { describe, expect, inject, it } from 'vitest';
import { startStrapi } from '../../scripts/lib/strapi-process.mjs';
import { freePort } from '../../scripts/lib/run.mjs';
import { activeMember, api } from '../support/kit';
import { adminEditMeeting, countOf, notificationsOf, requestMeeting } from '../support/meetings';

const HOUR = 3_600_000;
const until = async (check: () => Promise<boolean>, ms = 20_000) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 500))) if (await check()) return true;
  return false;
};

describe('notification list and read', () => {
  it('lists the member’s notifications with their managers, marks read only the member’s own, and polls with ETag/304', async () => {
    const member = await activeMember();
    const other = await activeMember();
    const pk = await requestMeeting(member);
    await adminEditMeeting(pk, { meetingStatus: 'REQUEST', meetingAt: new Date(Date.now() + 9 * 86_400_000).toISOString() });

    const first = await api('/api/notification/list', { headers: member.headers });
    expect(first.status).toBe(200);
    const { notifications, managers, unread } = first.body.data;
    expect(notifications.map((n: any) => n.notificationData.type)).toEqual(['CHANGE_MANAGER_SCHEDULE', 'WAIT_APPROVAL']);
    expect(unread).toBe(2);
    expect(notifications[0]).toMatchObject({ read: false, yesterday: false, createAt: expect.any(String) });
    expect(managers).toEqual([
      { pk: notifications[0].notificationData.managerPk, firstName: expect.any(String), lastName: expect.any(String) },
    ]);

    // Nothing new: the poll answers 304 from the fast path; a new notification changes the answer.
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"n\d+\.\d+"$/);
    const unchanged = await api('/api/notification/list', { headers: { ...member.headers, 'If-None-Match': etag } });
    expect(unchanged.status).toBe(304);
    // Another member's ETag or tokens never get this member's 304.
    expect((await api('/api/notification/list', { headers: { ...other.headers, 'If-None-Match': etag } })).status).toBe(200);
    expect((await api('/api/notification/list', { headers: { 'If-None-Match': etag } })).status).toBe(401);

    // Another member cannot mark them read; the owner can, and the ETag changes.
    const foreign = await api('/api/notification/read', { body: { notificationPks: [notifications[0].pk] }, headers: other.headers });
    expect(foreign.body.data).toEqual({ read: 0 });
    expect((await api('/api/notification/list', { headers: { ...member.headers, 'If-None-Match': etag } })).status).toBe(304);
    const read = await api('/api/notification/read', { body: { notificationPks: [notifications[0].pk] }, headers: member.headers });
    expect(read.body.data).toEqual({ read: 1 });
    const after = await api('/api/notification/list', { headers: { ...member.headers, 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.body.data.unread).toBe(1);
    expect(after.headers.get('etag')).not.toBe(etag);

    const bad = await api('/api/notification/read', { body: { notificationPks: 'all' }, headers: member.headers });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['notificationPks']);
    expect((await api('/api/notification/read', { body: { notificationPks: [1] } })).status).toBe(401);
  });

  it('a signed-out token gets 401 on the poll even with a matching ETag', async () => {
    const member = await activeMember();
    const first = await api('/api/notification/list', { headers: member.headers });
    await api('/api/sign/out', { headers: member.headers });
    const poll = await api('/api/notification/list', { headers: { ...member.headers, 'If-None-Match': first.headers.get('etag')! } });
    expect(poll.status).toBe(401);
  });
});

describe('meeting reminders', () => {
  it('sends the day and hour reminders once each, with two server processes running the schedule', async () => {
    const second = await startStrapi({ port: await freePort(), env: inject('strapiEnv'), quiet: true });
    try {
      const member = await activeMember();
      const inHalfAnHour = await requestMeeting(member);
      const inFiveHours = await requestMeeting(member);
      const nextWeek = await requestMeeting(member);
      expect(
        (await adminEditMeeting(inHalfAnHour, { meetingStatus: 'RESERVE', meetingAt: new Date(Date.now() + 0.5 * HOUR).toISOString() }))
          .status,
      ).toBe(200);
      expect(
        (await adminEditMeeting(inFiveHours, { meetingStatus: 'RESERVE', meetingAt: new Date(Date.now() + 5 * HOUR).toISOString() }))
          .status,
      ).toBe(200);
      expect(
        (await adminEditMeeting(nextWeek, { meetingStatus: 'RESERVE', meetingAt: new Date(Date.now() + 7 * 24 * HOUR).toISOString() }))
          .status,
      ).toBe(200);

      expect(await until(async () => (await countOf(member, 'ONE_HOUR_BEFORE_MEETING', inHalfAnHour)) > 0)).toBe(true);
      expect(await until(async () => (await countOf(member, 'DAY_BEFORE_MEETING', inFiveHours)) > 0)).toBe(true);
      // Several more ticks of both processes: still exactly one of each, none for next week's meeting.
      await new Promise((r) => setTimeout(r, 6_000));
      expect(await countOf(member, 'ONE_HOUR_BEFORE_MEETING', inHalfAnHour)).toBe(1);
      expect(await countOf(member, 'DAY_BEFORE_MEETING', inHalfAnHour)).toBe(0);
      expect(await countOf(member, 'DAY_BEFORE_MEETING', inFiveHours)).toBe(1);
      expect(await countOf(member, 'ONE_HOUR_BEFORE_MEETING', inFiveHours)).toBe(0);
      const { notifications } = await notificationsOf(member);
      expect(notifications.filter((n) => n.notificationData.meetingPk === nextWeek).map((n) => n.notificationData.type)).toEqual([
        'APPROVED',
        'WAIT_APPROVAL',
      ]);
    } finally {
      await second.stop();
    }
  }, 180_000);
});

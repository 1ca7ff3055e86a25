/**
 * The meetings desk's routes (docs/staff-workspace.md#meetings-desk) against a real Strapi: only roles with the
 * `meetings` tool reach them; bad input is a 4xx naming the field, in the staff member's language; the list shows a
 * member's request with member, company, catalogue names and both times, the planner's actions, overlaps; the CSV
 * holds what the filters select; assignment checks the manager.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { activeMember, type Member } from '../support/kit';
import type { SiteLang } from '@portal/domain';
import { adminSession } from '../support/admin-api';
import { staffFetch, staffOfRole } from '../support/staff';
import { DAY, notificationsOf, requestMeeting } from '../support/meetings';

interface Staff {
  token: string;
}

/** A call of the desk as the admin page makes it (admin token, optional language). */
const desk = (staff: Staff, method: string, path: string, body?: unknown, lang: SiteLang = 'ENG') =>
  staffFetch(staff.token, method, `/staff/meetings${path}`, body, lang);

/** A wall-clock time `ms` from now at a UTC offset, as the member's form sends it. */
const wallAt = (ms: number, offsetHours: number) =>
  new Date(Date.now() + ms + offsetHours * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

let manager: Staff;
let member: Member;

beforeAll(async () => {
  manager = await staffOfRole('portal-manager', 'Desk Manager');
  member = await activeMember();
});

describe('meetings desk routes', () => {
  it('answer only roles with the meetings tool: Administrator, Editor and Author get 403, a visitor 401', async () => {
    const pk = await requestMeeting(member);
    for (const code of ['portal-administrator', 'strapi-editor', 'strapi-author']) {
      const other = await staffOfRole(code, `No desk ${code}`);
      expect((await desk(other, 'GET', '?queue=staff')).status, code).toBe(403);
      expect((await desk(other, 'GET', '/export?queue=staff')).status, code).toBe(403);
      expect((await desk(other, 'POST', `/${pk}/actions`, { action: 'cancel', reason: 'not mine' })).status, code).toBe(403);
      expect((await desk(other, 'PUT', `/${pk}/manager`, { manager: null })).status, code).toBe(403);
    }
    const visitor = await fetch(`${inject('baseUrl')}/staff/meetings?queue=staff`);
    expect(visitor.status).toBe(401);
    // Nothing happened to the meeting.
    const row = (await desk(manager, 'GET', '?queue=staff')).body.data.meetings.find((m: { pk: number }) => m.pk === pk);
    expect(row.status).toBe('REQUEST');
  });

  it('refuse bad input with 4xx naming the field, in the staff member’s language, and write nothing', async () => {
    const pk = await requestMeeting(member);
    const refused = async (body: unknown, status = 422, lang: SiteLang = 'ENG') => {
      const reply = await desk(manager, 'POST', `/${pk}/actions`, body, lang);
      expect(reply.status, JSON.stringify(reply.body)).toBe(status);
      return reply.body.errors as Record<string, string[]>;
    };
    expect(Object.keys(await refused({ action: 'propose', at: 'tomorrow', timeZone: '+09:00' }))).toEqual(['at']);
    expect(Object.keys(await refused({ action: 'propose', at: wallAt(2 * DAY, 0), timeZone: '+25:00' }))).toEqual(['timeZone']);
    expect(Object.keys(await refused({ action: 'cancel', reason: '  <b></b> ' }))).toEqual(['reason']);
    expect(Object.keys(await refused({ action: 'complete' }))).toEqual(['result']);
    expect(Object.keys(await refused({ action: 'setUrl', url: 'javascript:alert(1)' }))).toEqual(['url']);
    expect(Object.keys(await refused({ action: 'delete' }))).toEqual(['action']);
    // The planner's refusals: a past time, completing an unconfirmed meeting; the reason in Korean when asked.
    expect(await refused({ action: 'propose', at: wallAt(-DAY, 0), timeZone: '+00:00' }, 409)).toEqual({
      meetingAt: ['A meeting cannot be set in the past.'],
    });
    expect(await refused({ action: 'complete', result: 'Done' }, 409, 'KOR')).toEqual({
      meetingStatus: ['확정된 미팅만 완료할 수 있습니다.'],
    });
    // An unknown meeting, a bad filter, a bad manager.
    expect((await desk(manager, 'POST', '/99999999/actions', { action: 'cancel', reason: 'x' })).body.errors).toHaveProperty('pk');
    const badQueue = await desk(manager, 'GET', '?queue=later');
    expect([badQueue.status, Object.keys(badQueue.body.errors)]).toEqual([422, ['queue']]);
    const badFrom = await desk(manager, 'GET', '/export?from=yesterday');
    expect([badFrom.status, Object.keys(badFrom.body.errors)]).toEqual([422, ['from']]);
    for (const body of [{ manager: 'Kim' }, { manager: 99999999 }, {}]) {
      const reply = await desk(manager, 'PUT', `/${pk}/manager`, body);
      expect([reply.status, Object.keys(reply.body.errors)], JSON.stringify(body)).toEqual([422, ['manager']]);
    }
    // None of it changed the meeting or told the member anything.
    const row = (await desk(manager, 'GET', '?queue=staff')).body.data.meetings.find((m: { pk: number }) => m.pk === pk);
    expect(row).toMatchObject({ status: 'REQUEST', url: '', meetingAt: null });
    const { notifications } = await notificationsOf(member);
    expect(notifications.filter((n) => n.notificationData.meetingPk === pk).map((n) => n.notificationData.type)).toEqual(['WAIT_APPROVAL']);
  });

  it('list a request with member, company, catalogue names and both times, offer the planner’s actions, and follow it through the queues', async () => {
    const requested = wallAt(12 * DAY, 9);
    const pk = await requestMeeting(member, { requestMeetingAt: requested, requestTimeZone: '+09:00', title: 'Seat frame sourcing' });
    const list = await desk(manager, 'GET', '?queue=staff');
    expect(list.status).toBe(200);
    const row = list.body.data.meetings.find((m: { pk: number }) => m.pk === pk);
    expect(row).toMatchObject({
      title: 'Seat frame sourcing',
      queue: 'staff',
      status: 'REQUEST',
      member: { email: member.email },
      timeZone: '+09:00',
      requested: { member: `${requested} (UTC+09:00)` },
      actions: ['propose', 'confirm', 'setUrl', 'cancel'],
    });
    expect(row.company).not.toBe('');
    expect(row.category).not.toBe('');
    expect(row.product).not.toBe('');
    expect(new Date(row.requested.at).getTime()).toBe(Date.parse(`${requested.replace(' ', 'T')}:00+09:00`));
    expect(list.body.data.counts.staff).toBeGreaterThan(0);

    // Propose at 14:00 Seoul time: the member's move; the time is read at the given offset.
    const proposed = wallAt(14 * DAY, 9);
    expect((await desk(manager, 'POST', `/${pk}/actions`, { action: 'propose', at: proposed, timeZone: '+09:00' })).status).toBe(200);
    const waiting = (await desk(manager, 'GET', '?queue=member')).body.data.meetings.find((m: { pk: number }) => m.pk === pk);
    expect(waiting).toMatchObject({ queue: 'member', meetingAt: { member: `${proposed} (UTC+09:00)` } });
    // Confirm: scheduled, the member notified and invited.
    expect((await desk(manager, 'POST', `/${pk}/actions`, { action: 'confirm' })).status).toBe(200);
    const scheduled = (await desk(manager, 'GET', '?queue=scheduled')).body.data.meetings.find((m: { pk: number }) => m.pk === pk);
    expect(scheduled.actions).toEqual(['propose', 'setUrl', 'complete', 'cancel']);
    const types = (await notificationsOf(member)).notifications
      .filter((n) => n.notificationData.meetingPk === pk)
      .map((n) => n.notificationData.type);
    expect(types).toEqual(expect.arrayContaining(['CHANGE_MANAGER_SCHEDULE', 'APPROVED']));
  });

  it('flag a manager’s meetings less than an hour apart, and export the filtered meetings as CSV', async () => {
    const start = 30 * DAY;
    const first = await requestMeeting(member, { requestMeetingAt: wallAt(start, 0), title: 'Overlap one' });
    const second = await requestMeeting(member, { requestMeetingAt: wallAt(start + 30 * 60_000, 0), title: 'Overlap two' });
    // Both with the same manager, both confirmed.
    const managerId = (await desk(manager, 'GET', '?queue=staff')).body.data.managers.find((m: { active: boolean }) => m.active).id;
    for (const pk of [first, second]) {
      expect((await desk(manager, 'PUT', `/${pk}/manager`, { manager: managerId })).status).toBe(200);
      expect((await desk(manager, 'POST', `/${pk}/actions`, { action: 'confirm' })).status).toBe(200);
    }
    const from = new Date(Date.now() + start - DAY).toISOString();
    const to = new Date(Date.now() + start + DAY).toISOString();
    const week = (await desk(manager, 'GET', `?queue=scheduled&manager=${managerId}&from=${from}&to=${to}`)).body.data;
    const byPk = new Map(week.meetings.map((m: { pk: number }) => [m.pk, m]));
    expect(byPk.get(first)).toMatchObject({ overlaps: [second], manager: { id: managerId } });
    expect(byPk.get(second)).toMatchObject({ overlaps: [first] });

    const csv = await desk(manager, 'GET', `/export?queue=scheduled&manager=${managerId}&from=${from}&to=${to}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text.startsWith('\uFEFFNo.,Whose turn,Status,Member,E-mail,Company')).toBe(true);
    const lines = csv.text.trim().split('\r\n');
    expect(lines).toHaveLength(1 + week.meetings.length);
    expect(lines.some((l) => l.startsWith(`${first},Scheduled,Confirmed,`) && l.includes(member.email))).toBe(true);
    // Another manager's filter leaves them out.
    const none = await desk(manager, 'GET', `/export?queue=scheduled&manager=none&from=${from}&to=${to}`);
    expect(none.status).toBe(200);
    expect(none.text.startsWith('\uFEFFNo.,')).toBe(true);
    expect(none.text).not.toContain('Overlap one');
  });

  it('leave status and bookkeeping read-only in the Content Manager: a Manager’s raw status save changes nothing', async () => {
    const admin = await adminSession();
    const layout = await admin('GET', '/content-manager/content-types/api::meeting.meeting/configuration');
    const metadatas = layout.body.data.contentType.metadatas as Record<string, { edit: { editable: boolean } }>;
    for (const field of ['meetingStatus', 'lastUpdator', 'invitationSequence', 'dayReminderAt', 'hourReminderAt'])
      expect(metadatas[field].edit.editable, field).toBe(false);
    expect(metadatas.meetingAt.edit.editable).toBe(true);

    // The Manager's own session, as the panel sends a save of the whole form.
    const staff = await staffOfRole('portal-manager', 'Raw Editor');
    const pk = await requestMeeting(member);
    const uid = 'api::meeting.meeting';
    const found = await staff.fetch('GET', `/content-manager/collection-types/${uid}?page=1&pageSize=10&filters[$and][0][id][$eq]=${pk}`);
    const documentId = found.body.results[0].documentId;
    const saved = await staff.fetch('PUT', `/content-manager/collection-types/${uid}/${documentId}`, {
      meetingStatus: 'CANCEL',
      cancelReason: 'raw edit',
      lastUpdator: 'USER',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(500);
    const row = (await desk(manager, 'GET', '?queue=staff')).body.data.meetings.find((m: { pk: number }) => m.pk === pk);
    expect(row?.status).toBe('REQUEST');
    const { notifications } = await notificationsOf(member);
    expect(notifications.filter((n) => n.notificationData.meetingPk === pk).map((n) => n.notificationData.type)).toEqual(['WAIT_APPROVAL']);
  });
});

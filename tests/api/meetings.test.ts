import { describe, expect, it } from 'vitest';
import { activeMember, api, mailsTo, type Member } from '../support/kit';
import { adminCli } from '../support/admin-cli';
import { adminSession } from '../support/admin-api';
import { adminEditMeeting, countOf, DAY, meetingRequest, notificationsOf, requestMeeting, utcWallTime } from '../support/meetings';

const detail = (m: Member, pk: number) => api('/api/meeting/detail', { body: { pk }, headers: m.headers });
const inList = async (m: Member, list: string, pk: number) =>
  ((await api('/api/meeting/list', { headers: m.headers })).body.data[list] as { pk: number }[]).some((i) => i.pk === pk);

describe('meeting request form', () => {
  it('offers platforms, categories and products, and validates every docs/meetings.md#validation rule from the contract', async () => {
    const member = await activeMember();
    const platforms = (await api('/api/meeting/new', { headers: member.headers })).body.data.platforms;
    expect(platforms.map((p: { value: string }) => p.value)).toContain('Webex');

    const valid = await meetingRequest(member);
    const refused = async (overrides: Record<string, unknown>) => {
      const reply = await api('/api/meeting/edit', { body: { ...valid, ...overrides }, headers: member.headers });
      expect(reply.status, JSON.stringify(reply.body)).toBe(422);
      return Object.keys(reply.body.errors);
    };
    expect(await refused({ title: 'x'.repeat(51) })).toEqual(['title']);
    expect(await refused({ title: '<b></b>' })).toEqual(['title']);
    expect(await refused({ productCategoryPk1: 0 })).toEqual(['productCategoryPk1']);
    expect(await refused({ requestPlatform: '' })).toEqual(['requestPlatform']);
    expect(await refused({ requestDescription: '   ' })).toEqual(['requestDescription']);
    expect(await refused({ requestMeetingAt: utcWallTime(-DAY) })).toEqual(['requestMeetingAt']);
    expect(await refused({ requesterJoin: false, meetingUsers: [{ firstName: '', lastName: 'Kim' }] })).toEqual(['meetingUsers']);
    const five = Array.from({ length: 5 }, (_, i) => ({ firstName: `A${i}`, lastName: 'Lee', position: '', email: '' }));
    expect(await refused({ meetingUsers: five })).toEqual(['meetingUsers']);
    // Attendee texts take the input default of 20 characters (the form's maxlength), the e-mail the stated 100.
    const attendee = { firstName: 'Ana', lastName: 'Park', position: 'Buyer', email: 'ana@example.com' };
    for (const field of ['firstName', 'lastName', 'position'] as const)
      expect(await refused({ meetingUsers: [{ ...attendee, [field]: 'x'.repeat(21) }] })).toEqual([`meetingUsers.0.${field}`]);
    expect(await refused({ meetingUsers: [{ ...attendee, email: `${'a'.repeat(90)}@example.com` }] })).toEqual(['meetingUsers.0.email']);
    expect(
      (
        await api('/api/meeting/edit', {
          body: { ...valid, meetingUsers: [{ ...attendee, firstName: 'x'.repeat(20) }] },
          headers: member.headers,
        })
      ).status,
    ).toBe(200);
    // The product must belong to the chosen sub-category.
    const mismatch = await api('/api/meeting/edit', { body: { ...valid, productPk: 999999 }, headers: member.headers });
    expect(mismatch.status).toBe(422);
    expect(Object.keys(mismatch.body.errors)).toEqual(['productPk']);

    // Tags are stripped, attendees without a name dropped, no date means any time.
    const pk = await requestMeeting(member, {
      title: '<script>x</script>Brake <i>by-wire</i>',
      requestMeetingAt: null,
      meetingUsers: [
        { firstName: 'Ana', lastName: 'Park', position: 'Buyer', email: 'ana@example.com' },
        { firstName: '', lastName: '' },
      ],
    });
    const item = (await detail(member, pk)).body.data;
    expect(item).toMatchObject({
      title: 'xBrake by-wire',
      requestAnywhen: true,
      requestMeetingAt: null,
      status: 'REQUEST',
      lastUpdator: 'USER',
      tag: 'apply',
    });
    expect(item.meetingUsers).toHaveLength(1);
    expect(item.manager).toMatchObject({ firstName: expect.any(String), email: expect.stringContaining('@') });
    expect(item.productName).not.toBe('');
  });
});

describe('meeting status machine', () => {
  it('request → proposal (CLI) → approval → change → confirmation (admin panel) → completion, one notification each', async () => {
    const member = await activeMember();
    const pk = await requestMeeting(member);
    expect(await countOf(member, 'WAIT_APPROVAL', pk)).toBe(1);
    expect(await inList(member, 'requestList', pk)).toBe(true);

    // A first request cannot be edited, only cancelled.
    const firstEdit = await api('/api/meeting/edit', { body: { ...(await meetingRequest(member)), pk }, headers: member.headers });
    expect(firstEdit.status).toBe(409);
    expect(firstEdit.body.errors.pk[0]).toMatch(/first request/i);
    expect((await api('/api/meeting/confirm', { body: { pk }, headers: member.headers })).status).toBe(409);

    const proposed = utcWallTime(12 * DAY);
    expect(await adminCli('meeting-propose', String(pk), proposed, '+00:00')).toMatch(/now REQUEST/);
    let item = (await detail(member, pk)).body.data;
    expect(item).toMatchObject({
      status: 'REQUEST',
      lastUpdator: 'ADMIN',
      meetingAt: new Date(`${proposed.replace(' ', 'T')}:00Z`).toISOString(),
    });
    expect(await countOf(member, 'CHANGE_MANAGER_SCHEDULE', pk)).toBe(1);
    const note = (await notificationsOf(member)).notifications.find((n) => n.notificationData.type === 'CHANGE_MANAGER_SCHEDULE');
    expect(note?.notificationData).toMatchObject({ meetingPk: pk, managerPk: item.manager.pk, startAt: item.meetingAt });

    const approve = await api('/api/meeting/confirm', { body: { pk }, headers: member.headers });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    expect(approve.body.data).toMatchObject({ pk, status: 'RESERVE' });
    expect(await countOf(member, 'APPROVED', pk)).toBe(1);
    expect(await inList(member, 'reserveList', pk)).toBe(true);
    const invite = (await mailsTo(member.email)).find((m) => m.calendar.includes('METHOD:REQUEST'))!;
    expect(invite.subject).toContain('Cockpit module roadmap');
    expect(invite.calendar).toContain(`UID:meeting-${pk}@`);
    expect(invite.calendar).toContain('SEQUENCE:1');
    expect(invite.calendar).toMatch(/DTSTART:\d{8}T\d{6}Z/);

    // 12 days ahead: a reserved meeting may be changed (8+ days), which puts it back to applied.
    item = (await api('/api/meeting/editData', { body: { pk }, headers: member.headers })).body.data;
    const change = await api('/api/meeting/edit', {
      body: {
        ...(await meetingRequest(member)),
        pk,
        version: item.version,
        requestMeetingAt: utcWallTime(15 * DAY),
        requestDescription: 'Can we move it?',
        changeReason: 'Trade fair',
      },
      headers: member.headers,
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    item = (await detail(member, pk)).body.data;
    expect(item).toMatchObject({ status: 'CHANGE', lastUpdator: 'USER', tag: 'apply', changeReason: 'Trade fair' });
    expect(item.requestDescription).toMatch(
      /2027 cockpit roadmap\.\n\n-{10,}\n\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(GMT\+00:00\)\nCan we move it\?$/,
    );
    expect(await countOf(member, 'CHANGE_USER_SCHEDULE', pk)).toBe(1);

    // The manager confirms the new time in the admin panel: same machine, same effects.
    const saved = await adminEditMeeting(pk, { meetingStatus: 'RESERVE', meetingAt: new Date(Date.now() + 15 * DAY).toISOString() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    item = (await detail(member, pk)).body.data;
    expect(item).toMatchObject({ status: 'RESERVE', lastUpdator: 'ADMIN' });
    expect(await countOf(member, 'APPROVED', pk)).toBe(2);
    const invites = (await mailsTo(member.email)).filter((m) => m.calendar.includes('METHOD:REQUEST'));
    expect(invites.at(-1)!.calendar).toContain('SEQUENCE:2');

    // An impossible panel edit is refused with the reason and changes nothing.
    const bad = await adminEditMeeting(pk, { meetingStatus: 'REQ_MANAGER' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/propose a time, confirm, complete or cancel/);

    expect(await adminCli('meeting-complete', String(pk), 'Samples agreed')).toMatch(/now COMPLETE/);
    item = (await detail(member, pk)).body.data;
    expect(item).toMatchObject({ status: 'COMPLETE', tag: 'complete', result: 'Samples agreed' });
    expect(await countOf(member, 'MEETING_COMPLETE', pk)).toBe(1);
    const closed = await api('/api/meeting/cancel', { body: { pk, reason: 'late' }, headers: member.headers });
    expect(closed.status).toBe(409);
    expect(await inList(member, 'completeList', pk)).toBe(true);
  });

  it('cancels with a reason: the member (CANCEL invitation when invited) and the manager, each with its notification', async () => {
    const member = await activeMember();
    const pk = await requestMeeting(member);
    await adminEditMeeting(pk, { meetingStatus: 'RESERVE', meetingAt: new Date(Date.now() + 10 * DAY).toISOString() });
    const noReason = await api('/api/meeting/cancel', { body: { pk, reason: ' ' }, headers: member.headers });
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.body.errors)).toEqual(['reason']);
    const cancel = await api('/api/meeting/cancel', { body: { pk, reason: 'Budget frozen' }, headers: member.headers });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await detail(member, pk)).body.data).toMatchObject({
      status: 'CANCEL',
      lastUpdator: 'USER',
      cancelReason: 'Budget frozen',
      tag: 'cancel',
    });
    expect(await countOf(member, 'MEETING_CANCEL_USER', pk)).toBe(1);
    const calendars = (await mailsTo(member.email)).map((m) => m.calendar).filter(Boolean);
    expect(calendars.at(-1)).toContain('METHOD:CANCEL');
    expect(calendars.at(-1)).toContain(`UID:meeting-${pk}@`);
    expect(calendars.at(-1)).toContain('SEQUENCE:2');

    const other = await requestMeeting(member);
    expect(await adminCli('meeting-cancel', String(other), 'Manager unavailable')).toMatch(/now CANCEL/);
    expect((await detail(member, other)).body.data).toMatchObject({
      status: 'CANCEL',
      lastUpdator: 'ADMIN',
      cancelReason: 'Manager unavailable',
    });
    expect(await countOf(member, 'MEETING_CANCEL', other)).toBe(1);
  });

  it('on the day (under 24 h) a reserved meeting can only be joined; under 8 days it cannot be changed', async () => {
    const member = await activeMember();
    const soon = await requestMeeting(member);
    await adminEditMeeting(soon, {
      meetingStatus: 'RESERVE',
      meetingAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
      url: 'https://meet.example.com/abc',
    });
    const cancel = await api('/api/meeting/cancel', { body: { pk: soon, reason: 'x' }, headers: member.headers });
    expect(cancel.status).toBe(409);
    const item = (await detail(member, soon)).body.data;
    expect(item.url).toBe('https://meet.example.com/abc');

    const week = await requestMeeting(member);
    await adminEditMeeting(week, { meetingStatus: 'RESERVE', meetingAt: new Date(Date.now() + 5 * DAY).toISOString() });
    const change = await api('/api/meeting/edit', { body: { ...(await meetingRequest(member)), pk: week }, headers: member.headers });
    expect(change.status).toBe(409);
    expect(change.body.errors.pk[0]).toMatch(/8 or more days/);
  });

  it("refuses an edit made over a manager's newer change instead of overwriting it", async () => {
    const member = await activeMember();
    const pk = await requestMeeting(member);
    await adminEditMeeting(pk, { meetingStatus: 'REQUEST', meetingAt: new Date(Date.now() + 9 * DAY).toISOString() });
    const loaded = (await api('/api/meeting/editData', { body: { pk }, headers: member.headers })).body.data;
    expect(loaded.platforms.length).toBeGreaterThan(0);
    // The manager proposes another time while the member has the form open.
    await adminEditMeeting(pk, { meetingAt: new Date(Date.now() + 11 * DAY).toISOString() });
    const stale = await api('/api/meeting/edit', {
      body: { ...(await meetingRequest(member)), pk, version: loaded.version },
      headers: member.headers,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errors.pk[0]).toMatch(/changed meanwhile/);
    expect((await detail(member, pk)).body.data.status).toBe('REQUEST');
  });
});

describe('meeting privacy', () => {
  it("a member can neither see nor act on another member's meeting, and a visitor gets 401", async () => {
    const owner = await activeMember();
    const other = await activeMember();
    const pk = await requestMeeting(owner);
    for (const [path, body] of [
      ['detail', { pk }],
      ['editData', { pk }],
      ['confirm', { pk }],
      ['cancel', { pk, reason: 'mine now' }],
      ['edit', { ...(await meetingRequest(other)), pk }],
    ] as const) {
      const reply = await api(`/api/meeting/${path}`, { body, headers: other.headers });
      expect(reply.status, path).toBe(404);
      expect(JSON.stringify(reply.body)).not.toContain('Cockpit');
      expect((await api(`/api/meeting/${path}`, { body })).status, `${path} as visitor`).toBe(401);
    }
    expect(await inList(other, 'requestList', pk)).toBe(false);
    expect((await detail(owner, pk)).body.data.status).toBe('REQUEST');
    const home = await api('/api/meeting/mainsite/list', { headers: owner.headers });
    expect(home.body.data.items.map((i: { pk: number }) => i.pk)).toContain(pk);
  });
});

describe('staff roles', () => {
  it('has a Manager admin role that works on meetings (and inquiries) but not on content or settings', async () => {
    const admin = await adminSession();
    const roles = await admin('GET', '/admin/roles');
    const manager = roles.body.data.find((r: { code: string }) => r.code === 'portal-manager');
    expect(manager).toMatchObject({ name: 'Manager' });
    const permissions = (await admin('GET', `/admin/roles/${manager.id}/permissions`)).body.data as {
      action: string;
      subject: string | null;
    }[];
    const on = (subject: string) => permissions.filter((p) => p.subject === subject).map((p) => p.action.split('.').pop());
    expect(on('api::meeting.meeting').sort()).toEqual(['read', 'update']);
    expect(on('api::manager.manager')).toEqual(['read']);
    expect(on('api::product.product')).toEqual([]);
    expect(permissions.some((p) => p.action.startsWith('admin::') || p.action.includes('settings'))).toBe(false);
  });
});

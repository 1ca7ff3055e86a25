/**
 * A meeting's history on the meetings desk (docs/staff-workspace.md#meetings-desk, issue 27 item 4): every request,
 * proposal, confirmation, change, assignment and cancellation is an event with who did it and when, written in the
 * transition's own transaction (a refused transition leaves none); only roles with the meetings tool read it.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { SiteLang } from '@portal/domain';
import { activeMember, api, type Member } from '../support/kit';
import { adminCli } from '../support/admin-cli';
import { DAY, requestMeeting } from '../support/meetings';
import { staffFetch, staffOfRole } from '../support/staff';

interface Staff {
  token: string;
}
const history = (staff: Staff, pk: number | string, lang: SiteLang = 'ENG') =>
  staffFetch(staff.token, 'GET', `/staff/meetings/${pk}/history`, undefined, lang);
const act = (staff: Staff, pk: number, body: unknown) => staffFetch(staff.token, 'POST', `/staff/meetings/${pk}/actions`, body);

/** A wall-clock time `ms` from now in UTC, as the desk's form sends it. */
const wallAt = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 16).replace('T', ' ');

let manager: Staff;
let member: Member;

beforeAll(async () => {
  manager = await staffOfRole('portal-manager', 'History Manager');
  member = await activeMember();
});

describe('meeting history', () => {
  it('records each step with who did it and when; a refused step records nothing', async () => {
    const pk = await requestMeeting(member);
    const proposed = wallAt(10 * DAY);
    const propose = await act(manager, pk, { action: 'propose', at: proposed, timeZone: '+00:00' });
    expect(propose.status, JSON.stringify(propose.body)).toBe(200);
    // Refused by the planner (completing an unconfirmed meeting): no event.
    expect((await act(manager, pk, { action: 'complete', result: 'Too early' })).status).toBe(409);
    const confirm = await api('/api/meeting/confirm', { body: { pk }, headers: member.headers });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    // The command line acts as the system.
    expect(await adminCli('meeting-cancel', String(pk), 'Room flooded')).toMatch(/CANCEL/);

    const reply = await history(manager, pk);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const events = reply.body.data.events as any[];
    expect(events.map((e) => [e.action, e.actor.type, e.from, e.to])).toEqual([
      ['REQUEST', 'MEMBER', null, 'REQUEST'],
      ['PROPOSE', 'STAFF', 'REQUEST', 'REQUEST'],
      ['APPROVE', 'MEMBER', 'REQUEST', 'RESERVE'],
      ['CANCEL', 'SYSTEM', 'RESERVE', 'CANCEL'],
    ]);
    expect(events[0].actor.name).not.toBe('');
    expect(events[1].actor.name).toBe('History Manager Staff');
    expect(events[1].meetingAt.at).toBe(new Date(`${proposed.replace(' ', 'T')}:00Z`).toISOString());
    expect(events[1].meetingAt.member).toBe(`${proposed} (UTC+00:00)`);
    expect(events[3].detail).toBe('Room flooded');
    for (const e of events) expect(Date.now() - Date.parse(e.at)).toBeLessThan(60 * 60 * 1000);
    // Names in the admin language's order, as on the rest of the desk.
    expect((await history(manager, pk, 'KOR')).body.data.events[1].actor.name).toBe('Staff History Manager');
    // The command line starts a Strapi of its own, which takes a while on a loaded machine.
  }, 240_000);

  it('records assignments and a cancellation from the desk with its reason', async () => {
    const pk = await requestMeeting(member);
    expect((await staffFetch(manager.token, 'PUT', `/staff/meetings/${pk}/manager`, { manager: null })).status).toBe(200);
    expect((await act(manager, pk, { action: 'cancel', reason: 'No slot this month' })).status).toBe(200);
    const events = (await history(manager, pk)).body.data.events as any[];
    expect(events.map((e) => [e.action, e.actor.type, e.detail])).toEqual([
      ['REQUEST', 'MEMBER', ''],
      ['ASSIGN', 'STAFF', ''],
      ['CANCEL', 'STAFF', 'No slot this month'],
    ]);
  });

  it('is read only by roles with the meetings tool; an unknown meeting is a 404 naming pk', async () => {
    const pk = await requestMeeting(member);
    for (const code of ['portal-administrator', 'strapi-editor']) {
      const other = await staffOfRole(code, `No history ${code}`);
      expect((await history(other, pk)).status, code).toBe(403);
    }
    expect((await fetch(`${inject('baseUrl')}/staff/meetings/${pk}/history`)).status).toBe(401);
    expect((await fetch(`${inject('baseUrl')}/staff/meetings/${pk}/history`, { headers: member.headers })).status).toBe(401);
    for (const bad of ['99999999', 'abc', '-1']) {
      const reply = await history(manager, bad);
      expect({ status: reply.status, fields: Object.keys(reply.body?.errors ?? {}), text: reply.body ? '' : reply.text }, bad).toEqual({
        status: 404,
        fields: ['pk'],
        text: '',
      });
    }
  });
});

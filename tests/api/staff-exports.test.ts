/**
 * Exports in staff words (issue 27 item 7, docs/staff-workspace.md#exports): headers, statuses, member types, VIP
 * and country names as the admin shows them in the staff member's language, times in the staff member's zone. A
 * Korean administrator and manager in Seoul export members, meetings and inquiries.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { activeMember, api, registerAndVerify, registration, type Member } from '../support/kit';
import { requestMeeting, DAY } from '../support/meetings';
import { staffFetch, staffOfRole } from '../support/staff';

type Staff = Awaited<ReturnType<typeof staffOfRole>>;
let administrator: Staff;
let manager: Staff;
let member: Member;

beforeAll(async () => {
  [administrator, manager, member] = await Promise.all([
    staffOfRole('portal-administrator', 'Export Admin'),
    staffOfRole('portal-manager', 'Export Manager'),
    activeMember(),
  ]);
});

/** A CSV export's lines (after the byte-order mark), in Korean, with a time zone. */
async function exported(staff: Staff, path: string, zone = 'Asia/Seoul') {
  const res = await staffFetch(
    staff.token,
    'GET',
    `${path}${path.includes('?') ? '&' : '?'}timeZone=${encodeURIComponent(zone)}`,
    undefined,
    'KOR',
  );
  expect(res.status, res.text).toBe(200);
  return res.text.slice(1).trimEnd().split('\r\n');
}

/** A CSV line's cells: split at commas outside quotes, quotes removed (the cells here hold no line breaks). */
const cells = (line: string) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((c) => c.replace(/^"(.*)"$/, '$1').replace(/""/g, '"'));

/** The cell of a column (by header) in a line. */
const cellOf = (lines: string[], line: string, header: string) => cells(line)[cells(lines[0]).indexOf(header)];

/** An instant as the export writes it in Seoul (UTC+09:00, no daylight saving). */
const seoul = (iso: string) => new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('exports in the staff member’s language and time zone', () => {
  it('members: Korean headers, status, member type, VIP 예/아니요, the country’s Korean name, times in Seoul', async () => {
    const body = await registration({ countryPk: 410 });
    await registerAndVerify(body);
    const lines = await exported(administrator, `/staff/members/export?q=${encodeURIComponent(body.email)}`);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      '이메일,성,이름,회사,회사(현지 이름),부서,직책,상태,회원 유형,요청 도메인,전화,휴대폰,국가,언어,VIP 회원,마케팅 수신 동의,' +
        '가입 일시(Asia/Seoul),이메일 인증 일시(Asia/Seoul),승인 일시(Asia/Seoul)',
    );
    const row = lines[1];
    expect(cellOf(lines, row, '상태')).toBe('활성');
    expect(cellOf(lines, row, '회원 유형')).toBe('직접 가입');
    expect(cellOf(lines, row, '국가')).toBe('대한민국');
    expect(cellOf(lines, row, '언어')).toBe('English');
    expect(cellOf(lines, row, 'VIP 회원')).toBe('아니요');
    const roster = await staffFetch(administrator.token, 'GET', `/staff/members?q=${encodeURIComponent(body.email)}`);
    expect(cellOf(lines, row, '가입 일시(Asia/Seoul)')).toBe(seoul(roster.body.data.items[0].createdAt));

    // A bad zone is refused with the field named, nothing exported.
    const bad = await staffFetch(administrator.token, 'GET', '/staff/members/export?timeZone=Mars%2FOlympus', undefined, 'KOR');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['timeZone']);
  });

  it('meetings: the tab and the status in words, the meeting time in Seoul beside the member’s', async () => {
    const at = new Date(Date.now() + 50 * DAY);
    const wall = at.toISOString().slice(0, 10);
    const pk = await requestMeeting(member, { title: 'Export words', requestMeetingAt: `${wall} 03:30` });
    const propose = await staffFetch(manager.token, 'POST', `/staff/meetings/${pk}/actions`, {
      action: 'propose',
      at: `${wall} 05:00`,
      timeZone: '+00:00',
    });
    expect(propose.status, propose.text).toBe(200);
    const lines = await exported(manager, '/staff/meetings/export?queue=member');
    expect(lines[0].split(',').slice(0, 4)).toEqual(['번호', '차례', '상태', '회원']);
    const row = lines.find((l) => l.startsWith(`${pk},`))!;
    expect(cellOf(lines, row, '차례')).toBe('회원 응답 대기');
    expect(cellOf(lines, row, '상태')).toBe('일시 제안됨, 회원 응답 대기');
    expect(cellOf(lines, row, '미팅 일시(Asia/Seoul)')).toBe(`${wall} 14:00`);
    expect(cellOf(lines, row, '미팅 일시(회원 시간)')).toBe(`${wall} 05:00 (UTC+00:00)`);
  });

  it('inquiries: the status in words, received in the zone asked for', async () => {
    const sent = await api('/api/qna/edit', {
      body: { siteLang: 'KOR', questionTypeCode: 'PRODUCT', title: 'Export words inquiry', content: 'Words?', url: '', assets: [] },
      headers: member.headers,
    });
    expect(sent.status).toBe(200);
    const lines = await exported(manager, `/staff/inquiries/export?q=${encodeURIComponent('Export words inquiry')}`, 'America/New_York');
    expect(lines[0].split(',').slice(0, 3)).toEqual(['번호', '상태', '접수 일시(America/New_York)']);
    const row = lines.find((l) => l.startsWith(`${sent.body.data.pk},`))!;
    expect(cellOf(lines, row, '상태')).toBe('답변 대기');
    expect(cellOf(lines, row, '언어')).toBe('한국어');
    const received = cellOf(lines, row, '접수 일시(America/New_York)');
    const utcHour = new Date().getUTCHours();
    // New York is 4 or 5 hours behind UTC: the hour written is one of those (the test may straddle an hour).
    const hour = Number(received.slice(11, 13));
    expect([4, 5, 6].map((h) => (utcHour - h + 24) % 24)).toContain(hour);
  });
});

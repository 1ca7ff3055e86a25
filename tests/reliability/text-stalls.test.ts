/**
 * Issue 26 item 1 (SECURITY.md, "Text fields"): one member or staff request of 1 MB cannot stall the server. The
 * worst body of old (`'<'` x k then `'a>'` x k, stripped one nesting level per pass: 234 KB took 16.6 s, and a guest
 * page waited as long) goes into every free-text field of the meeting, inquiry and staff desk calls: each is refused
 * with a 4xx naming the field within 200 ms (asserted: 400 ms, for the shared machine), and a guest page requested
 * meanwhile is not delayed by more than 100 ms.
 * Timings are the best of five tries (the machine is shared); the old code took seconds on every try.
 */
import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { activeMember, call, type Member } from '../support/kit';
import { requestMeeting, meetingRequest } from '../support/meetings';
import { staffFetch, staffOfRole } from '../support/staff';

/** Just under the 1 MB JSON body limit, with room for the rest of the body. */
const SIZE = 1_000_000;
const worst = (() => {
  const k = Math.floor(SIZE / 3);
  return '<'.repeat(k) + 'a>'.repeat(k);
})();
const TRIES = 5;
/** The target is 200 ms; the bound leaves room for the shared machine (load average 30+), the old code took minutes. */
const HANDLED_MS = 400;
const GUEST_DELAY_MS = 100;

/** How long a guest's page takes, in milliseconds (any answer: the time is what counts). */
async function guestPage(): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${inject('baseUrl')}/`, { redirect: 'manual' });
  await res.arrayBuffer();
  return performance.now() - start;
}

type Reply = { status: number; errors: Record<string, unknown> | undefined };
interface Attack {
  field: string;
  /** Builds the request (a meeting to act on, the catalogue choice) and answers the timed send. */
  prepare: () => Promise<() => Promise<Reply>>;
}

/** Sends the attack with a guest page requested 5 ms into it; the best of TRIES of each timing. */
async function measure(attack: Attack) {
  let handled = Infinity;
  let delay = Infinity;
  let last: Reply | undefined;
  for (let t = 0; t < TRIES; t++) {
    const send = await attack.prepare();
    // The guest page's usual time on this machine right now: the median of three, so one lucky fast answer does not
    // count as the norm.
    const quiet = [await guestPage(), await guestPage(), await guestPage()].sort((a, b) => a - b)[1];
    const start = performance.now();
    const sent = send().then((reply) => ({ reply, ms: performance.now() - start }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const guest = await guestPage();
    const { reply, ms } = await sent;
    last = reply;
    handled = Math.min(handled, ms);
    delay = Math.min(delay, Math.max(0, guest - quiet));
  }
  return { handled, delay, reply: last! };
}

let member: Member;
let manager: { token: string };
const figures: string[] = [];

beforeAll(async () => {
  member = await activeMember();
  manager = await staffOfRole('portal-manager', 'Stall Manager');
});

const memberCall = (name: 'meetingEdit' | 'meetingCancel' | 'inquiryEdit', body: () => Promise<Record<string, unknown>>) => async () => {
  const ready = await body();
  return async () => {
    const reply = await call(name, ready as never, { headers: member.headers });
    return { status: reply.status, errors: reply.body?.errors };
  };
};
const deskCall = (path: () => Promise<string>, body: Record<string, unknown>) => async () => {
  const ready = await path();
  return async () => {
    const reply = await staffFetch(manager.token, 'POST', ready, body);
    return { status: reply.status, errors: reply.body?.errors };
  };
};

const ATTACKS: Record<string, Attack> = {
  'meeting request title': { field: 'title', prepare: memberCall('meetingEdit', () => meetingRequest(member, { title: worst })) },
  'meeting request description': {
    field: 'requestDescription',
    prepare: memberCall('meetingEdit', () => meetingRequest(member, { requestDescription: worst })),
  },
  'meeting cancel reason': {
    field: 'reason',
    prepare: memberCall('meetingCancel', async () => ({ pk: await requestMeeting(member), reason: worst })),
  },
  'inquiry title': {
    field: 'title',
    prepare: memberCall('inquiryEdit', async () => ({ questionTypeCode: 'PRODUCT', title: worst, content: 'x' })),
  },
  'inquiry content': {
    field: 'content',
    prepare: memberCall('inquiryEdit', async () => ({ questionTypeCode: 'PRODUCT', title: 'x', content: worst })),
  },
  'staff meeting result': {
    field: 'result',
    prepare: deskCall(async () => `/staff/meetings/${await requestMeeting(member)}/actions`, { action: 'complete', result: worst }),
  },
  'staff meeting cancel reason': {
    field: 'reason',
    prepare: deskCall(async () => `/staff/meetings/${await requestMeeting(member)}/actions`, { action: 'cancel', reason: worst }),
  },
};

describe('issue 26 item 1: a 1 MB body of nested tags does not stall the server', () => {
  for (const [name, attack] of Object.entries(ATTACKS))
    it(`item 1: ${name} is refused with its field named, fast, while a guest page is served`, async () => {
      const { handled, delay, reply } = await measure(attack);
      figures.push(`${name}: handled in ${handled.toFixed(0)} ms, guest page delayed ${delay.toFixed(0)} ms`);
      expect(reply.status, JSON.stringify(reply.errors)).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(Object.keys(reply.errors ?? {})).toContain(attack.field);
      expect(handled, `${name}: handled in`).toBeLessThan(HANDLED_MS);
      expect(delay, `${name}: guest page delayed by`).toBeLessThan(GUEST_DELAY_MS);
    });

  it('item 1: figures', () => {
    console.log(`[issue 26 item 1] best of ${TRIES}:\n  ${figures.join('\n  ')}`);
    expect(figures).toHaveLength(Object.keys(ATTACKS).length);
  });
});

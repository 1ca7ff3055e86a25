/**
 * The bell's stream (docs/architecture.md#push-to-members): GET /api/notification/stream answers Server-Sent Events
 * with the member's change stamp; a staff action reaches an open stream at once, a reconnect with Last-Event-ID
 * misses nothing, an ended session ends the stream, and on PostgreSQL a stream on one process hears a staff action
 * made on another (LISTEN/NOTIFY; .ci/api-on-postgres runs this file there).
 */
import { describe, expect, inject, it } from 'vitest';
import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import { startStrapi } from '../../scripts/lib/strapi-process.mjs';
import { freePort } from '../../scripts/lib/run.mjs';
import { activeMember, api } from '../support/kit';
import { adminEditMeeting, notificationsOf, requestMeeting } from '../support/meetings';

const DAY = 86_400_000;

interface OpenStream {
  status: number;
  headers: Headers;
  events: EventSourceMessage[];
  /** The first event (seen or still to come) that matches, within `ms`. */
  waitFor(match: (event: EventSourceMessage) => boolean, ms?: number): Promise<EventSourceMessage>;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens a member's stream on a server and reads its events as they come. */
async function openStream(headers: Record<string, string>, lastEventId?: string, base = inject('baseUrl')): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/notification/stream`, {
    headers: { ...headers, Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
    signal: controller.signal,
  });
  const events: EventSourceMessage[] = [];
  const waiting = new Set<() => void>();
  const ended = (async () => {
    if (!res.ok || !res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        events.push(read.value);
        for (const wake of waiting) wake();
      }
    } catch {
      /* closed by the test */
    }
  })();
  const waitFor = (match: (event: EventSourceMessage) => boolean, ms = 10_000) =>
    new Promise<EventSourceMessage>((resolve, reject) => {
      const look = () => {
        const found = events.find(match);
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no such event within ${ms} ms; got ${JSON.stringify(events)}`));
      }, ms);
      const cleanup = () => {
        clearTimeout(timer);
        waiting.delete(look);
      };
      waiting.add(look);
      look();
    });
  return { status: res.status, headers: res.headers, events, waitFor, ended, close: () => controller.abort() };
}

const change = (event: EventSourceMessage) => event.event === 'change';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('notification stream', () => {
  it('is refused without the event-stream Accept header (406 on accept) and without a live session (401)', async () => {
    const member = await activeMember();
    const plain = await api('/api/notification/stream', { method: 'GET', headers: member.headers });
    expect(plain.status).toBe(406);
    expect(Object.keys(plain.body.errors)).toEqual(['accept']);
    const visitor = await openStream({});
    expect(visitor.status).toBe(401);
    const forged = await openStream({ ...member.headers, 'X-SESSION-TOKEN': 'not-a-session' });
    expect(forged.status).toBe(423);
  });

  it('tells an open stream of a staff action at once; a reconnect with Last-Event-ID misses nothing', async () => {
    const member = await activeMember();
    const pk = await requestMeeting(member);
    const stream = await openStream(member.headers);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('private, no-store');
    // The first event is the current stamp: the one the poll's ETag names.
    const first = await stream.waitFor(change);
    expect(JSON.parse(first.data)).toEqual({ stamp: Number(first.id) });
    const poll = await api('/api/notification/list', { headers: member.headers });
    expect(poll.headers.get('etag')).toMatch(new RegExp(`\\.${first.id}"$`));

    // A manager confirms the meeting in the admin panel: the stream hears it.
    const saved = Date.now();
    expect((await adminEditMeeting(pk, { meetingStatus: 'RESERVE', meetingAt: new Date(Date.now() + 9 * DAY).toISOString() })).status).toBe(
      200,
    );
    const changed = await stream.waitFor((e) => change(e) && e.id !== first.id);
    console.log(`[stream] a staff action reached the open stream ${Date.now() - saved} ms after the admin's save answered`);
    const fresh = await api('/api/notification/list', { headers: { ...member.headers, 'If-None-Match': poll.headers.get('etag')! } });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('etag')).toMatch(new RegExp(`\\.${changed.id}"$`));
    stream.close();

    // While no stream is open the member reads one (the stamp moves): the reconnect catches up at once.
    const { notifications } = await notificationsOf(member);
    await api('/api/notification/read', { body: { notificationPks: [notifications[0].pk] }, headers: member.headers });
    const again = await openStream(member.headers, changed.id);
    const caughtUp = await again.waitFor(change);
    expect(caughtUp.id).not.toBe(changed.id);
    again.close();
    // Naming the latest event, a reconnect gets no change event until there is one.
    const quiet = await openStream(member.headers, caughtUp.id);
    await sleep(1_500);
    expect(quiet.events.filter(change)).toEqual([]);
    quiet.close();
  });

  it('ends with an `end` event when the member signs out elsewhere, and cannot be opened again', async () => {
    const member = await activeMember();
    const stream = await openStream(member.headers);
    await stream.waitFor(change);
    expect((await api('/api/sign/out', { headers: member.headers })).status).toBe(200);
    await stream.waitFor((e) => e.event === 'end', 5_000);
    await stream.ended;
    expect((await openStream(member.headers)).status).toBe(401);
  });

  // One process per database on SQLite: the streams of other processes are a PostgreSQL deployment's.
  it.runIf(!!process.env.DATABASE_URL)(
    'two processes on PostgreSQL: a stream on one hears a staff action saved on the other',
    async () => {
      const second = await startStrapi({ port: await freePort(), env: inject('strapiEnv'), quiet: true });
      try {
        const member = await activeMember();
        const pk = await requestMeeting(member);
        const stream = await openStream(member.headers, undefined, second.url);
        expect(stream.status).toBe(200);
        const first = await stream.waitFor(change);
        const saved = Date.now();
        await adminEditMeeting(pk, { meetingStatus: 'RESERVE', meetingAt: new Date(Date.now() + 9 * DAY).toISOString() });
        const changed = await stream.waitFor((e) => change(e) && e.id !== first.id);
        console.log(`[stream] across processes: ${Date.now() - saved} ms after the save answered`);
        expect(Number(changed.id)).toBeGreaterThan(0);
        stream.close();
      } finally {
        await second.stop();
      }
    },
    300_000,
  );
});

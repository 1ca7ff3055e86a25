// Issue 26 item 8 (SECURITY.md, sessions): a session's last-seen time (and with it its idle end) is written often
// enough for the configured idle window, so with SESSION_IDLE_MINUTES=1 a member who polls every 10 seconds is never
// signed out at 60 s, while polling still does not write on every call.
import { describe, expect, it } from 'vitest';
import { sessionLive, touchDue } from '../../cms/src/api/member/services/sessions';

/** A busy session simulated call by call: member-auth's rule (touch when due, idle end = last touch + idle window). */
function busySession(idleMinutes: number, everyMs: number, forMs: number) {
  const idleMs = idleMinutes * 60_000;
  const row = { lastSeenAt: 0, expiresAt: idleMs, endsAt: 12 * 3_600_000 };
  let writes = 0;
  let endedAt: number | null = null;
  for (let now = everyMs; now <= forMs; now += everyMs) {
    if (!sessionLive(row, now)) {
      endedAt = now;
      break;
    }
    if (touchDue(row, now)) {
      row.lastSeenAt = now;
      row.expiresAt = now + idleMs;
      writes++;
    }
  }
  return { endedAt, writes, calls: forMs / everyMs };
}

describe('issue 26 item 8: the idle touch follows the idle window', () => {
  it('item 8: with a 1-minute idle timeout a session polled every 10 s stays live, written every few calls', () => {
    process.env.SESSION_IDLE_MINUTES = '1';
    const { endedAt, writes, calls } = busySession(1, 10_000, 10 * 60_000);
    expect(endedAt).toBeNull();
    expect(writes).toBeLessThan(calls);
    // Idle for the whole window, it does end.
    expect(sessionLive({ expiresAt: 60_000, endsAt: Infinity }, 61_000)).toBe(false);
  });
});

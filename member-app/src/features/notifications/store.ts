import { atom, computed } from 'nanostores';
import { NOTIFICATION_POLL_MS, NOTIFICATION_STREAM_RETRY_MS, type NotificationListReply } from '@portal/domain';
import { apiPoll, apiStream, call } from '../../lib/api-client';
import { $memberChanges, changeArea, type ChangeArea } from '../../stores/member-changes';
import { $accessToken, $signedIn } from '../../stores/session';
import { sharedStream } from './shared-stream';

/** The member's notifications as last received (null until the first answer). */
export const $notifications = atom<NotificationListReply | null>(null);

/**
 * The configuration flag of docs/product/notifications.md#polling (PUBLIC_NOTIFICATION_POLLING): when on, the bell
 * keeps up with the member's notifications (the stream, and the poll every 10 s); off, it loads once per page.
 */
const pollingEnabled = () =>
  (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env?.PUBLIC_NOTIFICATION_POLLING !== 'false';

/**
 * Who the bell is for: the access token while signed in, else null. Another tab signing in as someone else changes
 * it without a sign-out here, and the list, its ETag and the stream of the member before must not carry over.
 */
const $bellMember = computed([$signedIn, $accessToken], (signedIn, token) => (signedIn ? token : null));

let etag: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let running = false;

/** One poll: a 304 keeps what we have; an answer replaces it. Failures wait for the next tick. */
async function refreshNotifications() {
  const member = $bellMember.get();
  if (member === null) return;
  try {
    const result = await apiPoll('notificationList', $notifications.get() ? etag : null);
    // An answer for the member before a switch (another tab signed in meanwhile) is not this member's list.
    if (member !== $bellMember.get()) return;
    if (!result.unchanged) {
      etag = result.etag;
      $notifications.set(result.data);
      announceChanges(result.data);
    }
  } catch {
    /* offline or signed out: the next tick (or the sign-in) tries again */
  }
}

/** Publishes the newest notification per area, so the lists of that area can load again (stores/member-changes). */
function announceChanges(reply: NotificationListReply) {
  const newest: Record<ChangeArea, number> = { meeting: 0, qna: 0 };
  for (const n of reply.notifications) {
    const area = changeArea(n.notificationData.type);
    newest[area] = Math.max(newest[area], n.pk);
  }
  const before = $memberChanges.get();
  if (before?.meeting !== newest.meeting || before?.qna !== newest.qna) $memberChanges.set(newest);
}

function schedule() {
  clearTimeout(timer);
  if (!running || !pollingEnabled()) return;
  // The poll keeps its pace beside the stream: it hears what the stream cannot (a command-line process's change on
  // SQLite) and works where a proxy cuts streams; a 304 costs the server one indexed lookup.
  timer = setTimeout(async () => {
    // A hidden tab skips its turn: thousands of idle tabs should not poll (it polls again when shown).
    if (document.visibilityState === 'visible') await refreshNotifications();
    schedule();
  }, NOTIFICATION_POLL_MS);
}

/**
 * The member's stream while the tab is shown (docs/architecture.md#push-to-members), one per browser: each change
 * loads the list (one conditional poll); a lost stream is opened again after a wait, resuming after its last event,
 * and the list is asked meanwhile (after an `end` event, the session ended, that call signs out). It opens a moment
 * after the page's load (NOTIFICATION_STREAM_RETRY_MS): the page's own requests go first, and tools that wait for
 * a quiet network (Lighthouse, a test's `networkidle`) see the page finish.
 */
const stream = sharedStream({
  open: (lastEventId, signal) => apiStream('notificationStream', lastEventId, signal),
  onChange: () => void refreshNotifications(),
  onLost: () => void refreshNotifications(),
  retryMs: NOTIFICATION_STREAM_RETRY_MS,
});
const streamWanted = () => running && pollingEnabled() && document.visibilityState === 'visible';

/** A shown tab catches up and listens; a hidden one stops listening, so only a tab in use keeps its session alive. */
function onVisible() {
  if (document.visibilityState !== 'visible') return stream.stop();
  void refreshNotifications();
  if (streamWanted()) stream.start();
}

/** Forgets the member's list and stream (sign-out, or another member signed in through another tab). */
function forget() {
  clearTimeout(timer);
  stream.stop(true);
  etag = null;
  $notifications.set(null);
  $memberChanges.set(null);
}

/** Starts loading (and polling, if enabled) while signed in; stops and forgets on sign-out. Returns the stop. */
export function startNotifications(): () => void {
  let member: string | null = null;
  const stopMember = $bellMember.subscribe((next) => {
    if (member !== null || next === null) forget();
    member = next;
    running = next !== null;
    if (!running) return;
    void refreshNotifications();
    schedule();
    if (streamWanted()) stream.start(NOTIFICATION_STREAM_RETRY_MS);
  });
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    running = false;
    clearTimeout(timer);
    stream.stop();
    stopMember();
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Marks one notification read once the server agrees (docs/product/notifications.md#read-state), then updates the list and unread count. */
export async function markRead(pk: number) {
  await call('notificationRead', { notificationPks: [pk] }, { member: true, spinner: false });
  const current = $notifications.get();
  if (!current) return;
  const notifications = current.notifications.map((n) => (n.pk === pk ? { ...n, read: true } : n));
  $notifications.set({ ...current, notifications, unread: notifications.filter((n) => !n.read).length });
}

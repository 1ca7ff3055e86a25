import { atom } from 'nanostores';
import { NOTIFICATION_POLL_MS, NOTIFICATION_STREAM_RETRY_MS, type NotificationListReply } from '@portal/domain';
import { apiPoll, apiStream, call } from '../../lib/api-client';
import { $memberChanges, changeArea, type ChangeArea } from '../../stores/member-changes';
import { $signedIn } from '../../stores/session';

/** The member's notifications as last received (null until the first answer). */
export const $notifications = atom<NotificationListReply | null>(null);

/**
 * The configuration flag of docs/product/notifications.md#polling (PUBLIC_NOTIFICATION_POLLING): when on, the bell
 * keeps up with the member's notifications (the stream, and the poll every 10 s); off, it loads once per page.
 */
const pollingEnabled = () =>
  (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env?.PUBLIC_NOTIFICATION_POLLING !== 'false';

let etag: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let running = false;

/** The open stream (docs/architecture.md#push-to-members) and the id of its last event, for a reconnect. */
let stream: AbortController | null = null;
let lastEventId: string | null = null;
let streamTimer: ReturnType<typeof setTimeout> | undefined;

/** One poll: a 304 keeps what we have; an answer replaces it. Failures wait for the next tick. */
async function refreshNotifications() {
  if (!$signedIn.get()) return;
  try {
    const result = await apiPoll('notificationList', $notifications.get() ? etag : null);
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
 * Listens to the member's stream while the tab is shown (docs/architecture.md#push-to-members): each `change` event
 * loads the list (one conditional poll). A lost stream is opened again after a wait, resuming after its last event;
 * after an `end` event (the session ended) the list call that follows finds the session over and signs out.
 */
async function openStream() {
  clearTimeout(streamTimer);
  if (stream || !running || !pollingEnabled() || document.visibilityState !== 'visible') return;
  const controller = new AbortController();
  stream = controller;
  try {
    const reader = (await apiStream('notificationStream', lastEventId, controller.signal)).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const event = read.value;
      if (event.event === 'end') break;
      if (event.event !== 'change') continue;
      lastEventId = event.id ?? lastEventId;
      void refreshNotifications();
    }
    await reader.cancel().catch(() => undefined);
  } catch {
    /* a lost connection, or a refused open (a 401/423 already ended the session) */
  } finally {
    if (stream === controller) stream = null;
    if (!controller.signal.aborted && running) {
      void refreshNotifications();
      openStreamSoon();
    }
  }
}

/**
 * Opens the stream after a quiet moment (NOTIFICATION_STREAM_RETRY_MS): on a page's load it would otherwise compete
 * with the page's own first requests, and a page whose network never goes quiet looks unfinished to tools that wait
 * for that (Lighthouse, a test's `networkidle`). The first event then brings whatever changed meanwhile.
 */
function openStreamSoon() {
  clearTimeout(streamTimer);
  streamTimer = setTimeout(() => void openStream(), NOTIFICATION_STREAM_RETRY_MS);
}

function closeStream() {
  clearTimeout(streamTimer);
  stream?.abort();
  stream = null;
}

/** A shown tab catches up and listens; a hidden one stops listening, so only a tab in use keeps its session alive. */
function onVisible() {
  if (document.visibilityState !== 'visible') return closeStream();
  void refreshNotifications();
  void openStream();
}

/** Starts loading (and polling, if enabled) while signed in; stops and forgets on sign-out. Returns the stop. */
export function startNotifications(): () => void {
  const stopSignedIn = $signedIn.subscribe((signedIn) => {
    running = signedIn;
    if (!signedIn) {
      clearTimeout(timer);
      closeStream();
      lastEventId = null;
      etag = null;
      $notifications.set(null);
      $memberChanges.set(null);
      return;
    }
    void refreshNotifications();
    schedule();
    openStreamSoon();
  });
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    running = false;
    clearTimeout(timer);
    closeStream();
    stopSignedIn();
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

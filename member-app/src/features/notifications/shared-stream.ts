import type { EventSourceMessage } from 'eventsource-parser/stream';

/** The Web Lock the shown tabs take turns on, and the channel its holder tells the others on. */
const LOCK = 'portal-notification-stream';
const CHANNEL = 'portal-notification-stream';

export interface SharedStreamOptions {
  /** Opens the stream, resuming after `lastEventId` (api-client's apiStream). */
  open: (lastEventId: string | null, signal: AbortSignal) => Promise<ReadableStream<EventSourceMessage>>;
  /** A change event, heard here or by the tab holding the stream. */
  onChange: () => void;
  /** The stream was lost (or ended, or could not be opened): what it could not tell must be asked for. */
  onLost: () => void;
  retryMs: number;
}

/**
 * The bell's stream, one per browser rather than one per tab (docs/architecture.md#push-to-members). A browser opens
 * at most six HTTP/1.1 connections to a site and a stream holds one for as long as it is open: with a stream in
 * every tab, the seventh tab's calls would wait for ever. So the tabs that want the stream take turns through a Web
 * Lock: the one holding it reads the stream and passes each change on through a BroadcastChannel; when it stops
 * (hidden, closed, signed out), the next one takes over from the last event id it was told.
 */
export function sharedStream({ open, onChange, onLost, retryMs }: SharedStreamOptions) {
  let wanted: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let lastEventId: string | null = null;
  // Made on first use, in the browser only (the islands' modules are also loaded to render pages at build time).
  let channel: BroadcastChannel | null | undefined;
  const tabs = () => {
    if (channel !== undefined) return channel;
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    channel?.addEventListener('message', (event: MessageEvent<{ id?: unknown }>) => {
      if (!wanted || typeof event.data?.id !== 'string') return;
      lastEventId = event.data.id;
      onChange();
    });
    return channel;
  };

  /** Reads the stream while this tab holds the lock; returns when it ends or is lost. */
  async function listen(signal: AbortSignal) {
    const reader = (await open(lastEventId, signal)).getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        const event = read.value;
        if (event.event === 'end') break;
        if (event.event !== 'change' || !event.id) continue;
        lastEventId = event.id;
        tabs()?.postMessage({ id: event.id });
        onChange();
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }

  async function run() {
    if (wanted) return;
    const controller = new AbortController();
    wanted = controller;
    tabs();
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      if (locks) await locks.request(LOCK, { signal: controller.signal }, () => listen(controller.signal));
      else await listen(controller.signal);
    } catch {
      /* a lost connection, a refused open (a 401/423 already ended the session), or stopped while waiting */
    } finally {
      if (wanted === controller) wanted = null;
      if (!controller.signal.aborted) {
        onLost();
        retry = setTimeout(() => void run(), retryMs);
      }
    }
  }

  return {
    /** Wants the stream after `delay` ms (0: now); this tab reads it once it holds the lock. */
    start(delay = 0) {
      clearTimeout(retry);
      retry = setTimeout(() => void run(), delay);
    },
    /** Gives the stream up (hidden tab, sign-out); `forget` also drops the last event id (another member may sign in). */
    stop(forget = false) {
      clearTimeout(retry);
      wanted?.abort();
      wanted = null;
      if (forget) lastEventId = null;
    },
  };
}

import type { LiveEvent } from './follow-events';

export type { LiveEvent };

export type LiveListener = {
  /** The event types this listener is told of. */
  types: ReadonlySet<string>;
  onEvent: (event: LiveEvent) => void;
  /** The stream came back after a drop: what the listener shows may have changed meanwhile. */
  onReconnect?: () => void;
  /** The viewer's own notifications changed (one arrived, or was read elsewhere). */
  onNotified?: () => void;
};

/** What the tab holding the stream tells the browser's other tabs of this origin. */
export type TabMessage = { kind: 'event'; event: LiveEvent } | { kind: 'reconnect' } | { kind: 'notified' };

/** A stream nobody listens to stays open this long: a route change unmounts one screen's listener before the next mounts its own. */
const LINGER_MS = 10_000;
const TAB_CHANNEL = 'lotwise-live-events';
const STREAM_LOCK = 'lotwise-live-stream';

const listeners = new Set<LiveListener>();
let following: { stop(): void } | undefined;
let lingerTimer: ReturnType<typeof setTimeout> | undefined;
/** The last event this tab was given, from its own stream or another tab's: a new stream resumes after it. */
let lastId: string | null = null;

/**
 * The organization's events and the viewer's notifications, one stream of each for the whole browser: a browser opens at most six
 * HTTP/1.1 connections to an origin, and a stream holds one for as long as it is open, so one per
 * screen, or even one per tab, would stall a person with a few tabs open. The tab holding the
 * `lotwise-live-stream` lock opens it and passes every event to the others over a
 * BroadcastChannel; when that tab closes, another takes the lock and resumes after the last event
 * it was given. Within a tab, every screen, badge and bell shares it, and each event reaches the
 * listeners of its type once. The stream's code (live-stream-connection.ts) loads with the first
 * listener, after the page's own.
 */
export function followLiveEvents(listener: LiveListener): () => void {
  listeners.add(listener);
  clearTimeout(lingerTimer);
  following ??= followInThisBrowser();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(lingerTimer);
    lingerTimer = setTimeout(() => {
      if (listeners.size > 0) return;
      following?.stop();
      following = undefined;
    }, LINGER_MS);
  };
}

/** Calls `onChange` whenever the viewer's notifications change, or may have while the stream was down. */
export function followNotifications(onChange: () => void): () => void {
  return followLiveEvents({ types: new Set(), onEvent: () => undefined, onNotified: onChange, onReconnect: onChange });
}

function deliver(message: TabMessage) {
  if (message.kind === 'notified') {
    for (const listener of listeners) listener.onNotified?.();
    return;
  }
  if (message.kind === 'reconnect') {
    for (const listener of listeners) listener.onReconnect?.();
    return;
  }
  const { event } = message;
  // A replay after a reconnection may repeat what arrived just before the drop.
  if (lastId !== null && Number(event.id) <= Number(lastId)) return;
  lastId = event.id;
  for (const listener of listeners) if (listener.types.has(event.type)) listener.onEvent(event);
}

/** Leads the browser's one stream when this tab holds the lock, and hears the leader's events otherwise. */
function followInThisBrowser(): { stop(): void } {
  const shared = typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined' && 'locks' in navigator;
  if (!shared) return openLazily(deliver);
  const channel = new BroadcastChannel(TAB_CHANNEL);
  channel.onmessage = (message: MessageEvent<TabMessage>) => deliver(message.data);
  const waiting = new AbortController();
  let release: (() => void) | undefined;
  let stream: { stop(): void } | undefined;
  navigator.locks
    .request(
      STREAM_LOCK,
      { signal: waiting.signal },
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          stream = openLazily((message) => {
            deliver(message);
            channel.postMessage(message);
          });
        }),
    )
    // Aborted while another tab led: this one stopped following first.
    .catch(() => undefined);
  return {
    stop() {
      waiting.abort();
      stream?.stop();
      release?.();
      channel.close();
    },
  };
}

/** Opens the stream once its code has loaded; stopping before then stops it as soon as it would open. */
function openLazily(send: (message: TabMessage) => void): { stop(): void } {
  let stopped = false;
  let stop: (() => void) | undefined;
  void import('./live-stream-connection').then(({ openStream }) => {
    if (!stopped) stop = openStream(send, lastId);
  });
  return {
    stop() {
      stopped = true;
      stop?.();
    },
  };
}

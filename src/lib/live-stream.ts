import { print } from 'graphql';
import type { Client } from 'graphql-sse';
import { FollowEventsDocument, type FollowEventsSubscription } from '../../graphql/generated/client/graphql';

/** The GraphQL over SSE endpoint of this origin (docs/live-updates.md). */
export const STREAM_PATH = '/api/graphql/stream';

export type LiveEvent = FollowEventsSubscription['events'];

export type LiveListener = {
  /** The event types this listener is told of. */
  types: ReadonlySet<string>;
  onEvent: (event: LiveEvent) => void;
  /** The stream came back after a drop: what the listener shows may have changed meanwhile. */
  onReconnect?: () => void;
};

/** What the tab holding the stream tells the browser's other tabs of this origin. */
type TabMessage = { kind: 'event'; event: LiveEvent } | { kind: 'reconnect' };

/** Back-off between reconnections: 1 s doubling to 30 s, each with jitter so a restarted server is not hit at once. */
const RETRY = { firstMs: 1_000, maxMs: 30_000 } as const;
/** A stream nobody listens to stays open this long: a route change unmounts one screen's listener before the next mounts its own. */
const LINGER_MS = 10_000;
// Refusals that another try will not change: the stream stops instead of retrying.
const FINAL_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT']);
const FOLLOW_EVENTS = print(FollowEventsDocument);
const TAB_CHANNEL = 'lotwise-live-events';
const STREAM_LOCK = 'lotwise-live-stream';

function finalError(error: unknown): boolean {
  const errors = (error as { errors?: readonly { extensions?: { code?: unknown } }[] } | undefined)?.errors ?? [];
  return errors.some((each) => FINAL_CODES.has(each.extensions?.code as string));
}

const listeners = new Set<LiveListener>();
let following: { stop(): void } | undefined;
let lingerTimer: ReturnType<typeof setTimeout> | undefined;
let client: Client | undefined;
/** The last event this tab was given, from its own stream or another tab's: a new stream resumes after it. */
let lastId: string | null = null;

/**
 * The organization's events, one stream for the whole browser: a browser opens at most six
 * HTTP/1.1 connections to an origin, and a stream holds one for as long as it is open, so one per
 * screen, or even one per tab, would stall a person with a few tabs open. The tab holding the
 * `lotwise-live-stream` lock opens it and passes every event to the others over a
 * BroadcastChannel; when that tab closes, another takes the lock and resumes after the last event
 * it was given. Within a tab, every screen, badge and bell shares it. Its code loads with the
 * first listener, after the page's own. It follows every event type the viewer may read (the
 * server leaves out the rest) and hands each event to the listeners of its type, once. A dropped
 * stream (a network failure, a server restart or shutdown) reconnects with back-off after the last
 * event seen, so what was missed is replayed, and the listeners are told it came back.
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

function deliver(message: TabMessage) {
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
  if (!shared) return openStream(deliver);
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
          stream = openStream((message) => {
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

function openStream(send: (message: TabMessage) => void): { stop(): void } {
  let attempts = 0;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;

  const retry = (error?: unknown) => {
    unsubscribe = undefined;
    // Signed out or not allowed: a later listener (after signing in again) starts afresh.
    if (stopped || finalError(error)) return;
    const delay = Math.min(RETRY.maxMs, RETRY.firstMs * 2 ** attempts) * (0.5 + Math.random() / 2);
    attempts += 1;
    retryTimer = setTimeout(() => void connect().then(() => send({ kind: 'reconnect' }), retry), delay);
  };

  async function connect() {
    // graphql-sse's client loads with the first listener, not with every page's first load.
    const { createClient } = await import('graphql-sse');
    // No retries of its own: this stream resubscribes after the last event it saw.
    client ??= createClient({ url: STREAM_PATH, retryAttempts: 0, credentials: 'same-origin' });
    if (stopped) return;
    unsubscribe = client.subscribe<FollowEventsSubscription>(
      { query: FOLLOW_EVENTS, variables: { types: null, after: lastId } },
      {
        next: (result) => {
          if (result.errors?.length) return retry(result);
          const event = result.data?.events;
          if (!event) return;
          attempts = 0;
          send({ kind: 'event', event });
        },
        error: retry,
        // The server ends streams when it shuts down: follow on, through another process.
        complete: () => retry(),
      },
    );
  }

  void connect().catch(retry);
  return {
    stop() {
      stopped = true;
      clearTimeout(retryTimer);
      unsubscribe?.();
    },
  };
}

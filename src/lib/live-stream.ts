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

/** Back-off between reconnections: 1 s doubling to 30 s, each with jitter so a restarted server is not hit at once. */
const RETRY = { firstMs: 1_000, maxMs: 30_000 } as const;
/** A stream nobody listens to stays open this long: a route change unmounts one screen's listener before the next mounts its own. */
const LINGER_MS = 10_000;
// Refusals that another try will not change: the stream stops instead of retrying.
const FINAL_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT']);
const FOLLOW_EVENTS = print(FollowEventsDocument);

function finalError(error: unknown): boolean {
  const errors = (error as { errors?: readonly { extensions?: { code?: unknown } }[] } | undefined)?.errors ?? [];
  return errors.some((each) => FINAL_CODES.has(each.extensions?.code as string));
}

const listeners = new Set<LiveListener>();
let stream: { stop(): void } | undefined;
let lingerTimer: ReturnType<typeof setTimeout> | undefined;
let client: Client | undefined;

/**
 * One stream of the organization's events per browser tab, whatever number of screens, badges and
 * bells follow it: a browser opens at most six HTTP/1.1 connections to an origin, and a stream
 * holds one for as long as the tab is open. Its code loads with the first listener, after the
 * page's own. It follows every event type the viewer may read (the server leaves out the rest)
 * and hands each event to the listeners of its type, once. When the stream drops (a network
 * failure, a server restart or shutdown) it reconnects with back-off, after the last event it
 * saw, so what was missed is replayed, not lost, and the listeners are told it came back.
 */
export function followLiveEvents(listener: LiveListener): () => void {
  listeners.add(listener);
  clearTimeout(lingerTimer);
  stream ??= openStream();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(lingerTimer);
    lingerTimer = setTimeout(() => {
      if (listeners.size > 0) return;
      stream?.stop();
      stream = undefined;
    }, LINGER_MS);
  };
}

function openStream(): { stop(): void } {
  let lastId: string | null = null;
  let attempts = 0;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;

  const retry = (error?: unknown) => {
    unsubscribe = undefined;
    if (stopped) return;
    if (finalError(error)) {
      // Signed out or not allowed: a later listener (after signing in again) starts afresh.
      stream = undefined;
      return;
    }
    const delay = Math.min(RETRY.maxMs, RETRY.firstMs * 2 ** attempts) * (0.5 + Math.random() / 2);
    attempts += 1;
    retryTimer = setTimeout(() => {
      void connect().then(() => {
        for (const listener of listeners) listener.onReconnect?.();
      });
    }, delay);
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
          // A replay after a reconnection may repeat what arrived just before the drop.
          if (!event || (lastId !== null && Number(event.id) <= Number(lastId))) return;
          lastId = event.id;
          attempts = 0;
          for (const listener of listeners) if (listener.types.has(event.type)) listener.onEvent(event);
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

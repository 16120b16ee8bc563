import { print } from 'graphql';
import { createClient, type Client } from 'graphql-sse';
import { FollowEventsDocument, type FollowEventsSubscription } from '../../graphql/generated/client/graphql';
import { STREAM_PATH, type TabMessage } from './live-stream';

// The stream itself, loaded with the first listener (src/lib/live-stream.ts), not with every page.

/** Back-off between reconnections: 1 s doubling to 30 s, each with jitter so a restarted server is not hit at once. */
const RETRY = { firstMs: 1_000, maxMs: 30_000 } as const;
// Refusals that another try will not change: the stream stops instead of retrying.
const FINAL_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT']);
const FOLLOW_EVENTS = print(FollowEventsDocument);

function finalError(error: unknown): boolean {
  const errors = (error as { errors?: readonly { extensions?: { code?: unknown } }[] } | undefined)?.errors ?? [];
  return errors.some((each) => FINAL_CODES.has(each.extensions?.code as string));
}

let client: Client | undefined;

/**
 * Follows every event type the viewer may read (the server leaves out the rest), from after
 * `lastId()`, sending each event on; a dropped stream (a network failure, a server restart or
 * shutdown) reconnects with back-off after the last event seen, so what was missed is replayed,
 * and then says it came back.
 */
export function openStream(send: (message: TabMessage) => void, lastId: () => string | null): { stop(): void } {
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
    // No retries of its own: this stream resubscribes after the last event it saw.
    client ??= createClient({ url: STREAM_PATH, retryAttempts: 0, credentials: 'same-origin' });
    if (stopped) return;
    unsubscribe = client.subscribe<FollowEventsSubscription>(
      { query: FOLLOW_EVENTS, variables: { types: null, after: lastId() } },
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

import type { ExecutionResult, Sink } from 'graphql-sse';
import type {
  FollowEventsSubscription,
  FollowEventsSubscriptionVariables,
} from '../../graphql/generated/operations/FollowEvents';

export type LiveEvent = FollowEventsSubscription['events'];

/** One subscription to `Subscription.events` (event-stream-client.ts in the browser); returns its stop. */
export type SubscribeEvents = (
  variables: FollowEventsSubscriptionVariables,
  sink: Sink<ExecutionResult<FollowEventsSubscription>>,
) => () => void;

/** Back-off between reconnections: 1 s doubling to 30 s, each with jitter so a restarted server is not hit at once. */
export const RETRY = { firstMs: 1_000, maxMs: 30_000 } as const;
// Refusals that another try will not change: following stops instead of retrying.
const FINAL_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT']);

type ErrorsOf = readonly { extensions?: { code?: unknown } }[] | undefined;
const finalError = (errors: ErrorsOf) =>
  (errors ?? []).some((each) => FINAL_CODES.has(each.extensions?.code as string));

/**
 * Follows the organization's events of `types` (docs/live-updates.md), each handed to `onEvent`
 * once. When the stream ends or fails (a network drop, a server restart or shutdown) it subscribes
 * again after a back-off, after the last event it saw, so what was missed is replayed rather than
 * lost, then calls `onReconnect` so the screen can read itself again. Refusals (signed out, not
 * allowed, bad input) stop it. Returns the function that stops following.
 */
export function followEvents(options: {
  subscribe: SubscribeEvents;
  types: string[];
  /** Replay from after this event first (another tab's stream had given it). */
  after?: string | null;
  onEvent: (event: LiveEvent) => void;
  onReconnect?: () => void;
  random?: () => number;
}): () => void {
  const { subscribe, types, onEvent, onReconnect, random = Math.random } = options;
  let lastId: string | null = options.after ?? null;
  let attempts = 0;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;

  const retry = (errors?: ErrorsOf) => {
    unsubscribe = undefined;
    if (finalError(errors)) stopped = true;
    if (stopped) return;
    const delay = Math.min(RETRY.maxMs, RETRY.firstMs * 2 ** attempts) * (0.5 + random() / 2);
    attempts += 1;
    retryTimer = setTimeout(() => {
      connect();
      onReconnect?.();
    }, delay);
  };
  function connect() {
    // A stream ends once (errors, then its `complete`, are one end): one retry for it.
    let ended = false;
    const end = (errors?: ErrorsOf) => {
      if (ended) return;
      ended = true;
      retry(errors);
    };
    unsubscribe = subscribe(
      { types, after: lastId },
      {
        next: (result) => {
          if (result.errors) return end(result.errors as ErrorsOf);
          const event = result.data?.events;
          // A replay after a reconnection may repeat what arrived just before the drop.
          if (!event || (lastId !== null && Number(event.id) <= Number(lastId))) return;
          lastId = event.id;
          attempts = 0;
          onEvent(event);
        },
        // A network failure (an Error) or a refusal before the stream opened (its GraphQL errors).
        error: (error) => end(Array.isArray(error) ? (error as ErrorsOf) : undefined),
        // The server ends streams when it shuts down: follow on, through another process.
        complete: () => end(),
      },
    );
  }
  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    unsubscribe?.();
  };
}

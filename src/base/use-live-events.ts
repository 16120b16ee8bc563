import { useEffect, useRef } from 'react';
import { FollowEventsDocument, type FollowEventsSubscription } from '../../graphql/generated/client/graphql';
import { subscribe } from '../lib/event-stream-client';
import type { EventType } from '../shared/events/catalogue';

export type LiveEvent = FollowEventsSubscription['events'];

/** Back-off between reconnections: 1 s doubling to 30 s, each with jitter so a restarted server is not hit at once. */
const RETRY = { firstMs: 1_000, maxMs: 30_000 } as const;
// Refusals that another try will not change: the hook stops instead of retrying.
const FINAL_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT']);

type ErrorsOf = readonly { extensions?: { code?: unknown } }[] | undefined;
const finalError = (errors: ErrorsOf) =>
  (errors ?? []).some((each) => FINAL_CODES.has(each.extensions?.code as string));

/**
 * The organization's events of `types` as they happen (`Subscription.events` over
 * /api/graphql/stream, docs/live-updates.md), each handed to `onEvent` once. When the stream
 * drops (a network failure, a server restart or shutdown), it reconnects by itself with back-off,
 * resubscribing after the last event it saw so what was missed is replayed, not lost; then
 * `onReconnect` lets the screen refetch what it shows. Refusals (signed out, not allowed) stop it.
 */
export function useLiveEvents(
  types: readonly EventType[],
  onEvent: (event: LiveEvent) => void,
  onReconnect?: () => void,
): void {
  const handlers = useRef({ onEvent, onReconnect });
  useEffect(() => {
    handlers.current = { onEvent, onReconnect };
  });
  const typesKey = types.join(',');

  useEffect(() => {
    const followed = typesKey.split(',');
    let lastId: string | null = null;
    let attempts = 0;
    let stopped = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe: (() => void) | undefined;

    const retry = (errors?: ErrorsOf) => {
      unsubscribe = undefined;
      if (finalError(errors)) stopped = true;
      if (stopped) return;
      const delay = Math.min(RETRY.maxMs, RETRY.firstMs * 2 ** attempts) * (0.5 + Math.random() / 2);
      attempts += 1;
      retryTimer = setTimeout(() => {
        connect();
        handlers.current.onReconnect?.();
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
        FollowEventsDocument,
        { types: followed, after: lastId },
        {
          next: (result) => {
            if (result.errors) return end(result.errors as ErrorsOf);
            const event = result.data?.events;
            // A replay after a reconnection may repeat what arrived just before the drop.
            if (!event || (lastId !== null && Number(event.id) <= Number(lastId))) return;
            lastId = event.id;
            attempts = 0;
            handlers.current.onEvent(event);
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
  }, [typesKey]);
}

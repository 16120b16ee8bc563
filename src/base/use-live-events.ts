import { useEffect, useRef } from 'react';
import { FollowEventsDocument } from '../../graphql/generated/client/graphql';
import { subscribe } from '../lib/event-stream-client';
import { followEvents, type LiveEvent } from '../lib/follow-events';
import type { EventType } from '../shared/events/catalogue';

export type { LiveEvent };

/**
 * The organization's events of `types` as they happen (`Subscription.events` over
 * /api/graphql/stream, docs/live-updates.md), each handed to `onEvent` once; after a dropped
 * stream it reconnects by itself, replays what it missed and calls `onReconnect`
 * (src/lib/follow-events.ts). The latest callbacks are used; a change of `types` subscribes anew.
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
  useEffect(
    () =>
      followEvents({
        subscribe: (variables, sink) => subscribe(FollowEventsDocument, variables, sink),
        types: typesKey.split(','),
        onEvent: (event) => handlers.current.onEvent(event),
        onReconnect: () => handlers.current.onReconnect?.(),
      }),
    [typesKey],
  );
}

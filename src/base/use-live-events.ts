import { useEffect, useRef } from 'react';
import { followLiveEvents, type LiveEvent } from '../lib/live-stream';
import type { EventType } from '../shared/events/catalogue';

export type { LiveEvent };

/**
 * The organization's events of `types` as they happen (`Subscription.events` over
 * /api/graphql/stream, docs/live-updates.md), each handed to `onEvent` once, through the tab's one
 * stream (src/lib/live-stream.ts). After the stream dropped and came back, `onReconnect` lets the
 * screen read again what it shows.
 */
export function useLiveEvents(
  types: readonly EventType[],
  onEvent: (event: LiveEvent) => void,
  onReconnect?: () => void,
  enabled = true,
): void {
  const handlers = useRef({ onEvent, onReconnect });
  useEffect(() => {
    handlers.current = { onEvent, onReconnect };
  });
  const typesKey = types.join(',');

  useEffect(() => {
    if (!enabled) return;
    return followLiveEvents({
      types: new Set(typesKey.split(',')),
      onEvent: (event) => handlers.current.onEvent(event),
      onReconnect: () => handlers.current.onReconnect?.(),
    });
  }, [typesKey, enabled]);
}

/** Events arriving within this long of each other (a bulk change, an import) cause one read. */
const COALESCE_MS = 300;

/**
 * Reads a screen's data again when an event of `types` arrives or the stream comes back after a
 * drop: a burst of events is one read. The viewer's own changes arrive too; the read after them
 * finds what the screen already shows, so nothing is shown twice.
 */
export function useLiveRefetch(types: readonly EventType[], refetch: () => unknown, enabled = true): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedule = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void latest.current(), COALESCE_MS);
  };
  useLiveEvents(types, schedule, schedule, enabled);
}

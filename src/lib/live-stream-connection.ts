import { FollowEventsDocument } from '../../graphql/generated/operations/FollowEvents';
import { FollowNotificationsDocument } from '../../graphql/generated/operations/FollowNotifications';
import { EVENT_TYPES } from '../shared/events/catalogue';
import { subscribe } from './event-stream-client';
import { followEvents, RETRY } from './follow-events';
import type { TabMessage } from './live-stream';
import type { ExecutionResult, Sink } from 'graphql-sse';

// The streams themselves, loaded with the first listener (live-stream.ts), not with every page.

/**
 * While a stream of this tab is open, the root carries `data-live-events` or
 * `data-live-notifications` (only the tab leading the browser's streams has them): what a browser
 * test waits for before making the change another person's screen must show.
 */
function marked<T>(name: 'events' | 'notifications', sink: Sink<ExecutionResult<T>>) {
  const mark = (open: boolean) => document.documentElement.toggleAttribute(`data-live-${name}`, open);
  return {
    sink: {
      next: (result: ExecutionResult<T>) => sink.next(result),
      error: (error: unknown) => (mark(false), sink.error(error)),
      complete: () => (mark(false), sink.complete()),
    },
    on: { connected: () => mark(true) },
  };
}

/**
 * Follows every event type, from after `after` (the server leaves out what the viewer may not
 * read), sending each event on, and says when the stream came back after a drop
 * (follow-events.ts: back-off, replay after the last event seen, no event twice); and follows the
 * viewer's notifications, saying each time they changed.
 */
export function openStream(send: (message: TabMessage) => void, after: string | null): () => void {
  const stopEvents = followEvents({
    subscribe: (variables, sink) => {
      const live = marked('events', sink);
      return subscribe(FollowEventsDocument, variables, live.sink, live.on);
    },
    types: [...EVENT_TYPES],
    after,
    onEvent: (event) => send({ kind: 'event', event }),
    onReconnect: () => send({ kind: 'reconnect' }),
  });
  const stopNotifications = followNotificationSignals(() => send({ kind: 'notified' }));
  return () => {
    stopEvents();
    stopNotifications();
  };
}

/**
 * `Subscription.notifications`: a signal when it opens and at each change. Nothing is replayed, so
 * a stream opened again after a drop (back-off as the events') signals at once and the bell reads
 * what it missed; a refusal (a token, signed out) stops it.
 */
function followNotificationSignals(onSignal: () => void): () => void {
  let stopped = false;
  // The first stream's opening signal tells nothing the page's own first read did not.
  let opened = false;
  let attempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;
  const connect = () => {
    let ended = false;
    const end = (final: boolean) => {
      if (ended || stopped) return;
      ended = true;
      if (final) return;
      const delay = Math.min(RETRY.maxMs, RETRY.firstMs * 2 ** attempts) * (0.5 + Math.random() / 2);
      attempts += 1;
      retryTimer = setTimeout(connect, delay);
    };
    const live = marked('notifications', {
      next: (result) => {
        if (result.errors) return end(true);
        attempts = 0;
        if (opened) onSignal();
        opened = true;
      },
      error: (error) => end(Array.isArray(error)),
      complete: () => end(false),
    });
    unsubscribe = subscribe(FollowNotificationsDocument, {}, live.sink, live.on);
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    unsubscribe?.();
  };
}

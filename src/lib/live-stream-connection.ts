import { FollowEventsDocument, FollowNotificationsDocument } from '../../graphql/generated/client/graphql';
import { EVENT_TYPES } from '../shared/events/catalogue';
import { subscribe } from './event-stream-client';
import { followEvents, RETRY } from './follow-events';
import type { TabMessage } from './live-stream';

// The streams themselves, loaded with the first listener (live-stream.ts), not with every page.

/**
 * Follows every event type, from after `after` (the server leaves out what the viewer may not
 * read), sending each event on, and says when the stream came back after a drop
 * (follow-events.ts: back-off, replay after the last event seen, no event twice); and follows the
 * viewer's notifications, saying each time they changed.
 */
export function openStream(send: (message: TabMessage) => void, after: string | null): () => void {
  const stopEvents = followEvents({
    subscribe: (variables, sink) => subscribe(FollowEventsDocument, variables, sink),
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
    unsubscribe = subscribe(FollowNotificationsDocument, {}, {
      next: (result) => {
        if (result.errors) return end(true);
        attempts = 0;
        if (opened) onSignal();
        opened = true;
      },
      error: (error) => end(Array.isArray(error)),
      complete: () => end(false),
    });
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    unsubscribe?.();
  };
}

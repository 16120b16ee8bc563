import { FollowEventsDocument } from '../../graphql/generated/client/graphql';
import { EVENT_TYPES } from '../shared/events/catalogue';
import { subscribe } from './event-stream-client';
import { followEvents } from './follow-events';
import type { TabMessage } from './live-stream';

// The stream itself, loaded with the first listener (live-stream.ts), not with every page.

/**
 * Follows every event type, from after `after` (the server leaves out what the viewer may not
 * read), sending each event on, and says when the stream came back after a drop
 * (follow-events.ts: back-off, replay after the last event seen, no event twice).
 */
export function openStream(send: (message: TabMessage) => void, after: string | null): () => void {
  return followEvents({
    subscribe: (variables, sink) => subscribe(FollowEventsDocument, variables, sink),
    types: [...EVENT_TYPES],
    after,
    onEvent: (event) => send({ kind: 'event', event }),
    onReconnect: () => send({ kind: 'reconnect' }),
  });
}

import { on, type ViewerChange } from '../domain-events';
import type { Viewer } from '../users/viewer';

/** What a live stream needs to be authenticated again: whose it is, and how to ask. */
export type RecheckedStream = {
  userId: string;
  organizationId: string;
  /** Authenticates the stream's request again: null when its session or token was revoked. */
  recheck: () => Promise<Viewer | null>;
};

const concerns = (change: ViewerChange, stream: RecheckedStream) =>
  'everyone' in change
    ? true
    : 'userId' in change
      ? stream.userId === change.userId
      : stream.organizationId === change.organizationId;

/**
 * Authenticates a hub's open streams again: at once those a viewer change concerns (a session
 * signed out everywhere, a role changed), and all of them every `everyMs` (a revoked token says
 * nothing when it is). `checked` gets each stream's viewer now (null: revoked); a failed check
 * is not a revocation (the database may be away), so the next one decides. Returns the stop.
 */
export function recheckStreams<S extends RecheckedStream>(options: {
  streams: () => Iterable<S>;
  everyMs: number;
  checked: (stream: S, viewer: Viewer | null) => void;
}): () => void {
  const recheck = (chosen: (stream: S) => boolean) => {
    for (const stream of options.streams())
      if (chosen(stream))
        void stream.recheck().then(
          (viewer) => options.checked(stream, viewer),
          () => undefined,
        );
  };
  // Registered after the app's own caches drop a changed viewer, so a recheck reads the change.
  const stopViewerChanges = on('viewer.changed', (change) => recheck((stream) => concerns(change, stream)));
  const timer = setInterval(() => recheck(() => true), options.everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    stopViewerChanges();
  };
}

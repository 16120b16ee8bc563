import { AppError } from '../../errors';
import { LIVE_LIMITS } from '../events/live';
import { PushQueue } from '../events/push-queue';
import { recheckStreams } from '../events/recheck';
import type { Viewer } from '../users/viewer';

type Subscriber = {
  userId: string;
  organizationId: string;
  recheck: () => Promise<Viewer | null>;
  queue: PushQueue<true>;
};

/**
 * Who is following their own notifications in this process (`Subscription.notifications`). One
 * LISTEN (the app's, on `lotwise_notifications`) names the person a change concerns, after it
 * commits; each of their streams is told, and reads the unread count itself. Like the event
 * streams (events/live.ts), each is authenticated again when its person changes and every few
 * seconds, so a revoked session ends it, and all of them end on SIGTERM.
 */
export class LiveNotifications {
  private readonly byUser = new Map<string, Set<Subscriber>>();
  private readonly stopRechecks: () => void;
  private closed = false;

  constructor(private readonly perViewerLimit: number) {
    this.stopRechecks = recheckStreams({
      streams: () => this.subscribers(),
      everyMs: LIVE_LIMITS.recheckMs,
      checked: (subscriber, viewer) => {
        if (!viewer || viewer.user.id !== subscriber.userId) subscriber.queue.end();
      },
    });
  }

  /** The NOTIFY naming `userId`: their streams here say something changed. */
  heard(userId: string): void {
    for (const subscriber of this.byUser.get(userId) ?? []) subscriber.queue.push(true, 1);
  }

  /** The listener reconnected and may have missed NOTIFYs: every stream reads again. */
  reset(): void {
    for (const subscriber of this.subscribers()) subscriber.queue.push(true, 1);
  }

  /** A stream that yields each time the viewer's notifications change (at once, too: the count now). */
  subscribe(options: { viewer: Viewer; recheck: () => Promise<Viewer | null> }): AsyncIterableIterator<true> {
    if (this.closed) throw new AppError('SERVICE_UNAVAILABLE', 'This server is shutting down: connect again.');
    const { viewer } = options;
    const subscribers = this.byUser.get(viewer.user.id) ?? new Set<Subscriber>();
    if (subscribers.size >= this.perViewerLimit)
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `At most ${this.perViewerLimit} open notification streams per person: close one first.`,
      );
    this.byUser.set(viewer.user.id, subscribers);
    const subscriber: Subscriber = {
      userId: viewer.user.id,
      organizationId: viewer.organization.id,
      recheck: options.recheck,
      queue: new PushQueue<true>(() => this.remove(subscriber)),
    };
    subscribers.add(subscriber);
    subscriber.queue.push(true, 1);
    return subscriber.queue;
  }

  /** Ends every stream (SIGTERM: clients reconnect to another process). */
  close(): void {
    this.closed = true;
    this.stopRechecks();
    for (const subscriber of this.subscribers()) subscriber.queue.end();
  }

  private *subscribers(): Generator<Subscriber> {
    for (const subscribers of this.byUser.values()) yield* subscribers;
  }

  private remove(subscriber: Subscriber): void {
    const subscribers = this.byUser.get(subscriber.userId);
    subscribers?.delete(subscriber);
    if (subscribers?.size === 0) this.byUser.delete(subscriber.userId);
  }
}

import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizationEvents, type OrganizationEventRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { eventReader, listEvents, presentEvent, type EventReader } from './list';
import { PushQueue } from './push-queue';
import { recheckStreams } from './recheck';

/** What one process allows its event streams (docs/live-updates.md); the open streams per viewer are EVENT_STREAMS_PER_VIEWER. */
export const LIVE_LIMITS = {
  /** How often every stream's credentials are checked again (a revoked token says nothing when it is). */
  recheckMs: 5_000,
  /** Events read at once from the log. */
  batch: 500,
  /** Events a stream may have waiting unread: past it the client is too slow, and its stream ends (it resumes with `after`). */
  backlog: 2_000,
} as const;

type Subscriber = {
  organizationId: string;
  viewerKey: string;
  types: string[] | null;
  reader: EventReader;
  /** The last event id this stream has been given (or decided to skip). */
  lastId: number;
  /** False while its replay (`after`) runs: what the hub reads meanwhile waits in `pending`. */
  ready: boolean;
  pending: OrganizationEventRow[];
  recheck: () => Promise<Viewer | null>;
  userId: string;
  push(row: OrganizationEventRow): void;
  end(): void;
};

type OrganizationStreams = {
  subscribers: Set<Subscriber>;
  /** The last event id read for this organization: what the next NOTIFY reads after. */
  cursor: number | undefined;
  /** Work on this organization, one step at a time (a read, a subscriber joining). */
  chain: Promise<void>;
  /** A read is queued and not yet started: another NOTIFY need not queue one more. */
  readQueued: boolean;
};

/**
 * The live event hub of one process. One LISTEN (the app's, on `lotwise_events`) tells it an
 * organization has new events; it reads them once, after its own last id for that organization,
 * and hands each subscriber of that organization what its viewer reads, through the same
 * `eventReader`/`presentEvent` as `Query.events`: 500 subscribers cost one read, and a subscriber
 * sees exactly what a query by the same viewer would. Organizations without subscribers cost nothing.
 *
 * Why a watermark per organization rather than per subscriber: ids rise in commit order within an
 * organization (record.ts), so reading past the hub's last id misses nothing, and each subscriber
 * only drops what is at or before its own last id (what it already had from its replay).
 */
export class LiveEvents {
  private readonly organizations = new Map<string, OrganizationStreams>();
  private readonly perViewer = new Map<string, number>();
  private readonly stopRechecks: () => void;
  private closed = false;

  constructor(
    private readonly db: Database,
    /** Open streams per person or API token (a browser tab holds one, a partner a few). */
    private readonly perViewerLimit: number,
  ) {
    // A revoked stream ends; a changed viewer reads with its new rights.
    this.stopRechecks = recheckStreams({
      streams: () => this.subscribers(),
      everyMs: LIVE_LIMITS.recheckMs,
      checked: (subscriber, viewer) => {
        if (!viewer || viewer.organization.id !== subscriber.organizationId) return subscriber.end();
        subscriber.reader = eventReader(viewer, { types: subscriber.types });
      },
    });
  }

  /** Open streams in this process. */
  get size(): number {
    let count = 0;
    for (const streams of this.organizations.values()) count += streams.subscribers.size;
    return count;
  }

  /** The NOTIFY of `organizationId` (its payload): read its new events if anyone here follows it. */
  heard(organizationId: string): void {
    const streams = this.organizations.get(organizationId);
    if (streams) this.queueRead(organizationId, streams);
  }

  /** The listener reconnected and may have missed NOTIFYs: every followed organization reads again. */
  reset(): void {
    for (const [organizationId, streams] of this.organizations) this.queueRead(organizationId, streams);
  }

  /**
   * A stream of the viewer's organization's events of `types` (after `after` first, when given),
   * as `Query.events` would give them to `viewer`. `recheck` authenticates the stream's request
   * again: null ends the stream (a revoked session or token), a changed viewer reads with its new rights.
   */
  async subscribe(options: {
    viewer: Viewer;
    types?: string[] | null;
    after?: string | null;
    recheck: () => Promise<Viewer | null>;
  }): Promise<AsyncIterableIterator<OrganizationEventRow>> {
    const { viewer } = options;
    const types = options.types ?? null;
    const reader = eventReader(viewer, { types, after: options.after });
    if (this.closed) throw new AppError('SERVICE_UNAVAILABLE', 'This server is shutting down: connect again.');
    const viewerKey = viewer.token ? `token:${viewer.token.id}` : `user:${viewer.user.id}`;
    const open = this.perViewer.get(viewerKey) ?? 0;
    if (open >= this.perViewerLimit)
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `At most ${this.perViewerLimit} open event streams per person or API token: close one first.`,
      );
    this.perViewer.set(viewerKey, open + 1);

    const queue = new PushQueue<OrganizationEventRow>(() => this.remove(subscriber));
    const subscriber: Subscriber = {
      organizationId: viewer.organization.id,
      viewerKey,
      types,
      reader,
      lastId: 0,
      ready: false,
      pending: [],
      recheck: options.recheck,
      userId: viewer.user.id,
      push: (row) => {
        if (!queue.push(row, LIVE_LIMITS.backlog)) queue.end();
      },
      end: () => queue.end(),
    };
    const streams = this.streamsOf(subscriber.organizationId);
    streams.subscribers.add(subscriber);
    try {
      // Resolved once the stream has its place: every event committed from then on reaches it.
      await this.join(subscriber, streams, options.after ?? null);
    } catch (error) {
      queue.end();
      throw error;
    }
    if (options.after != null) void this.replay(subscriber, viewer, options.after).catch(() => queue.end());
    return queue;
  }

  /** Ends every stream (SIGTERM: clients reconnect to another process) and stops listening for changes. */
  close(): void {
    this.closed = true;
    this.stopRechecks();
    for (const subscriber of this.subscribers()) subscriber.end();
  }

  private *subscribers(): Generator<Subscriber> {
    for (const streams of this.organizations.values()) yield* streams.subscribers;
  }

  private streamsOf(organizationId: string): OrganizationStreams {
    let streams = this.organizations.get(organizationId);
    if (!streams) {
      streams = { subscribers: new Set(), cursor: undefined, chain: Promise.resolve(), readQueued: false };
      this.organizations.set(organizationId, streams);
    }
    return streams;
  }

  private run(streams: OrganizationStreams, step: () => Promise<void>): Promise<void> {
    const next = streams.chain.then(step);
    streams.chain = next.catch(() => undefined);
    return next;
  }

  /** Joins the organization's dispatch at its watermark (after its replay, when `after` is given). */
  private async join(subscriber: Subscriber, streams: OrganizationStreams, after: string | null) {
    await this.run(streams, async () => {
      streams.cursor ??= await this.lastEventId(subscriber.organizationId);
      subscriber.lastId = streams.cursor;
      if (after === null) subscriber.ready = true;
    });
  }

  /** The events after `after`, read with the viewer through the feed itself; what the hub reads meanwhile waits. */
  private async replay(subscriber: Subscriber, viewer: Viewer, after: string) {
    let cursor = after;
    for (;;) {
      const page = await listEvents({ db: this.db, viewer, types: subscriber.types, after: cursor, first: 200 });
      for (const { node } of page.edges) subscriber.push(node);
      cursor = page.pageInfo.endCursor ?? cursor;
      if (!page.pageInfo.hasNextPage) break;
    }
    subscriber.lastId = Math.max(Number(cursor), 0);
    subscriber.ready = true;
    for (const row of subscriber.pending.splice(0)) this.deliver(subscriber, row);
  }

  private async lastEventId(organizationId: string): Promise<number> {
    const [row] = await this.db
      .select({ last: max(organizationEvents.id) })
      .from(organizationEvents)
      .where(eq(organizationEvents.organizationId, organizationId));
    return row?.last ?? 0;
  }

  private queueRead(organizationId: string, streams: OrganizationStreams): void {
    if (streams.readQueued) return;
    streams.readQueued = true;
    void this.run(streams, async () => {
      streams.readQueued = false;
      if (streams.cursor === undefined || streams.subscribers.size === 0) return;
      for (;;) {
        const rows = await this.db
          .select()
          .from(organizationEvents)
          .where(and(eq(organizationEvents.organizationId, organizationId), gt(organizationEvents.id, streams.cursor)))
          .orderBy(asc(organizationEvents.id))
          .limit(LIVE_LIMITS.batch);
        if (rows.length === 0) return;
        streams.cursor = rows.at(-1)!.id;
        for (const subscriber of streams.subscribers)
          for (const row of rows) {
            if (subscriber.ready) this.deliver(subscriber, row);
            else subscriber.pending.push(row);
          }
        if (rows.length < LIVE_LIMITS.batch) return;
      }
    });
  }

  private deliver(subscriber: Subscriber, row: OrganizationEventRow): void {
    if (row.id <= subscriber.lastId) return;
    subscriber.lastId = row.id;
    const shown = presentEvent(row, subscriber.reader);
    if (shown) subscriber.push(shown);
  }

  private remove(subscriber: Subscriber): void {
    const streams = this.organizations.get(subscriber.organizationId);
    if (!streams?.subscribers.delete(subscriber)) return;
    const open = (this.perViewer.get(subscriber.viewerKey) ?? 1) - 1;
    if (open > 0) this.perViewer.set(subscriber.viewerKey, open);
    else this.perViewer.delete(subscriber.viewerKey);
    if (streams.subscribers.size === 0) this.organizations.delete(subscriber.organizationId);
  }
}

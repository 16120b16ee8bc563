import type { Database } from '../db/client';
import type { VehicleRow } from '../db/schema';
import type { OccurredEvent } from '../../src/shared/events/catalogue';

/**
 * Who may have changed: one user, everyone in an organization, or anyone. Every write that
 * changes what `loadViewer` returns goes through `writeAffectingViewers` (users/viewer-changes.ts).
 */
export type ViewerChange = { userId: string } | { organizationId: string } | { everyone: true };

/**
 * What one service domain tells the others, within this process, by name and payload. A domain
 * that must react to another's change listens here instead of being imported by it, so imports
 * between domains point one way (docs/architecture.md).
 *
 * An event whose payload carries `tx` is emitted inside the writer's transaction: its handlers
 * run in that transaction, one after another, awaited, and a failure rolls the whole change back.
 * The others are emitted after commit; `viewer.changed` and `market.recordsChanged` are also what
 * PostgreSQL NOTIFY carries between processes, and the app emits them here when it hears them.
 */
export type DomainEvents = {
  /** Cached viewers and live sessions of whoever `ViewerChange` names are stale (after commit). */
  'viewer.changed': ViewerChange;
  /** An organization's market records were added (after commit): remembered market averages are stale. */
  'market.recordsChanged': Record<string, never>;
  /** A vehicle was created (by hand or by import), in `tx`: recon takes an incoming or in_recon one into its first stage. */
  'vehicle.acquired': { tx: Database; vehicle: VehicleRow; userId: string; note?: string | null };
  /** A locked vehicle's status changed and was recorded, in `tx`: recon follows it (services/recon/move-vehicle.ts). */
  'vehicle.statusChanged': { tx: Database; vehicle: VehicleRow; userId: string; note: string | null };
  /** An organization's recon workflow was edited, in `tx`: what was measured against the old one is dropped. */
  'recon.workflowChanged': { tx: Database; organizationId: string };
  /**
   * A change partners may follow (src/shared/events/catalogue.ts), in `tx`: the events domain appends
   * it to the log, notifications tell the people it concerns (never its actor, `event.actorId`, of
   * their own change).
   */
  'event.occurred': { tx: Database; event: OccurredEvent };
};

export type DomainEvent = keyof DomainEvents;
type Handler<E extends DomainEvent> = (payload: DomainEvents[E]) => void | Promise<void>;

// Each event's handlers, in the order they were registered (a Set keeps it, and drops a repeat).
type SomeHandler = (payload: never) => void | Promise<void>;
const handlers = new Map<DomainEvent, Set<SomeHandler>>();

/**
 * Calls `handler` on every `event` from now on; returns the unsubscribe. A domain registers its
 * handlers in the module that holds what they change, so they are in place whenever it is loaded;
 * registering the same function again changes nothing.
 */
export function on<E extends DomainEvent>(event: E, handler: Handler<E>): () => void {
  const set = handlers.get(event) ?? new Set<SomeHandler>();
  handlers.set(event, set);
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

/**
 * Runs each handler of `event` in the order they were registered, awaiting each: the first failure
 * stops the rest and is thrown. An event emitted inside a transaction is part of the change (a car
 * acquired enters recon with it), so one nobody handles, because the reacting domain's module was
 * never loaded, fails the change rather than committing half of it.
 */
export async function emit<E extends DomainEvent>(event: E, payload: DomainEvents[E]): Promise<void> {
  const registered = [...(handlers.get(event) ?? [])] as Handler<E>[];
  if (registered.length === 0 && 'tx' in payload) {
    throw new Error(`Nothing handles ${event} in this process: load the module of the domain that reacts to it.`);
  }
  for (const handler of registered) await handler(payload);
}

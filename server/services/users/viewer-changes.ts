import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emit, on, type ViewerChange } from '../domain-events';

// Who may have changed (`ViewerChange`, services/domain-events.ts): every write that changes what
// `loadViewer` returns (users, their organization, groups, permissions) goes through
// `writeAffectingViewers`, so cached viewers never outlive the data they were made from. The
// channel also carries "market records changed" (services/market/changes.ts): one LISTEN
// connection per process.
export const VIEWER_CHANGES_CHANNEL = 'lotwise_viewer_changes';

/**
 * Hears the `viewer.changed` events of this process: its own changes as soon as their transaction
 * has committed, and (in the app) other processes' as their NOTIFY arrives.
 */
export function onLocalViewerChange(listener: (change: ViewerChange) => void): () => void {
  return on('viewer.changed', listener);
}

export function parseViewerChange(payload: string): ViewerChange {
  try {
    const parsed = JSON.parse(payload) as Partial<Record<'userId' | 'organizationId', unknown>>;
    if (typeof parsed.userId === 'string') return { userId: parsed.userId };
    if (typeof parsed.organizationId === 'string') return { organizationId: parsed.organizationId };
  } catch {
    // An unreadable message still means something changed.
  }
  return { everyone: true };
}

/**
 * Runs `work` in a transaction that also announces `change`: PostgreSQL delivers the
 * notification to every other process when the transaction commits, and this process emits it
 * (`viewer.changed`) right after commit, so the writer's next request already reads the new data.
 */
export async function writeAffectingViewers<T>(
  db: Database,
  change: ViewerChange,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const value = await work(tx);
    await tx.execute(sql`select pg_notify(${VIEWER_CHANGES_CHANNEL}, ${JSON.stringify(change)})`);
    return value;
  });
  await emit('viewer.changed', change);
  return result;
}

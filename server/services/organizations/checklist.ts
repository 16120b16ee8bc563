import { and, eq, sql } from 'drizzle-orm';
import type { ChecklistItemKey } from '../../../src/shared/organization';
import type { Database } from '../../db/client';
import { organizations } from '../../db/schema';
import { writeAffectingViewers } from '../users/viewer-changes';

/**
 * Ticks a setup-checklist item when the step it names happens (the first invitation, the first
 * import that wrote a vehicle), inside the transaction of that event. Only an item nobody has
 * set yet is ticked: once ticked, or set by hand (a dealer may untick it), it is the dealer's.
 * Called with the event's transaction, the change is announced to cached viewers when it commits.
 */
export async function completeChecklistItem({
  db,
  organizationId,
  key,
}: {
  db: Database;
  organizationId: string;
  key: ChecklistItemKey;
}): Promise<void> {
  await writeAffectingViewers(db, { organizationId }, (tx) =>
    tx
      .update(organizations)
      .set({
        setupChecklistItems: sql`${organizations.setupChecklistItems} || ${JSON.stringify({ [key]: true })}::jsonb`,
      })
      .where(and(eq(organizations.id, organizationId), sql`${organizations.setupChecklistItems} -> ${key} is null`)),
  );
}

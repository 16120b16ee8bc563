import { and, eq, exists, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizationEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema';

/**
 * No process is delivering the endpoint: no lease, or one its holder let run out (a stopped process).
 * A holder looks for work again after it lets go (server/jobs/webhooks.ts), so a wake may skip a
 * leased endpoint; waking it anyway would queue a job that stays queued while the holder works,
 * and pg-boss fetches a queue's oldest job first: one busy endpoint would hold up every other.
 */
const notLeased = () => or(isNull(webhookEndpoints.leaseUntil), lt(webhookEndpoints.leaseUntil, sql`now()`));

/** An organization's active endpoints that no process is delivering: what a change of it wakes. */
export async function activeEndpointsOf(db: Database, organizationId: string): Promise<{ id: string }[]> {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.state, 'active'), notLeased()));
}

/** Active endpoints no process is delivering with a delivery waiting or an event past their cursor that they follow. */
export async function endpointsWithWork(db: Database, endpointId?: string): Promise<{ id: string }[]> {
  const conditions: SQL[] = [eq(webhookEndpoints.state, 'active'), notLeased()!];
  if (endpointId) conditions.push(eq(webhookEndpoints.id, endpointId));
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        ...conditions,
        or(
          exists(
            db
              .select({ one: sql`1` })
              .from(webhookDeliveries)
              .where(
                and(eq(webhookDeliveries.endpointId, webhookEndpoints.id), eq(webhookDeliveries.status, 'pending')),
              ),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(organizationEvents)
              .where(
                and(
                  eq(organizationEvents.organizationId, webhookEndpoints.organizationId),
                  gt(organizationEvents.id, webhookEndpoints.cursor),
                  sql`${organizationEvents.type} = any(${webhookEndpoints.eventTypes})`,
                ),
              ),
          ),
        ),
      ),
    );
}

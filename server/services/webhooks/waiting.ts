import { and, eq, exists, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizationEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema';

/** An organization's active endpoints: what a change of it wakes. */
export async function activeEndpointsOf(db: Database, organizationId: string): Promise<{ id: string }[]> {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.state, 'active')));
}

/** Active endpoints with a delivery waiting or an event past their cursor that they follow. */
export async function endpointsWithWork(db: Database): Promise<{ id: string }[]> {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.state, 'active'),
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

// The demo DMS connection (issue 20): Demo Motors connected to CDK Global, acting as its OWNER,
// with the delivery that loaded its stock listed, so /settings/dms shows a working feed on a first
// start. No credentials or feed secret: sealing them needs SECRETS_KEY, which the seed
// does not have; the OWNER creates the secret on the screen.
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { dmsConnections, dmsDeliveries, vehicles } from './schema';

export async function seedDemoDms(db: Database, organizationId: string, ownerUserId: string): Promise<void> {
  const [connection] = await db
    .insert(dmsConnections)
    .values({ organizationId, provider: 'cdk_global', dealerId: 'DM-48210', storeId: '01', actingUserId: ownerUserId })
    .returning({ id: dmsConnections.id });
  const stock = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.organizationId, organizationId));
  // The stock was already in Lotwise when the feed first ran: every row arrived unchanged.
  await db.insert(dmsDeliveries).values({
    connectionId: connection!.id,
    deliveryId: 'demo-initial-sync',
    format: 'csv',
    rowCount: stock.length,
    unchanged: stock.length,
    durationMs: 0,
  });
}

// Demo Auto Group (issue 20, docs/sourcing.md): Demo Motors and a second rooftop, Demo Motors North,
// with its own few dozen vehicles on the front line and its OWNER, and requests between the two in
// several states each way (one shipped, for Demo Motors to receive), so both rooftops' "Requests"
// lists show something on a first start.
// North holds `request_inventory` as an organization flag; Demo Motors' OWNER and EDITOR hold it as
// their own (seed.ts), so Demo Motors' pinned organization flags stay as CONTRACTS.md says.
import { and, eq, inArray } from 'drizzle-orm';
import type { FeatureFlag } from '../../src/shared/access';
import { todayIso } from '../../src/shared/inventory/vehicle';
import type { Database } from './client';
import { generateDemoVehicles } from './demo-vehicles';
import { dealerGroups, inventoryRequests, organizations, users, vehicles } from './schema';
import { insertDemoVehicles } from './seed-inventory';

export const DEMO_GROUP_NAME = 'Demo Auto Group';
export const NORTH_ORGANIZATION = {
  name: 'Demo Motors North',
  featureFlags: ['recon', 'pricing', 'appraisals', 'account', 'reports', 'request_inventory'] satisfies FeatureFlag[],
};
export const NORTH_OWNER = { email: 'north-owner@demo.test', firstName: 'Nolan', lastName: 'Reyes' };

// Its lot: vehicles of the demo generator numbered far from Demo Motors' (distinct VINs), on the front line.
const NORTH_SEED = 11;
const NORTH_FIRST_NUMBER = 500_001;
const NORTH_GENERATED = 80;
const NORTH_STOCK = 36;

/** Creates the group, North with its OWNER and lot, and the demo requests; Demo Motors joins the group. */
export async function seedDemoDealerGroup(
  db: Database,
  options: { demoOrganizationId: string; demoOwnerId: string; passwordHash: string },
): Promise<void> {
  const { demoOrganizationId, demoOwnerId, passwordHash } = options;
  const [group] = await db.insert(dealerGroups).values({ name: DEMO_GROUP_NAME }).returning();
  await db.update(organizations).set({ dealerGroupId: group!.id }).where(eq(organizations.id, demoOrganizationId));
  const [north] = await db
    .insert(organizations)
    .values({
      ...NORTH_ORGANIZATION,
      dealerGroupId: group!.id,
      setupChecklistItems: { invite_team: true, import_inventory: true },
    })
    .returning();
  const [owner] = await db
    .insert(users)
    .values({ organizationId: north!.id, ...NORTH_OWNER, type: 'user', role: 'OWNER', passwordHash })
    .returning();
  const lot = generateDemoVehicles({
    count: NORTH_GENERATED,
    seed: NORTH_SEED,
    today: todayIso(),
    firstNumber: NORTH_FIRST_NUMBER,
  })
    .filter((vehicle) => vehicle.status === 'frontline')
    .slice(0, NORTH_STOCK);
  const northIds = await insertDemoVehicles(db, { organizationId: north!.id, userIds: [owner!.id], vehicles: lot });
  const demoStock = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, demoOrganizationId), inArray(vehicles.status, ['frontline'])))
    .orderBy(vehicles.acquiredDate)
    .limit(2);
  const asked = (days: number) => new Date(Date.now() - days * 86_400_000);
  const demoAsks = {
    requesterOrganizationId: demoOrganizationId,
    sourceOrganizationId: north!.id,
    requestedByUserId: demoOwnerId,
  };
  const northAsks = {
    requesterOrganizationId: north!.id,
    sourceOrganizationId: demoOrganizationId,
    requestedByUserId: owner!.id,
  };
  await db.insert(inventoryRequests).values([
    {
      ...demoAsks,
      vehicleId: northIds[0]!,
      state: 'requested',
      note: 'A customer on our lot wants this one; can you spare it this week?',
      createdAt: asked(1),
      stateChangedAt: asked(1),
    },
    {
      ...demoAsks,
      vehicleId: northIds[1]!,
      state: 'accepted',
      note: 'Fills our SUV gap.',
      transferPriceCents: 2_150_000,
      createdAt: asked(4),
      stateChangedAt: asked(3),
    },
    {
      ...demoAsks,
      vehicleId: northIds[2]!,
      state: 'shipped',
      transferPriceCents: 1_675_000,
      shippingNote: 'On our own trailer, arriving tomorrow.',
      createdAt: asked(7),
      stateChangedAt: asked(1),
    },
    {
      ...northAsks,
      vehicleId: demoStock[0]!.id,
      state: 'requested',
      note: 'Aged at your store, fresh here: we can retail it.',
      createdAt: asked(2),
      stateChangedAt: asked(2),
    },
    {
      ...northAsks,
      vehicleId: demoStock[1]!.id,
      state: 'declined',
      declineReason: 'Sale pending with a customer this weekend.',
      createdAt: asked(6),
      stateChangedAt: asked(5),
    },
  ]);
}

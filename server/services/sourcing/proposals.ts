// Buy-list proposals (src/shared/sourcing/proposal.ts decides): the store's retail sales of the
// window per make and model, measured in SQL, and each segment's market days supply from the
// organization's market records (src/shared/market/days-supply.ts) when it has any.
import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { canSeeVehicleCost, todayIso } from '../../../src/shared/inventory/vehicle';
import { recencyCutoffs } from '../../../src/shared/market/comparables';
import { DAYS_SUPPLY_WINDOW_DAYS, marketDaysSupply } from '../../../src/shared/market/days-supply';
import { segmentKey } from '../../../src/shared/market/records';
import { checkOrganizationSetting, ORGANIZATION_SETTINGS } from '../../../src/shared/organization';
import { PROPOSAL_RULES, proposeFromSales, type Proposal } from '../../../src/shared/sourcing/proposal';
import type { Database } from '../../db/client';
import { marketRecords, vehicleSales, vehicles } from '../../db/schema';
import { toAccessUser, type Viewer } from '../users/viewer';

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(day) - days * 86_400_000).toISOString().slice(0, 10);

async function salesBySegment(db: Database, organizationId: string, today: string) {
  const make = sql<string>`min(${vehicles.make})`;
  const model = sql<string>`min(${vehicles.model})`;
  return db
    .select({
      make,
      model,
      soldUnits: sql<number>`count(*)::int`,
      minYear: sql<number>`min(${vehicles.year})::int`,
      maxYear: sql<number>`max(${vehicles.year})::int`,
      maxMileage: sql<number>`max(${vehicles.mileage})::int`,
      averageDaysToSale: sql<number>`avg(${vehicleSales.soldOn} - ${vehicles.acquiredDate})::float8`,
      averageGrossCents: sql<number | null>`avg(${vehicleSales.salePriceCents} - ${vehicles.costCents})::float8`,
      averageSalePriceCents: sql<number>`avg(${vehicleSales.salePriceCents})::float8`,
    })
    .from(vehicleSales)
    .innerJoin(vehicles, eq(vehicles.id, vehicleSales.vehicleId))
    .where(
      and(
        eq(vehicleSales.organizationId, organizationId),
        eq(vehicleSales.buyerType, 'retail'),
        gt(vehicleSales.soldOn, daysBefore(today, PROPOSAL_RULES.windowDays)),
        lte(vehicleSales.soldOn, today),
        sql`${vehicleSales.salePriceCents} is not null`,
      ),
    )
    .groupBy(sql`lower(${vehicles.make})`, sql`lower(${vehicles.model})`);
}

async function segmentDaysSupply(
  db: Database,
  organizationId: string,
  make: string,
  model: string,
  today: string,
): Promise<number | null> {
  const { seenSince } = recencyCutoffs(today);
  const soldAfter = daysBefore(today, DAYS_SUPPLY_WINDOW_DAYS);
  const [counts] = await db
    .select({
      records: sql<number>`count(*)::int`,
      forSale: sql<number>`count(*) filter (where (${marketRecords.soldOn} is null or ${marketRecords.soldOn} > ${today}) and ${marketRecords.firstSeenOn} <= ${today} and ${marketRecords.lastSeenOn} >= ${seenSince})::int`,
      soldInWindow: sql<number>`count(*) filter (where ${marketRecords.soldOn} > ${soldAfter} and ${marketRecords.soldOn} <= ${today})::int`,
    })
    .from(marketRecords)
    .where(
      and(
        eq(marketRecords.organizationId, organizationId),
        eq(marketRecords.segmentKey, segmentKey(make, model)),
        eq(marketRecords.channel, 'retail'),
        gte(marketRecords.lastSeenOn, daysBefore(today, PROPOSAL_RULES.windowDays)),
      ),
    );
  if (!counts || counts.records === 0) return null;
  return marketDaysSupply(counts);
}

export async function sourcingProposals({
  db,
  viewer,
  today = todayIso(),
}: {
  db: Database;
  viewer: Viewer;
  today?: string;
}): Promise<Proposal[]> {
  const organizationId = viewer.organization.id;
  const stored = checkOrganizationSetting(
    'appraisal_target_gross_cents',
    viewer.organization.settings.appraisal_target_gross_cents,
  );
  const targetGrossCents = (
    stored.ok ? stored.value : ORGANIZATION_SETTINGS.appraisal_target_gross_cents.defaultValue
  ) as number;
  const segments = await salesBySegment(db, organizationId, today);
  const proposals: Proposal[] = [];
  for (const segment of segments) {
    const supply = await segmentDaysSupply(db, organizationId, segment.make, segment.model, today);
    const proposal = proposeFromSales({ ...segment, marketDaysSupply: supply }, targetGrossCents, {
      costWithheld: !canSeeVehicleCost(toAccessUser(viewer)),
    });
    if (proposal) proposals.push(proposal);
  }
  return proposals.sort(
    (a, b) =>
      a.averageDaysToSale - b.averageDaysToSale || a.make.localeCompare(b.make) || a.model.localeCompare(b.model),
  );
}

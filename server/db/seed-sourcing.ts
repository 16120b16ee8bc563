// Demo sourcing (issue 20): Demo Motors' buy list holds its three most stocked makes and models
// (the seeded inventory's, so the market data values them), and one auction run list whose
// vehicles fit some of them, on real auction ZIPs around Texas, so the matches show maximum bids.
import { count, desc, eq, sql } from 'drizzle-orm';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { withCheckDigit } from '../../src/shared/inventory/vin';
import { DEFAULT_RECON_ESTIMATE_CENTS } from '../../src/shared/sourcing/target';
import type { Database } from './client';
import { sourcingRunLists, sourcingRunListVehicles, sourcingTargets, vehicles } from './schema';

const AUCTIONS = [
  { name: 'Dallas Auto Auction', zip: '75261' },
  { name: 'Houston Dealer Auction', zip: '77032' },
  { name: 'San Antonio Auto Exchange', zip: '78219' },
] as const;

/** A deterministic demo VIN (check digit right) for the n-th run-list vehicle. */
const demoVin = (n: number) =>
  withCheckDigit(`1SRC${String(n).padStart(4, '0')}0RA${String(100_000 + n).padStart(6, '0')}`);

export async function seedDemoSourcing(
  db: Database,
  organizationId: string,
  today: string = todayIso(),
): Promise<void> {
  const segments = await db
    .select({
      make: vehicles.make,
      model: vehicles.model,
      minYear: sql<number>`min(${vehicles.year})::int`,
      maxYear: sql<number>`max(${vehicles.year})::int`,
      mileage: sql<number>`avg(${vehicles.mileage})::int`,
      listPriceCents: sql<number | null>`avg(${vehicles.listPriceCents})::int`,
      units: count(),
    })
    .from(vehicles)
    .where(eq(vehicles.organizationId, organizationId))
    .groupBy(vehicles.make, vehicles.model)
    .orderBy(desc(count()), vehicles.make, vehicles.model)
    .limit(3);
  if (segments.length === 0) return;
  await db.insert(sourcingTargets).values(
    segments.map((segment) => ({
      organizationId,
      yearFrom: segment.minYear,
      yearTo: segment.maxYear,
      make: segment.make,
      model: segment.model,
      maxMileage: Math.ceil((segment.mileage * 1.5) / 5_000) * 5_000,
      maxPriceCents: Math.round(((segment.listPriceCents ?? 2_500_000) * 0.8) / 2_500) * 2_500,
      quantity: 2,
      reconEstimateCents: DEFAULT_RECON_ESTIMATE_CENTS,
    })),
  );
  const [runList] = await db
    .insert(sourcingRunLists)
    .values({ organizationId, name: `${AUCTIONS[0].name} — ${shiftDate(today, -3)}` })
    .returning();
  const others = [
    { make: 'Kia', model: 'Soul', year: 2019 },
    { make: 'Mazda', model: 'CX-5', year: 2020 },
    { make: 'Mitsubishi', model: 'Outlander', year: 2018 },
  ];
  const rows = [
    ...segments.flatMap((segment, index) => [
      {
        make: segment.make,
        model: segment.model,
        year: segment.maxYear,
        mileage: Math.round(segment.mileage * 0.8),
        grade: 42 - index * 3,
      },
      {
        make: segment.make,
        model: segment.model,
        year: segment.minYear,
        mileage: Math.round(segment.mileage * 1.2),
        grade: 31,
      },
    ]),
    ...others.map((other) => ({ ...other, mileage: 61_000, grade: 35 })),
  ];
  await db.insert(sourcingRunListVehicles).values(
    rows.map((row, index) => {
      const auction = AUCTIONS[index % AUCTIONS.length]!;
      return {
        runListId: runList!.id,
        line: index + 2,
        lane: String.fromCharCode(65 + (index % 4)),
        runNumber: String(101 + index),
        vin: demoVin(index + 1),
        year: row.year,
        make: row.make,
        model: row.model,
        trim: null,
        mileage: row.mileage,
        conditionGradeTenths: row.grade,
        auction: auction.name,
        saleDate: shiftDate(today, -3),
        locationZip: auction.zip,
      };
    }),
  );
}

// Market records carrying the demo dealers' names in their ZIPs, so the demo agent's territory
// insights show real figures (docs/metrics.md, "Territory insights"). The dealers are read from the
// organization (seeded before this), their segments are the organization's stock's, their prices
// around those segments' demo prices: a small addition to the demo market, the same on every start.
import { eq } from 'drizzle-orm';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { segmentKey } from '../../src/shared/market/records';
import type { Database } from './client';
import { seededRandom } from './demo-vehicles';
import { dealers, type marketRecords } from './schema';
import { insertMarket, segmentsOf, type SegmentSeed } from './seed-market';

export const DEMO_DEALER_MARKET_SEED = 19;

type MarketDealer = { name: string; zip: string; latitude: number; longitude: number };

/** 4–20 records per dealer over three of the segments, about half still listed (some aged), the rest sold in the last 90 days. */
export function generateDealerMarket(options: {
  organizationId: string;
  dealers: readonly MarketDealer[];
  segments: readonly SegmentSeed[];
  seed: number;
  today: string;
}): (typeof marketRecords.$inferInsert)[] {
  const random = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const records: (typeof marketRecords.$inferInsert)[] = [];
  if (options.segments.length === 0) return records;
  for (const dealer of options.dealers) {
    // Roughly one dealer in eight has no online inventory: the list shows that as "no market records".
    if (random() < 0.12) continue;
    const carried = [pick(options.segments), pick(options.segments), pick(options.segments)];
    const count = 4 + Math.floor(random() * 17);
    for (let index = 0; index < count; index += 1) {
      const segment = pick(carried);
      const listed = random() < 0.5;
      const daysOnLot = 5 + Math.floor(random() * (listed ? 100 : 60));
      const endDaysAgo = listed ? Math.floor(random() * 4) : 1 + Math.floor(random() * 85);
      records.push({
        organizationId: options.organizationId,
        year: segment.year,
        make: segment.make,
        model: segment.model,
        trim: pick(segment.trims),
        segmentKey: segmentKey(segment.make, segment.model),
        mileage: Math.max(500, Math.round(segment.mileage * (0.7 + random() * 0.6))),
        priceCents: Math.max(100_000, Math.round((segment.priceCents * (0.9 + random() * 0.2)) / 1_000) * 1_000),
        dealerName: dealer.name,
        zip: dealer.zip,
        latitude: dealer.latitude,
        longitude: dealer.longitude,
        firstSeenOn: shiftDate(options.today, endDaysAgo + daysOnLot),
        lastSeenOn: shiftDate(options.today, endDaysAgo),
        soldOn: listed ? null : shiftDate(options.today, endDaysAgo),
        channel: 'retail',
        source: 'marketplace',
      });
    }
  }
  return records;
}

/** The organization's dealers' own market records (none without dealers or stock). */
export async function seedDemoDealerMarket(db: Database, organizationId: string): Promise<void> {
  const rows = await db
    .select({ name: dealers.name, zip: dealers.zip, latitude: dealers.latitude, longitude: dealers.longitude })
    .from(dealers)
    .where(eq(dealers.organizationId, organizationId))
    .orderBy(dealers.name);
  if (rows.length === 0) return;
  const segments = await segmentsOf(db, organizationId);
  await insertMarket(
    db,
    generateDealerMarket({ organizationId, dealers: rows, segments, seed: DEMO_DEALER_MARKET_SEED, today: todayIso() }),
  );
}

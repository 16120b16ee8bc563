import { and, between, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { countedSources, nearestFirst, recencyCutoffs, selectComparables, type Candidate, type Comparable, type Subject } from '../../../src/shared/market/comparables';
import { segmentKey } from '../../../src/shared/market/records';
import { boundingBox, distanceMiles, mileageBand, VALUATION_RULES } from '../../../src/shared/market/valuation';
import type { Database } from '../../db/client';
import { marketRecords } from '../../db/schema';
import { zipCentroid } from '../market/zip';
import { homeZip } from '../valuations/subject';

type StockVehicle = { year: number; make: string; model: string; trim: string | null; mileage: number };

/** Finds a stock vehicle's comparables among the market read once for the whole stock. */
export type ComparablesOf = (vehicle: StockVehicle) => Comparable[];

/**
 * The organization's market for its whole stock in one read (docs/metrics.md, "Pricing"): the
 * records of the stock's segments that can be anyone's comparable today (recent, a counted source,
 * inside the radius box around the home ZIP, which every stock vehicle is valued at), grouped by
 * segment in memory. Each vehicle then gets `selectComparables`, the rule `valueVehicle` applies,
 * over its segment's nearest records in its year and mileage band. No home ZIP (no own sales):
 * no market, every vehicle without comparables.
 */
export async function loadStockMarket(options: {
  db: Database;
  organizationId: string;
  flags: readonly string[];
  vehicles: readonly StockVehicle[];
  asOf: string;
}): Promise<ComparablesOf> {
  const { db, organizationId, asOf } = options;
  const segments = [...new Set(options.vehicles.map((vehicle) => segmentKey(vehicle.make, vehicle.model)))];
  const zip = segments.length > 0 ? await homeZip(db, organizationId) : null;
  const centre = zip ? zipCentroid(zip) : null;
  if (!zip || !centre) return () => [];
  const radiusMiles = VALUATION_RULES.defaultRadiusMiles;
  const box = boundingBox(centre, radiusMiles);
  const sources = countedSources(options.flags);
  const { soldSince, seenSince } = recencyCutoffs(asOf);
  const rows = await db
    .select({
      id: marketRecords.id, year: marketRecords.year, make: marketRecords.make, model: marketRecords.model, trim: marketRecords.trim,
      mileage: marketRecords.mileage, priceCents: marketRecords.priceCents, zip: marketRecords.zip, segmentKey: marketRecords.segmentKey,
      latitude: marketRecords.latitude, longitude: marketRecords.longitude,
      firstSeenOn: marketRecords.firstSeenOn, lastSeenOn: marketRecords.lastSeenOn, soldOn: marketRecords.soldOn,
      channel: marketRecords.channel, source: marketRecords.source,
    })
    .from(marketRecords)
    .where(
      and(
        eq(marketRecords.organizationId, organizationId),
        inArray(marketRecords.segmentKey, segments),
        inArray(marketRecords.channel, ['retail', 'wholesale']),
        between(marketRecords.latitude, box.minLatitude, box.maxLatitude),
        between(marketRecords.longitude, box.minLongitude, box.maxLongitude),
        inArray(marketRecords.source, sources),
        or(
          and(isNotNull(marketRecords.soldOn), gte(marketRecords.soldOn, soldSince), sql`${marketRecords.soldOn} <= ${asOf}`),
          and(isNull(marketRecords.soldOn), gte(marketRecords.lastSeenOn, seenSince), sql`${marketRecords.firstSeenOn} <= ${asOf}`),
        ),
      ),
    );
  const bySegment = new Map<string, Candidate[]>();
  for (const { latitude, longitude, segmentKey: key, ...row } of rows) {
    // Rounded to 0.1 mile like the comparables query, so both keep the same records at the radius.
    const candidate: Candidate = { ...row, dealerName: null, distanceMiles: Math.round(distanceMiles(centre, { latitude, longitude }) * 10) / 10 };
    if (candidate.distanceMiles > radiusMiles) continue;
    const group = bySegment.get(key);
    if (group) group.push(candidate);
    else bySegment.set(key, [candidate]);
  }
  // Each segment in the comparables' order once: a vehicle then takes the first records in its
  // year and mileage band, and stops at as many as the rule keeps.
  for (const group of bySegment.values()) group.sort(nearestFirst);
  const rule = { radiusMiles, sources, asOf };
  return (vehicle) => {
    const band = mileageBand(vehicle.mileage);
    const near: Candidate[] = [];
    for (const candidate of bySegment.get(segmentKey(vehicle.make, vehicle.model)) ?? []) {
      if (Math.abs(candidate.year - vehicle.year) > VALUATION_RULES.yearBand || candidate.mileage < band.min || candidate.mileage > band.max) continue;
      near.push(candidate);
      if (near.length === VALUATION_RULES.maxComparables) break;
    }
    const subject: Subject = { ...vehicle, condition: 'clean', zip };
    return selectComparables(subject, near, rule);
  };
}

import { and, between, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { countedSources, nearestFirst, recencyCutoffs, type Comparable } from '../../../src/shared/market/comparables';
import { daysOnMarket, segmentKey } from '../../../src/shared/market/records';
import { boundingBox, distanceMiles, mileageBand, VALUATION_RULES } from '../../../src/shared/market/valuation';
import type { Database } from '../../db/client';
import { marketRecords } from '../../db/schema';
import { zipCentroid, type Centroid } from '../market/zip';
import { homeZip } from '../market/valuations/subject';
import { rememberMarket } from './remembered-market';

type StockVehicle = { year: number; make: string; model: string; trim: string | null; mileage: number };

/**
 * Finds a vehicle's comparables among the market read once for many vehicles. `excludeRecordId`
 * leaves a market record out of its own comparables (a dealer's listing valued against its market).
 */
export type ComparablesOf = (vehicle: StockVehicle, excludeRecordId?: string) => Comparable[];

type Box = ReturnType<typeof boundingBox>;

/** The records of the segments that can be anyone's comparable on `asOf` (recent, a counted source) inside the box. */
async function readMarket(options: {
  db: Database;
  organizationId: string;
  flags: readonly string[];
  segments: readonly string[];
  box: Box;
  asOf: string;
}) {
  const { db, organizationId, asOf, box } = options;
  const { soldSince, seenSince } = recencyCutoffs(asOf);
  return db
    .select({
      id: marketRecords.id,
      year: marketRecords.year,
      make: marketRecords.make,
      model: marketRecords.model,
      trim: marketRecords.trim,
      mileage: marketRecords.mileage,
      priceCents: marketRecords.priceCents,
      zip: marketRecords.zip,
      segmentKey: marketRecords.segmentKey,
      latitude: marketRecords.latitude,
      longitude: marketRecords.longitude,
      firstSeenOn: marketRecords.firstSeenOn,
      lastSeenOn: marketRecords.lastSeenOn,
      soldOn: marketRecords.soldOn,
      channel: marketRecords.channel,
      source: marketRecords.source,
    })
    .from(marketRecords)
    .where(
      and(
        eq(marketRecords.organizationId, organizationId),
        inArray(marketRecords.segmentKey, [...options.segments]),
        inArray(marketRecords.channel, ['retail', 'wholesale']),
        between(marketRecords.latitude, box.minLatitude, box.maxLatitude),
        between(marketRecords.longitude, box.minLongitude, box.maxLongitude),
        inArray(marketRecords.source, countedSources(options.flags)),
        or(
          and(
            isNotNull(marketRecords.soldOn),
            gte(marketRecords.soldOn, soldSince),
            sql`${marketRecords.soldOn} <= ${asOf}`,
          ),
          and(
            isNull(marketRecords.soldOn),
            gte(marketRecords.lastSeenOn, seenSince),
            sql`${marketRecords.firstSeenOn} <= ${asOf}`,
          ),
        ),
      ),
    );
}

type MarketRow = Awaited<ReturnType<typeof readMarket>>[number];

// Every record in the comparables' order once; then buckets of one segment and model year hold
// positions in that order. A vehicle takes the positions in its mileage band from the three
// buckets of its year band and sorts those numbers, so it reads a few hundred records rather than
// its whole segment and never compares records again. The SQL applied the recency and source parts
// of the rule, the buckets its segment and years, the radius is applied here: the first positions
// are the vehicle's comparables as `selectComparables` would choose them (an integration test holds
// the two equal for a whole stock).
function indexAround(rows: readonly MarketRow[], centre: Centroid): ComparablesOf {
  const radiusMiles = VALUATION_RULES.defaultRadiusMiles;
  const milesFromCentre = new Map<string, number>();
  const ordered: Comparable[] = [];
  const segmentOf: string[] = [];
  for (const row of rows) {
    let miles = milesFromCentre.get(row.zip);
    if (miles === undefined) {
      // Rounded to 0.1 mile like the comparables query, so both keep the same records at the radius.
      miles = Math.round(distanceMiles(centre, row) * 10) / 10;
      milesFromCentre.set(row.zip, miles);
    }
    if (miles > radiusMiles) continue;
    // Spelled out rather than spread: one object shape for every record keeps the per-vehicle loops fast.
    const { id, year, make, model, trim, mileage, priceCents, zip, firstSeenOn, lastSeenOn, soldOn, channel, source } =
      row;
    ordered.push({
      id,
      year,
      make,
      model,
      trim,
      mileage,
      priceCents,
      dealerName: null,
      zip,
      firstSeenOn,
      lastSeenOn,
      soldOn,
      channel,
      source,
      distanceMiles: miles,
      daysOnMarket: daysOnMarket(row),
    });
    segmentOf.push(row.segmentKey);
  }
  const order = ordered.map((_, index) => index).sort((a, b) => nearestFirst(ordered[a]!, ordered[b]!));
  const buckets = new Map<string, number[]>();
  order.forEach((index, position) => {
    const key = `${segmentOf[index]}|${ordered[index]!.year}`;
    const bucket = buckets.get(key);
    if (bucket) bucket.push(position);
    else buckets.set(key, [position]);
  });
  const inOrder = order.map((index) => ordered[index]!);
  return (vehicle, excludeRecordId) => {
    const band = mileageBand(vehicle.mileage);
    const segment = segmentKey(vehicle.make, vehicle.model);
    const near: number[] = [];
    for (
      let year = vehicle.year - VALUATION_RULES.yearBand;
      year <= vehicle.year + VALUATION_RULES.yearBand;
      year += 1
    ) {
      for (const position of buckets.get(`${segment}|${year}`) ?? []) {
        const { mileage, id } = inOrder[position]!;
        if (mileage >= band.min && mileage <= band.max && id !== excludeRecordId) near.push(position);
      }
    }
    return near
      .sort((a, b) => a - b)
      .slice(0, VALUATION_RULES.maxComparables)
      .map((position) => inOrder[position]!);
  };
}

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
  const { db, organizationId } = options;
  const segments = [...new Set(options.vehicles.map((vehicle) => segmentKey(vehicle.make, vehicle.model)))];
  const zip = segments.length > 0 ? await homeZip(db, organizationId) : null;
  const centre = zip ? zipCentroid(zip) : null;
  if (!zip || !centre) return () => [];
  const key = ['stock', organizationId, [...options.flags].sort().join(','), options.asOf, zip].join('/');
  return rememberMarket(db, key, segments, Date.now(), async () => {
    const rows = await readMarket({
      ...options,
      segments,
      box: boundingBox(centre, VALUATION_RULES.defaultRadiusMiles),
    });
    return indexAround(rows, centre);
  });
}

/**
 * The market around each of several ZIPs in one read (a dealer's listings are valued at the
 * dealer's ZIP, as a stock vehicle is at the home ZIP): the same rule and radius as
 * `loadStockMarket`, one comparables finder per ZIP; a ZIP the data set cannot place has none.
 */
export async function loadMarketAroundZips(options: {
  db: Database;
  organizationId: string;
  flags: readonly string[];
  vehicles: readonly StockVehicle[];
  zips: readonly string[];
  asOf: string;
}): Promise<(zip: string) => ComparablesOf> {
  const segments = [...new Set(options.vehicles.map((vehicle) => segmentKey(vehicle.make, vehicle.model)))];
  const centres = new Map<string, Centroid>();
  for (const zip of new Set(options.zips)) {
    const centre = zipCentroid(zip);
    if (centre) centres.set(zip, centre);
  }
  const none: ComparablesOf = () => [];
  if (segments.length === 0 || centres.size === 0) return () => none;
  // One read over the box holding every ZIP's box; each finder then keeps its own radius.
  const boxes = [...centres.values()].map((centre) => boundingBox(centre, VALUATION_RULES.defaultRadiusMiles));
  const box = {
    minLatitude: Math.min(...boxes.map((each) => each.minLatitude)),
    maxLatitude: Math.max(...boxes.map((each) => each.maxLatitude)),
    minLongitude: Math.min(...boxes.map((each) => each.minLongitude)),
    maxLongitude: Math.max(...boxes.map((each) => each.maxLongitude)),
  };
  const places = [...centres.keys()].sort().join(',');
  const key = ['zips', options.organizationId, [...options.flags].sort().join(','), options.asOf, places].join('/');
  const finders = await rememberMarket(options.db, key, segments, Date.now(), async () => {
    const rows = await readMarket({ ...options, segments, box });
    return new Map([...centres].map(([zip, centre]) => [zip, indexAround(rows, centre)]));
  });
  return (zip) => finders.get(zip) ?? none;
}

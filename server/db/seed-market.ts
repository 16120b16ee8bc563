// Demo Motors' market: listings and sales around its own vehicles' segments and its home ZIP,
// the same on every first start (dates relative to today), so valuations and comparables show
// real figures at once. Also what the valuations bench fills its 200,000 records from.

import { eq, sql } from 'drizzle-orm';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { segmentKey, type MarketChannel, type MarketRecordSource } from '../../src/shared/market/records';
import { zipCentroid } from '../services/market/zip';
import type { Database } from './client';
import { DEMO_RULES, demoCatalogSegments, demoExpectedMileage, demoRetailCents, seededRandom } from './demo-vehicles';
import { type marketRecords, vehicles, wholesaleBookEntries } from './schema';

/** Where Demo Motors sells: south Austin, TX. Its own sales are recorded here. */
export const DEMO_HOME_ZIP = '78745';
export const DEMO_MARKET_SIZE = 20_000;
export const DEMO_MARKET_SEED = 17;

// Around Austin (most within 150 miles: San Antonio, Waco, Killeen, Houston's west) and a few beyond (Dallas, Corpus Christi).
const MARKET_ZIPS = [
  '78745',
  '78704',
  '78701',
  '78758',
  '78660',
  '78613',
  '78664',
  '78626',
  '78666',
  '78130',
  '78205',
  '78213',
  '78230',
  '78249',
  '76701',
  '76710',
  '76541',
  '76502',
  '77494',
  '77449',
  '77840',
  '78028',
  '75201',
  '75230',
  '78401',
  '78412',
];
const DEALERS = [
  'Capital Auto Group',
  'Hill Country Motors',
  'Lone Star Autoplex',
  'River City Cars',
  'Bluebonnet Ford',
  'Alamo Auto Sales',
  'Brazos Valley Trucks',
];

export type SegmentSeed = {
  year: number;
  make: string;
  model: string;
  trims: string[];
  priceCents: number;
  mileage: number;
};

type NewRecord = typeof marketRecords.$inferInsert;

/** Records spread over `segments` (each one of the organization's make/model/year with a typical price and mileage). */
export function generateMarket(options: {
  organizationId: string;
  segments: SegmentSeed[];
  count: number;
  seed: number;
  today: string;
  homeZip: string;
}): NewRecord[] {
  const random = seededRandom(options.seed);
  const currentYear = Number(options.today.slice(0, 4));
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const centroids = new Map(MARKET_ZIPS.map((zip) => [zip, zipCentroid(zip)!]));
  // A few hundred distinct dates among tens of thousands of records: each worked out once.
  const dates = new Map<number, string>();
  const daysAgo = (days: number) => dates.get(days) ?? dates.set(days, shiftDate(options.today, days)).get(days)!;
  const records: NewRecord[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const segment = options.segments[index % options.segments.length]!;
    const year = Math.min(currentYear, segment.year + Math.floor(random() * 3) - 1);
    // 12,000 miles a year of age, ± 40 % (docs/metrics.md, "Demo data").
    const draw = random();
    const curve = demoRetailCents({ make: segment.make, model: segment.model, year, mileage: 0, currentYear }) !== null;
    const mileage = curve
      ? Math.max(
          500,
          Math.round(
            demoExpectedMileage(year, currentYear) *
              (1 - DEMO_RULES.mileageSpread + draw * 2 * DEMO_RULES.mileageSpread),
          ),
        )
      : Math.max(500, Math.round(segment.mileage * (0.55 + draw * 0.9) + (segment.year - year) * 11_000));
    // The segment's depreciation curve at the car's age and miles (a model outside the demo catalog:
    // around its segment's price); ±8 % noise stands in for options, colour and luck.
    const noise = 0.92 + random() * 0.16;
    const retail =
      (curve
        ? demoRetailCents({ make: segment.make, model: segment.model, year, mileage, currentYear })!
        : segment.priceCents *
          (1 + 0.09 * (year - segment.year)) *
          (1 - (0.03 * (mileage - segment.mileage)) / 10_000)) * noise;
    const roll = random();
    const [source, channel]: [MarketRecordSource, MarketChannel] =
      roll < 0.35
        ? ['auction', 'wholesale']
        : roll < 0.5
          ? ['own_sales', random() < 0.8 ? 'retail' : 'wholesale']
          : roll < 0.8
            ? ['marketplace', 'retail']
            : ['vehicle_history', 'retail'];
    const zip = source === 'own_sales' ? options.homeZip : pick(MARKET_ZIPS);
    const centroid = centroids.get(zip) ?? zipCentroid(zip)!;
    // One in ten is older than the windows comparables read; of the marketplace's and the store's own retail
    // records, 40 % are still for sale (the store's own listings count without a comps flag).
    const old = random() < 0.1;
    const listedDaysAgo = old ? 200 + Math.floor(random() * 200) : 5 + Math.floor(random() * 170);
    const days = channel === 'wholesale' ? 1 + Math.floor(random() * 10) : 10 + Math.floor(random() * 70);
    const unsold =
      !old && channel === 'retail' && (source === 'marketplace' || source === 'own_sales') && random() < 0.4;
    const firstSeenOn = daysAgo(listedDaysAgo);
    const endDaysAgo = Math.max(0, listedDaysAgo - days);
    const soldOn = unsold ? null : daysAgo(endDaysAgo);
    const lastSeenOn = unsold ? daysAgo(Math.min(listedDaysAgo, Math.floor(random() * 8))) : soldOn!;
    records.push({
      organizationId: options.organizationId,
      year,
      make: segment.make,
      model: segment.model,
      trim: pick(segment.trims),
      segmentKey: segmentKey(segment.make, segment.model),
      mileage,
      priceCents: Math.max(
        100_000,
        Math.round((channel === 'wholesale' ? retail * DEMO_RULES.wholesaleShare : retail) / 1_000) * 1_000,
      ),
      dealerName: source === 'own_sales' ? null : pick(DEALERS),
      zip,
      latitude: centroid.latitude,
      longitude: centroid.longitude,
      firstSeenOn,
      lastSeenOn,
      soldOn,
      channel,
      source,
    });
  }
  return records;
}

/**
 * Book rows (all trims) for each segment's year: clean at the wholesale share (87 %) of the
 * depreciation curve's retail at 12,000 miles a year (a model outside the catalog: 86 % of its
 * segment's price at its mileage), the other grades around it.
 */
export function generateBook(
  organizationId: string,
  segments: SegmentSeed[],
  today: string,
): (typeof wholesaleBookEntries.$inferInsert)[] {
  const rows = new Map<string, typeof wholesaleBookEntries.$inferInsert>();
  const currentYear = Number(today.slice(0, 4));
  for (const segment of segments) {
    const key = `${segmentKey(segment.make, segment.model)}|${segment.year}`;
    if (rows.has(key)) continue;
    const averageMileage = demoExpectedMileage(segment.year, currentYear);
    const retail = demoRetailCents({
      make: segment.make,
      model: segment.model,
      year: segment.year,
      mileage: averageMileage,
      currentYear,
    });
    const clean =
      Math.round((retail === null ? segment.priceCents * 0.86 : retail * DEMO_RULES.wholesaleShare) / 2_500) * 2_500;
    rows.set(key, {
      organizationId,
      year: segment.year,
      make: segment.make,
      model: segment.model,
      trim: null,
      segmentKey: segmentKey(segment.make, segment.model),
      trimKey: '',
      averageMileage: retail === null ? segment.mileage : averageMileage,
      roughCents: Math.round(clean * 0.78),
      averageCents: Math.round(clean * 0.9),
      cleanCents: clean,
      extraCleanCents: Math.round(clean * 1.06),
      asOf: shiftDate(today, (today.charCodeAt(9) % 7) + 1),
    });
  }
  return [...rows.values()];
}

/** The organization's vehicles as market segments: year, make, model, their trims, price and mileage. */
export async function segmentsOf(db: Database, organizationId: string): Promise<SegmentSeed[]> {
  const rows = await db
    .select({
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      trim: vehicles.trim,
      mileage: vehicles.mileage,
      list: vehicles.listPriceCents,
      cost: vehicles.costCents,
    })
    .from(vehicles)
    .where(eq(vehicles.organizationId, organizationId))
    .orderBy(vehicles.stockNumber);
  return rows.map((row) => ({
    year: row.year,
    make: row.make,
    model: row.model,
    trims: [row.trim ?? 'Base'],
    mileage: row.mileage,
    priceCents: row.list ?? Math.round((row.cost ?? 2_000_000) * 1.18),
  }));
}

// One statement with one JSON parameter (json_to_recordset) instead of multi-row VALUES: tens of
// thousands of rows parsed and planned once (a VALUES insert of Demo Motors' market took ~10 s in PGlite).
// json, not jsonb: read once, the text is cheaper than building jsonb first (20,000 rows in PGlite:
// ~0.9 s against ~2.4 s, measured under load), and every integration test file seeds this market.
const COLUMNS = [
  ['organization_id', 'uuid', 'organizationId'],
  ['year', 'int', 'year'],
  ['make', 'text', 'make'],
  ['model', 'text', 'model'],
  ['trim', 'text', 'trim'],
  ['segment_key', 'text', 'segmentKey'],
  ['mileage', 'int', 'mileage'],
  ['price_cents', 'int', 'priceCents'],
  ['dealer_name', 'text', 'dealerName'],
  ['zip', 'varchar', 'zip'],
  ['latitude', 'float8', 'latitude'],
  ['longitude', 'float8', 'longitude'],
  ['first_seen_on', 'date', 'firstSeenOn'],
  ['last_seen_on', 'date', 'lastSeenOn'],
  ['sold_on', 'date', 'soldOn'],
  ['channel', 'market_channel', 'channel'],
  ['source', 'market_record_source', 'source'],
] as const;
const CHUNK = 25_000;
const COLUMN_LIST = sql.raw(COLUMNS.map(([column]) => column).join(', '));
const RECORD_TYPE = sql.raw(COLUMNS.map(([column, type]) => `${column} ${type}`).join(', '));

export async function insertMarket(db: Database, records: NewRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += CHUNK) {
    const rows = records
      .slice(start, start + CHUNK)
      .map((record) => Object.fromEntries(COLUMNS.map(([column, , key]) => [column, record[key] ?? null])));
    await db.execute(
      sql`insert into market_records (${COLUMN_LIST}) select ${COLUMN_LIST} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${RECORD_TYPE})`,
    );
  }
}

/**
 * Demo Motors' market and wholesale book: its inventory's segments (seeded first) and every model of
 * the demo catalog in each of the last eight model years (what an appraiser is offered most).
 */
export async function seedDemoMarket(db: Database, organizationId: string): Promise<void> {
  const today = todayIso();
  const stock = await segmentsOf(db, organizationId);
  if (stock.length === 0) return;
  const segments = [...stock, ...demoCatalogSegments(Number(today.slice(0, 4)), 8)];
  await insertMarket(
    db,
    generateMarket({
      organizationId,
      segments,
      count: DEMO_MARKET_SIZE,
      seed: DEMO_MARKET_SEED,
      today,
      homeZip: DEMO_HOME_ZIP,
    }),
  );
  await db.insert(wholesaleBookEntries).values(generateBook(organizationId, segments, today));
}

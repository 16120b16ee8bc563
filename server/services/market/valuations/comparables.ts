import { and, between, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  countedSources,
  recencyCutoffs,
  selectComparables,
  type Comparable,
  type Subject,
} from '../../../../src/shared/market/comparables';
import { segmentKey } from '../../../../src/shared/market/records';
import { boundingBox, mileageBand, VALUATION_RULES } from '../../../../src/shared/market/valuation';
import type { Database } from '../../../db/client';
import { marketRecords } from '../../../db/schema';
import { AppError } from '../../../errors';
import { zipCentroid } from '../zip';
import type { Viewer } from '../../users/viewer';

/** The flags in force for the comps rule: the organization's, and the person's own (a token has none of its own). */
export function flagsOf(viewer: Viewer): string[] {
  return [...viewer.organization.featureFlags, ...(viewer.token ? [] : viewer.user.featureFlags)];
}

export function checkRadius(radiusMiles: number): number {
  if (!Number.isFinite(radiusMiles) || radiusMiles <= 0 || radiusMiles > VALUATION_RULES.maxRadiusMiles) {
    throw new AppError(
      'BAD_USER_INPUT',
      `The radius must be above 0 and at most ${VALUATION_RULES.maxRadiusMiles} miles.`,
    );
  }
  return radiusMiles;
}

/**
 * The subject's comparables in the viewer's organization. The query narrows by the comparables
 * index (segment, year band, mileage band, then the ZIP box and dates it carries) and keeps the
 * nearest within the radius; the rule itself is `selectComparables`, the one the unit tests pin, applied again.
 */
export async function findComparables(options: {
  db: Database;
  viewer: Viewer;
  subject: Subject;
  radiusMiles: number;
  asOf: string;
}): Promise<Comparable[]> {
  const { db, viewer, subject, asOf } = options;
  const radiusMiles = checkRadius(options.radiusMiles);
  const centre = zipCentroid(subject.zip);
  if (!centre) throw new AppError('BAD_USER_INPUT', `ZIP ${subject.zip} is not a US ZIP code we can place on a map.`);
  const box = boundingBox(centre, radiusMiles);
  const band = mileageBand(subject.mileage);
  const sources = countedSources(flagsOf(viewer));
  const { soldSince, seenSince } = recencyCutoffs(asOf);
  // Great-circle miles in SQL too, so only the nearest rows leave the database (rounded like the rule).
  const distance = sql<number>`round((7917.6 * asin(least(1, sqrt(
      power(sin(radians(${marketRecords.latitude} - ${centre.latitude}) / 2), 2)
      + cos(radians(${centre.latitude})) * cos(radians(${marketRecords.latitude}))
      * power(sin(radians(${marketRecords.longitude} - ${centre.longitude}) / 2), 2)))))::numeric, 1)::float8`;
  // Two steps: the nearest (then most recent) ids from the comparables index alone (it carries every
  // column the filters and the order read: an index-only scan, the distance computed once a row as
  // the sort key, ordered by its output name), then only those rows fetched whole. Rows past the
  // radius sort after every row inside it, so filtering them after the limit keeps the same ones.
  const near = db
    .select({
      id: marketRecords.id,
      distanceMiles: distance.as('distance_miles'),
      seenOn: sql<string>`coalesce(${marketRecords.soldOn}, ${marketRecords.lastSeenOn})`.as('seen_on'),
    })
    .from(marketRecords)
    .where(
      and(
        eq(marketRecords.organizationId, viewer.organization.id),
        eq(marketRecords.segmentKey, segmentKey(subject.make, subject.model)),
        inArray(marketRecords.channel, ['retail', 'wholesale']),
        between(marketRecords.year, subject.year - VALUATION_RULES.yearBand, subject.year + VALUATION_RULES.yearBand),
        between(marketRecords.mileage, band.min, band.max),
        between(marketRecords.latitude, box.minLatitude, box.maxLatitude),
        between(marketRecords.longitude, box.minLongitude, box.maxLongitude),
        inArray(marketRecords.source, sources),
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
    )
    .orderBy(sql`distance_miles`, sql`seen_on desc`, marketRecords.id)
    .limit(VALUATION_RULES.maxComparables)
    .as('near');
  const rows = await db
    .select({
      id: marketRecords.id,
      year: marketRecords.year,
      make: marketRecords.make,
      model: marketRecords.model,
      trim: marketRecords.trim,
      mileage: marketRecords.mileage,
      priceCents: marketRecords.priceCents,
      dealerName: marketRecords.dealerName,
      zip: marketRecords.zip,
      firstSeenOn: marketRecords.firstSeenOn,
      lastSeenOn: marketRecords.lastSeenOn,
      soldOn: marketRecords.soldOn,
      channel: marketRecords.channel,
      source: marketRecords.source,
      distanceMiles: near.distanceMiles,
    })
    .from(near)
    .innerJoin(marketRecords, eq(marketRecords.id, near.id))
    .where(lte(near.distanceMiles, radiusMiles))
    .orderBy(near.distanceMiles, desc(near.seenOn), marketRecords.id);
  return selectComparables(subject, rows, { radiusMiles, sources, asOf });
}

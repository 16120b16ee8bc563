// Offers on the demo market (issue 32, both databases): a clean appraisal of a car in one of the
// demo market's commonest segments, at the segment's median mileage, gets an offer within ±15 % of
// the auction index for at least 90 % of them. The segments and mileages are read from the seeded
// records (whatever prices the demo market follows), never hard-coded.
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateAppraisalDocument } from '../../graphql/generated/operations/CreateAppraisal';
import type { DatabaseHandle } from '../../server/db/client';
import { marketRecords, users } from '../../server/db/schema';
import { DEMO_HOME_ZIP } from '../../server/db/seed-market';
import { median } from '../../src/shared/market/valuation';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';

const EDITOR = 'editor@demo.test';
/** As many appraisals as the check made. */
const SEGMENTS = 40;

let database: DatabaseHandle;
let graph: InProcessGraph;

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

/** The demo market's commonest (year, make, model) segments, with the median mileage of their records. */
async function commonestSegments(organizationId: string) {
  const db = database.db;
  const segments = await db
    .select({ year: marketRecords.year, make: marketRecords.make, model: marketRecords.model, records: count() })
    .from(marketRecords)
    .where(eq(marketRecords.organizationId, organizationId))
    .groupBy(marketRecords.year, marketRecords.make, marketRecords.model)
    .orderBy(desc(count()), marketRecords.make, marketRecords.model, marketRecords.year)
    .limit(SEGMENTS);
  const result = [];
  for (const segment of segments) {
    const rows = await db
      .select({ mileage: marketRecords.mileage })
      .from(marketRecords)
      .where(
        and(
          eq(marketRecords.organizationId, organizationId),
          eq(marketRecords.year, segment.year),
          eq(marketRecords.make, segment.make),
          eq(marketRecords.model, segment.model),
        ),
      );
    result.push({ ...segment, mileage: Math.round(median(rows.map((row) => row.mileage))!) });
  }
  return result;
}

describe('offers on the demo market', () => {
  it('are within ±15 % of the auction index for at least 90 % of clean, in-segment appraisals at median mileage', async () => {
    const [editor] = await database.db.select().from(users).where(eq(users.email, EDITOR));
    const segments = await commonestSegments(editor!.organizationId);
    expect(segments).toHaveLength(SEGMENTS);
    const ratios: { segment: string; ratio: number; days: number }[] = [];
    for (const { year, make, model, mileage } of segments) {
      const answer = await graph.run(EDITOR, CreateAppraisalDocument, {
        input: { kind: 'trade_in', year, make, model, mileage, condition: 'clean', zip: DEMO_HOME_ZIP },
      });
      expect(answer.errors).toBeUndefined();
      const { offer } = answer.data!.createAppraisal;
      if (offer.offerCents === null || !offer.auctionIndex) continue;
      ratios.push({
        segment: `${year} ${make} ${model} ${mileage} mi`,
        ratio: offer.offerCents / offer.auctionIndex.valueCents,
        days: offer.expectedDaysToSale,
      });
    }
    // Nearly every commonest segment has auction sales to anchor to.
    expect(ratios.length).toBeGreaterThanOrEqual(SEGMENTS * 0.9);
    const within = ratios.filter(({ ratio }) => Math.abs(ratio - 1) <= 0.15);
    expect(
      within.length / ratios.length,
      JSON.stringify(ratios.filter((entry) => !within.includes(entry))),
    ).toBeGreaterThanOrEqual(0.9);
  });
});

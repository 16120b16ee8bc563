// Demo Motors' appraisals as a first start seeds them: every state, won ones linked to demo
// vehicles at their cost, offered ones explaining their offer, and figures that read sensibly.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetAppraisalsDocument } from '../../graphql/generated/operations/GetAppraisals';
import type { DatabaseHandle } from '../../server/db/client';
import { appraisals, vehicles } from '../../server/db/schema';
import { DEMO_APPRAISAL_COUNT } from '../../server/db/seed-appraisals';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';

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

describe('the demo appraisals', () => {
  it('are about 60 in every state; won ones are demo vehicles bought at their cost; offered ones keep their offer', async () => {
    const rows = await database.db.select().from(appraisals);
    expect(rows).toHaveLength(DEMO_APPRAISAL_COUNT);
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['draft', 'offered', 'won', 'lost']));
    const won = rows.filter((row) => row.state === 'won');
    expect(won.length).toBeGreaterThanOrEqual(3);
    for (const row of won) {
      const [vehicle] = await database.db.select().from(vehicles).where(eq(vehicles.id, row.vehicleId!));
      expect(row).toMatchObject({ vin: vehicle!.vin, purchasePriceCents: vehicle!.costCents });
      expect(row.snapshot!.offer.offerCents).toBe(vehicle!.costCents);
    }
    for (const row of rows.filter((row) => row.offeredAt !== null))
      expect(row.snapshot!.offer.offerCents).toEqual(expect.any(Number));
  });

  it('give the store figures for the last 90 days', async () => {
    const answer = await graph.run('owner@demo.test', GetAppraisalsDocument, {
      first: 5,
      from: new Date(Date.now() - 91 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(answer.errors).toBeUndefined();
    const { store, byAppraiser } = answer.data!.appraisalFigures;
    expect(store.made).toBe(DEMO_APPRAISAL_COUNT);
    expect(store.lookToBook).toBeGreaterThan(0);
    expect(store.costToMarket).toBeGreaterThan(0.5);
    expect(store.costToMarket).toBeLessThan(1.2);
    expect(byAppraiser.map((row) => row.appraiser!.name).sort()).toHaveLength(3);
    expect(answer.data!.appraisals.totalCount).toBe(DEMO_APPRAISAL_COUNT);
  });
});

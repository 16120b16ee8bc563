import { asc, eq } from 'drizzle-orm';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DatabaseHandle } from '../../server/db/client';
import {
  appraisals,
  marketRecords,
  organizations,
  reconEvents,
  reconLineTimes,
  reconWorkflows,
  repairOrderLines,
  repairOrders,
  userPermissions,
  users,
  vehiclePriceChanges,
  vehicles,
  vehicleSales,
} from '../../server/db/schema';
import { hashPassword } from '../../server/auth/password';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { unsafeAuthenticateApiToken } from '../../server/services/api-tokens/authenticate';
import { vehiclePricing } from '../../server/services/pricing/vehicle-pricing';
import { reconMetrics } from '../../server/services/recon/metrics';
import { updateReconWorkflow } from '../../server/services/recon/update-workflow';
import { loadWorkflow, type ReconWorkflow } from '../../server/services/recon/workflow';
import { appraisalReport } from '../../server/services/reports/appraisals';
import { marketReport } from '../../server/services/reports/market';
import { pricingReport } from '../../server/services/reports/pricing';
import { reconReport } from '../../server/services/reports/recon';
import { loadViewer, type Viewer } from '../../server/services/users/viewer';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { rebuildTimelines } from '../../server/services/recon/timelines';

// The recon, appraisal, pricing and market reports on small fixed data sets in organizations of
// their own (so the demo data stays as it is), against figures worked out by hand.

const TODAY = '2026-03-31';
const RANGE = { from: '2026-03-02', to: '2026-03-15' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FLAGS = ['recon', 'pricing', 'appraisals', 'account', 'reports'];

let database: DatabaseHandle;
let graph: InProcessGraph;
const db = () => database.db;

type Store = {
  organizationId: string;
  owner: Viewer;
  editor: Viewer;
  ownerEmail: string;
  editorEmail: string;
  viewerEmail: string;
};
let recon: Store;
let rival: Store;
let appraisal: Store;
let pricing: Store;
let market: Store;

let vin = 0;
const nextVin = () => `1HGCM82633A${String(++vin).padStart(6, '0')}`;

/** An organization with an OWNER, an EDITOR holding only `reports` (+ extra sections) and a VIEWER without `reports`. */
async function makeStore(
  name: string,
  options: { ownerFlags?: string[]; editorSections?: string[] } = {},
): Promise<Store> {
  const [organization] = await db().insert(organizations).values({ name, featureFlags: FLAGS }).returning();
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const member = async (role: 'OWNER' | 'EDITOR' | 'VIEWER', sections: string[], featureFlags: string[] = []) => {
    const email = `${role.toLowerCase()}@${slug}.test`;
    const [user] = await db()
      .insert(users)
      .values({
        organizationId: organization!.id,
        email,
        firstName: role,
        lastName: name,
        role,
        passwordHash,
        featureFlags: featureFlags as never,
      })
      .returning();
    if (sections.length > 0)
      await db()
        .insert(userPermissions)
        .values(sections.map((section) => ({ userId: user!.id, section })));
    return { email, viewer: (await loadViewer({ db: db(), userId: user!.id }))! };
  };
  const owner = await member('OWNER', [], options.ownerFlags);
  const editor = await member('EDITOR', ['dashboard', 'reports', ...(options.editorSections ?? [])]);
  const viewer = await member('VIEWER', ['dashboard', 'inventory']);
  return {
    organizationId: organization!.id,
    owner: owner.viewer,
    editor: editor.viewer,
    ownerEmail: owner.email,
    editorEmail: editor.email,
    viewerEmail: viewer.email,
  };
}

async function addVehicle(store: Store, fields: Partial<typeof vehicles.$inferInsert> = {}): Promise<string> {
  const number = nextVin();
  const [row] = await db()
    .insert(vehicles)
    .values({
      organizationId: store.organizationId,
      vin: number,
      stockNumber: number.slice(-6),
      year: 2021,
      make: 'Ford',
      model: 'F-150',
      mileage: 30_000,
      acquiredDate: '2026-01-01',
      costCents: 2_000_000,
      ...fields,
    })
    .returning();
  return row!.id;
}

/** Moves through stages (by name) at the given instants, in order; the vehicle's recon timeline is folded from them as a move would. */
async function moves(workflow: ReconWorkflow, vehicleId: string, path: [string, string][]) {
  const id = (name: string) => workflow.stages.find((stage) => stage.name === name)!.id;
  let from: string | null = null;
  for (const [stage, at] of path) {
    await db()
      .insert(reconEvents)
      .values({
        organizationId: workflow.organizationId,
        vehicleId,
        fromStageId: from,
        toStageId: id(stage),
        occurredAt: new Date(at),
      });
    from = id(stage);
  }
  await rebuildTimelines({ db: db(), organizationId: workflow.organizationId });
}

async function approvedLine(
  organizationId: string,
  vehicleId: string,
  amounts: { laborHundredths?: number; laborRateCents?: number; partsCents?: number },
  decidedAt: string,
  decision: 'approved' | 'declined' = 'approved',
) {
  const [order] = await db()
    .insert(repairOrders)
    .values({ organizationId, vehicleId, status: 'approved' as never })
    .returning();
  await db()
    .insert(repairOrderLines)
    .values({
      repairOrderId: order!.id,
      revision: 1,
      operation: 'Work',
      laborHundredths: 0,
      laborRateCents: 0,
      partsCents: 0,
      subletCostCents: 0,
      ...amounts,
      decision,
      decidedAt: new Date(decidedAt),
    });
}

const run = <T>(email: string, query: string, variables: Record<string, unknown> = {}) =>
  graph.run(email, parse(query) as TypedDocumentNode<T, Record<string, unknown>>, variables);
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;

let workflow: ReconWorkflow;
const reconIds: Record<string, string> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  recon = await makeStore('Recon Report Motors', { editorSections: ['inventory'] });
  rival = await makeStore('Recon Rival Motors');
  appraisal = await makeStore('Appraisal Report Motors', { editorSections: ['appraisals'] });
  pricing = await makeStore('Pricing Report Motors');
  market = await makeStore('Market Report Motors', { ownerFlags: ['market_report'] });

  workflow = await loadWorkflow({ db: db(), organizationId: recon.organizationId });
  for (const name of ['v1', 'v2', 'v3', 'v4', 'v5'])
    reconIds[name] = await addVehicle(recon, { stockNumber: name.toUpperCase() });
  // Current range 2026-03-02..15: v1 (3 days to line, 2 in recon), v2 (sent back to inspection: 9 and 8, over
  // the 137-hour total target), v5 (inspection skipped: 2 and 0). Previous range 02-16..03-01: v3 (3), v4 (5:
  // its first arrival, 02-25, decides its range, not its second one on 03-04).
  await moves(workflow, reconIds.v1!, [
    ['Incoming / transit', '2026-03-02T08:00Z'],
    ['Inspection', '2026-03-03T08:00Z'],
    ['Mechanical', '2026-03-03T20:00Z'],
    ['Detail', '2026-03-04T08:00Z'],
    ['Front line', '2026-03-05T08:00Z'],
  ]);
  await moves(workflow, reconIds.v2!, [
    ['Incoming / transit', '2026-03-01T00:00Z'],
    ['Inspection', '2026-03-02T00:00Z'],
    ['Body & sublet', '2026-03-04T00:00Z'],
    ['Inspection', '2026-03-05T00:00Z'],
    ['Front line', '2026-03-10T00:00Z'],
  ]);
  await moves(workflow, reconIds.v3!, [
    ['Incoming / transit', '2026-02-17T00:00Z'],
    ['Front line', '2026-02-20T00:00Z'],
  ]);
  await moves(workflow, reconIds.v4!, [
    ['Incoming / transit', '2026-02-20T00:00Z'],
    ['Front line', '2026-02-25T00:00Z'],
    ['Detail', '2026-03-03T00:00Z'],
    ['Front line', '2026-03-04T00:00Z'],
  ]);
  await moves(workflow, reconIds.v5!, [
    ['Incoming / transit', '2026-03-09T00:00Z'],
    ['Front line', '2026-03-11T00:00Z'],
  ]);
  await approvedLine(
    recon.organizationId,
    reconIds.v1!,
    { laborHundredths: 150, laborRateCents: 10_000, partsCents: 5_001 },
    '2026-03-04T10:00Z',
  ); // 20,001
  await approvedLine(recon.organizationId, reconIds.v1!, { partsCents: 77_777 }, '2026-03-04T11:00Z', 'declined');
  await approvedLine(recon.organizationId, reconIds.v2!, { partsCents: 3_000 }, '2026-02-27T10:00Z');
  await approvedLine(recon.organizationId, reconIds.v3!, { partsCents: 10_000 }, '2026-02-20T10:00Z');
  const rivalWorkflow = await loadWorkflow({ db: db(), organizationId: rival.organizationId });
  const rivalVehicle = await addVehicle(rival);
  await moves(rivalWorkflow, rivalVehicle, [
    ['Incoming / transit', '2026-03-03T00:00Z'],
    ['Front line', '2026-03-06T00:00Z'],
  ]);
  await approvedLine(rival.organizationId, rivalVehicle, { partsCents: 99_999 }, '2026-03-05T10:00Z');
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

const figure = (current: number | null, previous: number | null) => ({
  current,
  previous,
  change: current === null || previous === null ? null : current - previous,
});

describe('reconReport', () => {
  it('answers the hand-computed figures, another organization never counted', async () => {
    const report = await reconReport({ db: db(), viewer: recon.owner, range: RANGE, today: TODAY });
    expect(report.range).toEqual({ from: '2026-03-02', to: '2026-03-15', days: 14 });
    expect(report.previousRange).toEqual({ from: '2026-02-16', to: '2026-03-01', days: 14 });
    expect(report.unavailable).toBeNull();
    expect(report.frontLined).toEqual(figure(3, 2));
    expect(report.averageTimeToLineDays.current).toBeCloseTo(14 / 3, 9);
    expect(report.averageTimeToLineDays.previous).toBe(4);
    expect(report.medianTimeToLineDays).toEqual(figure(3, 4));
    expect(report.averageDaysInRecon.current).toBeCloseTo(10 / 3, 9);
    expect(report.averageDaysInRecon.previous).toBe(0);
    expect(report.reconSpendCents).toEqual(figure(20_001, 13_000));
    expect(report.reconCostPerUnitCents).toEqual(figure(6_667, 6_500));
    expect(report.overTargetUnits).toEqual(figure(1, 0));
    expect(report.trend).toEqual([
      { date: '2026-03-02', frontLined: 1, medianTimeToLineDays: 3, medianDaysInRecon: 2 },
      { date: '2026-03-09', frontLined: 2, medianTimeToLineDays: 5.5, medianDaysInRecon: 4 },
    ]);
    expect(
      report.stages.map((row) => [
        row.stage.name,
        row.vehicles,
        row.averageHours,
        row.targetHours,
        row.overTargetVisits,
      ]),
    ).toEqual([
      ['Incoming / transit', 3, 32, 48, 1],
      ['Inspection', 2, 90, 2, 3],
      ['Estimate approval', 0, null, 1, 0],
      ['Mechanical', 1, 12, 8, 1],
      ['Body & sublet', 1, 24, 72, 0],
      ['Detail', 1, 24, 4, 1],
      ['Photos', 0, null, 2, 0],
    ]);
    expect(
      report.overTargetVehicles.map((row) => ({
        id: row.vehicle.id,
        ttl: row.timeToLineDays,
        recon: row.daysInRecon,
        cost: row.reconCostCents,
      })),
    ).toEqual([{ id: reconIds.v2, ttl: 9, recon: 8, cost: 3_000 }]);
  });

  it('equals reconMetrics on the same range, in calendar time (SQL) and in business hours (the recon formulas)', async () => {
    const compare = async () => {
      const report = await reconReport({ db: db(), viewer: recon.owner, range: RANGE, today: TODAY });
      const metrics = await reconMetrics({
        db: db(),
        viewer: recon.owner,
        from: new Date('2026-03-02T00:00Z'),
        to: new Date('2026-03-16T00:00Z'),
      });
      const dayMs = metrics.workflow.businessHours
        ? (metrics.workflow.businessHours.endMinute - metrics.workflow.businessHours.startMinute) * 60_000
        : DAY;
      expect(report.frontLined.current).toBe(metrics.frontLined);
      expect(report.medianTimeToLineDays.current! * dayMs).toBeCloseTo(metrics.medianTimeToLineMs!, 3);
      expect(report.reconSpendCents.current).toBe(metrics.reconSpendCents);
      const averages = new Map(metrics.stages.map((stage) => [stage.stageId, stage.averageMsOfFrontLined]));
      for (const row of report.stages) {
        const expected = averages.get(row.stage.id) ?? null;
        if (expected === null) expect(row.averageHours).toBeNull();
        else expect(row.averageHours! * HOUR).toBeCloseTo(expected, 3);
      }
      return report;
    };
    await compare();
    const hours = { timeZone: 'America/Chicago', weekdays: [1, 2, 3, 4, 5], startMinute: 8 * 60, endMinute: 18 * 60 };
    // Set in the table, as the workflow's edit would, and the timelines folded again as it does.
    await db().update(reconWorkflows).set({ businessHours: hours }).where(eq(reconWorkflows.id, workflow.id));
    await rebuildTimelines({ db: db(), organizationId: workflow.organizationId });
    try {
      const inHours = await compare();
      expect(inHours.frontLined).toEqual(figure(3, 2));
      // Business days of 10 hours in Chicago: v1 3 (Mon–Wed), v2 6 (a weekend and a Monday evening left out), v5 2.
      expect(inHours.averageTimeToLineDays.current).toBeCloseTo(11 / 3, 9);
    } finally {
      await db().update(reconWorkflows).set({ businessHours: null }).where(eq(reconWorkflows.id, workflow.id));
      await rebuildTimelines({ db: db(), organizationId: workflow.organizationId });
    }
  });

  it('measures each front-lined vehicle once, and again after a workflow edit (a new target counts at once)', async () => {
    const measured = () =>
      db()
        .select({ vehicleId: reconLineTimes.vehicleId })
        .from(reconLineTimes)
        .where(eq(reconLineTimes.organizationId, recon.organizationId));
    const bodyOverTarget = async () =>
      (await reconReport({ db: db(), viewer: recon.owner, range: RANGE, today: TODAY })).stages.find(
        (row) => row.stage.name === 'Body & sublet',
      )!.overTargetVisits;
    expect(await bodyOverTarget()).toBe(0);
    expect((await measured()).map((row) => row.vehicleId).sort()).toEqual(Object.values(reconIds).sort());
    const stages = (retarget: (name: string, minutes: number) => number) =>
      workflow.stages
        .filter((stage) => !stage.removed)
        .map(({ id, name, targetMinutes, atRiskPercent, overduePercent, startsRecon }) => ({
          id,
          name,
          targetMinutes: retarget(name, targetMinutes),
          atRiskPercent,
          overduePercent,
          startsRecon,
        }));
    // v2 spent 24 hours in body & sublet: over a 12-hour target, not over the 72-hour one.
    await updateReconWorkflow({
      db: db(),
      viewer: recon.owner,
      stages: stages((name, minutes) => (name === 'Body & sublet' ? 12 * 60 : minutes)),
    });
    try {
      expect(await measured()).toEqual([]);
      expect(await bodyOverTarget()).toBe(1);
    } finally {
      await updateReconWorkflow({ db: db(), viewer: recon.owner, stages: stages((_name, minutes) => minutes) });
    }
    expect(await bodyOverTarget()).toBe(0);
  });

  it('withholds the vehicle cost of the over-target rows, not the recon spend (repair orders are recon’s own)', async () => {
    const editor = await loadViewer({ db: db(), userId: recon.editor.user.id });
    await db().insert(userPermissions).values({ userId: editor!.user.id, section: 'recon' });
    await db()
      .update(organizations)
      .set({ settings: { hide_vehicle_cost: true } })
      .where(eq(organizations.id, recon.organizationId));
    try {
      const viewer = (await loadViewer({ db: db(), userId: recon.editor.user.id }))!;
      const report = await reconReport({ db: db(), viewer, range: RANGE, today: TODAY });
      expect(
        report.overTargetVehicles.map((row) => [row.vehicle.costCents, row.vehicle.costWithheld, row.reconCostCents]),
      ).toEqual([[null, true, 3_000]]);
      expect(report.reconSpendCents.current).toBe(20_001);
    } finally {
      await db().update(organizations).set({ settings: {} }).where(eq(organizations.id, recon.organizationId));
      await db().delete(userPermissions).where(eq(userPermissions.userId, recon.editor.user.id));
      await db()
        .insert(userPermissions)
        .values(['dashboard', 'reports', 'inventory'].map((section) => ({ userId: recon.editor.user.id, section })));
    }
  });

  it('answers unavailable to an EDITOR without recon, FORBIDDEN to a VIEWER without reports, and refuses a bad range', async () => {
    const query =
      'query ($range: ReportRangeInput!) { reconReport(range: $range) { unavailable { area message } frontLined { current previous change } trend { date } stages { vehicles } overTargetVehicles { reconCostCents } } }';
    const editor = await run<{ reconReport: unknown }>(recon.editorEmail, query, { range: RANGE });
    expect(editor.errors).toBeUndefined();
    expect(editor.data!.reconReport).toEqual({
      unavailable: {
        area: 'recon',
        message: 'The recon report needs the recon section: ask an owner to give it to you.',
      },
      frontLined: figure(null, null),
      trend: [],
      stages: [],
      overTargetVehicles: [],
    });
    const viewer = await run(recon.viewerEmail, query, { range: RANGE });
    expect(code(viewer)).toBe('FORBIDDEN');
    expect(viewer.data ?? null).toBeNull();
    const backwards = await run(recon.ownerEmail, query, { range: { from: '2026-03-15', to: '2026-03-02' } });
    expect(code(backwards)).toBe('BAD_USER_INPUT');
    const owner = await run<{ reconReport: { frontLined: unknown } }>(recon.ownerEmail, query, { range: RANGE });
    expect(owner.data!.reconReport.frontLined).toEqual(figure(3, 2));
  });

  it('reads through an API token as its scope allows (a read token of the OWNER)', async () => {
    const created = await run<{ createApiToken: { secret: string } }>(
      recon.ownerEmail,
      'mutation { createApiToken(input: { name: "reports", scopes: [read] }) { secret } }',
    );
    expect(created.errors).toBeUndefined();
    const token = (await unsafeAuthenticateApiToken({ db: db(), secret: created.data!.createApiToken.secret }))!;
    const report = await reconReport({ db: db(), viewer: token, range: RANGE, today: TODAY });
    expect(report.unavailable).toBeNull();
    expect(report.frontLined).toEqual(figure(3, 2));
  });
});

describe('appraisalReport', () => {
  beforeAll(async () => {
    const base = {
      organizationId: appraisal.organizationId,
      kind: 'trade_in',
      year: 2020,
      make: 'Honda',
      model: 'Civic',
      mileage: 40_000,
      zip: '78745',
    } as const;
    const offered = (cents: number) => ({ offer: { expectedRetailCents: cents } }) as never;
    const by = { owner: appraisal.owner.user.id, editor: appraisal.editor.user.id };
    await db()
      .insert(appraisals)
      .values([
        {
          ...base,
          state: 'won',
          purchasePriceCents: 2_000_000,
          snapshot: offered(2_500_000),
          appraiserUserId: by.owner,
          createdAt: new Date('2026-03-03T10:00Z'),
        },
        {
          ...base,
          state: 'lost',
          lostReason: 'price',
          appraiserUserId: by.owner,
          createdAt: new Date('2026-03-04T10:00Z'),
        },
        {
          ...base,
          state: 'lost',
          lostReason: 'price',
          appraiserUserId: by.editor,
          createdAt: new Date('2026-03-10T10:00Z'),
        },
        {
          ...base,
          state: 'lost',
          lostReason: 'condition',
          appraiserUserId: by.editor,
          createdAt: new Date('2026-03-11T10:00Z'),
        },
        { ...base, state: 'draft', appraiserUserId: by.editor, createdAt: new Date('2026-03-12T10:00Z') },
        {
          ...base,
          state: 'won',
          purchasePriceCents: 900_000,
          snapshot: offered(1_000_000),
          appraiserUserId: by.owner,
          createdAt: new Date('2026-02-20T10:00Z'),
        },
        {
          ...base,
          state: 'lost',
          lostReason: 'kept_vehicle',
          appraiserUserId: by.owner,
          createdAt: new Date('2026-02-21T10:00Z'),
        },
        // Another organization's and one after the range: never counted.
        {
          ...base,
          organizationId: rival.organizationId,
          state: 'won',
          purchasePriceCents: 1,
          snapshot: offered(2),
          createdAt: new Date('2026-03-05T10:00Z'),
        },
        {
          ...base,
          state: 'won',
          purchasePriceCents: 1,
          snapshot: offered(2),
          appraiserUserId: by.owner,
          createdAt: new Date('2026-03-16T00:00Z'),
        },
      ]);
  });

  it('answers the hand-computed figures', async () => {
    const report = await appraisalReport({ db: db(), viewer: appraisal.owner, range: RANGE, today: TODAY });
    expect(report.unavailable).toBeNull();
    expect(report.made).toEqual(figure(5, 2));
    expect(report.won).toEqual(figure(1, 1));
    expect(report.lost).toEqual(figure(3, 1));
    expect(report.lookToBookShare.current).toBe(0.2);
    expect(report.lookToBookShare.previous).toBe(0.5);
    expect(report.lookToBookShare.change).toBeCloseTo(-0.3, 12);
    expect(report.costToMarketShare.current).toBe(0.8);
    expect(report.costToMarketShare.previous).toBe(0.9);
    expect(
      report.byAppraiser.map((row) => [
        row.appraiser?.id,
        row.made,
        row.won,
        row.lost,
        row.lookToBook,
        row.costToMarket,
      ]),
    ).toEqual([
      [appraisal.editor.user.id, 3, 0, 2, 0, null],
      [appraisal.owner.user.id, 2, 1, 1, 0.5, 0.8],
    ]);
    expect(report.lostReasons).toEqual([
      { reason: 'price', count: 2, share: 2 / 3 },
      { reason: 'condition', count: 1, share: 1 / 3 },
    ]);
    expect(report.trend).toEqual([
      { date: '2026-03-02', made: 2, won: 1 },
      { date: '2026-03-09', made: 3, won: 0 },
    ]);
  });

  it('withholds cost-to-market where cost is withheld', async () => {
    await db()
      .update(organizations)
      .set({ settings: { hide_vehicle_cost: true } })
      .where(eq(organizations.id, appraisal.organizationId));
    try {
      const editor = (await loadViewer({ db: db(), userId: appraisal.editor.user.id }))!;
      const report = await appraisalReport({ db: db(), viewer: editor, range: RANGE, today: TODAY });
      expect(report.costToMarketShare).toEqual(figure(null, null));
      expect(report.byAppraiser.map((row) => row.costToMarket)).toEqual([null, null]);
      expect(report.lookToBookShare.current).toBe(0.2);
    } finally {
      await db().update(organizations).set({ settings: {} }).where(eq(organizations.id, appraisal.organizationId));
    }
  });

  it('answers unavailable without the appraisals section', async () => {
    const report = await appraisalReport({ db: db(), viewer: recon.editor, range: RANGE, today: TODAY });
    expect(report).toMatchObject({
      unavailable: { area: 'appraisals' },
      made: figure(null, null),
      byAppraiser: [],
      lostReasons: [],
      trend: [],
    });
  });
});

describe('pricingReport', () => {
  let sold: string;
  beforeAll(async () => {
    sold = await addVehicle(pricing, {
      acquiredDate: '2026-01-01',
      status: 'sold',
      disposedOn: '2026-03-10',
      listPriceCents: 2_900_000,
    });
    const reduced = await addVehicle(pricing, { acquiredDate: '2026-02-20', listPriceCents: 1_900_000 });
    const priced = await addVehicle(pricing, { acquiredDate: '2026-03-01', listPriceCents: 1_500_000 });
    const change = (vehicleId: string, fromCents: number | null, toCents: number | null, at: string) => ({
      vehicleId,
      fromCents,
      toCents,
      changedAt: new Date(at),
    });
    await db()
      .insert(vehiclePriceChanges)
      .values([
        change(sold, 3_000_000, 2_900_000, '2026-03-03T15:00Z'), // reduction of 1,000.00 at 61 days
        change(reduced, 2_200_000, 2_000_000, '2026-02-25T15:00Z'), // previous range
        change(reduced, 2_000_000, 2_100_000, '2026-03-05T15:00Z'), // increase
        change(reduced, 2_100_000, 1_900_000, '2026-03-06T15:00Z'), // reduction of 2,000.00 at 14 days
        change(priced, null, 1_500_000, '2026-03-04T15:00Z'), // a first price: not a change
      ]);
    await db().insert(vehicleSales).values({
      vehicleId: sold,
      organizationId: pricing.organizationId,
      buyerType: 'retail',
      soldOn: '2026-03-10',
      salePriceCents: 2_850_000,
    });
  });

  it('answers the hand-computed figures, and the market state without market_pricing_data', async () => {
    const report = await pricingReport({ db: db(), viewer: pricing.owner, range: RANGE, today: TODAY });
    expect(report.unavailable).toBeNull();
    expect(report.priceChanges).toEqual(figure(3, 1));
    expect(report.priceReductions).toEqual(figure(2, 1));
    expect(report.averageReductionCents).toEqual(figure(150_000, 200_000));
    expect(report.soldWithin14DaysOfReductionShare).toEqual(figure(0.5, 0));
    expect(report.averageDaysFromReductionToSale).toEqual(figure(7, null));
    expect(report.trend).toEqual([
      { date: '2026-03-02', changes: 3, reductions: 2 },
      { date: '2026-03-09', changes: 0, reductions: 0 },
    ]);
    expect(report.reductionsByAge).toEqual([
      { bucket: 'DAYS_0_30', reductions: 1, averageReductionCents: 200_000 },
      { bucket: 'DAYS_31_60', reductions: 0, averageReductionCents: null },
      { bucket: 'DAYS_61_90', reductions: 1, averageReductionCents: 100_000 },
      { bucket: 'DAYS_OVER_90', reductions: 0, averageReductionCents: null },
    ]);
    expect(report.marketUnavailable?.area).toBe('market_pricing_data');
    expect(report.priceToMarket).toEqual([]);
    expect(report.medianPriceToMarketPercent).toBeNull();
  });

  it('distributes the demo stock’s price-to-market as the pricing grid computes it (demo OWNER, market_pricing_data)', async () => {
    const [owner] = await db().select().from(users).where(eq(users.email, 'owner@demo.test'));
    const viewer = (await loadViewer({ db: db(), userId: owner!.id }))!;
    const report = await pricingReport({ db: db(), viewer, range: RANGE });
    const percents = (await vehiclePricing({ db: db(), viewer })).flatMap((row) =>
      row.priceToMarket === null ? [] : [row.priceToMarket],
    );
    expect(percents.length).toBeGreaterThan(10);
    expect(report.marketUnavailable).toBeNull();
    expect(report.priceToMarket.reduce((sum, bucket) => sum + bucket.units, 0)).toBe(percents.length);
    expect(report.priceToMarket.find((bucket) => bucket.fromPercent === 100)!.units).toBe(
      percents.filter((percent) => percent >= 100 && percent < 105).length,
    );
  });

  it('answers unavailable without the pricing section', async () => {
    const report = await pricingReport({ db: db(), viewer: pricing.editor, range: RANGE, today: TODAY });
    expect(report).toMatchObject({
      unavailable: { area: 'pricing' },
      priceChanges: figure(null, null),
      priceToMarket: [],
      trend: [],
      reductionsByAge: [],
    });
  });
});

describe('marketReport', () => {
  beforeAll(async () => {
    await addVehicle(market, { make: 'Toyota', model: 'Camry', acquiredDate: '2026-01-10' });
    await addVehicle(market, { make: 'Toyota', model: 'Camry', acquiredDate: '2026-02-15' });
    await addVehicle(market, { make: 'toyota', model: 'camry', acquiredDate: '2026-02-01' });
    const sold = await addVehicle(market, {
      make: 'Toyota',
      model: 'Camry',
      acquiredDate: '2026-01-05',
      status: 'sold',
      disposedOn: '2026-03-01',
    });
    await db().insert(vehicleSales).values({
      vehicleId: sold,
      organizationId: market.organizationId,
      buyerType: 'retail',
      soldOn: '2026-03-01',
      salePriceCents: 2_100_000,
    });
    await addVehicle(market, { make: 'Honda', model: 'Civic', acquiredDate: '2026-03-01' });
    const record = (overrides: Partial<typeof marketRecords.$inferInsert>) =>
      ({
        organizationId: market.organizationId,
        year: 2021,
        make: 'Toyota',
        model: 'Camry',
        segmentKey: 'toyota|camry',
        mileage: 30_000,
        priceCents: 2_000_000,
        zip: '78745',
        latitude: 30.2,
        longitude: -97.8,
        firstSeenOn: '2026-02-01',
        lastSeenOn: '2026-03-14',
        soldOn: null,
        channel: 'retail',
        source: 'auction',
        ...overrides,
      }) as typeof marketRecords.$inferInsert;
    await db()
      .insert(marketRecords)
      .values([
        record({ firstSeenOn: '2026-03-05', priceCents: 2_000_000 }), // listed on 03-15 only
        record({ firstSeenOn: '2026-02-10', lastSeenOn: '2026-03-15', priceCents: 2_200_000 }), // listed on both days
        record({ soldOn: '2026-03-05', lastSeenOn: '2026-03-05', priceCents: 2_100_000 }), // sold in the window; listed on 03-01
        record({ soldOn: '2026-02-20', lastSeenOn: '2026-02-20' }), // sold in both windows
        record({ channel: 'wholesale', soldOn: '2026-03-10' }),
        record({ source: 'marketplace' }), // a source the store's flags do not count
        record({ organizationId: rival.organizationId }),
      ]);
  });

  it('answers the hand-computed figures over the store’s segments', async () => {
    const report = await marketReport({ db: db(), viewer: market.owner, range: RANGE, today: TODAY });
    expect(report.unavailable).toBeNull();
    expect(report.marketSupply).toEqual(figure(2, 2));
    expect(report.marketSalesPerDay).toEqual(figure(0.04, 0.02));
    expect(report.marketDaysSupply).toEqual(figure(45, 90));
    expect(report.storeDaysSupply).toEqual(figure(180, 180));
    expect(report.segments).toEqual([
      {
        make: 'Toyota',
        model: 'Camry',
        storeUnits: 3,
        storeSalesPerDay: 0.02,
        storeDaysSupply: 135,
        marketUnits: 2,
        marketSalesPerDay: 0.04,
        marketDaysSupply: 45,
        marketMedianPriceCents: 2_100_000,
        storeShareOfSales: 0.3333,
      },
      {
        make: 'Honda',
        model: 'Civic',
        storeUnits: 1,
        storeSalesPerDay: 0,
        storeDaysSupply: null,
        marketUnits: 0,
        marketSalesPerDay: 0,
        marketDaysSupply: null,
        marketMedianPriceCents: null,
        storeShareOfSales: null,
      },
    ]);
  });

  it('answers unavailable without the market_report feature, and without market data', async () => {
    const without = await marketReport({ db: db(), viewer: market.editor, range: RANGE, today: TODAY });
    expect(without).toMatchObject({
      unavailable: { area: 'market_report' },
      marketSupply: figure(null, null),
      segments: [],
    });
    await db()
      .update(users)
      .set({ featureFlags: ['market_report'] })
      .where(eq(users.id, pricing.owner.user.id));
    const noData = await marketReport({
      db: db(),
      viewer: (await loadViewer({ db: db(), userId: pricing.owner.user.id }))!,
      range: RANGE,
      today: TODAY,
    });
    expect(noData).toMatchObject({ unavailable: { area: 'market' }, segments: [] });
  });

  it('shows the demo market to the demo OWNER (who holds market_report) and the unavailable state to the EDITOR', async () => {
    const query =
      '{ marketReport(range: { from: "2026-03-02", to: "2026-03-15" }) { unavailable { area } segments { make } } }';
    const owner = await run<{ marketReport: { unavailable: unknown; segments: unknown[] } }>('owner@demo.test', query);
    expect(owner.errors).toBeUndefined();
    expect(owner.data!.marketReport.unavailable).toBeNull();
    const editor = await run('editor@demo.test', query);
    expect(editor.data).toEqual({ marketReport: { unavailable: { area: 'market_report' }, segments: [] } });
  });
});

it('changes no record: the reports read them (recon only adds its measured times)', async () => {
  const before = await db().select().from(vehicles).orderBy(asc(vehicles.id));
  await reconReport({ db: db(), viewer: recon.owner, range: RANGE, today: TODAY });
  await pricingReport({ db: db(), viewer: pricing.owner, range: RANGE, today: TODAY });
  expect(await db().select().from(vehicles).orderBy(asc(vehicles.id))).toEqual(before);
});

it('serves the four reports over the demo data through the graph, every field the screens read', async () => {
  const range = { from: '2025-12-01', to: '2026-03-15' };
  const figureFields = '{ current previous change }';
  const query = `query ($range: ReportRangeInput!) {
    reconReport(range: $range) { range { from to days } previousRange { days } unavailable { area } frontLined ${figureFields} medianTimeToLineDays ${figureFields}
      reconCostPerUnitCents ${figureFields} trend { date frontLined medianTimeToLineDays medianDaysInRecon }
      stages { stage { id name } vehicles averageHours targetHours overTargetVisits } overTargetVehicles { vehicle { id stockNumber costCents } timeToLineDays daysInRecon reconCostCents } }
    appraisalReport(range: $range) { unavailable { area } made ${figureFields} lookToBookShare ${figureFields} costToMarketShare ${figureFields}
      byAppraiser { appraiser { id name } made won lost lookToBook costToMarket } lostReasons { reason count share } trend { date made won } }
    pricingReport(range: $range) { unavailable { area } marketUnavailable { area } priceToMarket { fromPercent toPercent units } medianPriceToMarketPercent
      priceChanges ${figureFields} soldWithin14DaysOfReductionShare ${figureFields} averageDaysFromReductionToSale ${figureFields}
      trend { date changes reductions } reductionsByAge { bucket reductions averageReductionCents } }
    marketReport(range: $range) { unavailable { area } marketSupply ${figureFields} storeDaysSupply ${figureFields}
      segments { make model storeUnits storeDaysSupply marketUnits marketDaysSupply marketMedianPriceCents storeShareOfSales } }
  }`;
  type Answer = {
    reconReport: { unavailable: unknown; frontLined: { current: number }; trend: unknown[]; stages: unknown[] };
    appraisalReport: { unavailable: unknown; made: { current: number } };
    pricingReport: {
      unavailable: unknown;
      marketUnavailable: unknown;
      priceToMarket: { units: number }[];
      reductionsByAge: unknown[];
    };
    marketReport: { unavailable: unknown; segments: unknown[] };
  };
  const answer = await run<Answer>('owner@demo.test', query, { range });
  expect(answer.errors).toBeUndefined();
  const {
    reconReport: recon,
    appraisalReport: appraisals,
    pricingReport: pricing,
    marketReport: market,
  } = answer.data!;
  expect([
    recon.unavailable,
    appraisals.unavailable,
    pricing.unavailable,
    pricing.marketUnavailable,
    market.unavailable,
  ]).toEqual([null, null, null, null, null]);
  expect(recon.trend).toHaveLength(15); // Mondays 2025-12-01 … 2026-03-09
  expect(recon.stages).toHaveLength(7);
  expect(pricing.priceToMarket).toHaveLength(6);
  expect(pricing.reductionsByAge).toHaveLength(4);
  expect(market.segments.length).toBeGreaterThan(0);
});

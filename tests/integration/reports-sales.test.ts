import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeaders, demoSessions } from './support/auth';
import { errorCode, graphql } from './support/clients';
import { createReportStore, REPORT_STORE } from './support/reports';
import { startTestServer, type TestServer } from './support/server';

// The aging, turn and sales reports over a small store computed by hand (support/reports.ts):
// March 2025 against 2025-01-29 – 2025-02-28.

let server: TestServer;
const sessions = demoSessions(() => server.baseUrl);
const MARCH = { from: '2025-03-01', to: '2025-03-31' };
const figure = (current: number | null, previous: number | null) => ({
  current,
  previous,
  change: current === null || previous === null ? null : expect.closeTo(current - previous, 6),
});

async function ask<T = Record<string, unknown>>(
  who: string | { token: string },
  query: string,
  variables: Record<string, unknown> = {},
) {
  const headers =
    typeof who === 'string' ? cookieHeaders(await sessions(who)) : { authorization: `Bearer ${who.token}` };
  return graphql<T>(server.baseUrl, query, variables, headers);
}

const SALES = `query ($range: ReportRangeInput!) { salesReport(range: $range) {
  range { from to days } previousRange { from to days }
  retailUnits { current previous change } wholesaleUnits { current previous change }
  revenueCents { current previous change } frontEndGrossCents { current previous change }
  retailGrossPerUnitCents { current previous change } wholesaleGrossPerUnitCents { current previous change }
  averageDaysToSale { current previous change } unpricedSales
  bySource { source retailUnits wholesaleUnits revenueCents frontEndGrossCents grossPerUnitCents }
  byAge { bucket retailUnits wholesaleUnits frontEndGrossCents grossPerUnitCents }
  trend { date retailUnits wholesaleUnits frontEndGrossCents }
  sales(first: 2) { totalCount pageInfo { hasNextPage endCursor } nodes { daysToSale vehicle { stockNumber }
    sale { soldOn buyerType salePriceCents reconCostCents frontEndGrossCents } } }
} }`;
const TURN = `query ($range: ReportRangeInput!) { turnReport(range: $range) {
  retailUnits { current previous change } wholesaleUnits { current previous change } unitsInStock { current previous change }
  salesPerDay30 { current previous change } salesPerDay45 { current previous change } salesPerDay90 { current previous change }
  daysSupply { current previous change } annualTurn { current previous change } soldUnder30DaysShare { current previous change }
  trend { date retailUnits unitsInStock } byModel { make model retailUnits unitsInStock daysSupply }
} }`;
const AGING = `query ($range: ReportRangeInput!) { inventoryAgingReport(range: $range) {
  unitsInStock { current previous change } averageAgeDays { current previous change } agedUnits { current previous change }
  costInStockCents { current previous change } listValueInStockCents { current previous change }
  buckets { bucket units unitsShare costCents listValueCents }
  byModel { make model units averageAgeDays agedUnits costCents listValueCents }
  agedVehicles { vehicle { stockNumber costCents } ageDays costCents listPriceCents }
  trend { date unitsInStock agedUnits }
} }`;

beforeAll(async () => {
  server = await startTestServer();
  await createReportStore(server.database.db);
});
afterAll(() => server.close());

describe('sales report', () => {
  it('sums units, revenue and front-end gross by hand, against the previous 31 days', async () => {
    const { data, errors } = await ask<{ salesReport: Record<string, unknown> }>(REPORT_STORE.owner, SALES, {
      range: MARCH,
    });
    expect(errors).toBeUndefined();
    expect(data!.salesReport).toEqual({
      range: { from: '2025-03-01', to: '2025-03-31', days: 31 },
      previousRange: { from: '2025-01-29', to: '2025-02-28', days: 31 },
      retailUnits: figure(3, 1),
      wholesaleUnits: figure(1, 0),
      revenueCents: figure(4_150_000, 1_600_000),
      // A 200,000 (after 100,000 of approved recon) + B 150,000 + C −100,000; D has no price.
      frontEndGrossCents: figure(250_000, 100_000),
      retailGrossPerUnitCents: figure(175_000, 100_000),
      wholesaleGrossPerUnitCents: figure(-100_000, null),
      averageDaysToSale: figure(44, 81),
      unpricedSales: 1,
      bySource: [
        {
          source: 'trade_in',
          retailUnits: 2,
          wholesaleUnits: 0,
          revenueCents: 1_300_000,
          frontEndGrossCents: 200_000,
          grossPerUnitCents: 200_000,
        },
        {
          source: 'auction',
          retailUnits: 1,
          wholesaleUnits: 1,
          revenueCents: 2_850_000,
          frontEndGrossCents: 50_000,
          grossPerUnitCents: 25_000,
        },
      ],
      byAge: [
        {
          bucket: 'DAYS_0_30',
          retailUnits: 1,
          wholesaleUnits: 0,
          frontEndGrossCents: 200_000,
          grossPerUnitCents: 200_000,
        },
        {
          bucket: 'DAYS_31_60',
          retailUnits: 1,
          wholesaleUnits: 1,
          frontEndGrossCents: -100_000,
          grossPerUnitCents: -100_000,
        },
        {
          bucket: 'DAYS_61_90',
          retailUnits: 1,
          wholesaleUnits: 0,
          frontEndGrossCents: 150_000,
          grossPerUnitCents: 150_000,
        },
        {
          bucket: 'DAYS_OVER_90',
          retailUnits: 0,
          wholesaleUnits: 0,
          frontEndGrossCents: null,
          grossPerUnitCents: null,
        },
      ],
      trend: expect.any(Array),
      sales: {
        totalCount: 4,
        pageInfo: { hasNextPage: true, endCursor: expect.any(String) },
        nodes: [
          {
            daysToSale: 38,
            vehicle: { stockNumber: 'RD' },
            sale: {
              soldOn: '2025-03-25',
              buyerType: 'retail',
              salePriceCents: null,
              reconCostCents: 0,
              frontEndGrossCents: null,
            },
          },
          {
            daysToSale: 78,
            vehicle: { stockNumber: 'RB' },
            sale: {
              soldOn: '2025-03-20',
              buyerType: 'retail',
              salePriceCents: 2_150_000,
              reconCostCents: 0,
              frontEndGrossCents: 150_000,
            },
          },
        ],
      },
    });
    const trend = (data!.salesReport as { trend: { date: string }[] }).trend;
    expect(trend).toHaveLength(31);
    expect(trend.find((point) => point.date === '2025-03-05')).toEqual({
      date: '2025-03-05',
      retailUnits: 1,
      wholesaleUnits: 0,
      frontEndGrossCents: 200_000,
    });
    expect(trend.find((point) => point.date === '2025-03-06')).toEqual({
      date: '2025-03-06',
      retailUnits: 0,
      wholesaleUnits: 0,
      frontEndGrossCents: null,
    });
  });

  it('pages the sales newest first with the cursor', async () => {
    const first = await ask<{ salesReport: { sales: { pageInfo: { endCursor: string } } } }>(
      REPORT_STORE.owner,
      SALES,
      { range: MARCH },
    );
    const next = await ask<{
      salesReport: {
        sales: {
          nodes: { vehicle: { stockNumber: string }; sale: { reconCostCents: number; frontEndGrossCents: number } }[];
          pageInfo: unknown;
        };
      };
    }>(
      REPORT_STORE.owner,
      `query ($range: ReportRangeInput!, $after: String) { salesReport(range: $range) { sales(first: 2, after: $after) {
        pageInfo { hasNextPage } nodes { vehicle { stockNumber } sale { reconCostCents frontEndGrossCents } } } } }`,
      { range: MARCH, after: first.data!.salesReport.sales.pageInfo.endCursor },
    );
    expect(next.data!.salesReport.sales).toEqual({
      pageInfo: { hasNextPage: false },
      nodes: [
        { vehicle: { stockNumber: 'RC' }, sale: { reconCostCents: 0, frontEndGrossCents: -100_000 } },
        { vehicle: { stockNumber: 'RA' }, sale: { reconCostCents: 100_000, frontEndGrossCents: 200_000 } },
      ],
    });
    const bad = await ask(
      REPORT_STORE.owner,
      `query ($range: ReportRangeInput!) { salesReport(range: $range) { sales(after: "nope") { totalCount } } }`,
      { range: MARCH },
    );
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
  });

  it('answers nulls, not zeros, for money and means over an empty range', async () => {
    const { data } = await ask<{ salesReport: Record<string, unknown> }>(REPORT_STORE.owner, SALES, {
      range: { from: '2024-06-01', to: '2024-06-30' },
    });
    expect(data!.salesReport).toMatchObject({
      retailUnits: figure(0, 0),
      revenueCents: figure(null, null),
      frontEndGrossCents: figure(null, null),
      retailGrossPerUnitCents: figure(null, null),
      averageDaysToSale: figure(null, null),
      unpricedSales: 0,
      bySource: [],
      sales: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] },
    });
  });
});

describe('turn report', () => {
  it('computes pace, days supply, turn and fast sales by hand', async () => {
    const { data, errors } = await ask<{ turnReport: Record<string, unknown> }>(REPORT_STORE.owner, TURN, {
      range: MARCH,
    });
    expect(errors).toBeUndefined();
    const report = data!.turnReport as { trend: { date: string }[] };
    expect(report).toEqual({
      retailUnits: figure(3, 1),
      wholesaleUnits: figure(1, 0),
      unitsInStock: figure(2, 5),
      salesPerDay30: figure(0.1, 0.03),
      salesPerDay45: figure(0.09, 0.02),
      salesPerDay90: figure(0.04, 0.01),
      // 2 ÷ (4 ÷ 45) and 5 ÷ (1 ÷ 45).
      daysSupply: figure(22.5, 225),
      // 3 ÷ (89 stock-days ÷ 31) × 365 ÷ 31 and 1 ÷ (145 ÷ 31) × 365 ÷ 31.
      annualTurn: figure(12.3, 2.5),
      soldUnder30DaysShare: figure(0.3333, 0),
      trend: expect.any(Array),
      byModel: [
        { make: 'Toyota', model: 'Camry', retailUnits: 2, unitsInStock: 1, daysSupply: 15.5 },
        { make: 'Ford', model: 'F-150', retailUnits: 1, unitsInStock: 0, daysSupply: 0 },
      ],
    });
    expect(report.trend).toHaveLength(31);
    expect(report.trend.filter((point) => ['2025-03-01', '2025-03-05', '2025-03-30'].includes(point.date))).toEqual([
      { date: '2025-03-01', retailUnits: 0, unitsInStock: 5 },
      { date: '2025-03-05', retailUnits: 1, unitsInStock: 4 },
      { date: '2025-03-30', retailUnits: 0, unitsInStock: 2 },
    ]);
  });

  it('draws a longer range per week, from the Monday of its first week', async () => {
    const { data } = await ask<{
      turnReport: { trend: { date: string; retailUnits: number; unitsInStock: number }[] };
    }>(REPORT_STORE.owner, TURN, {
      range: { from: '2025-01-01', to: '2025-04-30' },
    });
    const trend = data!.turnReport.trend;
    // Stock at the end of that week's last day, 2025-01-05: E and B.
    expect(trend[0]).toEqual({ date: '2024-12-30', retailUnits: 0, unitsInStock: 2 });
    expect(trend.find((point) => point.date === '2025-03-03')).toEqual({
      date: '2025-03-03',
      retailUnits: 1,
      unitsInStock: 4,
    });
  });
});

describe('inventory aging report', () => {
  it('reads the stock at the end of the range and of the previous one', async () => {
    const { data, errors } = await ask<{ inventoryAgingReport: Record<string, unknown> }>(REPORT_STORE.owner, AGING, {
      range: MARCH,
    });
    expect(errors).toBeUndefined();
    expect(data!.inventoryAgingReport).toEqual({
      unitsInStock: figure(2, 5),
      averageAgeDays: figure(38, 32),
      agedUnits: figure(1, 0),
      costInStockCents: figure(1_200_000, 5_900_000),
      listValueInStockCents: figure(1_500_000, 7_050_000),
      buckets: [
        { bucket: 'DAYS_0_30', units: 1, unitsShare: 0.5, costCents: null, listValueCents: 0 },
        { bucket: 'DAYS_31_60', units: 0, unitsShare: 0, costCents: 0, listValueCents: 0 },
        { bucket: 'DAYS_61_90', units: 1, unitsShare: 0.5, costCents: 1_200_000, listValueCents: 1_500_000 },
        { bucket: 'DAYS_OVER_90', units: 0, unitsShare: 0, costCents: 0, listValueCents: 0 },
      ],
      byModel: [
        {
          make: 'Honda',
          model: 'Civic',
          units: 1,
          averageAgeDays: 1,
          agedUnits: 0,
          costCents: null,
          listValueCents: 0,
        },
        {
          make: 'Toyota',
          model: 'Camry',
          units: 1,
          averageAgeDays: 75,
          agedUnits: 1,
          costCents: 1_200_000,
          listValueCents: 1_500_000,
        },
      ],
      agedVehicles: [
        {
          vehicle: { stockNumber: 'RF', costCents: 1_200_000 },
          ageDays: 75,
          costCents: 1_200_000,
          listPriceCents: 1_500_000,
        },
      ],
      trend: [
        { date: '2025-03-02', unitsInStock: 5, agedUnits: 0 },
        { date: '2025-03-09', unitsInStock: 4, agedUnits: 1 },
        { date: '2025-03-16', unitsInStock: 3, agedUnits: 1 },
        { date: '2025-03-23', unitsInStock: 2, agedUnits: 1 },
        { date: '2025-03-30', unitsInStock: 2, agedUnits: 1 },
        { date: '2025-03-31', unitsInStock: 2, agedUnits: 1 },
      ],
    });
  });
});

describe('who reads the reports', () => {
  it('withholds every figure built on cost from an EDITOR while hide_vehicle_cost is on, not from the OWNER', async () => {
    const hide = await ask(
      REPORT_STORE.owner,
      'mutation { updateOrganizationSetting(input: { key: "hide_vehicle_cost", value: true }) { id } }',
    );
    expect(hide.errors).toBeUndefined();
    try {
      const editor = await ask<{ salesReport: Record<string, unknown> }>(REPORT_STORE.editor, SALES, { range: MARCH });
      expect(editor.data!.salesReport).toMatchObject({
        revenueCents: figure(4_150_000, 1_600_000),
        frontEndGrossCents: figure(null, null),
        retailGrossPerUnitCents: figure(null, null),
        wholesaleGrossPerUnitCents: figure(null, null),
      });
      const text = JSON.stringify(editor.data);
      expect(text).not.toContain('200000');
      expect(text).not.toContain('"reconCostCents":0');
      const aging = await ask<{
        inventoryAgingReport: { costInStockCents: unknown; agedVehicles: unknown[]; byModel: { costCents: unknown }[] };
      }>(REPORT_STORE.editor, AGING, { range: MARCH });
      expect(aging.data!.inventoryAgingReport.costInStockCents).toEqual(figure(null, null));
      expect(aging.data!.inventoryAgingReport.agedVehicles).toEqual([
        { vehicle: { stockNumber: 'RF', costCents: null }, ageDays: 75, costCents: null, listPriceCents: 1_500_000 },
      ]);
      expect(aging.data!.inventoryAgingReport.byModel.map((row) => row.costCents)).toEqual([null, null]);
      const owner = await ask<{ salesReport: { frontEndGrossCents: unknown } }>(REPORT_STORE.owner, SALES, {
        range: MARCH,
      });
      expect(owner.data!.salesReport.frontEndGrossCents).toEqual(figure(250_000, 100_000));
    } finally {
      await ask(
        REPORT_STORE.owner,
        'mutation { updateOrganizationSetting(input: { key: "hide_vehicle_cost", value: false }) { id } }',
      );
    }
  });

  it('refuses a VIEWER without the reports section with FORBIDDEN, for each report', async () => {
    for (const query of [SALES, TURN, AGING]) {
      const response = await ask(REPORT_STORE.viewer, query, { range: MARCH });
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(response.data).toBeNull();
    }
  });

  it('answers a read token, and another organization sees only its own sales', async () => {
    const created = await ask<{ createApiToken: { secret: string } }>(
      REPORT_STORE.owner,
      'mutation { createApiToken(input: { name: "BI", scopes: [read] }) { secret } }',
    );
    const token = await ask<{ salesReport: { retailUnits: unknown } }>(
      { token: created.data!.createApiToken.secret },
      SALES,
      { range: MARCH },
    );
    expect(token.data!.salesReport.retailUnits).toEqual(figure(3, 1));
    const demo = await ask<{ salesReport: { sales: { nodes: { vehicle: { stockNumber: string } }[] } } }>(
      'owner@demo.test',
      SALES,
      { range: MARCH },
    );
    expect(JSON.stringify(demo.data)).not.toMatch(/"R[A-G]"/);
  });

  it.each([
    ['from after to', { from: '2025-03-10', to: '2025-03-01' }],
    ['a range ending after today', { from: '2025-03-01', to: '2999-01-01' }],
    ['more than 731 days', { from: '2022-01-01', to: '2025-03-31' }],
    ['a day that does not exist', { from: '2025-02-30', to: '2025-03-31' }],
  ])('refuses %s with BAD_USER_INPUT', async (_name, range) => {
    for (const query of [SALES, TURN, AGING]) {
      expect(errorCode(await ask(REPORT_STORE.owner, query, { range }))).toBe('BAD_USER_INPUT');
    }
  });
});

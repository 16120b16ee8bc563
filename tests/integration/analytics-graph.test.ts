import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetAnalyticsDailyCountsDocument } from '../../graphql/generated/operations/GetAnalyticsDailyCounts';
import {
  GetAnalyticsEventsDocument,
  type GetAnalyticsEventsQueryVariables,
} from '../../graphql/generated/operations/GetAnalyticsEvents';
import type { DatabaseHandle } from '../../server/db/client';
import { analyticsEvents, users, type AnalyticsEventRow } from '../../server/db/schema';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';

// Reading the analytics events through the graph: only the graph is under test, so it runs
// in-process (POST /api/analytics and its HTTP answers are in analytics-ingest.test.ts).

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

describe('reading analytics through the graph', () => {
  const START = Date.parse('2024-03-01T00:00:00.000Z');
  const HOUR = 60 * 60 * 1000;
  const window = { from: '2024-03-01T00:00:00.000Z', to: '2024-03-06T00:00:00.000Z' };
  let fixtures: AnalyticsEventRow[];
  let owner: typeof users.$inferSelect;

  /** Fixture rows newest first, as the graph orders them. */
  const newestFirst = (rows: AnalyticsEventRow[]) =>
    [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);

  async function readEvents(variables: GetAnalyticsEventsQueryVariables, email: string | null = 'admin@demo.test') {
    return graph.run(email, GetAnalyticsEventsDocument, variables);
  }

  beforeAll(async () => {
    owner = (await database.db.select().from(users).where(eq(users.email, 'owner@demo.test')))[0]!;
    // 30 events 3 hours apart from 2024-03-01 (four UTC days), every third a click, every
    // other one the owner's; events 10 and 11 share a time (ties are ordered by id).
    fixtures = await database.db
      .insert(analyticsEvents)
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          anonymousId: 'graph-fixture',
          sessionId: `graph-session-${index % 4}`,
          event: index % 3 === 0 ? 'click' : 'page',
          url: `http://localhost:3000/inventory/${index}`,
          payload: { index },
          userId: index % 2 === 1 ? owner.id : null,
          organizationId: index % 2 === 1 ? owner.organizationId : null,
          createdAt: new Date(START + (index === 11 ? 10 : index) * 3 * HOUR),
        })),
      )
      .returning();
  });

  it('lets an admin read events newest first, with every field', async () => {
    const response = await readEvents({ filter: window, first: 5 });
    expect(response.errors).toBeUndefined();
    const expected = newestFirst(fixtures).slice(0, 5);
    expect(response.data!.analyticsEvents.edges.map((edge) => edge.node)).toEqual(
      expected.map((row) => ({
        id: String(row.id),
        organizationId: row.organizationId,
        userId: row.userId,
        anonymousId: 'graph-fixture',
        sessionId: row.sessionId,
        component: '',
        event: row.event,
        url: row.url,
        payload: row.payload,
        custom: {},
        createdAt: row.createdAt.toISOString(),
        receivedAt: row.receivedAt.toISOString(),
      })),
    );
    expect(response.data!.analyticsEvents.pageInfo.hasNextPage).toBe(true);
  });

  it('filters by organization, user, event name and time range together', async () => {
    const filter = {
      organizationId: owner.organizationId,
      userId: owner.id,
      event: 'click',
      from: '2024-03-02T00:00:00Z',
      to: '2024-03-04T00:00:00+00:00',
    };
    const response = await readEvents({ filter, first: 200 });
    const expected = newestFirst(
      fixtures.filter(
        (row) =>
          row.userId === owner.id &&
          row.event === 'click' &&
          row.createdAt >= new Date(filter.from) &&
          row.createdAt < new Date(filter.to),
      ),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(response.data!.analyticsEvents.edges.map((edge) => edge.node.id)).toEqual(
      expected.map((row) => String(row.id)),
    );
    expect(response.data!.analyticsEvents.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
  });

  it('pages through every event exactly once', async () => {
    const seen: string[] = [];
    let after: string | null | undefined;
    for (let page = 0; page < 10; page += 1) {
      const response = await readEvents({ filter: window, first: 7, after });
      const { edges, pageInfo } = response.data!.analyticsEvents;
      seen.push(...edges.map((edge) => edge.node.id));
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
    }
    expect(seen).toEqual(newestFirst(fixtures).map((row) => String(row.id)));
  });

  it('refuses a forged cursor and a page over the limit', async () => {
    const cursorOf = (position: unknown) => Buffer.from(JSON.stringify(position)).toString('base64url');
    const forged = [
      'not a cursor',
      cursorOf(['2024-03-01T00:00:00.000Z']),
      cursorOf(['yesterday', 1]),
      cursorOf(['2024-03-01T00:00:00.000Z', -1]),
    ];
    for (const after of forged) {
      const response = await readEvents({ filter: window, first: 5, after });
      expect(response.errors?.[0]?.extensions?.code, after).toBe('BAD_USER_INPUT');
    }
    const tooMany = await readEvents({ filter: window, first: 201 });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps the next page stable when events arrive between two pages', async () => {
    const first = await readEvents({ filter: window, first: 10 });
    const { endCursor } = first.data!.analyticsEvents.pageInfo;
    const lastOnPage = newestFirst(fixtures)[9]!;
    // Newer than everything, and one at the very time of the page's last event (a larger id, so
    // it sorts before that event): neither belongs after the cursor.
    const arrived = await database.db
      .insert(analyticsEvents)
      .values(
        [new Date(START + 100 * HOUR), lastOnPage.createdAt].map((createdAt) => ({
          anonymousId: 'graph-arrival',
          sessionId: 's',
          event: 'page',
          url: '/',
          createdAt,
        })),
      )
      .returning();
    try {
      const second = await readEvents({ filter: window, first: 10, after: endCursor });
      expect(second.data!.analyticsEvents.edges.map((edge) => edge.node.id)).toEqual(
        newestFirst(fixtures)
          .slice(10, 20)
          .map((row) => String(row.id)),
      );
    } finally {
      await database.db.delete(analyticsEvents).where(
        inArray(
          analyticsEvents.id,
          arrived.map((row) => row.id),
        ),
      );
    }
  });

  it('counts events per UTC day and name', async () => {
    const response = await graph.run('admin@demo.test', GetAnalyticsDailyCountsDocument, { filter: window });
    expect(response.errors).toBeUndefined();
    const expected = new Map<string, number>();
    for (const row of fixtures) {
      const key = `${row.createdAt.toISOString().slice(0, 10)}|${row.event}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    expect(response.data!.analyticsDailyCounts).toEqual(
      [...expected]
        .map(([key, count]) => ({ day: key.split('|')[0]!, event: key.split('|')[1]!, count }))
        .sort((a, b) => a.day.localeCompare(b.day) || a.event.localeCompare(b.event)),
    );

    const clicks = await graph.run('admin@demo.test', GetAnalyticsDailyCountsDocument, {
      filter: { ...window, event: 'click', userId: owner.id },
    });
    const ownerClicks = fixtures.filter((row) => row.event === 'click' && row.userId === owner.id);
    expect(clicks.data!.analyticsDailyCounts.reduce((sum, entry) => sum + entry.count, 0)).toBe(ownerClicks.length);
  });

  it('agrees with the table on what the time range includes', async () => {
    const from = new Date('2024-03-02T03:00:00Z');
    const to = new Date('2024-03-03T03:00:00Z');
    const rows = await database.db
      .select()
      .from(analyticsEvents)
      .where(and(gte(analyticsEvents.createdAt, from), lt(analyticsEvents.createdAt, to)))
      .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id));
    const response = await readEvents({ filter: { from: from.toISOString(), to: to.toISOString() }, first: 200 });
    expect(response.data!.analyticsEvents.edges.map((edge) => edge.node.id)).toEqual(rows.map((row) => String(row.id)));
  });

  it.each(['owner@demo.test', 'agent@demo.test', 'viewer@demo.test'])(
    'refuses %s (not an admin) with FORBIDDEN',
    async (email) => {
      const events = await readEvents({ filter: window }, email);
      expect(events.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const counts = await graph.run(email, GetAnalyticsDailyCountsDocument, { filter: window });
      expect(counts.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    },
  );

  it('refuses anonymous callers with UNAUTHENTICATED', async () => {
    const events = await readEvents({ filter: window }, null);
    expect(events.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const counts = await graph.run(null, GetAnalyticsDailyCountsDocument, { filter: window });
    expect(counts.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    { name: 'first over 200 (the graph’s largest page)', variables: { first: 201 } },
    { name: 'first of 0', variables: { first: 0 } },
    { name: 'a cursor it did not return', variables: { after: 'bm90IGEgY3Vyc29y' } },
    { name: 'a malformed organization id', variables: { filter: { organizationId: 'demo' } } },
    { name: 'from after to', variables: { filter: { from: window.to, to: window.from } } },
    { name: 'a date-time that is not one', variables: { filter: { from: 'yesterday' } } },
  ])('answers BAD_USER_INPUT to $name', async ({ variables }) => {
    const response = await readEvents(variables as GetAnalyticsEventsQueryVariables);
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    { name: 'no from', filter: { to: window.to } },
    { name: 'no to', filter: { from: window.from } },
    { name: 'more than 366 days', filter: { from: '2023-01-01T00:00:00Z', to: '2024-01-03T00:00:00Z' } },
  ])('answers BAD_USER_INPUT to daily counts with $name', async ({ filter }) => {
    const response = await graph.run('admin@demo.test', GetAnalyticsDailyCountsDocument, { filter });
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetAnalyticsDailyCountsDocument,
  GetAnalyticsEventsDocument,
  type GetAnalyticsEventsQueryVariables,
} from '../../graphql/generated/client/graphql';
import { hashPassword } from '../../server/auth/password';
import { analyticsEvents, users, type AnalyticsEventRow } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { demoSessions, signIn } from './support/auth';
import { graphqlOperation } from './support/clients';
import { startTestServer, type TestServer } from './support/server';

// POST /api/analytics (SPEC.md sections 3 and 7) and reading the events through the graph.

let server: TestServer;
const session = demoSessions(() => server.baseUrl);

async function demoUser(email: string) {
  const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
  return user!;
}

beforeAll(async () => {
  // A high limit here; the rate limit has its own server below.
  server = await startTestServer({ env: { ANALYTICS_RATE_LIMIT: '100000' } });
});
afterAll(() => server.close());

let sequence = 0;
/** An anonymous id of its own per test, so each test finds exactly the rows it sent. */
function uniqueId(name: string): string {
  sequence += 1;
  return `${name}-${sequence}-${Date.now()}`;
}

function anEvent(anonymousId: string, overrides: Record<string, unknown> = {}) {
  return {
    anonymous_id: anonymousId,
    session_id: 'session-1',
    event: 'page',
    url: 'http://localhost:3000/dashboard',
    payload: {
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
      platform: 'Linux x86_64',
      device_type: 'desktop',
      browser: 'Chrome',
      browser_version: '126.0',
      os: 'Linux',
      os_version: '',
    },
    ...overrides,
  };
}

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

/** POSTs to /api/analytics: `body` as JSON, or `raw` text with its own content type. */
async function send(
  baseUrl: string,
  body: unknown,
  options: { raw?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api/analytics`, {
    method: 'POST',
    headers: { 'content-type': options.contentType ?? 'application/json', ...options.headers },
    body: options.raw ?? JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

/** The stored rows of one anonymous id, once everything queued has been written. */
async function storedRows(anonymousId: string, target = server): Promise<AnalyticsEventRow[]> {
  expect((await target.app.analyticsWriter.drain(10_000)).remaining).toBe(0);
  return server.database.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.anonymousId, anonymousId))
    .orderBy(asc(analyticsEvents.id));
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('POST /api/analytics: accepted events', () => {
  it('stores an anonymous event with no user or organization, answering 202 once queued', async () => {
    const id = uniqueId('anonymous');
    const sent = anEvent(id, { component: 'nav', custom: { plan: 'pro' }, created_at: '2024-05-01T12:00:00.250Z' });
    const answer = await send(server.baseUrl, sent);
    expect(answer).toMatchObject({ status: 202, body: { accepted: 1 } });

    const [row] = await storedRows(id);
    expect(row).toMatchObject({
      userId: null,
      organizationId: null,
      anonymousId: id,
      sessionId: 'session-1',
      component: 'nav',
      event: 'page',
      url: sent.url,
      payload: sent.payload,
      custom: { plan: 'pro' },
      createdAt: new Date('2024-05-01T12:00:00.250Z'),
    });
    expect(row!.receivedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('attaches the signed-in user and their organization', async () => {
    const id = uniqueId('signed-in');
    const answer = await send(server.baseUrl, anEvent(id, { event: 'vehicle_opened' }), {
      headers: { cookie: (await session('owner@demo.test')).header() },
    });
    expect(answer.status).toBe(202);
    const owner = await demoUser('owner@demo.test');
    const [row] = await storedRows(id);
    expect(row).toMatchObject({ userId: owner.id, organizationId: owner.organizationId, event: 'vehicle_opened' });
  });

  it('fills the defaults: component empty, custom and payload empty, the time received', async () => {
    const id = uniqueId('defaults');
    const before = Date.now();
    const answer = await send(server.baseUrl, { anonymous_id: id, session_id: 's', event: 'page', url: '/x' });
    expect(answer.status).toBe(202);
    const [row] = await storedRows(id);
    expect(row).toMatchObject({ component: '', payload: {}, custom: {} });
    expect(row!.createdAt.getTime()).toBe(row!.receivedAt.getTime());
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1);
  });

  it('takes the event time as epoch milliseconds too', async () => {
    const id = uniqueId('epoch');
    await send(server.baseUrl, anEvent(id, { created_at: 1_714_564_800_000 }));
    const [row] = await storedRows(id);
    expect(row!.createdAt.toISOString()).toBe('2024-05-01T12:00:00.000Z');
  });

  it('takes a batch { events: [...] } and stores every event in order', async () => {
    const id = uniqueId('batch');
    const events = ['page', 'click', 'scroll'].map((event) => anEvent(id, { event }));
    const answer = await send(server.baseUrl, { events });
    expect(answer).toMatchObject({ status: 202, body: { accepted: 3 } });
    expect((await storedRows(id)).map((row) => row.event)).toEqual(['page', 'click', 'scroll']);
  });

  it('takes the text/plain body sendBeacon sends', async () => {
    const id = uniqueId('beacon');
    const events = Array.from({ length: 50 }, (_, index) => anEvent(id, { event: `leave-${index}` }));
    const answer = await send(server.baseUrl, undefined, {
      raw: JSON.stringify({ events }),
      contentType: 'text/plain;charset=UTF-8',
    });
    expect(answer).toMatchObject({ status: 202, body: { accepted: 50 } });
    expect(await storedRows(id)).toHaveLength(50);
  });
});

describe('POST /api/analytics: refused bodies store nothing', () => {
  it('answers 400 with a clear message for malformed JSON', async () => {
    const id = uniqueId('malformed');
    const answer = await send(server.baseUrl, undefined, { raw: `{"anonymous_id": "${id}", "event": ` });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'BAD_REQUEST', message: expect.stringContaining('not valid JSON') });
    expect(await storedRows(id)).toEqual([]);
  });

  it.each([
    { name: 'an empty body', raw: '' },
    { name: 'a JSON array', raw: '[]' },
    { name: 'a JSON string', raw: '"page"' },
  ])('answers 400 for $name', async ({ raw }) => {
    const answer = await send(server.baseUrl, undefined, { raw });
    expect(answer).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST', message: expect.any(String) } });
  });

  const id = 'refused';
  const ok = anEvent(id);
  it.each([
    { name: 'a number as url', body: { ...ok, url: 5 }, path: 'url' },
    { name: 'a missing event', body: { ...ok, event: undefined }, path: 'event' },
    { name: 'an empty anonymous_id', body: { ...ok, anonymous_id: '' }, path: 'anonymous_id' },
    { name: 'a session_id over 128 characters', body: { ...ok, session_id: 's'.repeat(129) }, path: 'session_id' },
    { name: 'an event name over 200 characters', body: { ...ok, event: 'e'.repeat(201) }, path: 'event' },
    { name: 'a url over 2,048 characters', body: { ...ok, url: `/${'u'.repeat(2048)}` }, path: 'url' },
    { name: 'an array as payload', body: { ...ok, payload: [] }, path: 'payload' },
    { name: 'a string as custom', body: { ...ok, custom: 'x' }, path: 'custom' },
    { name: 'an unknown device_type', body: { ...ok, payload: { device_type: 'tablet' } }, path: 'payload.device_type' },
    { name: 'a non-date created_at', body: { ...ok, created_at: 'yesterday' }, path: 'created_at' },
    { name: 'a boolean created_at', body: { ...ok, created_at: true }, path: 'created_at' },
    { name: 'a NUL character in custom', body: { ...ok, custom: { note: 'a\u0000b' } }, path: 'custom.note' },
    { name: 'a NUL character in url', body: { ...ok, url: '/a\u0000' }, path: 'url' },
    { name: 'an unpaired surrogate in payload', body: { ...ok, payload: { title: 'a\ud800' } }, path: 'payload.title' },
    { name: 'custom nested too deeply', body: { ...ok, custom: JSON.parse(`${'{"a":'.repeat(12)}1${'}'.repeat(12)}`) }, path: 'custom.a.a.a.a.a.a.a.a.a.a' },
    { name: 'a payload over 8 KB as JSON', body: { ...ok, payload: { blob: 'x'.repeat(9000) } }, path: 'payload' },
    { name: 'one bad event in a batch', body: { events: [ok, { ...ok, url: null }] }, path: 'events.1.url' },
    { name: 'more than 50 events', body: { events: Array.from({ length: 51 }, () => ok) }, path: 'events' },
    { name: 'an empty batch', body: { events: [] }, path: 'events' },
    { name: 'events that are not a list', body: { events: ok }, path: 'events' },
  ])('answers 400 for $name, naming $path', async ({ body, path }) => {
    const answer = await send(server.baseUrl, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'BAD_REQUEST', message: expect.stringContaining(path) });
    expect(answer.body.issues).toContainEqual({ path, message: expect.any(String) });
    expect(await storedRows(id)).toEqual([]);
  });

  it('answers 413 with a JSON body over 64 KB, whatever the content type', async () => {
    const id = uniqueId('oversized');
    const big = anEvent(id, { custom: { blob: 'x'.repeat(70 * 1024) } });
    for (const contentType of ['application/json', 'text/plain;charset=UTF-8']) {
      const answer = await send(server.baseUrl, undefined, { raw: JSON.stringify(big), contentType });
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('64 KB') });
    }
    expect(await storedRows(id)).toEqual([]);
  });

  it('answers 405 to other methods', async () => {
    const response = await fetch(`${server.baseUrl}/api/analytics`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('POST /api/analytics: rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    await session('viewer@demo.test');
    limited = await startTestServer({
      database: server.database,
      env: { ANALYTICS_RATE_LIMIT: '3', ANALYTICS_RATE_WINDOW_S: '60' },
    });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After once a client is over its rate, counting signed-in users apart', async () => {
    const id = uniqueId('rate');
    for (let request = 0; request < 3; request += 1) {
      expect((await send(limited.baseUrl, anEvent(id))).status).toBe(202);
    }
    const refused = await send(limited.baseUrl, anEvent(id));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'TOO_MANY_REQUESTS', message: expect.any(String) });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await storedRows(id, limited)).toHaveLength(3);

    // A signed-in user is its own client, even from the same address.
    const headers = { cookie: (await session('viewer@demo.test')).header() };
    expect((await send(limited.baseUrl, anEvent(id), { headers })).status).toBe(202);
  });
});

describe('POST /api/analytics: a full queue and a failing database', () => {
  let queue: TestServer;
  beforeAll(async () => {
    queue = await startTestServer({
      database: server.database,
      // Never flushed by time: only flush(), drain() and close() write.
      env: { ANALYTICS_QUEUE_CAPACITY: '10', ANALYTICS_FLUSH_INTERVAL_MS: '3600000', ANALYTICS_RATE_LIMIT: '1000' },
    });
  });
  afterAll(() => queue.close());

  it('answers 503 with Retry-After when the events do not fit, keeping what is queued', async () => {
    const id = uniqueId('full');
    const writer = queue.app.analyticsWriter;
    expect((await send(queue.baseUrl, { events: Array.from({ length: 8 }, () => anEvent(id)) })).status).toBe(202);
    // Three more do not fit in ten: none of them is taken.
    const refused = await send(queue.baseUrl, { events: Array.from({ length: 3 }, () => anEvent(id)) });
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ error: 'SERVICE_UNAVAILABLE' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(writer.stats().queued).toBe(8);
    expect((await send(queue.baseUrl, { events: [anEvent(id), anEvent(id)] })).status).toBe(202);
    expect((await send(queue.baseUrl, anEvent(id))).status).toBe(503);

    await writer.flush();
    expect(writer.stats().queued).toBe(0);
    expect((await send(queue.baseUrl, anEvent(id))).status).toBe(202);
    expect(await storedRows(id, queue)).toHaveLength(11);
  });

  it('stores the event of a user deleted before it was written, without the user', async () => {
    const id = uniqueId('deleted-user');
    const db = server.database.db;
    const owner = await demoUser('owner@demo.test');
    const [leaver] = await db
      .insert(users)
      .values({
        organizationId: owner.organizationId,
        email: 'leaver@demo.test',
        firstName: 'Lee',
        lastName: 'Ver',
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .returning();
    const { jar } = await signIn(queue.baseUrl, 'leaver@demo.test', DEMO_PASSWORD);
    const headers = { cookie: jar.header() };
    expect((await send(queue.baseUrl, anEvent(id, { event: 'first' }), { headers })).status).toBe(202);
    expect((await send(queue.baseUrl, anEvent(id, { event: 'second' }))).status).toBe(202);
    await db.delete(users).where(eq(users.id, leaver!.id));

    const attempts = queue.app.analyticsWriter.stats().failedAttempts;
    const rows = await storedRows(id, queue);
    // The batch was refused (the user is gone), then written without the user.
    expect(queue.app.analyticsWriter.stats().failedAttempts).toBeGreaterThan(attempts);
    expect(rows.map(({ event, userId, organizationId }) => ({ event, userId, organizationId }))).toEqual([
      { event: 'first', userId: null, organizationId: null },
      { event: 'second', userId: null, organizationId: null },
    ]);
    expect(queue.app.analyticsWriter.stats().dropped).toBe(0);
  });

  it('retries queued events while the database refuses writes, and stores them once it answers', async () => {
    const id = uniqueId('outage');
    const db = server.database.db;
    const writer = server.app.analyticsWriter;
    const before = writer.stats();
    await db.execute(sql`alter table analytics_events rename to analytics_events_offline`);
    try {
      const answer = await send(server.baseUrl, { events: [anEvent(id), anEvent(id), anEvent(id)] });
      expect(answer.status).toBe(202);
      await writer.flush();
      await until(() => writer.stats().failedAttempts >= before.failedAttempts + 3);
      expect(writer.stats().queued).toBe(3);
    } finally {
      await db.execute(sql`alter table analytics_events_offline rename to analytics_events`);
    }
    // No drain: the writer's own retries store them.
    await until(async () => (await db.select().from(analyticsEvents).where(eq(analyticsEvents.anonymousId, id))).length === 3);
    expect(writer.stats()).toMatchObject({ queued: 0, dropped: before.dropped });
  });

  it('still takes a signed-in event when the user cannot be looked up, attributing it once written', async () => {
    const id = uniqueId('lookup-outage');
    const db = server.database.db;
    const headers = { cookie: (await session('editor@demo.test')).header() };
    const editor = await demoUser('editor@demo.test');
    await db.execute(sql`alter table users rename to users_offline`);
    try {
      expect((await send(server.baseUrl, anEvent(id), { headers })).status).toBe(202);
      await server.app.analyticsWriter.flush();
      expect(server.app.analyticsWriter.stats().queued).toBe(1);
    } finally {
      await db.execute(sql`alter table users_offline rename to users`);
    }
    const [row] = await storedRows(id);
    expect(row).toMatchObject({ userId: editor.id, organizationId: editor.organizationId });
  });
});

describe('reading analytics through the graph', () => {
  const START = Date.parse('2024-03-01T00:00:00.000Z');
  const HOUR = 60 * 60 * 1000;
  const window = { from: '2024-03-01T00:00:00.000Z', to: '2024-03-06T00:00:00.000Z' };
  let fixtures: AnalyticsEventRow[];
  let admin: Record<string, string>;
  let owner: Awaited<ReturnType<typeof demoUser>>;

  /** Fixture rows newest first, as the graph orders them. */
  const newestFirst = (rows: AnalyticsEventRow[]) =>
    [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);

  async function readEvents(variables: GetAnalyticsEventsQueryVariables, headers = admin) {
    return graphqlOperation(server.baseUrl, GetAnalyticsEventsDocument, variables, headers);
  }

  beforeAll(async () => {
    admin = { cookie: (await session('admin@demo.test')).header() };
    owner = await demoUser('owner@demo.test');
    // 30 events 3 hours apart from 2024-03-01 (four UTC days), every third a click, every
    // other one the owner's; events 10 and 11 share a time (ties are ordered by id).
    fixtures = await server.database.db
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
    const response = await readEvents({ filter, first: 500 });
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
    expect(response.data!.analyticsEvents.edges.map((edge) => edge.node.id)).toEqual(expected.map((row) => String(row.id)));
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
    const forged = ['not a cursor', cursorOf(['2024-03-01T00:00:00.000Z']), cursorOf(['yesterday', 1]), cursorOf(['2024-03-01T00:00:00.000Z', -1])];
    for (const after of forged) {
      const response = await readEvents({ filter: window, first: 5, after });
      expect(response.errors?.[0]?.extensions?.code, after).toBe('BAD_USER_INPUT');
    }
    const tooMany = await readEvents({ filter: window, first: 501 });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps the next page stable when events arrive between two pages', async () => {
    const first = await readEvents({ filter: window, first: 10 });
    const { endCursor } = first.data!.analyticsEvents.pageInfo;
    const lastOnPage = newestFirst(fixtures)[9]!;
    // Newer than everything, and one at the very time of the page's last event (a larger id, so
    // it sorts before that event): neither belongs after the cursor.
    const arrived = await server.database.db
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
      await server.database.db.delete(analyticsEvents).where(
        inArray(
          analyticsEvents.id,
          arrived.map((row) => row.id),
        ),
      );
    }
  });

  it('counts events per UTC day and name', async () => {
    const response = await graphqlOperation(server.baseUrl, GetAnalyticsDailyCountsDocument, { filter: window }, admin);
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

    const clicks = await graphqlOperation(
      server.baseUrl,
      GetAnalyticsDailyCountsDocument,
      { filter: { ...window, event: 'click', userId: owner.id } },
      admin,
    );
    const ownerClicks = fixtures.filter((row) => row.event === 'click' && row.userId === owner.id);
    expect(clicks.data!.analyticsDailyCounts.reduce((sum, entry) => sum + entry.count, 0)).toBe(ownerClicks.length);
  });

  it('agrees with the table on what the time range includes', async () => {
    const from = new Date('2024-03-02T03:00:00Z');
    const to = new Date('2024-03-03T03:00:00Z');
    const rows = await server.database.db
      .select()
      .from(analyticsEvents)
      .where(and(gte(analyticsEvents.createdAt, from), lt(analyticsEvents.createdAt, to)))
      .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id));
    const response = await readEvents({ filter: { from: from.toISOString(), to: to.toISOString() }, first: 500 });
    expect(response.data!.analyticsEvents.edges.map((edge) => edge.node.id)).toEqual(rows.map((row) => String(row.id)));
  });

  it.each(['owner@demo.test', 'agent@demo.test', 'viewer@demo.test'])('refuses %s (not an admin) with FORBIDDEN', async (email) => {
    const headers = { cookie: (await session(email)).header() };
    const events = await readEvents({ filter: window }, headers);
    expect(events.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const counts = await graphqlOperation(server.baseUrl, GetAnalyticsDailyCountsDocument, { filter: window }, headers);
    expect(counts.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses anonymous callers with UNAUTHENTICATED', async () => {
    const events = await readEvents({ filter: window }, {});
    expect(events.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const counts = await graphqlOperation(server.baseUrl, GetAnalyticsDailyCountsDocument, { filter: window });
    expect(counts.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    { name: 'first over 500', variables: { first: 501 } },
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
    const response = await graphqlOperation(server.baseUrl, GetAnalyticsDailyCountsDocument, { filter }, admin);
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { analyticsEvents, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { anEvent, demoUser, send, storedRows, uniqueId, until } from './support/analytics';
import { demoSessions, signIn } from './support/auth';
import { startTestServer, type TestServer } from './support/server';

// POST /api/analytics (SPEC.md sections 3 and 7) under load and failure: the rate limit, a full
// write queue, a database that refuses writes or lookups.

let server: TestServer;
const session = demoSessions(() => server.baseUrl);

beforeAll(async () => {
  // A high limit here; the rate limit has its own server below.
  server = await startTestServer({ env: { ANALYTICS_RATE_LIMIT: '100000' } });
});
afterAll(() => server.close());

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
    expect(await storedRows(limited, id)).toHaveLength(3);

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
    expect(await storedRows(queue, id)).toHaveLength(11);
  });

  it('stores the event of a user deleted before it was written, without the user', async () => {
    const id = uniqueId('deleted-user');
    const db = server.database.db;
    const owner = await demoUser(server, 'owner@demo.test');
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
    const rows = await storedRows(queue, id);
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
    const editor = await demoUser(server, 'editor@demo.test');
    // A user who has been using the app: their session is already known to be live, so what
    // fails below is the lookup of the event's owner, not the session check.
    const earlier = uniqueId('before-outage');
    expect((await send(server.baseUrl, anEvent(earlier), { headers })).status).toBe(202);
    expect(await storedRows(server, earlier)).toHaveLength(1);
    await db.execute(sql`alter table users rename to users_offline`);
    try {
      expect((await send(server.baseUrl, anEvent(id), { headers })).status).toBe(202);
      await server.app.analyticsWriter.flush();
      expect(server.app.analyticsWriter.stats().queued).toBe(1);
    } finally {
      await db.execute(sql`alter table users_offline rename to users`);
    }
    const [row] = await storedRows(server, id);
    expect(row).toMatchObject({ userId: editor.id, organizationId: editor.organizationId });
  });
});


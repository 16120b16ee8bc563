import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { anEvent, demoUser, send, storedRows, uniqueId, until } from './support/analytics';
import { demoSessions, signIn } from './support/auth';
import { startTestServer, type TestServer } from './support/server';

// POST /api/analytics (SPEC.md sections 3 and 7) under load and failure: the rate limit, a full
// write queue, a database that refuses writes or lookups. A 202 means the events are stored.

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
      // A request waits 300 ms for its events' batch to commit, then answers 503.
      env: { ANALYTICS_QUEUE_CAPACITY: '10', ANALYTICS_COMMIT_TIMEOUT_MS: '300', ANALYTICS_RATE_LIMIT: '1000' },
    });
  });
  afterAll(() => queue.close());

  const db = () => server.database.db;
  const offline = () => db().execute(sql`alter table analytics_events rename to analytics_events_offline`);
  const online = () => db().execute(sql`alter table analytics_events_offline rename to analytics_events`);
  const withIds = (id: string, count: number) =>
    Array.from({ length: count }, () => anEvent(id, { event_id: randomUUID() }));

  it('answers 503 with Retry-After while events cannot be stored, keeps them, and stores a retry once', async () => {
    const id = uniqueId('outage');
    const writer = queue.app.analyticsWriter;
    const events = withIds(id, 8);
    await offline();
    try {
      const late = await send(queue.baseUrl, { events });
      expect(late).toMatchObject({
        status: 503,
        body: { error: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('event_id') },
      });
      expect(Number(late.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(writer.stats().queued).toBe(8);
      // Three more do not fit in ten: none of them is taken, and the answer comes at once.
      const full = await send(queue.baseUrl, { events: withIds(id, 3) });
      expect(full).toMatchObject({ status: 503, body: { message: expect.stringContaining('not being accepted') } });
      expect(Number(full.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(writer.stats().queued).toBe(8);
    } finally {
      await online();
    }
    // The kept events are written by the writer's own retries; the client's retry (same ids) adds none.
    await until(() => writer.stats().queued === 0);
    expect(await send(queue.baseUrl, { events })).toMatchObject({ status: 202, body: { accepted: 8 } });
    expect(await storedRows(queue, id)).toHaveLength(8);
    expect(writer.stats().dropped).toBe(0);
  });

  it('answers 202 once a database that was away briefly has stored the events', async () => {
    const id = uniqueId('blip');
    // The main server waits the default 5 s for a commit.
    const writer = server.app.analyticsWriter;
    const before = writer.stats().failedAttempts;
    await offline();
    const answer = send(server.baseUrl, { events: withIds(id, 3) });
    try {
      await until(() => writer.stats().failedAttempts >= before + 2);
    } finally {
      await online();
    }
    expect(await answer).toMatchObject({ status: 202, body: { accepted: 3 } });
    expect(await storedRows(server, id)).toHaveLength(3);
  });

  it('stores the event of a user deleted before it was written, without the user', async () => {
    const id = uniqueId('deleted-user');
    const owner = await demoUser(server, 'owner@demo.test');
    const [leaver] = await db()
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
    const writer = queue.app.analyticsWriter;
    await offline();
    try {
      // Kept in the queue (answered 503) while the table is away; the user is deleted meanwhile.
      expect((await send(queue.baseUrl, anEvent(id, { event: 'first' }), { headers })).status).toBe(503);
      expect((await send(queue.baseUrl, anEvent(id, { event: 'second' }))).status).toBe(503);
      await db().delete(users).where(eq(users.id, leaver!.id));
    } finally {
      await online();
    }

    await until(() => writer.stats().queued === 0);
    const rows = await storedRows(queue, id);
    // Stored only after the user was gone: the batch was refused for the user, then written without.
    expect(rows.map(({ event, userId, organizationId }) => ({ event, userId, organizationId }))).toEqual([
      { event: 'first', userId: null, organizationId: null },
      { event: 'second', userId: null, organizationId: null },
    ]);
    expect(writer.stats().dropped).toBe(0);
  });

  it('still takes a signed-in event when the user cannot be looked up, attributing it once written', async () => {
    const id = uniqueId('lookup-outage');
    const headers = { cookie: (await session('editor@demo.test')).header() };
    const editor = await demoUser(server, 'editor@demo.test');
    // A user who has been using the app: their session is already known to be live, so what
    // fails below is the lookup of the event's owner, not the session check.
    const earlier = uniqueId('before-outage');
    expect((await send(server.baseUrl, anEvent(earlier), { headers })).status).toBe(202);
    expect(await storedRows(server, earlier)).toHaveLength(1);
    const writer = server.app.analyticsWriter;
    const before = writer.stats().failedAttempts;
    await db().execute(sql`alter table users rename to users_offline`);
    // The write (which takes the organization from the user) waits for the users table.
    const answer = send(server.baseUrl, anEvent(id), { headers });
    try {
      await until(() => writer.stats().failedAttempts > before);
    } finally {
      await db().execute(sql`alter table users_offline rename to users`);
    }
    expect((await answer).status).toBe(202);
    const [row] = await storedRows(server, id);
    expect(row).toMatchObject({ userId: editor.id, organizationId: editor.organizationId });
  });
});

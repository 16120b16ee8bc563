import { createServer, connect, type Server, type Socket } from 'node:net';
import { like, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import { rateLimits } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { anEvent, send, uniqueId } from '../support/analytics';
import { signIn } from '../support/auth';
import { graphql } from '../support/clients';
import { openTestDatabase } from '../support/database';
import { startTestServer, type TestServer } from '../support/server';

/*
 * Limits every process counts together (issue 34, item 4). Two app instances are two processes as
 * far as limits go (each `createApp` makes its own limiters). With DATABASE_URL and no Redis the
 * GraphQL, analytics and sign-in limits live in PostgreSQL's rate_limits (TEST_DATABASE_URL); with
 * REDIS_URL, in Redis (TEST_REDIS_URL: a Redis for tests alone, whose lotwise:* keys each test
 * deletes), reached through a relay the test can cut: while Redis is away each process's insurance
 * limiter answers, and no request fails. In process memory (RATE_LIMIT_STORE=memory) each counts alone.
 */

let database: DatabaseHandle;
let instances: TestServer[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await Promise.allSettled(instances.map((instance) => instance.close()));
  instances = [];
});
afterAll(() => database.close());

const LIMITS = {
  GRAPHQL_RATE_LIMIT: '6',
  GRAPHQL_RATE_WINDOW_S: '60',
  ANALYTICS_RATE_LIMIT: '4',
  SIGNIN_RATE_LIMIT_PER_ACCOUNT: '3',
};

/** Two instances on the test's database with `env`, their limiters' counters emptied. */
async function startTwo(env: Record<string, string>): Promise<[TestServer, TestServer]> {
  await database.db.execute(sql`delete from rate_limits`);
  for (let i = 0; i < 2; i += 1) instances.push(await startTestServer({ database, env: { ...LIMITS, ...env } }));
  return [instances[0]!, instances[1]!];
}

/** `count` GraphQL `me` requests, alternating between the instances: "status" each. */
async function graphqlAlternating(servers: TestServer[], cookie: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1)
    statuses.push((await graphql(servers[i % servers.length]!.baseUrl, '{ me { id } }', {}, { cookie })).status);
  return statuses;
}

/** Anonymous analytics posts alternating between the instances; anything but 429 was let through. */
async function analyticsAlternating(servers: TestServer[], count: number): Promise<string[]> {
  const anonymousId = uniqueId('shared-limits');
  const answers: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { status } = await send(servers[i % servers.length]!.baseUrl, { events: [anEvent(anonymousId)] });
    expect(status).toBeLessThan(500);
    answers.push(status === 429 ? '429' : 'through');
  }
  return answers;
}

const sequence = (through: number, refused: number) => [
  ...Array(through).fill('through'),
  ...Array(refused).fill('429'),
];

/**
 * The checks every shared store passes: each limit is counted once across both instances.
 * `graphqlCount` reads the store's GraphQL counters (one key per caller here).
 */
function sharedAcrossInstances(env: () => Record<string, string>, graphqlCount: () => Promise<number[]>) {
  it('the GraphQL limit: the seventh request of a limit of 6, on either instance, is 429', async () => {
    const servers = await startTwo(env());
    const { jar } = await signIn(servers[0].baseUrl, 'viewer@demo.test', DEMO_PASSWORD);
    expect(await graphqlAlternating(servers, jar.header(), 8)).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    // Each instance, once refused, refuses the key from memory until the window ends: no more round trips.
    expect(await graphqlAlternating(servers, jar.header(), 6)).toEqual(Array(6).fill(429));
    expect(await graphqlCount()).toEqual([8]);
  });

  it('the analytics limit: the fifth post of a limit of 4 is 429', async () => {
    const servers = await startTwo(env());
    expect(await analyticsAlternating(servers, 6)).toEqual(sequence(4, 2));
  });

  it('sign-in failures: three wrong passwords spread over both lock the account on both', async () => {
    const servers = await startTwo(env());
    const errors: (string | null)[] = [];
    for (let i = 0; i < 3; i += 1)
      errors.push((await signIn(servers[i % 2]!.baseUrl, 'user@demo.test', `wrong-${i}`)).error);
    for (const server of servers) errors.push((await signIn(server.baseUrl, 'user@demo.test', DEMO_PASSWORD)).error);
    expect(errors).toEqual([
      'CredentialsSignin',
      'CredentialsSignin',
      'CredentialsSignin',
      'TooManyAttempts',
      'TooManyAttempts',
    ]);
  });
}

describe('in process memory (RATE_LIMIT_STORE=memory)', () => {
  it('each instance counts its own requests: a limit of 6 lets 12 through two', async () => {
    const servers = await startTwo({ RATE_LIMIT_STORE: 'memory' });
    const { jar } = await signIn(servers[0].baseUrl, 'viewer@demo.test', DEMO_PASSWORD);
    expect(await graphqlAlternating(servers, jar.header(), 14)).toEqual([...Array(12).fill(200), 429, 429]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('in PostgreSQL, the default with DATABASE_URL and no REDIS_URL', () => {
  sharedAcrossInstances(
    () => ({ DATABASE_URL: process.env.TEST_DATABASE_URL! }),
    async () =>
      (await database.db.select().from(rateLimits).where(like(rateLimits.key, 'lotwise:graphql:%'))).map(
        (row) => row.points,
      ),
  );
});

/** A TCP relay to Redis that can be cut (Redis gone) and made again on the same port. */
async function startRelay(
  target: URL,
): Promise<{ url: string; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        sockets.add(from);
        from.on('error', () => to.destroy());
        from.on('close', () => {
          sockets.delete(from);
          to.destroy();
        });
        from.pipe(to);
      }
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as { port: number }).port;
  };
  const cut = async () => {
    const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await listen();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), cut, restore: listen, close: cut };
}

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('in Redis, the default with REDIS_URL', () => {
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let admin: Redis;

  beforeAll(async () => {
    relay = await startRelay(new URL(redisUrl!));
    admin = new Redis(redisUrl!);
  });
  afterEach(async () => {
    const keys = await admin.keys('lotwise:*');
    if (keys.length > 0) await admin.del(...keys);
  });
  afterAll(async () => {
    await relay?.close();
    await admin?.quit();
  });

  sharedAcrossInstances(
    () => ({ REDIS_URL: relay.url }),
    async () => {
      const keys = await admin.keys('lotwise:graphql:*');
      return Promise.all(keys.map(async (key) => Number(await admin.get(key))));
    },
  );

  it('when Redis goes away mid-run, each instance limits on its own and nothing fails', async () => {
    const servers = await startTwo({ REDIS_URL: relay.url });
    const { jar } = await signIn(servers[0].baseUrl, 'viewer@demo.test', DEMO_PASSWORD);
    expect(await graphqlAlternating(servers, jar.header(), 4)).toEqual([200, 200, 200, 200]);
    await relay.cut();
    try {
      // The insurance limiter (in memory, per process) counts from nothing: 6 more on each.
      expect(await graphqlAlternating(servers, jar.header(), 14)).toEqual([...Array(12).fill(200), 429, 429]);
      expect(await analyticsAlternating(servers, 10)).toEqual(sequence(8, 2));
      const signIns = await Promise.all(
        servers.map(async (server) => (await signIn(server.baseUrl, 'owner@demo.test', DEMO_PASSWORD)).signedIn),
      );
      expect(signIns).toEqual([true, true]);
    } finally {
      await relay.restore();
    }
  });
});

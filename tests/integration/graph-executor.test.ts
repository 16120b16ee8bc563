import type { ApolloServerPlugin } from '@apollo/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetMeDocument } from '../../graphql/generated/operations/GetMe';
import type { DatabaseHandle } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { createApolloServer, type LotwiseApolloServer } from '../../server/graphql/apollo';
import { createGraphQLContext, type GraphQLContext } from '../../server/graphql/context';
import { createGraphExecutor } from '../../server/graphql/execute';
import type { RateLimiter } from '../../server/rate-limit';
import { ViewerCache } from '../../server/services/users/viewer-cache';
import { openTestDatabase } from './support/database';

/** How each operation reached Apollo: with its text or by hash alone, and whether the hash was known. */
type Arrival = { sentText: boolean; persistedQueryHit: boolean; persistedQueryRegister: boolean };

// This test runs no password reset: limiters that always allow.
const unlimited: RateLimiter = {
  consume: async () => ({ allowed: true }),
  refund: async () => undefined,
  reset: async () => undefined,
};
let database: DatabaseHandle;
let apollo: LotwiseApolloServer;
const arrivals: Arrival[] = [];

const recordArrivals: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ request }) {
    const sentText = request.query !== undefined;
    return {
      async willSendResponse({ metrics }) {
        arrivals.push({
          sentText,
          persistedQueryHit: metrics.persistedQueryHit ?? false,
          persistedQueryRegister: metrics.persistedQueryRegister ?? false,
        });
      },
    };
  },
};

beforeAll(async () => {
  database = await openTestDatabase();
  apollo = createApolloServer({ production: true, plugins: [recordArrivals] });
  await apollo.start();
});
afterAll(async () => {
  await apollo.stop();
  await database.close();
});

async function ownerId(): Promise<string> {
  const [owner] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
  return owner!.id;
}

describe('the in-process graph executor', () => {
  it('sends an operation by hash, with its text only until Apollo knows the hash, and gets the same answer', async () => {
    const userId = await ownerId();
    const viewers = new ViewerCache();
    const run = () =>
      createGraphExecutor(
        apollo,
        createGraphQLContext({
          db: database.db,
          viewers,
          runtime: {
            appUrl: 'http://localhost',
            mailer: undefined,
            passwordResetLimits: { perAddress: unlimited, perEmail: unlimited },
          },
          credentials: { kind: 'session', userId: async () => userId },
        }),
      )(GetMeDocument, {});

    const first = await run();
    expect(arrivals).toEqual([
      { sentText: false, persistedQueryHit: false, persistedQueryRegister: false },
      { sentText: true, persistedQueryHit: false, persistedQueryRegister: true },
    ]);

    arrivals.length = 0;
    const second = await run();
    expect(arrivals).toEqual([{ sentText: false, persistedQueryHit: true, persistedQueryRegister: false }]);
    expect(second).toEqual(first);
    expect(first.me?.email).toBe('owner@demo.test');
  });
});

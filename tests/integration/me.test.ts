import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { DEMO_PASSWORD, DEMO_USERS, DEMO_ORGANIZATION } from '../../server/db/seed';
import { DEMO_DEALER_CONTACT } from '../../server/db/seed-sales-packet';
import { signIn } from './support/auth';
import { graphql, trpcClient } from './support/clients';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ME_QUERY = /* GraphQL */ `
  query {
    me {
      id
      email
      firstName
      lastName
      type
      role
      featureFlags
      productFeatureFlags
      groups {
        name
      }
      permissions {
        name
      }
      organization {
        id
        name
        featureFlags
        settings
        setupChecklistItems
      }
    }
  }
`;

describe('users.getMe', () => {
  it.each(DEMO_USERS)('returns the SPEC.md shape for $email', async (demoUser) => {
    const { jar } = await signIn(server.baseUrl, demoUser.email, DEMO_PASSWORD);
    const me = await trpcClient(server.baseUrl, jar).users.getMe.query();
    expect(me).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: demoUser.email,
      first_name: demoUser.firstName,
      last_name: demoUser.lastName,
      type: demoUser.type,
      role: demoUser.role,
      feature_flags: demoUser.featureFlags ?? [],
      product_feature_flags: [],
      users_groups: [],
      permissions: expect.arrayContaining(demoUser.permissions.map((name) => ({ permissions: { name } }))),
      organization: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: DEMO_ORGANIZATION.name,
        feature_flags: DEMO_ORGANIZATION.featureFlags,
        // The dealership's contact details a sales packet shows (server/db/seed-sales-packet.ts).
        settings: DEMO_DEALER_CONTACT,
        setup_checklist_items: DEMO_ORGANIZATION.setupChecklistItems,
      },
    });
    expect(me.permissions).toHaveLength(demoUser.permissions.length);
  });

  it('is UNAUTHORIZED (HTTP 401) without a session', async () => {
    const error = await trpcClient(server.baseUrl)
      .users.getMe.query()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<never>).data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
  });

  it('is UNAUTHORIZED for a forged session cookie', async () => {
    const response = await fetch(`${server.baseUrl}/api/trpc/users.getMe`, {
      headers: { cookie: 'next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged.forged.forged' },
    });
    expect(response.status).toBe(401);
  });
});

describe('GraphQL me', () => {
  it('answers like users.getMe for the same session', async () => {
    const { jar } = await signIn(server.baseUrl, 'editor@demo.test', DEMO_PASSWORD);
    const viaTrpc = await trpcClient(server.baseUrl, jar).users.getMe.query();
    const viaGraph = await graphql<{ me: Record<string, unknown> }>(
      server.baseUrl,
      ME_QUERY,
      {},
      { cookie: jar.header() },
    );
    expect(viaGraph.errors).toBeUndefined();
    expect(viaGraph.data?.me).toMatchObject({
      id: viaTrpc.id,
      email: viaTrpc.email,
      firstName: viaTrpc.first_name,
      lastName: viaTrpc.last_name,
      type: viaTrpc.type,
      role: viaTrpc.role,
      permissions: viaTrpc.permissions.map((permission) => ({ name: permission.permissions.name })),
      organization: { id: viaTrpc.organization.id, name: viaTrpc.organization.name },
    });
  });

  it('answers UNAUTHENTICATED for me without a session (CONTRACTS.md)', async () => {
    const response = await graphql(server.baseUrl, ME_QUERY);
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ me: null });
    expect(response.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a simple cross-site POST (Apollo CSRF prevention)', async () => {
    // text/plain is what a cross-site form may send without a preflight.
    const response = await fetch(`${server.baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/i);
  });

  it('refuses a simple cross-site GET query (Apollo CSRF prevention)', async () => {
    const response = await fetch(`${server.baseUrl}/api/graphql?query=${encodeURIComponent('{ me { id } }')}`, {
      method: 'GET',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/i);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_ONLY_REASON } from '../../src/shared/access';
import { organizations, users } from '../../server/db/schema';
import { cookieHeaders, demoSessions } from './support/auth';
import { errorCode, graphql } from './support/clients';
import { createRivalOrganization } from './support/organizations';
import { startTestServer, type TestServer } from './support/server';

// Who may set which feature flag: administrators only; the dark-mode flag per user, never per
// organization; flags Lotwise sets itself (outside the assignable lists) stay when others are saved.

let server: TestServer;
let rival: Awaited<ReturnType<typeof createRivalOrganization>>;
const session = demoSessions(() => server.baseUrl);

const SET_USER_FLAGS =
  'mutation ($id: ID!, $flags: [String!]!) { adminSetUserFeatureFlags(userId: $id, featureFlags: $flags) { featureFlags } }';
const SET_ORG_FLAGS =
  'mutation ($id: ID!, $flags: [String!]!) { adminSetOrganizationFeatureFlags(organizationId: $id, featureFlags: $flags) { featureFlags } }';

async function as<T = Record<string, unknown>>(email: string, query: string, variables: Record<string, unknown> = {}) {
  return graphql<T>(server.baseUrl, query, variables, cookieHeaders(await session(email)));
}

async function withToken(secret: string, query: string, variables: Record<string, unknown>) {
  return graphql(server.baseUrl, query, variables, { authorization: `Bearer ${secret}` });
}

const userRow = async (id: string) => (await server.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const organizationRow = async (id: string) =>
  (await server.database.db.select().from(organizations).where(eq(organizations.id, id)))[0]!;

beforeAll(async () => {
  server = await startTestServer();
  rival = await createRivalOrganization(server.database.db);
});
afterAll(() => server.close());

describe('the dark-mode flag', () => {
  it('an administrator gives it to one user, who then holds it, and takes it away again', async () => {
    const given = await as<{ adminSetUserFeatureFlags: { featureFlags: string[] } }>(
      'admin@demo.test',
      SET_USER_FLAGS,
      {
        id: rival.owner.id,
        flags: ['shadcn-dark-mode'],
      },
    );
    expect(given.data?.adminSetUserFeatureFlags.featureFlags).toEqual(['shadcn-dark-mode']);
    const me = await as<{ me: { featureFlags: string[] } }>('owner@rival.test', '{ me { featureFlags } }');
    expect(me.data?.me.featureFlags).toEqual(['shadcn-dark-mode']);

    const taken = await as<{ adminSetUserFeatureFlags: { featureFlags: string[] } }>(
      'admin@demo.test',
      SET_USER_FLAGS,
      { id: rival.owner.id, flags: [] },
    );
    expect(taken.data?.adminSetUserFeatureFlags.featureFlags).toEqual([]);
  });

  it('is never given to a whole organization: BAD_USER_INPUT, nothing stored', async () => {
    const before = await organizationRow(rival.organization.id);
    const response = await as('admin@demo.test', SET_ORG_FLAGS, {
      id: rival.organization.id,
      flags: ['shadcn-dark-mode'],
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe('These feature flags cannot be assigned here: shadcn-dark-mode.');
    expect(await organizationRow(rival.organization.id)).toEqual(before);
  });
});

describe('flags outside the assignable lists', () => {
  it("stay on an organization when its assignable flags are saved (Demo Motors keeps 'reports')", async () => {
    const [demo] = await server.database.db.select().from(organizations).where(eq(organizations.name, 'Demo Motors'));
    const saved = await as<{ adminSetOrganizationFeatureFlags: { featureFlags: string[] } }>(
      'admin@demo.test',
      SET_ORG_FLAGS,
      {
        id: demo!.id,
        flags: ['account', 'appraisals', 'pricing', 'recon'],
      },
    );
    expect(saved.data?.adminSetOrganizationFeatureFlags.featureFlags).toEqual([
      'account',
      'appraisals',
      'pricing',
      'recon',
      'reports',
    ]);
  });

  it('stay on a user when their assignable flags are saved', async () => {
    await server.database.db
      .update(users)
      .set({ featureFlags: ['checklist'] })
      .where(eq(users.id, rival.owner.id));
    const saved = await as<{ adminSetUserFeatureFlags: { featureFlags: string[] } }>(
      'admin@demo.test',
      SET_USER_FLAGS,
      {
        id: rival.owner.id,
        flags: ['cpo', 'shadcn-dark-mode', 'cpo'],
      },
    );
    expect(saved.data?.adminSetUserFeatureFlags.featureFlags).toEqual(['checklist', 'cpo', 'shadcn-dark-mode']);
  });

  it.each([['reports'], ['none'], ['made_up'], ['SHADCN-DARK-MODE']])(
    '%s is refused for a user: BAD_USER_INPUT, nothing stored',
    async (flag) => {
      const before = await userRow(rival.owner.id);
      const response = await as('admin@demo.test', SET_USER_FLAGS, { id: rival.owner.id, flags: ['cpo', flag] });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe(`These feature flags cannot be assigned here: ${flag}.`);
      expect(await userRow(rival.owner.id)).toEqual(before);
    },
  );
});

describe('who may set flags', () => {
  it.each([
    'owner@demo.test',
    'editor@demo.test',
    'viewer@demo.test',
    'user@demo.test',
    'agent@demo.test',
    'owner@rival.test',
  ])('%s is FORBIDDEN, in words, and nothing is stored', async (email) => {
    const [self] = await server.database.db.select().from(users).where(eq(users.email, email));
    const before = await userRow(self!.id);
    const response = await as(email, SET_USER_FLAGS, { id: self!.id, flags: ['shadcn-dark-mode'] });
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect(response.errors?.[0]?.message).toBe('Not allowed: needs an administrator account.');
    expect(await userRow(self!.id)).toEqual(before);
  });

  it.each([[['read']], [['read', 'write']]])(
    "an administrator's API token with scopes %j is FORBIDDEN: only people set flags",
    async (scopes) => {
      const created = await as<{ createApiToken: { secret: string } }>(
        'admin@demo.test',
        'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
        {
          input: { name: `flags ${scopes.join('+')}`, scopes },
        },
      );
      const before = await userRow(rival.owner.id);
      const response = await withToken(created.data!.createApiToken.secret, SET_USER_FLAGS, {
        id: rival.owner.id,
        flags: ['shadcn-dark-mode'],
      });
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(response.errors?.[0]?.message).toBe(
        scopes.includes('write')
          ? `Not allowed: ${PEOPLE_ONLY_REASON}.`
          : 'This API token may only read. Create a token with the write scope to change data.',
      );
      expect(await userRow(rival.owner.id)).toEqual(before);
    },
  );

  it('an unknown user is NOT_FOUND', async () => {
    const response = await as('admin@demo.test', SET_USER_FLAGS, {
      id: '00000000-0000-0000-0000-000000000000',
      flags: ['cpo'],
    });
    expect(errorCode(response)).toBe('NOT_FOUND');
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, auditLog, organizations, users } from '../../server/db/schema';
import { cookieHeaders, demoSessions } from './support/auth';
import { errorCode, graphql } from './support/clients';
import { createRivalOrganization } from './support/organizations';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let rival: Awaited<ReturnType<typeof createRivalOrganization>>;
let demoOrganizationId: string;
const session = demoSessions(() => server.baseUrl);

async function as<T = Record<string, unknown>>(email: string, query: string, variables: Record<string, unknown> = {}) {
  return graphql<T>(server.baseUrl, query, variables, cookieHeaders(await session(email)));
}

async function withToken<T = Record<string, unknown>>(
  secret: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(`${server.baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  return { status: response.status, ...body };
}

const CREATE_TOKEN = /* GraphQL */ `
  mutation ($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      apiToken {
        id
        name
        prefix
        scopes
        createdBy {
          ... on User {
            email
          }
        }
      }
    }
  }
`;

async function createToken(email: string, scopes: string[], name = 'Reporting') {
  const response = await as<{ createApiToken: { secret: string; apiToken: { id: string; prefix: string } } }>(
    email,
    CREATE_TOKEN,
    { input: { name, scopes } },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.createApiToken;
}

beforeAll(async () => {
  server = await startTestServer();
  rival = await createRivalOrganization(server.database.db);
  demoOrganizationId = (
    await server.database.db.select().from(organizations).where(eq(organizations.name, 'Demo Motors'))
  )[0]!.id;
});
afterAll(() => server.close());

describe('API tokens', () => {
  it('are created by an OWNER, shown once and stored only as a hash', async () => {
    const { secret, apiToken } = await createToken('owner@demo.test', ['read']);
    expect(secret).toMatch(/^lw_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(apiToken.prefix)).toBe(true);
    const [stored] = await server.database.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id));
    expect(stored!.tokenHash).not.toContain(secret.slice(3));
    expect(JSON.stringify(stored)).not.toContain(secret);
    const listed = await as<{ apiTokens: { id: string }[] }>(
      'owner@demo.test',
      '{ apiTokens { id name scopes lastUsedAt } }',
    );
    expect(listed.data?.apiTokens.map((token) => token.id)).toContain(apiToken.id);
  });

  it('a read token queries its organization but runs no mutation and has no `me`', async () => {
    const { secret } = await createToken('owner@demo.test', ['read']);
    const read = await withToken<{ organization: { name: string }; me: null }>(
      secret,
      '{ organization { name } me { id } }',
    );
    expect(read.status).toBe(200);
    expect(read.data).toEqual({ organization: { name: 'Demo Motors' }, me: null });
    const write = await withToken(
      secret,
      'mutation { updateOrganizationSetting(input: { key: "hide_vehicle_cost", value: true }) { id } }',
    );
    expect(write.status).toBe(403);
    expect(errorCode(write)).toBe('FORBIDDEN');
    const [organization] = await server.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, demoOrganizationId));
    expect(organization!.settings).not.toHaveProperty('hide_vehicle_cost');
  });

  it("a token reads its creator as any other member: their own groups, not the token's", async () => {
    const { secret } = await createToken('owner@demo.test', ['read']);
    const owner = await as<{ me: { id: string } }>('owner@demo.test', '{ me { id } }');
    const group = await as<{ createGroup: { id: string } }>(
      'owner@demo.test',
      'mutation { createGroup(name: "Token readers") { id } }',
    );
    const added = await as(
      'owner@demo.test',
      'mutation ($groupId: ID!, $userId: ID!) { addGroupMember(groupId: $groupId, userId: $userId) { id } }',
      {
        groupId: group.data!.createGroup.id,
        userId: owner.data!.me.id,
      },
    );
    expect(added.errors).toBeUndefined();
    const query = '{ teamMembers(first: 100) { edges { node { email groups { name } } } } }';
    type Members = { teamMembers: { edges: { node: { email: string; groups: { name: string }[] } }[] } };
    const groupsOfOwner = (response: { data?: Members | null }) =>
      response.data?.teamMembers.edges
        .find((edge) => edge.node.email === 'owner@demo.test')
        ?.node.groups.map((item) => item.name);
    expect(groupsOfOwner(await as<Members>('owner@demo.test', query))).toContain('Token readers');
    const read = await withToken<Members>(secret, query);
    expect(read.errors).toBeUndefined();
    expect(groupsOfOwner(read)).toContain('Token readers');
  });

  it('a write token runs mutations as an EDITOR, never as an OWNER', async () => {
    const { secret } = await createToken('owner@demo.test', ['read', 'write']);
    const write = await withToken(
      secret,
      'mutation { updateOrganizationSetting(input: { key: "recon_approval_required", value: true }) { settings } }',
    );
    expect(write.errors).toBeUndefined();
    const escalate = await withToken(
      secret,
      `mutation { createApiToken(input: { name: "x", scopes: [write] }) { secret } }`,
    );
    expect(errorCode(escalate)).toBe('FORBIDDEN');
  });

  it('a revoked or expired token is UNAUTHENTICATED (401)', async () => {
    const { secret, apiToken } = await createToken('owner@demo.test', ['read']);
    const revoke = await as('owner@demo.test', 'mutation ($id: ID!) { revokeApiToken(id: $id) { revokedAt } }', {
      id: apiToken.id,
    });
    expect(revoke.errors).toBeUndefined();
    const refused = await withToken(secret, '{ organization { name } }');
    expect(refused.status).toBe(401);
    expect(errorCode(refused)).toBe('UNAUTHENTICATED');

    const expiring = await createToken('owner@demo.test', ['read'], 'Expiring');
    await server.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expiring.apiToken.id));
    expect(errorCode(await withToken(expiring.secret, '{ organization { name } }'))).toBe('UNAUTHENTICATED');
    expect(errorCode(await withToken('lw_not-a-real-token', '{ organization { name } }'))).toBe('UNAUTHENTICATED');
  });

  it('a token of another organization reads only its own organization', async () => {
    const { secret } = await createToken('owner@rival.test', ['read']);
    const read = await withToken<{
      organization: { name: string };
      teamMembers: { edges: { node: { email: string } }[] };
    }>(secret, '{ organization { name } teamMembers { edges { node { email } } } }');
    expect(read.data?.organization.name).toBe('Rival Autos');
    expect(read.data?.teamMembers.edges.map((edge) => edge.node.email)).toEqual(['owner@rival.test']);
    const [demoUser] = await server.database.db.select().from(users).where(eq(users.email, 'viewer@demo.test'));
    expect(
      errorCode(await withToken(secret, 'query ($id: ID!) { adminUser(id: $id) { email } }', { id: demoUser!.id })),
    ).toBe('FORBIDDEN');
  });

  it('refuses bad input, other roles and other organizations', async () => {
    const before = (await server.database.db.select({ value: count() }).from(apiTokens))[0]!.value;
    expect(errorCode(await as('owner@demo.test', CREATE_TOKEN, { input: { name: '', scopes: ['read'] } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await as('owner@demo.test', CREATE_TOKEN, { input: { name: 'x', scopes: [] } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await as('owner@demo.test', CREATE_TOKEN, { input: { name: 'x', scopes: ['admin'] } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      errorCode(
        await as('owner@demo.test', CREATE_TOKEN, {
          input: { name: 'x', scopes: ['read'], expiresAt: '2001-01-01T00:00:00Z' },
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(errorCode(await as('editor@demo.test', CREATE_TOKEN, { input: { name: 'x', scopes: ['read'] } }))).toBe(
      'FORBIDDEN',
    );
    expect((await server.database.db.select({ value: count() }).from(apiTokens))[0]!.value).toBe(before);
    const { apiToken } = await createToken('owner@demo.test', ['read']);
    expect(
      errorCode(
        await as('owner@rival.test', 'mutation ($id: ID!) { revokeApiToken(id: $id) { id } }', { id: apiToken.id }),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('administration', () => {
  const CREATE_ORG = 'mutation ($name: String!) { adminCreateOrganization(name: $name) { id name plan featureFlags } }';

  it('creates and renames organizations, sets flags, and records every change', async () => {
    const created = await as<{ adminCreateOrganization: { id: string; plan: string } }>('admin@demo.test', CREATE_ORG, {
      name: 'Lakeside Cars',
    });
    expect(created.data?.adminCreateOrganization.plan).toBe('professional');
    const id = created.data!.adminCreateOrganization.id;
    await as(
      'admin@demo.test',
      'mutation ($id: ID!) { adminRenameOrganization(id: $id, name: "Lakeside Motors") { name } }',
      { id },
    );
    const flagged = await as<{ adminSetOrganizationFeatureFlags: { featureFlags: string[] } }>(
      'admin@demo.test',
      'mutation ($id: ID!) { adminSetOrganizationFeatureFlags(organizationId: $id, featureFlags: ["recon", "market_pricing_data", "recon"]) { featureFlags } }',
      { id },
    );
    expect(flagged.data?.adminSetOrganizationFeatureFlags.featureFlags).toEqual(['market_pricing_data', 'recon']);

    const log = await as<{
      auditLog: { edges: { node: { action: string; before: unknown; after: unknown; actor: { email: string } } }[] };
    }>(
      'admin@demo.test',
      'query ($id: ID!) { auditLog(filter: { organizationId: $id }) { edges { node { action before after actor { ... on User { email } } } } } }',
      { id },
    );
    expect(log.data?.auditLog.edges.map((edge) => edge.node)).toEqual([
      {
        action: 'organization.feature_flags_set',
        before: { featureFlags: [] },
        after: { featureFlags: ['market_pricing_data', 'recon'] },
        actor: { email: 'admin@demo.test' },
      },
      {
        action: 'organization.renamed',
        before: { name: 'Lakeside Cars' },
        after: { name: 'Lakeside Motors' },
        actor: { email: 'admin@demo.test' },
      },
      {
        action: 'organization.created',
        before: null,
        after: { name: 'Lakeside Cars', plan: 'professional' },
        actor: { email: 'admin@demo.test' },
      },
    ]);
  });

  it('refuses flags that are not assignable, storing nothing', async () => {
    const before = (await server.database.db.select({ value: count() }).from(auditLog))[0]!.value;
    for (const flag of ['none', 'reports', 'made_up']) {
      const response = await as(
        'admin@demo.test',
        'mutation ($id: ID!, $flags: [String!]!) { adminSetOrganizationFeatureFlags(organizationId: $id, featureFlags: $flags) { id } }',
        { id: rival.organization.id, flags: [flag] },
      );
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
    }
    expect((await server.database.db.select({ value: count() }).from(auditLog))[0]!.value).toBe(before);
  });

  it('sets user and product feature flags, effective at the user’s next request', async () => {
    const [viewer] = await server.database.db.select().from(users).where(eq(users.email, 'viewer@demo.test'));
    await as(
      'admin@demo.test',
      'mutation ($id: ID!) { adminSetUserFeatureFlags(userId: $id, featureFlags: ["cpo"]) { id } }',
      { id: viewer!.id },
    );
    await as(
      'admin@demo.test',
      'mutation ($id: ID!) { adminSetUserProductFeatureFlags(userId: $id, productFeatureFlags: ["new_grid"]) { id } }',
      {
        id: viewer!.id,
      },
    );
    const me = await as<{ me: { featureFlags: string[]; productFeatureFlags: string[] } }>(
      'viewer@demo.test',
      '{ me { featureFlags productFeatureFlags } }',
    );
    expect(me.data?.me).toEqual({ featureFlags: ['cpo'], productFeatureFlags: ['new_grid'] });
    expect(
      errorCode(
        await as(
          'admin@demo.test',
          'mutation ($id: ID!) { adminSetUserProductFeatureFlags(userId: $id, productFeatureFlags: ["Bad Flag!"]) { id } }',
          { id: viewer!.id },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
  });

  it('is FORBIDDEN to everyone but administrators', async () => {
    expect(errorCode(await as('owner@demo.test', CREATE_ORG, { name: 'Nope Motors' }))).toBe('FORBIDDEN');
    expect(errorCode(await as('owner@demo.test', '{ adminOrganizations { id } }'))).toBe('FORBIDDEN');
    expect(
      errorCode(
        await as(
          'admin@demo.test',
          'mutation { adminRenameOrganization(id: "00000000-0000-0000-0000-000000000000", name: "Ghost") { id } }',
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it('invites the first owner into a new organization', async () => {
    const response = await as<{ adminInviteUser: { invitation: { email: string; role: string } } }>(
      'admin@demo.test',
      'mutation ($id: ID!) { adminInviteUser(organizationId: $id, input: { email: "boss@rival.test", role: OWNER }) { invitation { email role } } }',
      { id: rival.organization.id },
    );
    expect(response.data?.adminInviteUser.invitation).toEqual({ email: 'boss@rival.test', role: 'OWNER' });
  });
});

describe('audit log', () => {
  it('owners read their own organization’s log only; others are refused', async () => {
    await as('owner@demo.test', 'mutation { createGroup(name: "Audited") { id } }');
    const own = await as<{ auditLog: { edges: { node: { organizationId: string; action: string } }[] } }>(
      'owner@demo.test',
      'query ($id: ID!) { auditLog(filter: { organizationId: $id }) { edges { node { organizationId action } } } }',
      { id: rival.organization.id },
    );
    expect(own.data?.auditLog.edges.length).toBeGreaterThan(0);
    expect(new Set(own.data?.auditLog.edges.map((edge) => edge.node.organizationId))).toEqual(
      new Set([demoOrganizationId]),
    );
    expect(errorCode(await as('viewer@demo.test', '{ auditLog { edges { cursor } } }'))).toBe('FORBIDDEN');
  });

  it('pages newest first without repeats', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: {
        data?: {
          auditLog: { edges: { node: { id: string } }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } };
        } | null;
      } = await as(
        'admin@demo.test',
        'query ($after: String) { auditLog(first: 2, after: $after) { edges { node { id } } pageInfo { endCursor hasNextPage } } }',
        { after },
      );
      seen.push(...page.data!.auditLog.edges.map((edge) => edge.node.id));
      after = page.data!.auditLog.pageInfo.hasNextPage ? page.data!.auditLog.pageInfo.endCursor : null;
    } while (after);
    // Every entry once, and each page's entries no newer than the ones before them.
    const entries = await server.database.db.select({ id: auditLog.id, createdAt: auditLog.createdAt }).from(auditLog);
    expect(entries.length).toBeGreaterThan(2);
    expect([...seen].sort()).toEqual(entries.map((entry) => entry.id).sort());
    const createdAt = new Map(entries.map((entry) => [entry.id, entry.createdAt.getTime()]));
    const times = seen.map((id) => createdAt.get(id)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, invitations, territories, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { DEMO_TERRITORY_NAME } from '../../server/db/seed-dealers';
import { cookieHeaders, demoSessions, signIn } from './support/auth';
import { errorCode, graphql, trpcClient } from './support/clients';
import { createRivalOrganization } from './support/organizations';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let rival: Awaited<ReturnType<typeof createRivalOrganization>>;
const session = demoSessions(() => server.baseUrl);
const ids = new Map<string, string>();

async function as<T = Record<string, unknown>>(email: string, query: string, variables: Record<string, unknown> = {}) {
  return graphql<T>(server.baseUrl, query, variables, cookieHeaders(await session(email)));
}

const countRows = async (table: typeof invitations | typeof groups | typeof territories | typeof users) =>
  (await server.database.db.select({ value: count() }).from(table))[0]!.value;

beforeAll(async () => {
  server = await startTestServer();
  rival = await createRivalOrganization(server.database.db);
  for (const row of await server.database.db.select({ id: users.id, email: users.email }).from(users))
    ids.set(row.email, row.id);
});
afterAll(() => server.close());

const TEAM = /* GraphQL */ `
  query ($filter: TeamMemberFilter, $orderBy: TeamMemberOrder, $first: Int, $after: String) {
    teamMembers(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          email
          role
          active
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

describe('teamMembers', () => {
  it('lists only the organization, searchable and paged without repeats', async () => {
    const search = await as<{ teamMembers: { edges: { node: { email: string } }[] } }>('owner@demo.test', TEAM, {
      filter: { search: 'VERA' },
    });
    expect(search.data?.teamMembers.edges.map((edge) => edge.node.email)).toEqual(['viewer@demo.test']);

    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<
        ReturnType<
          typeof as<{
            teamMembers: {
              edges: { node: { email: string } }[];
              pageInfo: { hasNextPage: boolean; endCursor: string | null };
              totalCount: number;
            };
          }>
        >
      > = await as('owner@demo.test', TEAM, { orderBy: 'EMAIL', first: 2, after });
      expect(page.errors).toBeUndefined();
      seen.push(...page.data!.teamMembers.edges.map((edge) => edge.node.email));
      after = page.data!.teamMembers.pageInfo.hasNextPage ? page.data!.teamMembers.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual([...seen].sort());
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain('owner@rival.test');
    expect(seen).toContain('owner@demo.test');
  });

  it('is FORBIDDEN without the user_settings section', async () => {
    expect(errorCode(await as('viewer@demo.test', TEAM))).toBe('FORBIDDEN');
  });

  it('refuses a page size over the limit and a forged cursor', async () => {
    expect(errorCode(await as('owner@demo.test', TEAM, { first: 1000 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await as('owner@demo.test', TEAM, { after: 'nonsense' }))).toBe('BAD_USER_INPUT');
  });
});

const INVITE = /* GraphQL */ `
  mutation ($input: InviteUserInput!) {
    inviteUser(input: $input) {
      signUpUrl
      emailed
      invitation {
        id
        email
        role
      }
    }
  }
`;
const ACCEPT = /* GraphQL */ `
  mutation ($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) {
      id
      email
      role
      active
    }
  }
`;

describe('invitations', () => {
  it('invites, previews, accepts once, and the new user signs in', async () => {
    const invited = await as<{ inviteUser: { signUpUrl: string; emailed: boolean; invitation: { id: string } } }>(
      'owner@demo.test',
      INVITE,
      { input: { email: 'New.Hire@Demo.test', role: 'VIEWER' } },
    );
    expect(invited.errors).toBeUndefined();
    expect(invited.data!.inviteUser.emailed).toBe(false);
    const token = new URL(invited.data!.inviteUser.signUpUrl).searchParams.get('token')!;
    expect(invited.data!.inviteUser.signUpUrl).toContain(`${server.baseUrl}/signup?token=`);

    const preview = await graphql<{ invitationPreview: { email: string } | null }>(
      server.baseUrl,
      'query ($token: String!) { invitationPreview(token: $token) { email } }',
      { token },
    );
    expect(preview.data?.invitationPreview?.email).toBe('new.hire@demo.test');

    const before = await countRows(users);
    const weak = await graphql(server.baseUrl, ACCEPT, {
      input: { token, firstName: 'Nia', lastName: 'Hire', password: 'short' },
    });
    expect(errorCode(weak)).toBe('BAD_USER_INPUT');
    expect(await countRows(users)).toBe(before);

    const accepted = await graphql<{ acceptInvitation: { email: string; role: string } }>(server.baseUrl, ACCEPT, {
      input: { token, firstName: 'Nia', lastName: 'Hire', password: 'a-long-enough-password' },
    });
    expect(accepted.data?.acceptInvitation).toMatchObject({ email: 'new.hire@demo.test', role: 'VIEWER' });
    expect((await signIn(server.baseUrl, 'new.hire@demo.test', 'a-long-enough-password')).signedIn).toBe(true);

    const again = await graphql(server.baseUrl, ACCEPT, {
      input: { token, firstName: 'Nia', lastName: 'Hire', password: 'a-long-enough-password' },
    });
    expect(errorCode(again)).toBe('NOT_FOUND');
  });

  it('refuses bad input and existing accounts, storing nothing', async () => {
    const before = await countRows(invitations);
    expect(errorCode(await as('owner@demo.test', INVITE, { input: { email: 'not-an-email', role: 'VIEWER' } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      errorCode(await as('owner@demo.test', INVITE, { input: { email: 'editor@demo.test', role: 'VIEWER' } })),
    ).toBe('CONFLICT');
    expect(errorCode(await as('owner@demo.test', INVITE, { input: { email: 'x@demo.test', role: 'KING' } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await countRows(invitations)).toBe(before);
  });

  it('is FORBIDDEN to members who may not manage the team', async () => {
    expect(errorCode(await as('editor@demo.test', INVITE, { input: { email: 'a@demo.test', role: 'VIEWER' } }))).toBe(
      'FORBIDDEN',
    );
  });

  it('cannot revoke another organization’s invitation', async () => {
    const invited = await as<{ inviteUser: { invitation: { id: string } } }>('owner@demo.test', INVITE, {
      input: { email: 'temp@demo.test', role: 'VIEWER' },
    });
    const id = invited.data!.inviteUser.invitation.id;
    const revoke = 'mutation ($id: ID!) { revokeInvitation(id: $id) { id revokedAt } }';
    expect(errorCode(await as('owner@rival.test', revoke, { id }))).toBe('NOT_FOUND');
    const revoked = await as<{ revokeInvitation: { revokedAt: string } }>('owner@demo.test', revoke, { id });
    expect(Date.parse(revoked.data!.revokeInvitation.revokedAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

const SET_ROLE = 'mutation ($userId: ID!, $role: Role!) { updateUserRole(userId: $userId, role: $role) { id role } }';
const SET_TYPE =
  'mutation ($userId: ID!, $type: UserType!) { updateUserType(userId: $userId, type: $type) { id type } }';
const SET_PERMISSIONS =
  'mutation ($userId: ID!, $sections: [String!]!) { setUserPermissions(userId: $userId, sections: $sections) { id permissions { name } } }';

describe('roles, types and permissions', () => {
  it('changes a role, makes and unmakes an OWNER; only the last OWNER is kept', async () => {
    const promoted = await as<{ updateUserRole: { role: string } }>('owner@demo.test', SET_ROLE, {
      userId: ids.get('editor@demo.test'),
      role: 'OWNER',
    });
    expect(promoted.data?.updateUserRole.role).toBe('OWNER');
    const restored = await as<{ updateUserRole: { role: string } }>('owner@demo.test', SET_ROLE, {
      userId: ids.get('editor@demo.test'),
      role: 'EDITOR',
    });
    expect(restored.data?.updateUserRole.role).toBe('EDITOR');
    const last = await as('owner@rival.test', SET_ROLE, { userId: rival.owner.id, role: 'VIEWER' });
    expect(errorCode(last)).toBe('CONFLICT');
    expect(last.errors?.[0]?.message).toContain('without an OWNER');
  });

  it('is FORBIDDEN to non-managers and NOT_FOUND across organizations', async () => {
    expect(
      errorCode(await as('viewer@demo.test', SET_ROLE, { userId: ids.get('user@demo.test'), role: 'EDITOR' })),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(await as('owner@rival.test', SET_ROLE, { userId: ids.get('user@demo.test'), role: 'EDITOR' })),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(await as('owner@rival.test', SET_TYPE, { userId: ids.get('user@demo.test'), type: 'agent' })),
    ).toBe('NOT_FOUND');
  });

  it('changes a type', async () => {
    const changed = await as<{ updateUserType: { type: string } }>('owner@demo.test', SET_TYPE, {
      userId: ids.get('user@demo.test'),
      type: 'agent',
    });
    expect(changed.data?.updateUserType.type).toBe('agent');
    await as('owner@demo.test', SET_TYPE, { userId: ids.get('user@demo.test'), type: 'user' });
  });

  it('grants a section, and the member sees it on their very next request', async () => {
    const viewerClient = trpcClient(
      server.baseUrl,
      (await signIn(server.baseUrl, 'viewer@demo.test', DEMO_PASSWORD)).jar,
    );
    expect((await viewerClient.users.getMe.query()).permissions.map((p) => p.permissions.name)).not.toContain('recon');
    const granted = await as('owner@demo.test', SET_PERMISSIONS, {
      userId: ids.get('viewer@demo.test'),
      sections: ['dashboard', 'inventory', 'reports', 'recon'],
    });
    expect(granted.errors).toBeUndefined();
    expect((await viewerClient.users.getMe.query()).permissions.map((p) => p.permissions.name)).toContain('recon');
  });

  it('refuses unknown sections, storing nothing, and other organizations’ users', async () => {
    const bad = await as('owner@demo.test', SET_PERMISSIONS, {
      userId: ids.get('viewer@demo.test'),
      sections: ['garage'],
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    const me = await as<{ me: { permissions: { name: string }[] } }>(
      'viewer@demo.test',
      '{ me { permissions { name } } }',
    );
    expect(me.data?.me.permissions.map((p) => p.name)).toContain('recon');
    expect(
      errorCode(await as('owner@rival.test', SET_PERMISSIONS, { userId: ids.get('viewer@demo.test'), sections: [] })),
    ).toBe('NOT_FOUND');
  });
});

describe('deactivation', () => {
  const DEACTIVATE = 'mutation ($userId: ID!) { deactivateUser(userId: $userId) { id active } }';
  const REACTIVATE = 'mutation ($userId: ID!) { reactivateUser(userId: $userId) { id active } }';

  it('stops a deactivated user’s session at the next request, and reactivation restores it', async () => {
    const { jar } = await signIn(server.baseUrl, 'user@demo.test', DEMO_PASSWORD);
    const client = trpcClient(server.baseUrl, jar);
    expect((await client.users.getMe.query()).email).toBe('user@demo.test');
    expect((await as('owner@demo.test', DEACTIVATE, { userId: ids.get('user@demo.test') })).errors).toBeUndefined();
    await expect(client.users.getMe.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    expect((await signIn(server.baseUrl, 'user@demo.test', DEMO_PASSWORD)).signedIn).toBe(false);
    await as('owner@demo.test', REACTIVATE, { userId: ids.get('user@demo.test') });
    expect((await client.users.getMe.query()).email).toBe('user@demo.test');
  });

  it('never deactivates yourself or the last OWNER, nor another organization’s user', async () => {
    expect(errorCode(await as('owner@demo.test', DEACTIVATE, { userId: ids.get('owner@demo.test') }))).toBe('CONFLICT');
    expect(errorCode(await as('owner@rival.test', DEACTIVATE, { userId: ids.get('viewer@demo.test') }))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('groups', () => {
  it('creates, renames, adds and removes members, deletes; names are unique', async () => {
    const created = await as<{ createGroup: { id: string; name: string } }>(
      'owner@demo.test',
      'mutation { createGroup(name: "  Closers ") { id name } }',
    );
    expect(created.data?.createGroup.name).toBe('Closers');
    const id = created.data!.createGroup.id;
    expect(errorCode(await as('owner@demo.test', 'mutation { createGroup(name: "Closers") { id } }'))).toBe('CONFLICT');
    expect(errorCode(await as('owner@demo.test', 'mutation { createGroup(name: "   ") { id } }'))).toBe(
      'BAD_USER_INPUT',
    );

    const added = await as<{ addGroupMember: { members: { email: string }[] } }>(
      'owner@demo.test',
      'mutation ($g: ID!, $u: ID!) { addGroupMember(groupId: $g, userId: $u) { members { email } } }',
      { g: id, u: ids.get('editor@demo.test') },
    );
    expect(added.data?.addGroupMember.members.map((member) => member.email)).toEqual(['editor@demo.test']);
    const editorMe = await as<{ me: { groups: { name: string }[] } }>('editor@demo.test', '{ me { groups { name } } }');
    expect(editorMe.data?.me.groups.map((group) => group.name)).toEqual(['Closers']);

    const renamed = await as<{ renameGroup: { name: string } }>(
      'owner@demo.test',
      'mutation ($id: ID!) { renameGroup(id: $id, name: "Finance") { name } }',
      { id },
    );
    expect(renamed.data?.renameGroup.name).toBe('Finance');
    await as('owner@demo.test', 'mutation ($g: ID!, $u: ID!) { removeGroupMember(groupId: $g, userId: $u) { id } }', {
      g: id,
      u: ids.get('editor@demo.test'),
    });
    expect(errorCode(await as('owner@rival.test', 'mutation ($id: ID!) { deleteGroup(id: $id) }', { id }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await as('viewer@demo.test', 'mutation ($id: ID!) { deleteGroup(id: $id) }', { id }))).toBe(
      'FORBIDDEN',
    );
    expect(
      (await as('owner@demo.test', 'mutation ($id: ID!) { deleteGroup(id: $id) }', { id })).errors,
    ).toBeUndefined();
    expect(await countRows(groups)).toBe(0);
  });
});

describe('territories', () => {
  const CREATE = /* GraphQL */ `
    mutation ($input: TerritoryInput!) {
      createTerritory(input: $input) {
        id
        name
        postalCodes
        agent {
          email
        }
      }
    }
  `;

  it('needs the territory_insights flag of the section, and says so by its label', async () => {
    const response = await as('owner@demo.test', CREATE, { input: { name: 'North', postalCodes: ['10001'] } });
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect(response.errors?.[0]?.message).toBe(
      'Not allowed: needs the Territory insights feature for the Territory insights settings section.',
    );
  });

  it('creates, refuses bad postal codes, and hides territories across organizations', async () => {
    const created = await as<{ createTerritory: { id: string; postalCodes: string[] } }>('owner@rival.test', CREATE, {
      input: { name: 'Downtown', postalCodes: ['10001', ' 10002 ', 'sw1a 1aa'] },
    });
    expect(created.data?.createTerritory.postalCodes).toEqual(['10001', '10002', 'SW1A 1AA']);
    const before = await countRows(territories);
    expect(
      errorCode(await as('owner@rival.test', CREATE, { input: { name: 'Bad', postalCodes: ['not a zip!'] } })),
    ).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        await as('owner@rival.test', CREATE, {
          input: { name: 'X', postalCodes: [], agentUserId: ids.get('agent@demo.test') },
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(await countRows(territories)).toBe(before);

    await as(
      'admin@demo.test',
      'mutation ($id: ID!) { adminSetOrganizationFeatureFlags(organizationId: $id, featureFlags: ["account", "territory_insights"]) { id } }',
      {
        id: (await server.database.db.select().from(users).where(eq(users.email, 'owner@demo.test')))[0]!
          .organizationId,
      },
    );
    const update = 'mutation ($id: ID!) { updateTerritory(id: $id, input: { name: "Mine", postalCodes: [] }) { id } }';
    expect(errorCode(await as('owner@demo.test', update, { id: created.data!.createTerritory.id }))).toBe('NOT_FOUND');
    // Only Demo Motors' own territory (the demo agent's, seeded) is listed.
    const listed = await as<{ territories: { name: string }[] }>('owner@demo.test', '{ territories { name } }');
    expect(listed.data?.territories).toEqual([{ name: DEMO_TERRITORY_NAME }]);
  });
});

describe('billing', () => {
  const BILLING =
    '{ billing { plan { key seats } seatsInUse pendingInvitations enabledFeatures availablePlans { key } } }';

  it('shows the plan and seats in use to those with billing settings', async () => {
    const response = await as<{ billing: { plan: { key: string; seats: number }; seatsInUse: number } }>(
      'owner@demo.test',
      BILLING,
    );
    expect(response.data?.billing.plan).toEqual({ key: 'professional', seats: 25 });
    expect(response.data?.billing.seatsInUse).toBeGreaterThanOrEqual(6);
    expect(errorCode(await as('viewer@demo.test', BILLING))).toBe('FORBIDDEN');
  });

  it('lets only administrators change a plan', async () => {
    const change = 'mutation ($id: ID!) { adminChangePlan(organizationId: $id, plan: starter) { plan } }';
    expect(errorCode(await as('owner@rival.test', change, { id: rival.organization.id }))).toBe('FORBIDDEN');
    const changed = await as<{ adminChangePlan: { plan: string } }>('admin@demo.test', change, {
      id: rival.organization.id,
    });
    expect(changed.data?.adminChangePlan.plan).toBe('starter');
  });
});

describe('the published schema', () => {
  it('is served at /api/graphql/schema.graphql', async () => {
    const response = await fetch(`${server.baseUrl}/api/graphql/schema.graphql`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('type Query');
    expect(text).toContain('teamMembers(');
  });
});

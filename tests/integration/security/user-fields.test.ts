import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, groupMemberships, groups, organizations, territories, users } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { cookieHeaders, demoSessions, signIn, type CookieJar } from '../support/auth';
import { errorCode, graphql } from '../support/clients';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from '../support/organizations';
import { startTestServer, type TestServer } from '../support/server';

// Users of another organization reach the graph through fields that name a person (invited by,
// actor, created by, agent, members). Rival Autos is staffed by the Demo administrator, and a
// Rival administrator acts on Demo Motors: each side must see the other's people as an id and
// a display name only.

let server: TestServer;
const demo = demoSessions(() => server.baseUrl);
const jars = new Map<string, CookieJar>();
const ids = new Map<string, string>();
let rivalId: string;
let demoId: string;
const secrets: Record<'read' | 'write', string> = { read: '', write: '' };
let previewToken: string;

/** A signed-in user, one of Rival's API tokens, or nobody. */
type Who = { email: string } | { scope: 'read' | 'write' } | 'anonymous';
async function headersOf(who: Who): Promise<Record<string, string>> {
  if (who === 'anonymous') return {};
  if ('scope' in who) return { authorization: `Bearer ${secrets[who.scope]}` };
  return cookieHeaders(jars.get(who.email) ?? (await demo(who.email)));
}
async function as<T = Record<string, unknown>>(who: Who, query: string, variables: Record<string, unknown> = {}) {
  return graphql<T>(server.baseUrl, query, variables, await headersOf(who));
}

/** Selects every field a Person could have, on both implementing types. */
const PERSON = /* GraphQL */ `
  __typename id displayName
  ... on User { email organization { name settings } groups { members { email role } } permissions { name } }
  ... on ExternalPerson { id displayName }
`;
const ADMIN = { email: 'admin@demo.test' };
const RIVAL_OWNER = { email: RIVAL_OWNER_EMAIL };
const RIVAL_ADMIN_EMAIL = 'rhea.admin@rival.test';
const RIVAL_ADMIN = { email: RIVAL_ADMIN_EMAIL };
const external = (email: string, displayName: string) => ({
  __typename: 'ExternalPerson',
  id: ids.get(email),
  displayName,
});

async function adminInvite(who: Who, organizationId: string, email: string, type = 'user') {
  const answer = await as<{ adminInviteUser: { signUpUrl: string } }>(
    who,
    'mutation ($o: ID!, $i: InviteUserInput!) { adminInviteUser(organizationId: $o, input: $i) { signUpUrl } }',
    { o: organizationId, i: { email, role: 'EDITOR', type } },
  );
  expect(answer.errors).toBeUndefined();
  return new URL(answer.data!.adminInviteUser.signUpUrl).searchParams.get('token')!;
}

async function createToken(scope: 'read' | 'write') {
  const answer = await as<{ createApiToken: { secret: string } }>(
    RIVAL_OWNER,
    'mutation ($i: CreateApiTokenInput!) { createApiToken(input: $i) { secret } }',
    { i: { name: `Rival ${scope}`, scopes: [scope] } },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.createApiToken.secret;
}

async function loadIds() {
  for (const row of await server.database.db.select({ id: users.id, email: users.email }).from(users))
    ids.set(row.email, row.id);
}

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const rival = await createRivalOrganization(db);
  rivalId = rival.organization.id;
  demoId = (await db.select().from(organizations).where(eq(organizations.name, 'Demo Motors')))[0]!.id;
  await loadIds();
  // Rows no service writes (each keeps these within one organization), to prove the loaders
  // hold the line themselves: a Rival territory, group and token naming Demo users. Written
  // before the Rival owner signs in, since a session caches its viewer's groups.
  await db.insert(territories).values({
    organizationId: rivalId,
    name: 'Forged',
    postalCodes: ['10001'],
    agentUserId: ids.get('agent@demo.test'),
  });
  const [group] = await db.insert(groups).values({ organizationId: rivalId, name: 'Mixed' }).returning();
  await db.insert(groupMemberships).values([
    { groupId: group!.id, userId: ids.get(RIVAL_OWNER_EMAIL)! },
    { groupId: group!.id, userId: ids.get('editor@demo.test')! },
  ]);
  await db.insert(apiTokens).values({
    organizationId: rivalId,
    name: 'Forged',
    tokenHash: 'forged-hash',
    tokenPrefix: 'lw_forged',
    scopes: ['read'],
    createdBy: ids.get('owner@demo.test'),
  });
  jars.set(RIVAL_OWNER_EMAIL, (await signIn(server.baseUrl, RIVAL_OWNER_EMAIL, DEMO_PASSWORD)).jar);

  // The Demo administrator staffs Rival: an audit entry and invitations of Rival name them.
  const flags = await as(
    ADMIN,
    'mutation ($o: ID!) { adminSetOrganizationFeatureFlags(organizationId: $o, featureFlags: ["account", "territory_insights"]) { id } }',
    { o: rivalId },
  );
  expect(flags.errors).toBeUndefined();
  previewToken = await adminInvite(ADMIN, rivalId, 'pending@rival.test');
  const adminToken = await adminInvite(ADMIN, rivalId, RIVAL_ADMIN_EMAIL, 'admin');
  const accepted = await as(
    'anonymous',
    'mutation ($i: AcceptInvitationInput!) { acceptInvitation(input: $i) { id } }',
    {
      i: { token: adminToken, firstName: 'Rhea', lastName: 'Rook', password: DEMO_PASSWORD },
    },
  );
  expect(accepted.errors).toBeUndefined();
  jars.set(RIVAL_ADMIN_EMAIL, (await signIn(server.baseUrl, RIVAL_ADMIN_EMAIL, DEMO_PASSWORD)).jar);
  // …and vice versa: a Rival administrator invites into Demo.
  await adminInvite(RIVAL_ADMIN, demoId, 'from.rival@demo.test');
  secrets.read = await createToken('read');
  secrets.write = await createToken('write');
  await loadIds();
});
afterAll(() => server.close());

type Invitations = { invitations: { email: string; invitedBy: Record<string, unknown> | null }[] };
const INVITATIONS = `{ invitations { email invitedBy { ${PERSON} } } }`;
const inviterOf = (answer: { data?: Invitations | null }, email: string) =>
  answer.data?.invitations.find((invitation) => invitation.email === email)?.invitedBy;

describe('a user of another organization is only an id and a display name', () => {
  it.each<[string, Who]>([
    ['the Rival owner', RIVAL_OWNER],
    ['a Rival read token', { scope: 'read' }],
    ['a Rival write token', { scope: 'write' }],
  ])('Invitation.invitedBy, as %s', async (_name, who) => {
    const answer = await as<Invitations>(who, INVITATIONS);
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(inviterOf(answer, 'pending@rival.test')).toEqual(external('admin@demo.test', 'Adam Stone'));
    expect(inviterOf(answer, RIVAL_ADMIN_EMAIL)).toEqual(external('admin@demo.test', 'Adam Stone'));
  });

  it('Invitation.invitedBy, the other way: Demo’s owner sees the Rival administrator', async () => {
    const answer = await as<Invitations>({ email: 'owner@demo.test' }, INVITATIONS);
    expect(answer.errors).toBeUndefined();
    expect(inviterOf(answer, 'from.rival@demo.test')).toEqual(external(RIVAL_ADMIN_EMAIL, 'Rhea Rook'));
  });

  it('AuditEntry.actor, both ways', async () => {
    type Log = { auditLog: { edges: { node: { action: string; actor: Record<string, unknown> | null } }[] } };
    const query = `{ auditLog { edges { node { action actor { ${PERSON} } } } } }`;
    const rival = await as<Log>(RIVAL_OWNER, query);
    expect(rival.errors).toBeUndefined();
    const owner = {
      __typename: 'User',
      id: ids.get(RIVAL_OWNER_EMAIL),
      displayName: 'Rita Rival',
      email: RIVAL_OWNER_EMAIL,
    };
    expect(rival.data!.auditLog.edges.map((edge) => edge.node)).toEqual([
      { action: 'api_token.created', actor: expect.objectContaining(owner) },
      { action: 'api_token.created', actor: expect.objectContaining(owner) },
      { action: 'invitation.accepted', actor: null },
      { action: 'invitation.created', actor: external('admin@demo.test', 'Adam Stone') },
      { action: 'invitation.created', actor: external('admin@demo.test', 'Adam Stone') },
      { action: 'organization.feature_flags_set', actor: external('admin@demo.test', 'Adam Stone') },
    ]);
    const demoLog = await as<Log>(
      { email: 'owner@demo.test' },
      `{ auditLog(first: 1) { edges { node { action actor { ${PERSON} } } } } }`,
    );
    expect(demoLog.errors).toBeUndefined();
    expect(demoLog.data!.auditLog.edges.map((edge) => edge.node)).toEqual([
      { action: 'invitation.created', actor: external(RIVAL_ADMIN_EMAIL, 'Rhea Rook') },
    ]);
  });

  it('ApiToken.createdBy: the organization’s creator in full, a forged creator of Demo as a name', async () => {
    const answer = await as<{ apiTokens: { name: string; createdBy: Record<string, unknown> | null }[] }>(
      RIVAL_OWNER,
      `{ apiTokens { name createdBy { ${PERSON} } } }`,
    );
    expect(answer.errors).toBeUndefined();
    const byName = Object.fromEntries(answer.data!.apiTokens.map((token) => [token.name, token.createdBy]));
    expect(byName.Forged).toEqual(external('owner@demo.test', 'Olivia Owens'));
    expect(byName['Rival read']).toEqual({
      __typename: 'User',
      id: ids.get(RIVAL_OWNER_EMAIL),
      displayName: 'Rita Rival',
      email: RIVAL_OWNER_EMAIL,
      organization: { name: 'Rival Autos', settings: expect.any(Object) },
      groups: [{ members: [{ email: RIVAL_OWNER_EMAIL, role: 'OWNER' }] }],
      permissions: [],
    });
  });

  it.each<[string, Who]>([
    ['the Rival owner', RIVAL_OWNER],
    ['a Rival read token', { scope: 'read' }],
    ['a Rival write token', { scope: 'write' }],
  ])('Territory.agent and Group.members leave out Demo users, as %s', async (_name, who) => {
    const answer = await as<{ territories: unknown[]; groups: unknown[] }>(
      who,
      '{ territories { name agent { email organization { name } } } groups { name members { email organization { name } groups { name } } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      territories: [{ name: 'Forged', agent: null }],
      groups: [
        {
          name: 'Mixed',
          members: [{ email: RIVAL_OWNER_EMAIL, organization: { name: 'Rival Autos' }, groups: [{ name: 'Mixed' }] }],
        },
      ],
    });
  });
});

describe('invitationPreview (anonymous)', () => {
  it('shows what the invitee needs and the inviter’s name, nothing to traverse', async () => {
    const answer = await as(
      'anonymous',
      'query ($t: String!) { invitationPreview(token: $t) { __typename email organizationName role type expiresAt invitedByName } }',
      { t: previewToken },
    );
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      invitationPreview: {
        __typename: 'InvitationPreview',
        email: 'pending@rival.test',
        organizationName: 'Rival Autos',
        role: 'EDITOR',
        type: 'user',
        expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        invitedByName: 'Adam Stone',
      },
    });
  });

  it('has no invitedBy to follow', async () => {
    const answer = await as('anonymous', 'query ($t: String!) { invitationPreview(token: $t) { invitedBy { id } } }', {
      t: previewToken,
    });
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('the full user, where the viewer may see it', () => {
  it('shows an inviter of the same organization whole', async () => {
    const invited = await as(
      { email: 'owner@demo.test' },
      'mutation { inviteUser(input: { email: "same.org@demo.test", role: VIEWER }) { invitation { id } } }',
    );
    expect(invited.errors).toBeUndefined();
    const answer = await as<Invitations>(
      { email: 'owner@demo.test' },
      `{ invitations { email invitedBy { __typename id displayName ... on User { email organization { name } } } } }`,
    );
    expect(inviterOf(answer, 'same.org@demo.test')).toEqual({
      __typename: 'User',
      id: ids.get('owner@demo.test'),
      displayName: 'Olivia Owens',
      email: 'owner@demo.test',
      organization: { name: 'Demo Motors' },
    });
  });

  it('shows an administrator users of any organization whole, through the admin operations and records', async () => {
    const user = `id displayName email organization { name } groups { name } permissions { name }`;
    const answer = await as<{
      adminUser: unknown;
      adminUsers: { email: string }[];
      auditLog: { edges: { node: { actor: unknown } }[] };
    }>(
      ADMIN,
      `query ($u: ID!, $o: ID!) {
        adminUser(id: $u) { ${user} }
        adminUsers(organizationId: $o) { email }
        auditLog(filter: { organizationId: $o }, first: 1) { edges { node { actor { ... on User { ${user} } } } } }
      }`,
      { u: ids.get(RIVAL_OWNER_EMAIL), o: rivalId },
    );
    expect(answer.errors).toBeUndefined();
    const rivalOwner = {
      id: ids.get(RIVAL_OWNER_EMAIL),
      displayName: 'Rita Rival',
      email: RIVAL_OWNER_EMAIL,
      organization: { name: 'Rival Autos' },
      groups: [{ name: 'Mixed' }],
      permissions: [],
    };
    expect(answer.data!.adminUser).toEqual(rivalOwner);
    expect(answer.data!.adminUsers.map((row) => row.email)).toEqual([RIVAL_OWNER_EMAIL, RIVAL_ADMIN_EMAIL]);
    expect(answer.data!.auditLog.edges[0]!.node.actor).toEqual(rivalOwner);
  });

  it('refuses the organization, groups and permissions of a user to an anonymous request (acceptInvitation)', async () => {
    const token = await adminInvite(ADMIN, rivalId, 'late.joiner@rival.test');
    const answer = await as(
      'anonymous',
      'mutation ($i: AcceptInvitationInput!) { acceptInvitation(input: $i) { email organization { settings } } }',
      {
        i: { token, firstName: 'Lee', lastName: 'Late', password: DEMO_PASSWORD },
      },
    );
    expect(answer.status).toBe(200);
    expect(errorCode(answer)).toBe('NOT_FOUND');
    expect(answer.data).toBeNull();
  });
});

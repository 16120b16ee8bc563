import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/password';
import { groups, invitations, organizations, userPermissions, users, vehicles } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { withCheckDigit } from '../../../src/shared/inventory/vin';
import { changedRows, createAttackLog, rowCounts, totalChanged } from '../support/attack-log';
import { cookieHeaders, demoSessions } from '../support/auth';
import { errorCode, graphql, type GraphQLResponse } from '../support/clients';
import { createRivalOrganization } from '../support/organizations';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let rival: Awaited<ReturnType<typeof createRivalOrganization>>;
let demoOrganizationId: string;
const session = demoSessions(() => server.baseUrl);
const log = createAttackLog('privileges');
const ids = new Map<string, string>();
const tokens = { read: '', write: '' };

const db = () => server.database.db;
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const userRow = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];
const sectionsOf = async (userId: string) =>
  (await db().select().from(userPermissions).where(eq(userPermissions.userId, userId)))
    .map((row) => row.section)
    .sort();

async function as<T = Record<string, unknown>>(
  who: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResponse<T>> {
  const headers = who.startsWith('lw_') ? bearer(who) : cookieHeaders(await session(who));
  return graphql<T>(server.baseUrl, query, variables, headers);
}

/** Runs an attack that must be refused with `code`, and shows that it stored nothing anywhere. */
async function refused(attack: string, code: string, run: () => Promise<GraphQLResponse>, status = 200) {
  const before = await rowCounts(db());
  const answer = await run();
  const stored = changedRows(before, await rowCounts(db()));
  log.record(attack, { status: answer.status, code: errorCode(answer), stored: totalChanged(stored) });
  expect(errorCode(answer), `${attack}: ${JSON.stringify(answer.errors)}`).toBe(code);
  expect(answer.status).toBe(status);
  expect(stored).toEqual({});
  return answer;
}

async function createToken(email: string, scopes: string[]): Promise<string> {
  const created = await as<{ createApiToken: { secret: string } }>(
    email,
    'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
    {
      input: { name: `${email} ${scopes.join('+')}`, scopes },
    },
  );
  expect(created.errors).toBeUndefined();
  return created.data!.createApiToken.secret;
}

beforeAll(async () => {
  server = await startTestServer();
  rival = await createRivalOrganization(db());
  demoOrganizationId = (await userRow('owner@demo.test'))!.organizationId;
  // An EDITOR who manages the team and holds a few sections, to show what a manager may not give.
  const [manager] = await db()
    .insert(users)
    .values({
      organizationId: demoOrganizationId,
      email: 'manager@demo.test',
      firstName: 'Mia',
      lastName: 'Manager',
      role: 'EDITOR',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db()
    .insert(userPermissions)
    .values(['dashboard', 'inventory', 'user_settings'].map((section) => ({ userId: manager!.id, section })));
  for (const row of await db().select({ id: users.id, email: users.email }).from(users)) ids.set(row.email, row.id);
  tokens.read = await createToken('owner@demo.test', ['read']);
  tokens.write = await createToken('owner@demo.test', ['read', 'write']);
});
afterEach(() => log.flush());
afterAll(() => server.close());

const SET_TYPE = 'mutation ($u: ID!, $t: UserType!) { updateUserType(userId: $u, type: $t) { id type } }';
const SET_ROLE = 'mutation ($u: ID!, $r: Role!) { updateUserRole(userId: $u, role: $r) { id role } }';
const SET_SECTIONS = 'mutation ($u: ID!, $s: [String!]!) { setUserPermissions(userId: $u, sections: $s) { id } }';
const DEACTIVATE = 'mutation ($u: ID!) { deactivateUser(userId: $u) { id } }';
const INVITE =
  'mutation ($input: InviteUserInput!) { inviteUser(input: $input) { emailed signUpUrl invitation { email role type } } }';
const ADMIN_INVITE =
  'mutation ($o: ID!, $input: InviteUserInput!) { adminInviteUser(organizationId: $o, input: $input) { invitation { email type } } }';

describe('only an administrator grants or changes the administrator type', () => {
  it('an OWNER cannot make themself an administrator, so cannot reach another organization', async () => {
    const before = await userRow('owner@demo.test');
    await refused('OWNER: updateUserType(self, admin)', 'FORBIDDEN', () =>
      as('owner@demo.test', SET_TYPE, { u: ids.get('owner@demo.test'), t: 'admin' }),
    );
    expect(await userRow('owner@demo.test')).toEqual(before);
    await refused('OWNER: adminOrganizations', 'FORBIDDEN', () =>
      as('owner@demo.test', '{ adminOrganizations { id } }'),
    );
    await refused('OWNER: adminInviteUser into Rival as OWNER', 'FORBIDDEN', () =>
      as('owner@demo.test', ADMIN_INVITE, {
        o: rival.organization.id,
        input: { email: 'mole@demo.test', role: 'OWNER' },
      }),
    );
  });

  it('an OWNER cannot invite an administrator, nor make another member one', async () => {
    const answer = await refused('OWNER: inviteUser type admin', 'FORBIDDEN', () =>
      as('owner@demo.test', INVITE, { input: { email: 'mole@demo.test', role: 'VIEWER', type: 'admin' } }),
    );
    expect(answer.errors?.[0]?.message).toBe(
      'Not allowed: only a Lotwise administrator can make someone an administrator.',
    );
    const before = await userRow('editor@demo.test');
    await refused('OWNER: updateUserType(editor, admin)', 'FORBIDDEN', () =>
      as('owner@demo.test', SET_TYPE, { u: ids.get('editor@demo.test'), t: 'admin' }),
    );
    expect(await userRow('editor@demo.test')).toEqual(before);
  });

  it('an OWNER changes nothing about an administrator: role, type, sections, activity, groups', async () => {
    const admin = ids.get('admin@demo.test')!;
    const before = { row: await userRow('admin@demo.test'), sections: await sectionsOf(admin) };
    const [group] = await db()
      .insert(groups)
      .values({ organizationId: demoOrganizationId, name: 'Admins watch' })
      .returning();
    const attacks: [string, string, Record<string, unknown>][] = [
      ['updateUserRole(admin, VIEWER)', SET_ROLE, { u: admin, r: 'VIEWER' }],
      ['updateUserType(admin, user)', SET_TYPE, { u: admin, t: 'user' }],
      ['setUserPermissions(admin, [])', SET_SECTIONS, { u: admin, s: [] }],
      ['deactivateUser(admin)', DEACTIVATE, { u: admin }],
      [
        'addGroupMember(admin)',
        'mutation ($g: ID!, $u: ID!) { addGroupMember(groupId: $g, userId: $u) { id } }',
        { g: group!.id, u: admin },
      ],
    ];
    for (const [attack, query, variables] of attacks) {
      const answer = await refused(`OWNER: ${attack}`, 'FORBIDDEN', () => as('owner@demo.test', query, variables));
      expect(answer.errors?.[0]?.message).toBe(
        'Not allowed: only a Lotwise administrator can change an administrator.',
      );
    }
    expect({ row: await userRow('admin@demo.test'), sections: await sectionsOf(admin) }).toEqual(before);
  });

  it('an administrator may invite and make administrators', async () => {
    const invited = await as<{ adminInviteUser: { invitation: { email: string; type: string } } }>(
      'admin@demo.test',
      ADMIN_INVITE,
      {
        o: rival.organization.id,
        input: { email: 'support@rival.test', role: 'VIEWER', type: 'admin' },
      },
    );
    expect(invited.data?.adminInviteUser.invitation).toEqual({ email: 'support@rival.test', type: 'admin' });
    const made = await as<{ updateUserType: { type: string } }>('admin@demo.test', SET_TYPE, {
      u: ids.get('viewer@demo.test'),
      t: 'admin',
    });
    expect(made.data?.updateUserType.type).toBe('admin');
    const undone = await as<{ updateUserType: { type: string } }>('admin@demo.test', SET_TYPE, {
      u: ids.get('viewer@demo.test'),
      t: 'user',
    });
    expect(undone.data?.updateUserType.type).toBe('user');
  });
});

describe('nobody grants more than they hold', () => {
  it('a manager who is an EDITOR gives no OWNER role, changes no OWNER and grants only sections they hold', async () => {
    const viewer = ids.get('viewer@demo.test')!;
    const before = {
      owner: await userRow('owner@demo.test'),
      viewer: await userRow('viewer@demo.test'),
      sections: await sectionsOf(viewer),
    };
    await refused('EDITOR manager: updateUserRole(viewer, OWNER)', 'FORBIDDEN', () =>
      as('manager@demo.test', SET_ROLE, { u: viewer, r: 'OWNER' }),
    );
    await refused('EDITOR manager: updateUserRole(self, OWNER)', 'FORBIDDEN', () =>
      as('manager@demo.test', SET_ROLE, { u: ids.get('manager@demo.test'), r: 'OWNER' }),
    );
    await refused('EDITOR manager: updateUserRole(owner, VIEWER)', 'FORBIDDEN', () =>
      as('manager@demo.test', SET_ROLE, { u: ids.get('owner@demo.test'), r: 'VIEWER' }),
    );
    await refused('EDITOR manager: deactivateUser(owner)', 'FORBIDDEN', () =>
      as('manager@demo.test', DEACTIVATE, { u: ids.get('owner@demo.test') }),
    );
    await refused('EDITOR manager: inviteUser as OWNER', 'FORBIDDEN', () =>
      as('manager@demo.test', INVITE, { input: { email: 'boss@demo.test', role: 'OWNER' } }),
    );
    const sections = await refused('EDITOR manager: grants billing_settings', 'FORBIDDEN', () =>
      as('manager@demo.test', SET_SECTIONS, { u: viewer, s: [...before.sections, 'billing_settings'] }),
    );
    expect(sections.errors?.[0]?.message).toBe(
      'Not allowed: you can only grant sections you hold yourself, not Billing.',
    );
    await refused('EDITOR manager: grants self settings', 'FORBIDDEN', () =>
      as('manager@demo.test', SET_SECTIONS, {
        u: ids.get('manager@demo.test'),
        s: ['dashboard', 'inventory', 'user_settings', 'settings'],
      }),
    );
    expect({
      owner: await userRow('owner@demo.test'),
      viewer: await userRow('viewer@demo.test'),
      sections: await sectionsOf(viewer),
    }).toEqual(before);
  });

  it('a manager who is an EDITOR still gives roles up to EDITOR and sections they hold, and keeps others the member had', async () => {
    const user = ids.get('user@demo.test')!;
    const kept = await sectionsOf(user);
    expect(kept).toContain('recon');
    const granted = await as('manager@demo.test', SET_SECTIONS, { u: user, s: [...kept, 'inventory'] });
    expect(granted.errors).toBeUndefined();
    const promoted = await as<{ updateUserRole: { role: string } }>('manager@demo.test', SET_ROLE, {
      u: user,
      r: 'EDITOR',
    });
    expect(promoted.data?.updateUserRole.role).toBe('EDITOR');
    const back = await as<{ updateUserRole: { role: string } }>('manager@demo.test', SET_ROLE, { u: user, r: 'USER' });
    expect(back.data?.updateUserRole.role).toBe('USER');
  });
});

describe('an API token never manages people, tokens or the platform, whatever its scope', () => {
  const attacks: [string, string, () => Record<string, unknown>][] = [
    ['updateUserRole(creator, OWNER)', SET_ROLE, () => ({ u: ids.get('editor@demo.test'), r: 'OWNER' })],
    ['updateUserType(creator, admin)', SET_TYPE, () => ({ u: ids.get('owner@demo.test'), t: 'admin' })],
    ['setUserPermissions', SET_SECTIONS, () => ({ u: ids.get('viewer@demo.test'), s: ['settings'] })],
    ['deactivateUser', DEACTIVATE, () => ({ u: ids.get('viewer@demo.test') })],
    ['inviteUser', INVITE, () => ({ input: { email: 'bot-invite@demo.test', role: 'VIEWER' } })],
    [
      'inviteUser type admin',
      INVITE,
      () => ({ input: { email: 'bot-admin@demo.test', role: 'VIEWER', type: 'admin' } }),
    ],
    [
      'adminInviteUser',
      ADMIN_INVITE,
      () => ({ o: rival.organization.id, input: { email: 'bot@rival.test', role: 'OWNER' } }),
    ],
    ['createGroup', 'mutation { createGroup(name: "Bots") { id } }', () => ({})],
    [
      'createApiToken',
      'mutation { createApiToken(input: { name: "child", scopes: [read, write] }) { secret } }',
      () => ({}),
    ],
    ['adminCreateOrganization', 'mutation { adminCreateOrganization(name: "Bot Motors") { id } }', () => ({})],
  ];

  it('a write token is refused with FORBIDDEN naming why, storing nothing', async () => {
    const before = await db().select().from(users).where(eq(users.organizationId, demoOrganizationId));
    for (const [attack, query, variables] of attacks) {
      const answer = await refused(`write token: ${attack}`, 'FORBIDDEN', () => as(tokens.write, query, variables()));
      expect(answer.errors?.[0]?.message).toMatch(/^Not allowed: an API token never manages people/);
    }
    expect(await db().select().from(users).where(eq(users.organizationId, demoOrganizationId))).toEqual(before);
  });

  it('a read token runs no mutation at all (403)', async () => {
    for (const [attack, query, variables] of attacks) {
      await refused(`read token: ${attack}`, 'FORBIDDEN', () => as(tokens.read, query, variables()), 403);
    }
  });

  it('a token reads the team but not the platform', async () => {
    const team = await as<{ teamMembers: { totalCount: number } }>(tokens.read, '{ teamMembers { totalCount } }');
    expect(team.errors).toBeUndefined();
    await refused('read token: adminUsers', 'FORBIDDEN', () =>
      as(tokens.read, 'query ($o: ID!) { adminUsers(organizationId: $o) { id } }', { o: demoOrganizationId }),
    );
    await refused('read token: apiTokens', 'FORBIDDEN', () => as(tokens.read, '{ apiTokens { id } }'));
  });
});

describe('invitations do not tell which addresses have a Lotwise account', () => {
  it('an address of another organization gets the same answer as a new one; the clash surfaces to the invitee, storing nothing', async () => {
    const shape = (
      response: GraphQLResponse<{
        inviteUser: { emailed: boolean; invitation: { email: string; role: string; type: string } };
      }>,
    ) => ({
      errors: response.errors,
      emailed: response.data?.inviteUser.emailed,
      invitation: response.data?.inviteUser.invitation,
    });
    const fresh = await as<{
      inviteUser: { emailed: boolean; signUpUrl: string; invitation: { email: string; role: string; type: string } };
    }>('owner@demo.test', INVITE, { input: { email: 'nobody-yet@demo.test', role: 'VIEWER' } });
    const elsewhere = await as<{
      inviteUser: { emailed: boolean; signUpUrl: string; invitation: { email: string; role: string; type: string } };
    }>('owner@demo.test', INVITE, { input: { email: 'owner@rival.test', role: 'VIEWER' } });
    expect(shape(fresh)).toEqual({
      errors: undefined,
      emailed: false,
      invitation: { email: 'nobody-yet@demo.test', role: 'VIEWER', type: 'user' },
    });
    expect(shape(elsewhere)).toEqual({
      errors: undefined,
      emailed: false,
      invitation: { email: 'owner@rival.test', role: 'VIEWER', type: 'user' },
    });

    const member = await refused('invite a member of the own organization', 'CONFLICT', () =>
      as('owner@demo.test', INVITE, { input: { email: 'Editor@Demo.test', role: 'VIEWER' } }),
    );
    expect(member.errors?.[0]?.message).toBe('editor@demo.test is already a member of this organization.');

    const token = new URL(elsewhere.data!.inviteUser.signUpUrl).searchParams.get('token')!;
    const [invitationBefore] = await db().select().from(invitations).where(eq(invitations.email, 'owner@rival.test'));
    const rivalOwnerBefore = await userRow('owner@rival.test');
    const accept = await refused('accept an invitation for an address with an account', 'CONFLICT', () =>
      graphql(server.baseUrl, 'mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { id } }', {
        input: { token, firstName: 'Rita', lastName: 'Twice', password: 'a-long-enough-password' },
      }),
    );
    expect(accept.errors?.[0]?.message).toContain('owner@rival.test already has a Lotwise account');
    expect((await db().select().from(invitations).where(eq(invitations.email, 'owner@rival.test')))[0]).toEqual(
      invitationBefore,
    );
    expect(await userRow('owner@rival.test')).toEqual(rivalOwnerBefore);
  });
});

describe('vehicle cost follows the capability of whoever asks', () => {
  let vehicleId: string;
  const VEHICLES =
    'query ($o: VehicleOrder) { vehicles(first: 100, orderBy: $o, filter: { search: "COST1" }) { edges { node { id costCents potentialGrossCents costWithheld } } } }';
  type Vehicles = {
    vehicles: {
      edges: {
        node: { id: string; costCents: number | null; potentialGrossCents: number | null; costWithheld: boolean };
      }[];
    };
  };
  const UPDATE = 'mutation ($input: UpdateVehicleInput!) { updateVehicle(input: $input) { id costCents } }';
  const stored = async () => (await db().select().from(vehicles).where(eq(vehicles.id, vehicleId)))[0];

  beforeAll(async () => {
    const [vehicle] = await db()
      .insert(vehicles)
      .values({
        organizationId: demoOrganizationId,
        vin: withCheckDigit('1FTFW1E50NFA00077'),
        stockNumber: 'COST1',
        year: 2022,
        make: 'Ford',
        model: 'F-150',
        mileage: 1,
        acquiredDate: '2024-01-02',
        costCents: 3_000_000,
        listPriceCents: 3_500_000,
        status: 'frontline',
      })
      .returning();
    vehicleId = vehicle!.id;
    await db()
      .update(organizations)
      .set({ settings: { hide_vehicle_cost: true } })
      .where(eq(organizations.id, demoOrganizationId));
    server.app.viewers.clear();
  });

  it('tokens of an OWNER read no cost and cannot sort by it; the OWNER does', async () => {
    for (const [who, secret] of [
      ['read token', tokens.read],
      ['write token', tokens.write],
    ] as const) {
      const listed = await as<Vehicles>(secret, VEHICLES);
      expect(listed.errors).toBeUndefined();
      expect(listed.data!.vehicles.edges.find((edge) => edge.node.id === vehicleId)?.node).toEqual({
        id: vehicleId,
        costCents: null,
        potentialGrossCents: null,
        costWithheld: true,
      });
      await refused(`${who}: sort by cost`, 'FORBIDDEN', () =>
        as(secret, VEHICLES, { o: { field: 'COST', direction: 'DESC' } }),
      );
    }
    const owner = await as<Vehicles>('owner@demo.test', VEHICLES, { o: { field: 'COST', direction: 'DESC' } });
    expect(owner.data!.vehicles.edges.find((edge) => edge.node.id === vehicleId)?.node).toEqual({
      id: vehicleId,
      costCents: 3_000_000,
      potentialGrossCents: 500_000,
      costWithheld: false,
    });
  });

  it('neither a write token nor an EDITOR sets or erases cost (null included)', async () => {
    const before = await stored();
    for (const [who, actor] of [
      ['write token', tokens.write],
      ['EDITOR', 'editor@demo.test'],
    ] as const) {
      for (const costCents of [5, null]) {
        await refused(`${who}: updateVehicle costCents ${costCents}`, 'FORBIDDEN', () =>
          as(actor, UPDATE, { input: { id: vehicleId, costCents } }),
        );
      }
    }
    expect(await stored()).toEqual(before);
    const notes = await as(tokens.write, UPDATE, { input: { id: vehicleId, notes: 'Detailed' } });
    expect(notes.errors).toBeUndefined();
    expect({ ...(await stored()), notes: before!.notes, updatedAt: before!.updatedAt }).toEqual(before);
  });
});

describe('a token follows its creator’s current role', () => {
  const EMAIL = 'founder@demo.test';
  let secret: string;
  const TEAM = '{ teamMembers { totalCount } }';
  const SETTING =
    'mutation { updateOrganizationSetting(input: { key: "recon_approval_required", value: false }) { id } }';
  const setRole = (role: string) => as('owner@demo.test', SET_ROLE, { u: ids.get(EMAIL), r: role });

  beforeAll(async () => {
    const [founder] = await db()
      .insert(users)
      .values({
        organizationId: demoOrganizationId,
        email: EMAIL,
        firstName: 'Fay',
        lastName: 'Founder',
        role: 'OWNER',
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .returning();
    ids.set(EMAIL, founder!.id);
    await db().insert(userPermissions).values({ userId: founder!.id, section: 'dashboard' });
    secret = await createToken(EMAIL, ['read', 'write']);
  });

  it('keeps every section while its creator is an OWNER, and cannot re-promote its creator', async () => {
    expect((await as(secret, TEAM)).errors).toBeUndefined();
    expect((await as(secret, SETTING)).errors).toBeUndefined();
    expect((await setRole('EDITOR')).errors).toBeUndefined();
    await refused('write token of a demoted creator: teamMembers', 'FORBIDDEN', () => as(secret, TEAM));
    await refused('write token of a demoted creator: updateOrganizationSetting', 'FORBIDDEN', () =>
      as(secret, SETTING),
    );
    const before = await userRow(EMAIL);
    await refused('write token: re-promote its creator', 'FORBIDDEN', () =>
      as(secret, SET_ROLE, { u: ids.get(EMAIL), r: 'OWNER' }),
    );
    expect(await userRow(EMAIL)).toEqual(before);
  });

  it('narrows to VIEWER with its creator, and stops (401, saying why) when the creator is a USER or deactivated', async () => {
    await db()
      .insert(userPermissions)
      .values({ userId: ids.get(EMAIL)!, section: 'inventory' });
    server.app.viewers.clear();
    const vehicleIds = await as<{ vehicles: { edges: { node: { id: string } }[] } }>(
      secret,
      '{ vehicles(first: 1) { edges { node { id } } } }',
    );
    const id = vehicleIds.data!.vehicles.edges[0]!.node.id;
    expect((await setRole('VIEWER')).errors).toBeUndefined();
    expect((await as(secret, '{ vehicles(first: 1) { totalCount } }')).errors).toBeUndefined();
    await refused('write token of a VIEWER: updateVehicle', 'FORBIDDEN', () =>
      as(secret, 'mutation ($id: ID!) { updateVehicle(input: { id: $id, notes: "x" }) { id } }', { id }),
    );

    expect((await setRole('USER')).errors).toBeUndefined();
    const user = await refused(
      'token of a USER: organization',
      'UNAUTHENTICATED',
      () => as(secret, '{ organization { name } }'),
      401,
    );
    expect(user.errors?.[0]?.message).toBe(
      "This API token no longer works: the role of the person who created it (USER) no longer reads the organization's data. An OWNER can create a new token.",
    );

    expect((await setRole('OWNER')).errors).toBeUndefined();
    expect((await as(secret, TEAM)).errors).toBeUndefined();
    expect((await as('owner@demo.test', DEACTIVATE, { u: ids.get(EMAIL) })).errors).toBeUndefined();
    const gone = await refused(
      'token of a deactivated creator: organization',
      'UNAUTHENTICATED',
      () => as(secret, '{ organization { name } }'),
      401,
    );
    expect(gone.errors?.[0]?.message).toBe(
      'This API token no longer works: the person who created it no longer has an active Lotwise account. An OWNER can create a new token.',
    );
  });
});

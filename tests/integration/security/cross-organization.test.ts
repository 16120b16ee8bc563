import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '../../../server/db/schema';
import {
  attempt,
  bearer,
  codeOf,
  database,
  demoSnapshot,
  dig,
  gql,
  ids,
  main,
  request,
  secrets,
  session,
  useSecuritySuite,
} from './support';

useSecuritySuite();

describe('another organization reaches nothing of Demo Motors by id', () => {
  type Case = {
    attack: string;
    query: string;
    variables: () => Record<string, unknown>;
    expect: 'NOT_FOUND' | 'FORBIDDEN' | ((data: Record<string, unknown>) => void);
  };
  const cases: Case[] = [
    {
      attack: 'read vehicle(id) of Demo',
      query: 'query ($id: ID!) { vehicle(id: $id) { id vin costCents } }',
      variables: () => ({ id: ids.demoVehicle }),
      expect: 'NOT_FOUND',
    },
    {
      // (Rival may hold the same VIN itself: the import below puts one in its own inventory.)
      attack: 'search vehicles for a Demo VIN',
      query: 'query ($s: String) { vehicles(filter: { search: $s }) { totalCount edges { node { id } } } }',
      variables: () => ({ s: ids.demoVin }),
      expect: (data) =>
        expect((dig(data, 'vehicles.edges') as { node: { id: string } }[]).map((edge) => edge.node.id)).not.toContain(
          ids.demoVehicle,
        ),
    },
    {
      attack: 'look up a Demo VIN with the VIN filter',
      query: 'query ($v: String!) { vehicles(filter: { vins: [$v] }) { edges { node { id } } } }',
      variables: () => ({ v: ids.demoVin }),
      expect: (data) =>
        expect((dig(data, 'vehicles.edges') as { node: { id: string } }[]).map((edge) => edge.node.id)).not.toContain(
          ids.demoVehicle,
        ),
    },
    {
      attack: 'list a Demo vehicle by id with the id filter',
      query: 'query ($id: ID!) { vehicles(filter: { ids: [$id] }) { totalCount } }',
      variables: () => ({ id: ids.demoVehicle }),
      expect: (data) => expect(data).toEqual({ vehicles: { totalCount: 0 } }),
    },
    {
      attack: 'list groups (Demo group ids absent)',
      query: '{ groups { id } }',
      variables: () => ({}),
      expect: (data) => expect((data.groups as { id: string }[]).map((group) => group.id)).not.toContain(ids.demoGroup),
    },
    {
      attack: 'list teamMembers (Demo users absent)',
      query: '{ teamMembers(first: 100) { edges { node { id } } } }',
      variables: () => ({}),
      expect: (data) => {
        const found = (dig(data, 'teamMembers.edges') as { node: { id: string } }[]).map((edge) => edge.node.id);
        for (const id of ids.demoUsers.values()) expect(found).not.toContain(id);
      },
    },
    {
      attack: 'list territories (Demo territory absent)',
      query: '{ territories { id } }',
      variables: () => ({}),
      expect: (data) =>
        expect((data.territories as { id: string }[]).map((territory) => territory.id)).not.toContain(
          ids.demoTerritory,
        ),
    },
    {
      attack: 'list invitations (Demo invitation absent)',
      query: '{ invitations { id } }',
      variables: () => ({}),
      expect: (data) =>
        expect((data.invitations as { id: string }[]).map((invitation) => invitation.id)).not.toContain(
          ids.demoInvitation,
        ),
    },
    {
      attack: 'read adminUser(id) of a Demo user',
      query: 'query ($id: ID!) { adminUser(id: $id) { email } }',
      variables: () => ({ id: ids.demoUsers.get('owner@demo.test') }),
      expect: 'FORBIDDEN',
    },
    {
      attack: 'read analyticsEvents of Demo',
      query: 'query ($o: ID) { analyticsEvents(filter: { organizationId: $o }) { edges { cursor } } }',
      variables: () => ({ o: ids.demoOrganization }),
      expect: 'FORBIDDEN',
    },
    {
      attack: 'updateVehicle on a Demo vehicle',
      query: 'mutation ($id: ID!) { updateVehicle(input: { id: $id, notes: "pwned", make: "Pwned" }) { id } }',
      variables: () => ({ id: ids.demoVehicle }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'changeVehiclePrice on a Demo vehicle',
      query: 'mutation ($id: ID!) { changeVehiclePrice(input: { id: $id, listPriceCents: 100 }) { id } }',
      variables: () => ({ id: ids.demoVehicle }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'changeVehicleStatuses on a Demo vehicle',
      query: 'mutation ($id: ID!) { changeVehicleStatuses(input: { ids: [$id], status: sold }) { changed } }',
      variables: () => ({ id: ids.demoVehicle }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'changeVehicleStatus on a Demo vehicle',
      query: 'mutation ($id: ID!) { changeVehicleStatus(input: { id: $id, status: sold }) { id } }',
      variables: () => ({ id: ids.demoVehicle }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'importVehicles with a Demo VIN (lands in its own organization, if anywhere)',
      query:
        'mutation ($vin: String, $notes: String) { importVehicles(input: { rows: [{ line: 2, vin: $vin, stockNumber: "XORG1", model: "Pwned", mileage: "1", acquiredDate: "2024-01-02", notes: $notes }] }) { created updated rejected { reason } } }',
      // Other notes each time, so the row is written each time.
      variables: () => ({ vin: ids.demoVin, notes: `pwned ${randomUUID()}` }),
      // The row lands in Rival's own inventory (created the first time, updated after); Demo's snapshot below stays the same.
      expect: (data) => {
        const { created, updated, rejected } = dig(data, 'importVehicles') as {
          created: number;
          updated: number;
          rejected: unknown[];
        };
        expect([created + updated, rejected]).toEqual([1, []]);
      },
    },
    {
      attack: 'renameGroup on a Demo group',
      query: 'mutation ($id: ID!) { renameGroup(id: $id, name: "Pwned") { id } }',
      variables: () => ({ id: ids.demoGroup }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'deleteGroup on a Demo group',
      query: 'mutation ($id: ID!) { deleteGroup(id: $id) }',
      variables: () => ({ id: ids.demoGroup }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'addGroupMember: itself into a Demo group',
      query: 'mutation ($g: ID!, $u: ID!) { addGroupMember(groupId: $g, userId: $u) { id } }',
      variables: () => ({ g: ids.demoGroup, u: ids.rivalOwner }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'addGroupMember: a Demo user into its own group',
      query: 'mutation ($g: ID!, $u: ID!) { addGroupMember(groupId: $g, userId: $u) { id } }',
      variables: () => ({ g: ids.rivalGroup, u: ids.demoUsers.get('editor@demo.test') }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'removeGroupMember from a Demo group',
      query: 'mutation ($g: ID!, $u: ID!) { removeGroupMember(groupId: $g, userId: $u) { id } }',
      variables: () => ({ g: ids.demoGroup, u: ids.demoUsers.get('editor@demo.test') }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'updateUserRole of a Demo user',
      query: 'mutation ($u: ID!) { updateUserRole(userId: $u, role: VIEWER) { id } }',
      variables: () => ({ u: ids.demoUsers.get('owner@demo.test') }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'updateUserType of a Demo user',
      query: 'mutation ($u: ID!) { updateUserType(userId: $u, type: agent) { id } }',
      variables: () => ({ u: ids.demoUsers.get('editor@demo.test') }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'setUserPermissions of a Demo user',
      query: 'mutation ($u: ID!) { setUserPermissions(userId: $u, sections: []) { id } }',
      variables: () => ({ u: ids.demoUsers.get('viewer@demo.test') }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'deactivateUser of a Demo user',
      query: 'mutation ($u: ID!) { deactivateUser(userId: $u) { id } }',
      variables: () => ({ u: ids.demoUsers.get('owner@demo.test') }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'revokeInvitation of Demo',
      query: 'mutation ($id: ID!) { revokeInvitation(id: $id) { id } }',
      variables: () => ({ id: ids.demoInvitation }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'updateTerritory of Demo',
      query:
        'mutation ($id: ID!) { updateTerritory(id: $id, input: { name: "Pwned", postalCodes: ["99999"] }) { id } }',
      variables: () => ({ id: ids.demoTerritory }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'deleteTerritory of Demo',
      query: 'mutation ($id: ID!) { deleteTerritory(id: $id) }',
      variables: () => ({ id: ids.demoTerritory }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'createTerritory with a Demo agent',
      query:
        'mutation ($a: ID) { createTerritory(input: { name: "Poached", postalCodes: ["10001"], agentUserId: $a }) { id } }',
      variables: () => ({ a: ids.demoUsers.get('agent@demo.test') }),
      expect: 'NOT_FOUND',
    },
  ];
  const ownerOnly: Case[] = [
    {
      attack: 'revokeApiToken of Demo',
      query: 'mutation ($id: ID!) { revokeApiToken(id: $id) { id } }',
      variables: () => ({ id: ids.demoApiToken }),
      expect: 'NOT_FOUND',
    },
    {
      attack: 'auditLog filtered to the Demo organization',
      query: 'query ($o: ID) { auditLog(filter: { organizationId: $o }) { edges { node { organizationId } } } }',
      variables: () => ({ o: ids.demoOrganization }),
      expect: (data) =>
        expect(
          (dig(data, 'auditLog.edges') as { node: { organizationId: string } }[]).map(
            (edge) => edge.node.organizationId,
          ),
        ).not.toContain(ids.demoOrganization),
    },
    {
      attack: 'list apiTokens (Demo token absent)',
      query: '{ apiTokens { id } }',
      variables: () => ({}),
      expect: (data) =>
        expect((data.apiTokens as { id: string }[]).map((token) => token.id)).not.toContain(ids.demoApiToken),
    },
  ];

  async function run(actor: string, headers: () => Promise<Record<string, string>>, list: Case[]) {
    const before = await demoSnapshot();
    for (const { attack, query, variables, expect: expected } of list) {
      const { answer } = await attempt(`cross-organization (${actor}): ${attack}`, async () =>
        gql(query, variables(), await headers()),
      );
      // GraphQL answers a refused operation with 200 and the error's code.
      expect(answer.status, answer.body).toBe(200);
      if (typeof expected === 'string') {
        expect(codeOf(answer), `${attack}: ${answer.body}`).toBe(expected);
        for (const value of Object.values(answer.data ?? {})) expect(value).toBeNull();
      } else {
        expect(answer.errors, `${attack}: ${answer.body}`).toBeUndefined();
        expected(answer.data!);
      }
    }
    expect(await demoSnapshot()).toEqual(before);
  }

  // Team mutations are for people only: a token is refused them before any lookup (FORBIDDEN),
  // where a person of another organization finds nothing (NOT_FOUND).
  const PEOPLE_ONLY_MUTATIONS =
    /\b(renameGroup|deleteGroup|addGroupMember|removeGroupMember|updateUserRole|updateUserType|setUserPermissions|deactivateUser|revokeInvitation)\(/;
  const asToken = (list: Case[]): Case[] =>
    list.map((item) => (PEOPLE_ONLY_MUTATIONS.test(item.query) ? { ...item, expect: 'FORBIDDEN' } : item));

  it('with a read-write API token of Rival Autos', async () => {
    await run('Rival token', async () => bearer(secrets.rivalWriteToken), asToken(cases));
  });

  it('with the session of Rival Autos’ owner', async () => {
    await run('Rival owner', () => session('owner@rival.test'), [...cases, ...ownerOnly]);
  });

  it('through tRPC Rival’s owner changes only Rival’s settings; API tokens do not work there', async () => {
    const [demoBefore] = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, ids.demoOrganization));
    const rivalOwner = await session('owner@rival.test');
    const { answer } = await attempt('cross-organization (Rival owner, tRPC): organizations.updateSettings', () =>
      request(`${main.baseUrl}/api/trpc/organizations.updateSettings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...rivalOwner },
        body: JSON.stringify({ json: { setting_key: 'hide_vehicle_cost', setting_value: true } }),
      }),
    );
    expect(answer.status).toBe(200);
    const [rivalAfter] = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, ids.rivalOrganization));
    expect(rivalAfter!.settings).toMatchObject({ hide_vehicle_cost: true });
    const [demoAfter] = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, ids.demoOrganization));
    expect(demoAfter!.settings).toEqual(demoBefore!.settings);
    const tokenOnTrpc = await attempt('API token on tRPC (session-only facade): users.getMe', () =>
      request(`${main.baseUrl}/api/trpc/users.getMe`, { headers: bearer(secrets.rivalWriteToken) }),
    );
    expect(tokenOnTrpc.answer.status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { changedRows, rowCounts, totalChanged } from '../support/attack-log';
import { codeOf, database, dig, gql, log, PAYLOADS, session, tally, useSecuritySuite } from './support';

useSecuritySuite();

const NUL = '\u0000';

describe('SQL and script injection in search, filter and id inputs', () => {
  type Found = { status: number; code?: string; rows: number };
  const safeFindings = (attack: string, findings: Found[]) => {
    log.record(`${attack} × ${findings.length} payloads`, {
      status: tally(findings.map((finding) => `${finding.status} ${finding.code ?? 'OK'}`)),
      stored: 0,
      note: `rows found: ${findings.map((finding) => finding.rows).join('/')}`,
    });
  };

  it('search and filter strings match nothing they should not (and never fail)', async () => {
    const owner = await session('owner@demo.test');
    const admin = await session('admin@demo.test');
    const searches = [...PAYLOADS, '%', '_', '\\', '%%', '*', "'"];
    // Text that reaches a query with a NUL in it is refused (PostgreSQL cannot hold one); inputs
    // only compared in code (`nulRefused: false`) simply match nothing.
    const run = async (
      attack: string,
      headers: Record<string, string>,
      query: string,
      count: (data: Record<string, unknown>) => number,
      variables: (payload: string) => Record<string, unknown>,
      { nulRefused = true } = {},
    ) => {
      const findings: Found[] = [];
      // Every table's rows compared once around all of an attack's payloads (hashing the demo's
      // tables per payload took minutes): any row changed by any of them fails the attack.
      const before = await rowCounts(database.db);
      for (const payload of searches) {
        const answer = await gql(query, variables(payload), headers);
        const rows = answer.data ? count(answer.data) : 0;
        const refused = nulRefused && payload.includes(NUL);
        expect([answer.status, codeOf(answer), rows], `${attack} ${JSON.stringify(payload)}: ${answer.body}`).toEqual([
          200,
          refused ? 'BAD_USER_INPUT' : undefined,
          0,
        ]);
        findings.push({ status: answer.status, code: codeOf(answer), rows });
      }
      expect(totalChanged(changedRows(before, await rowCounts(database.db))), `${attack}: rows changed`).toBe(0);
      safeFindings(attack, findings);
    };
    const edges = (path: string) => (data: Record<string, unknown>) => (dig(data, path) as unknown[]).length;
    await run(
      'search vehicles(filter.search)',
      owner,
      'query ($s: String) { vehicles(filter: { search: $s }) { edges { node { id } } } }',
      edges('vehicles.edges'),
      (s) => ({ s }),
    );
    await run(
      'filter vehicles(filter.make, filter.model)',
      owner,
      'query ($s: String) { vehicles(filter: { make: $s, model: $s }) { edges { node { id } } } }',
      edges('vehicles.edges'),
      (s) => ({ s }),
    );
    await run(
      'filter vehicleAgeBuckets(filter.search)',
      owner,
      'query ($s: String) { vehicleAgeBuckets(filter: { search: $s }) { count } }',
      (data) => (data.vehicleAgeBuckets as { count: number }[]).reduce((sum, bucket) => sum + bucket.count, 0),
      (s) => ({ s }),
    );
    await run(
      'search teamMembers(filter.search)',
      owner,
      'query ($s: String) { teamMembers(filter: { search: $s }) { edges { node { id } } } }',
      edges('teamMembers.edges'),
      (s) => ({ s }),
    );
    await run(
      'filter auditLog(filter.action)',
      owner,
      'query ($s: String) { auditLog(filter: { action: $s }) { edges { node { id } } } }',
      edges('auditLog.edges'),
      (s) => ({ s }),
    );
    await run(
      'search adminOrganizations(search)',
      admin,
      'query ($s: String) { adminOrganizations(search: $s) { id } }',
      (data) => (data.adminOrganizations as unknown[]).length,
      (s) => ({ s }),
    );
    await run(
      'filter analyticsEvents(filter.event)',
      admin,
      'query ($s: String) { analyticsEvents(filter: { event: $s }) { edges { node { id } } } }',
      edges('analyticsEvents.edges'),
      (s) => ({ s }),
    );
    await run(
      'invitationPreview(token)',
      {},
      'query ($s: String!) { invitationPreview(token: $s) { id } }',
      (data) => (data.invitationPreview ? 1 : 0),
      (s) => ({ s }),
      { nulRefused: false },
    );
    await run(
      'decodeVin(vin) (valid answers counted)',
      owner,
      'query ($s: String!) { decodeVin(vin: $s) { valid vin } }',
      (data) => (dig(data, 'decodeVin.valid') ? 1 : 0),
      (s) => ({ s }),
      { nulRefused: false },
    );
  });

  it('ids and cursors that are not ids find nothing: NOT_FOUND, or BAD_USER_INPUT where the input is parsed', async () => {
    const owner = await session('owner@demo.test');
    const admin = await session('admin@demo.test');
    const NOT_FOUND = 'NOT_FOUND';
    const BAD_USER_INPUT = 'BAD_USER_INPUT';
    const idLookups: [string, string, Record<string, string>, string][] = [
      ['vehicle(id)', 'query ($s: ID!) { vehicle(id: $s) { id } }', owner, NOT_FOUND],
      ['adminUser(id)', 'query ($s: ID!) { adminUser(id: $s) { id } }', admin, NOT_FOUND],
      ['adminUsers(organizationId)', 'query ($s: ID!) { adminUsers(organizationId: $s) { id } }', admin, NOT_FOUND],
      [
        'auditLog(filter.organizationId)',
        'query ($s: ID) { auditLog(filter: { organizationId: $s }) { edges { node { id } } } }',
        admin,
        NOT_FOUND,
      ],
      [
        'analyticsEvents(filter.organizationId, filter.userId)',
        'query ($s: ID) { analyticsEvents(filter: { organizationId: $s, userId: $s }) { edges { node { id } } } }',
        admin,
        BAD_USER_INPUT,
      ],
      [
        'vehicles(after) cursor',
        'query ($s: String) { vehicles(after: $s) { edges { node { id } } } }',
        owner,
        BAD_USER_INPUT,
      ],
      [
        'teamMembers(after) cursor',
        'query ($s: String) { teamMembers(after: $s) { edges { node { id } } } }',
        owner,
        BAD_USER_INPUT,
      ],
      [
        'auditLog(after) cursor',
        'query ($s: String) { auditLog(after: $s) { edges { node { id } } } }',
        owner,
        BAD_USER_INPUT,
      ],
      [
        'analyticsEvents(after) cursor',
        'query ($s: String) { analyticsEvents(after: $s) { edges { node { id } } } }',
        admin,
        BAD_USER_INPUT,
      ],
      [
        'updateUserRole(userId)',
        'mutation ($s: ID!) { updateUserRole(userId: $s, role: VIEWER) { id } }',
        owner,
        NOT_FOUND,
      ],
      ['deactivateUser(userId)', 'mutation ($s: ID!) { deactivateUser(userId: $s) { id } }', owner, NOT_FOUND],
      [
        'setUserPermissions(userId)',
        'mutation ($s: ID!) { setUserPermissions(userId: $s, sections: []) { id } }',
        owner,
        NOT_FOUND,
      ],
      ['renameGroup(id)', 'mutation ($s: ID!) { renameGroup(id: $s, name: "x") { id } }', owner, NOT_FOUND],
      ['deleteGroup(id)', 'mutation ($s: ID!) { deleteGroup(id: $s) }', owner, NOT_FOUND],
      [
        'addGroupMember(groupId, userId)',
        'mutation ($s: ID!) { addGroupMember(groupId: $s, userId: $s) { id } }',
        owner,
        NOT_FOUND,
      ],
      ['revokeInvitation(id)', 'mutation ($s: ID!) { revokeInvitation(id: $s) { id } }', owner, NOT_FOUND],
      ['revokeApiToken(id)', 'mutation ($s: ID!) { revokeApiToken(id: $s) { id } }', owner, NOT_FOUND],
      [
        'updateVehicle(id)',
        'mutation ($s: ID!) { updateVehicle(input: { id: $s, notes: "x" }) { id } }',
        owner,
        NOT_FOUND,
      ],
      [
        'changeVehiclePrice(id)',
        'mutation ($s: ID!) { changeVehiclePrice(input: { id: $s, listPriceCents: 1 }) { id } }',
        owner,
        NOT_FOUND,
      ],
      [
        'changeVehicleStatus(id)',
        'mutation ($s: ID!) { changeVehicleStatus(input: { id: $s, status: sold }) { id } }',
        owner,
        NOT_FOUND,
      ],
      [
        'adminRenameOrganization(id)',
        'mutation ($s: ID!) { adminRenameOrganization(id: $s, name: "xx") { id } }',
        admin,
        NOT_FOUND,
      ],
      [
        'adminChangePlan(organizationId)',
        'mutation ($s: ID!) { adminChangePlan(organizationId: $s, plan: starter) { id } }',
        admin,
        NOT_FOUND,
      ],
      [
        'adminInviteUser(organizationId)',
        'mutation ($s: ID!) { adminInviteUser(organizationId: $s, input: { email: "x@y.test", role: VIEWER }) { signUpUrl } }',
        admin,
        NOT_FOUND,
      ],
      [
        'adminSetUserFeatureFlags(userId)',
        'mutation ($s: ID!) { adminSetUserFeatureFlags(userId: $s, featureFlags: []) { id } }',
        admin,
        NOT_FOUND,
      ],
    ];
    for (const [name, query, headers, code] of idLookups) {
      const findings: Found[] = [];
      const before = await rowCounts(database.db);
      for (const payload of PAYLOADS) {
        const answer = await gql(query, { s: payload }, headers);
        const found = answer.data ? (JSON.stringify(answer.data).match(/"id"/g)?.length ?? 0) : 0;
        expect([answer.status, codeOf(answer), found], `${name} ${JSON.stringify(payload)}: ${answer.body}`).toEqual([
          200,
          code,
          0,
        ]);
        findings.push({ status: answer.status, code: codeOf(answer), rows: found });
      }
      expect(totalChanged(changedRows(before, await rowCounts(database.db))), `${name}: rows changed`).toBe(0);
      safeFindings(`id lookup ${name}`, findings);
    }
  });
});

import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiTokens,
  groups,
  invitations,
  organizations,
  reconEvents,
  reconStages,
  repairOrderLines,
  territories,
  users,
  vehiclePriceChanges,
  vehicles,
  vehicleStatusChanges,
} from '../../../server/db/schema';
import { loadWorkflow } from '../../../server/services/recon/workflow';
import { activeStages } from '../../../src/shared/recon/workflow';
import { changedRows, rowCounts, totalChanged } from '../support/attack-log';
import { freshVehicle } from '../support/inventory';
import {
  codeOf,
  CREATE_GROUP,
  CREATE_TOKEN,
  database,
  dig,
  gql,
  ids,
  log,
  must,
  PAYLOADS,
  session,
  tally,
  useSecuritySuite,
} from './support';

useSecuritySuite();

describe('SQL and script injection in every text input', () => {
  /** `stored` says so when the answer refused the text without an error (an import's rejected row). */
  const REFUSED_IN_BAND = Symbol('refused in band');
  type TextInput = {
    attack: string;
    headers: () => Promise<Record<string, string>>;
    query: string;
    variables: (payload: string, index: number) => Promise<Record<string, unknown>> | Record<string, unknown>;
    /** What the product stores for `payload` (trimmed, case-normalised where it documents so). */
    expected: (payload: string) => string;
    /** The stored text, read from the database after a success. */
    stored: (data: Record<string, unknown>, payload: string) => Promise<unknown>;
    /** The payloads refused (BAD_USER_INPUT, or an import's rejected row); all others are stored. Default: those with a NUL. */
    refuses?: (payload: string) => boolean;
  };

  const owner = () => session('owner@demo.test');
  const admin = () => session('admin@demo.test');
  const rivalOwner = () => session('owner@rival.test');
  const same = (payload: string) => payload.trim();
  const hasNul = (payload: string) => payload.includes('\u0000');
  const always = () => true;
  const overLimit = (max: number) => (payload: string) => hasNul(payload) || payload.trim().length > max;
  // src/inventory/vehicle-fields.ts: the longest text each vehicle field holds.
  const VEHICLE_TEXT_LIMITS = {
    make: 40,
    model: 60,
    trim: 60,
    bodyStyle: 40,
    exteriorColor: 40,
    interiorColor: 40,
    lotLocation: 60,
    notes: 2000,
  };
  const rowOf = async <T>(rows: Promise<T[]>) => (await rows)[0];
  const vehicleField =
    (
      field:
        | 'make'
        | 'model'
        | 'trim'
        | 'bodyStyle'
        | 'exteriorColor'
        | 'interiorColor'
        | 'lotLocation'
        | 'notes'
        | 'stockNumber',
    ) =>
    async (data: Record<string, unknown>) => {
      const id = (Object.values(data)[0] as { id: string }).id;
      return (await rowOf(database.db.select().from(vehicles).where(eq(vehicles.id, id))))?.[field];
    };
  /** A fresh draft repair order on a fresh Rival Autos vehicle. */
  const rivalRepairOrder = async () => {
    const owner = await rivalOwner();
    const created = await gql(
      'mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { id } }',
      { input: freshVehicle() },
      owner,
    );
    const order = await gql(
      'mutation ($v: ID!) { createRepairOrder(vehicleId: $v) { id } }',
      { v: dig(created.data, 'createVehicle.id') },
      owner,
    );
    return dig(order.data, 'createRepairOrder.id') as string;
  };
  let vehicleForUpdates = '';
  let groupForRenames = '';
  let territoryForUpdates = '';
  let organizationForRenames = '';
  let importedVin = '';

  const inputs: TextInput[] = [
    {
      attack: 'inviteUser(email)',
      // An address with a space (or a NUL) in it is no address; the others are stored as typed, lower-cased.
      refuses: (payload) => /\s/.test(payload) || hasNul(payload),
      headers: owner,
      query: 'mutation ($e: String!) { inviteUser(input: { email: $e, role: VIEWER }) { invitation { id email } } }',
      variables: (payload) => ({ e: `${payload}@inject.test` }),
      expected: (payload) => `${payload}@inject.test`.trim().toLowerCase(),
      stored: async (data) =>
        (
          await rowOf(
            database.db
              .select()
              .from(invitations)
              .where(eq(invitations.id, dig(data, 'inviteUser.invitation.id') as string)),
          )
        )?.email,
    },
    {
      attack: 'acceptInvitation(firstName, lastName)',
      headers: async () => ({}),
      query:
        'mutation ($t: String!, $n: String!) { acceptInvitation(input: { token: $t, firstName: $n, lastName: $n, password: "a-long-enough-password" }) { id } }',
      variables: async (payload, index) => {
        const invited = await gql(
          'mutation ($o: ID!, $e: String!) { adminInviteUser(organizationId: $o, input: { email: $e, role: VIEWER }) { signUpUrl } }',
          { o: ids.rivalOrganization, e: `joiner-${index}@rival.test` },
          await admin(),
        );
        return {
          t: new URL(dig(must(invited, 'invitation'), 'adminInviteUser.signUpUrl') as string).searchParams.get('token'),
          n: payload,
        };
      },
      expected: same,
      stored: async (data) => {
        const row = await rowOf(
          database.db
            .select()
            .from(users)
            .where(eq(users.id, dig(data, 'acceptInvitation.id') as string)),
        );
        expect(row?.lastName).toBe(row?.firstName);
        return row?.firstName;
      },
    },
    {
      attack: 'createGroup(name)',
      headers: owner,
      query: CREATE_GROUP,
      variables: (payload) => ({ name: payload }),
      expected: same,
      stored: async (data) =>
        (
          await rowOf(
            database.db
              .select()
              .from(groups)
              .where(eq(groups.id, dig(data, 'createGroup.id') as string)),
          )
        )?.name,
    },
    {
      attack: 'renameGroup(name)',
      headers: owner,
      query: 'mutation ($id: ID!, $name: String!) { renameGroup(id: $id, name: $name) { id } }',
      variables: async (payload) => {
        groupForRenames ||= (
          must(await gql(CREATE_GROUP, { name: 'To be renamed' }, await owner()), 'group').createGroup as { id: string }
        ).id;
        return { id: groupForRenames, name: `renamed ${payload}` };
      },
      expected: (payload) => `renamed ${payload}`.trim(),
      stored: async () => (await rowOf(database.db.select().from(groups).where(eq(groups.id, groupForRenames))))?.name,
    },
    {
      attack: 'createTerritory(name)',
      headers: rivalOwner,
      query: 'mutation ($n: String!) { createTerritory(input: { name: $n, postalCodes: ["10001"] }) { id } }',
      variables: (payload) => ({ n: payload }),
      expected: same,
      stored: async (data) =>
        (
          await rowOf(
            database.db
              .select()
              .from(territories)
              .where(eq(territories.id, dig(data, 'createTerritory.id') as string)),
          )
        )?.name,
    },
    {
      // Renames Rival Autos' seventh recon stage each time (its own workflow, untouched by other tests).
      attack: 'updateReconWorkflow(stage name)',
      refuses: overLimit(60),
      headers: rivalOwner,
      query:
        'mutation ($stages: [ReconStageInput!]!) { updateReconWorkflow(input: { stages: $stages }) { stages { id } } }',
      variables: async (payload) => {
        const [rival] = await database.db.select().from(users).where(eq(users.email, 'owner@rival.test'));
        const stages = activeStages(
          (await loadWorkflow({ db: database.db, organizationId: rival!.organizationId })).stages,
        );
        return {
          stages: stages.map(({ id, name, targetMinutes, atRiskPercent, overduePercent, startsRecon }, index) => ({
            id,
            name: index === 6 ? payload : name,
            targetMinutes,
            atRiskPercent,
            overduePercent,
            startsRecon,
          })),
        };
      },
      expected: same,
      stored: async (data) => {
        const id = (dig(data, 'updateReconWorkflow.stages') as { id: string }[])[6]!.id;
        return (await rowOf(database.db.select().from(reconStages).where(eq(reconStages.id, id))))?.name;
      },
    },
    {
      // Each payload moves a fresh Rival Autos vehicle (acquired: in the first stage) on to the inspection.
      attack: 'moveReconVehicle(note)',
      refuses: overLimit(500),
      headers: rivalOwner,
      query:
        'mutation ($v: ID!, $s: ID!, $n: String) { moveReconVehicle(input: { vehicleId: $v, stageId: $s, note: $n }) { vehicle { id } } }',
      variables: async (payload) => {
        const created = await gql(
          'mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { id } }',
          { input: freshVehicle() },
          await rivalOwner(),
        );
        const [rival] = await database.db.select().from(users).where(eq(users.email, 'owner@rival.test'));
        const workflow = await loadWorkflow({ db: database.db, organizationId: rival!.organizationId });
        return { v: dig(created.data, 'createVehicle.id'), s: activeStages(workflow.stages)[1]!.id, n: payload };
      },
      expected: same,
      stored: async (data) => {
        const vehicleId = dig(data, 'moveReconVehicle.vehicle.id') as string;
        const events = await database.db
          .select()
          .from(reconEvents)
          .where(eq(reconEvents.vehicleId, vehicleId))
          .orderBy(desc(reconEvents.sequence));
        return events[0]?.note;
      },
    },
    {
      // Each payload names the operation of a line on a fresh Rival Autos repair order.
      attack: 'addRepairOrderLine(operation)',
      refuses: (payload) => hasNul(payload) || payload.trim().length === 0 || payload.trim().length > 200,
      headers: rivalOwner,
      query:
        'mutation ($o: ID!, $n: String!) { addRepairOrderLine(input: { repairOrderId: $o, line: { operation: $n, laborHours: 1, partsCents: 0, subletCostCents: 0 } }) { id } }',
      variables: async (payload) => ({ o: await rivalRepairOrder(), n: payload }),
      expected: same,
      stored: async (data) => {
        const [line] = await database.db
          .select()
          .from(repairOrderLines)
          .where(eq(repairOrderLines.repairOrderId, dig(data, 'addRepairOrderLine.id') as string));
        return line?.operation;
      },
    },
    {
      // Each payload declines the one line of a fresh Rival Autos order awaiting approval.
      attack: 'decideRepairOrderLines(reason)',
      refuses: (payload) => hasNul(payload) || payload.trim().length === 0 || payload.trim().length > 500,
      headers: rivalOwner,
      query:
        'mutation ($o: ID!, $r: String) { decideRepairOrderLines(input: { repairOrderId: $o, approve: false, reason: $r }) { id } }',
      variables: async (payload) => {
        const order = await rivalRepairOrder();
        const owner = await rivalOwner();
        await gql(
          'mutation ($o: ID!) { addRepairOrderLine(input: { repairOrderId: $o, line: { operation: "Probe", laborHours: 1, partsCents: 0, subletCostCents: 0 } }) { id } }',
          { o: order },
          owner,
        );
        await gql(
          'mutation ($o: ID!) { advanceRepairOrder(input: { repairOrderId: $o, step: submit }) { id } }',
          { o: order },
          owner,
        );
        return { o: order, r: payload };
      },
      expected: same,
      stored: async (data) => {
        const [line] = await database.db
          .select()
          .from(repairOrderLines)
          .where(eq(repairOrderLines.repairOrderId, dig(data, 'decideRepairOrderLines.id') as string));
        return line?.declineReason;
      },
    },
    {
      attack: 'createTerritory(postalCodes)',
      refuses: always,
      headers: rivalOwner,
      query: 'mutation ($n: String!, $p: [String!]!) { createTerritory(input: { name: $n, postalCodes: $p }) { id } }',
      variables: (payload, index) => ({ n: `Postal ${index}`, p: [payload] }),
      expected: (payload) => payload.trim().toUpperCase(),
      stored: async (data) =>
        (
          await rowOf(
            database.db
              .select()
              .from(territories)
              .where(eq(territories.id, dig(data, 'createTerritory.id') as string)),
          )
        )?.postalCodes[0],
    },
    {
      attack: 'updateTerritory(name)',
      headers: rivalOwner,
      query:
        'mutation ($id: ID!, $n: String!) { updateTerritory(id: $id, input: { name: $n, postalCodes: ["10002"] }) { id } }',
      variables: async (payload) => {
        if (!territoryForUpdates) {
          const created = await gql(
            'mutation { createTerritory(input: { name: "To be updated", postalCodes: ["10002"] }) { id } }',
            {},
            await rivalOwner(),
          );
          territoryForUpdates = dig(must(created, 'territory'), 'createTerritory.id') as string;
        }
        return { id: territoryForUpdates, n: `updated ${payload}` };
      },
      expected: (payload) => `updated ${payload}`.trim(),
      stored: async () =>
        (await rowOf(database.db.select().from(territories).where(eq(territories.id, territoryForUpdates))))?.name,
    },
    {
      attack: 'createApiToken(name)',
      headers: owner,
      query: CREATE_TOKEN,
      variables: (payload) => ({ input: { name: payload, scopes: ['read'] } }),
      expected: same,
      stored: async (data) =>
        (
          await rowOf(
            database.db
              .select()
              .from(apiTokens)
              .where(eq(apiTokens.id, dig(data, 'createApiToken.apiToken.id') as string)),
          )
        )?.name,
    },
    {
      attack: 'adminCreateOrganization(name)',
      headers: admin,
      query: 'mutation ($n: String!) { adminCreateOrganization(name: $n) { id } }',
      variables: (payload) => ({ n: payload }),
      expected: same,
      stored: async (data) =>
        (
          await rowOf(
            database.db
              .select()
              .from(organizations)
              .where(eq(organizations.id, dig(data, 'adminCreateOrganization.id') as string)),
          )
        )?.name,
    },
    {
      attack: 'adminRenameOrganization(name)',
      headers: admin,
      query: 'mutation ($id: ID!, $n: String!) { adminRenameOrganization(id: $id, name: $n) { id } }',
      variables: async (payload) => {
        if (!organizationForRenames) {
          const created = await gql(
            'mutation { adminCreateOrganization(name: "Renamable Motors") { id } }',
            {},
            await admin(),
          );
          organizationForRenames = dig(must(created, 'organization'), 'adminCreateOrganization.id') as string;
        }
        return { id: organizationForRenames, n: `renamed ${payload}` };
      },
      expected: (payload) => `renamed ${payload}`.trim(),
      stored: async () =>
        (await rowOf(database.db.select().from(organizations).where(eq(organizations.id, organizationForRenames))))
          ?.name,
    },
    ...(
      [
        [
          'adminSetOrganizationFeatureFlags(featureFlags)',
          'mutation ($id: ID!, $f: [String!]!) { adminSetOrganizationFeatureFlags(organizationId: $id, featureFlags: $f) { id } }',
          () => ids.rivalOrganization,
        ],
        [
          'adminSetUserFeatureFlags(featureFlags)',
          'mutation ($id: ID!, $f: [String!]!) { adminSetUserFeatureFlags(userId: $id, featureFlags: $f) { id } }',
          () => ids.rivalOwner,
        ],
        [
          'adminSetUserProductFeatureFlags(productFeatureFlags)',
          'mutation ($id: ID!, $f: [String!]!) { adminSetUserProductFeatureFlags(userId: $id, productFeatureFlags: $f) { id } }',
          () => ids.rivalOwner,
        ],
      ] as const
    ).map(([attack, query, id]): TextInput => ({
      attack,
      headers: admin,
      query,
      refuses: always,
      variables: (payload) => ({ id: id(), f: [payload] }),
      expected: same,
      stored: async () => 'not a flag: never stored',
    })),
    {
      attack: 'setUserPermissions(sections)',
      refuses: always,
      headers: owner,
      query: 'mutation ($id: ID!, $s: [String!]!) { setUserPermissions(userId: $id, sections: $s) { id } }',
      variables: (payload) => ({ id: ids.demoUsers.get('viewer@demo.test'), s: [payload] }),
      expected: same,
      stored: async () => 'not a section: never stored',
    },
    {
      attack: 'updateOrganizationSetting(key)',
      refuses: always,
      headers: owner,
      query: 'mutation ($k: String!) { updateOrganizationSetting(input: { key: $k, value: true }) { id } }',
      variables: (payload) => ({ k: payload }),
      expected: same,
      stored: async () => 'not a setting: never stored',
    },
    {
      attack: 'updateOrganizationSetting(value) of default_valuation_source',
      refuses: always,
      headers: owner,
      query:
        'mutation ($v: JSON) { updateOrganizationSetting(input: { key: "default_valuation_source", value: $v }) { id } }',
      variables: (payload) => ({ v: payload }),
      expected: same,
      stored: async () => 'not a valuation source: never stored',
    },
    {
      attack: 'updateOrganizationChecklistItem(key)',
      refuses: always,
      headers: owner,
      query: 'mutation ($k: String!) { updateOrganizationChecklistItem(input: { key: $k, value: true }) { id } }',
      variables: (payload) => ({ k: payload }),
      expected: same,
      stored: async () => 'not a checklist item: never stored',
    },
    ...(['make', 'model', 'trim', 'bodyStyle', 'exteriorColor', 'interiorColor', 'lotLocation', 'notes'] as const).map(
      (field): TextInput => ({
        attack: `createVehicle(${field})`,
        refuses: overLimit(VEHICLE_TEXT_LIMITS[field]),
        headers: owner,
        query: 'mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { id } }',
        variables: (payload) => ({ input: { ...freshVehicle(), [field]: payload } }),
        expected: same,
        stored: vehicleField(field),
      }),
    ),
    {
      attack: 'createVehicle(stockNumber)',
      refuses: overLimit(32),
      headers: owner,
      query: 'mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { id } }',
      variables: (payload) => ({ input: { ...freshVehicle(), stockNumber: payload } }),
      expected: (payload) => payload.trim().toUpperCase(),
      stored: vehicleField('stockNumber'),
    },
    {
      attack: 'createVehicle(vin)',
      refuses: always,
      headers: owner,
      query: 'mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { id } }',
      variables: (payload) => ({ input: { ...freshVehicle(), vin: payload, acceptCheckDigitMismatch: true } }),
      expected: same,
      stored: async () => 'not a VIN: never stored',
    },
    ...(['make', 'model', 'notes', 'lotLocation'] as const).map((field): TextInput => ({
      attack: `updateVehicle(${field})`,
      refuses: overLimit(VEHICLE_TEXT_LIMITS[field]),
      headers: owner,
      query: 'mutation ($input: UpdateVehicleInput!) { updateVehicle(input: $input) { id } }',
      variables: async (payload) => {
        if (!vehicleForUpdates) {
          const created = await gql(
            'mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { id } }',
            { input: freshVehicle() },
            await owner(),
          );
          vehicleForUpdates = dig(must(created, 'vehicle'), 'createVehicle.id') as string;
        }
        return { input: { id: vehicleForUpdates, [field]: payload } };
      },
      expected: same,
      stored: vehicleField(field),
    })),
    {
      attack: 'changeVehiclePrice(reason)',
      headers: owner,
      query:
        'mutation ($id: ID!, $r: String, $p: Int!) { changeVehiclePrice(input: { id: $id, listPriceCents: $p, reason: $r }) { id } }',
      variables: (payload, index) => ({ id: vehicleForUpdates || ids.demoVehicle, r: payload, p: 1_000_000 + index }),
      expected: same,
      stored: async (data) => {
        const id = dig(data, 'changeVehiclePrice.id') as string;
        const rows = await database.db
          .select()
          .from(vehiclePriceChanges)
          .where(eq(vehiclePriceChanges.vehicleId, id))
          .orderBy(vehiclePriceChanges.changedAt);
        return rows.at(-1)?.reason;
      },
    },
    {
      attack: 'changeVehicleStatus(note)',
      headers: owner,
      query:
        'mutation ($id: ID!, $n: String, $s: VehicleStatus!) { changeVehicleStatus(input: { id: $id, status: $s, note: $n }) { id } }',
      variables: (payload, index) => ({
        id: vehicleForUpdates || ids.demoVehicle,
        n: payload,
        s: index % 2 === 0 ? 'in_recon' : 'frontline',
      }),
      expected: same,
      stored: async (data) => {
        const id = dig(data, 'changeVehicleStatus.id') as string;
        const rows = await database.db
          .select()
          .from(vehicleStatusChanges)
          .where(eq(vehicleStatusChanges.vehicleId, id))
          .orderBy(vehicleStatusChanges.changedAt);
        return rows.at(-1)?.note;
      },
    },
    {
      attack: 'importVehicles(row make/model/trim/notes)',
      // Make is the shortest of the row's fields.
      refuses: overLimit(VEHICLE_TEXT_LIMITS.make),
      headers: owner,
      query:
        'mutation ($input: ImportVehiclesInput!) { importVehicles(input: $input) { created updated rejected { reason } } }',
      variables: (payload) => {
        const vehicle = freshVehicle();
        importedVin = vehicle.vin;
        return {
          input: {
            rows: [
              {
                line: 2,
                vin: vehicle.vin,
                stockNumber: vehicle.stockNumber,
                make: payload,
                model: payload,
                trim: payload,
                notes: payload,
                mileage: '12,000',
                acquiredDate: '2024-03-07',
                listPrice: '$12,995',
              },
            ],
          },
        };
      },
      expected: same,
      stored: async (data, payload) => {
        if (dig(data, 'importVehicles.created') !== 1) return REFUSED_IN_BAND;
        const [row] = await database.db
          .select()
          .from(vehicles)
          .where(and(eq(vehicles.organizationId, ids.demoOrganization), eq(vehicles.vin, importedVin)));
        expect([row?.make, row?.model, row?.trim]).toEqual([payload.trim(), payload.trim(), payload.trim()]);
        return row?.notes;
      },
    },
  ];

  it.each(inputs)('$attack: refused as BAD_USER_INPUT storing nothing, or stored verbatim', async (input) => {
    const usersBefore = await database.db.select({ id: users.id }).from(users);
    const outcomes: string[] = [];
    let storedRows = 0;
    for (const [index, payload] of PAYLOADS.entries()) {
      const variables = await input.variables(payload, index);
      const headers = await input.headers();
      const before = await rowCounts(database.db);
      const answer = await gql(input.query, variables, headers);
      const changed = totalChanged(changedRows(before, await rowCounts(database.db)));
      const code = codeOf(answer);
      const context = `${input.attack} ${JSON.stringify(payload)}: ${answer.body.slice(0, 300)}`;
      const refuses = (input.refuses ?? hasNul)(payload);
      const stored = answer.errors ? undefined : await input.stored(answer.data!, payload);
      const inBand = stored === REFUSED_IN_BAND;
      outcomes.push(`${answer.status} ${code ?? (inBand ? 'rejected row' : 'stored verbatim')}`);
      // Refused: BAD_USER_INPUT (or a rejected row) and nothing stored; accepted: the text exactly as sent.
      expect([answer.status, code], context).toEqual([200, refuses && !inBand ? 'BAD_USER_INPUT' : undefined]);
      expect(inBand ? undefined : stored, context).toBe(refuses ? undefined : input.expected(payload));
      expect(changed === 0, context).toBe(refuses);
      storedRows += changed;
    }
    log.record(`injection ${input.attack} × ${PAYLOADS.length} payloads`, {
      status: tally(outcomes),
      stored: storedRows,
    });
    // The attacked tables are intact: every user is still there (accepted invitations add some).
    const usersAfter = await database.db.select({ id: users.id }).from(users);
    expect(usersAfter.map((row) => row.id)).toEqual(expect.arrayContaining(usersBefore.map((row) => row.id)));
    expect(usersAfter.length).toBeGreaterThanOrEqual(usersBefore.length);
  });
});

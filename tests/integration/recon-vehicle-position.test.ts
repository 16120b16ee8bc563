// Vehicle.recon (the stage and expected front-line date inventory shows with the `recon_status`
// feature) and ReconVehicle.expectedFrontLineAt: read with the vehicle by every role and token
// that reads inventory, never across organizations, and batched for a page of vehicles.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddRepairOrderLineDocument } from '../../graphql/generated/operations/AddRepairOrderLine';
import { AdvanceRepairOrderDocument } from '../../graphql/generated/operations/AdvanceRepairOrder';
import { ChangeVehicleStatusDocument } from '../../graphql/generated/operations/ChangeVehicleStatus';
import { CreateRepairOrderDocument } from '../../graphql/generated/operations/CreateRepairOrder';
import { CreateVehicleDocument } from '../../graphql/generated/operations/CreateVehicle';
import { DecideRepairOrderLinesDocument } from '../../graphql/generated/operations/DecideRepairOrderLines';
import { GetReconVehicleDocument } from '../../graphql/generated/operations/GetReconVehicle';
import { GetRepairOrdersDocument } from '../../graphql/generated/operations/GetRepairOrders';
import { GetVehicleDocument } from '../../graphql/generated/operations/GetVehicle';
import { GetVehiclesDocument } from '../../graphql/generated/operations/GetVehicles';
import { MoveReconVehicleDocument } from '../../graphql/generated/operations/MoveReconVehicle';
import type { CreateVehicleInput } from '../../graphql/generated/types';
import { users } from '../../server/db/schema';
import { loadWorkflow, type ReconWorkflow } from '../../server/services/recon/workflow';
import { graphql } from './support/clients';
import {
  createOtherOrganization,
  dataOf,
  errorCode,
  freshVehicle,
  operationRunner,
  OTHER_OWNER,
  sessionsFor,
  walkVehicles,
} from './support/inventory';
import { startTestServer, type TestServer } from './support/server';

const HOUR = 3600_000;
const READERS = ['owner@demo.test', 'editor@demo.test', 'viewer@demo.test', 'user@demo.test', 'admin@demo.test'];

let server: TestServer;
let other: Awaited<ReturnType<typeof createOtherOrganization>>;
let workflow: ReconWorkflow;
const as = sessionsFor(() => server);
const run = operationRunner(() => server);
const tokens = { read: '', write: '' };
const bearer = (scope: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[scope]}` });
const stageId = (name: string) => workflow.stages.find((stage) => stage.name === name)!.id;
const targetMs = (...names: string[]) =>
  names.reduce((sum, name) => sum + workflow.stages.find((stage) => stage.name === name)!.targetMinutes * 60_000, 0);

let inMechanical: string;
let movedAt: number;

beforeAll(async () => {
  server = await startTestServer();
  other = await createOtherOrganization(server);
  const owner = await as('owner@demo.test');
  for (const [scope, scopes] of [
    ['read', ['read']],
    ['write', ['read', 'write']],
  ] as const) {
    const created = await graphql<{ createApiToken: { secret: string } }>(
      server.baseUrl,
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
      { input: { name: `recon-position-${scope}`, scopes } },
      owner,
    );
    tokens[scope] = created.data!.createApiToken.secret;
  }
  const [editor] = await server.database.db.select().from(users).where(eq(users.email, 'editor@demo.test'));
  workflow = await loadWorkflow({ db: server.database.db, organizationId: editor!.organizationId });
  inMechanical = await acquire();
  movedAt = Date.now();
  dataOf(
    await run(
      MoveReconVehicleDocument,
      { input: { vehicleId: inMechanical, stageId: stageId('Mechanical') } },
      await as('editor@demo.test'),
    ),
  );
});
afterAll(() => server.close());

async function acquire(status = 'incoming'): Promise<string> {
  const response = await run(
    CreateVehicleDocument,
    { input: freshVehicle({ status }) as CreateVehicleInput },
    await as('editor@demo.test'),
  );
  return dataOf(response).createVehicle.id;
}

/** Mechanical (8 h) + Body & sublet (3 d) + Detail (4 h) + Photos (2 h) after the move, calendar time. */
function expectMechanicalPosition(
  recon:
    | { stage: { name: string; isFrontLine: boolean }; enteredStageAt: string; expectedFrontLineAt: string | null }
    | null
    | undefined,
) {
  expect(recon?.stage).toEqual({ id: stageId('Mechanical'), name: 'Mechanical', isFrontLine: false });
  const entered = Date.parse(recon!.enteredStageAt);
  expect(Math.abs(entered - movedAt)).toBeLessThan(5_000);
  expect(Date.parse(recon!.expectedFrontLineAt!) - entered).toBe(
    targetMs('Mechanical', 'Body & sublet', 'Detail', 'Photos'),
  );
}

describe('Vehicle.recon', () => {
  it.each(READERS)('gives %s the stage, entry and expected front-line date of a vehicle in recon', async (email) => {
    const { vehicle } = dataOf(await run(GetVehicleDocument, { id: inMechanical }, await as(email)));
    expectMechanicalPosition(vehicle.recon);
  });

  it.each(['read', 'write'] as const)('gives a %s token the same answer', async (scope) => {
    const { vehicle } = dataOf(await run(GetVehicleDocument, { id: inMechanical }, bearer(scope)));
    expectMechanicalPosition(vehicle.recon);
  });

  it('refuses the agent (no inventory section) with FORBIDDEN', async () => {
    const response = await run(GetVehicleDocument, { id: inMechanical }, await as('agent@demo.test'));
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect(response.data ?? null).toBeNull();
  });

  it("is NOT_FOUND for another organization's owner, and their own list holds only their vehicle", async () => {
    const response = await run(GetVehicleDocument, { id: inMechanical }, await as(OTHER_OWNER));
    expect(errorCode(response)).toBe('NOT_FOUND');
    const list = dataOf(await run(GetVehiclesDocument, { first: 100 }, await as(OTHER_OWNER)));
    expect(list.vehicles.edges.map(({ node }) => [node.id, node.recon])).toEqual([[other.vehicleId, null]]);
  });

  it('is null for a vehicle never put in recon and for one sold while in a stage; the front line has no expected date', async () => {
    const editor = await as('editor@demo.test');
    const outside = await acquire('frontline');
    expect(dataOf(await run(GetVehicleDocument, { id: outside }, editor)).vehicle.recon).toBeNull();

    const lined = await acquire();
    dataOf(
      await run(MoveReconVehicleDocument, { input: { vehicleId: lined, stageId: stageId('Front line') } }, editor),
    );
    const atLine = dataOf(await run(GetVehicleDocument, { id: lined }, editor)).vehicle.recon;
    expect([atLine?.stage.name, atLine?.stage.isFrontLine, atLine?.expectedFrontLineAt]).toEqual([
      'Front line',
      true,
      null,
    ]);

    const sold = await acquire();
    dataOf(await run(ChangeVehicleStatusDocument, { input: { id: sold, status: 'sold' } }, editor));
    expect(dataOf(await run(GetVehicleDocument, { id: sold }, editor)).vehicle.recon).toBeNull();
  });

  it('comes with each row of a page of the list, the same as on the vehicle', async () => {
    const list = await walkVehicles(run, await as('viewer@demo.test'), { pageSize: 100 });
    const row = list.find((node) => node.id === inMechanical)!;
    expectMechanicalPosition(row.recon);
    expect(list.filter((node) => node.recon !== null).length).toBeGreaterThan(1);
  });
});

describe('ReconVehicle.expectedFrontLineAt', () => {
  it('is the date Vehicle.recon gives, for a reader of recon', async () => {
    const editor = await as('editor@demo.test');
    const card = dataOf(await run(GetReconVehicleDocument, { vehicleId: inMechanical }, editor)).reconVehicle!;
    const position = dataOf(await run(GetVehicleDocument, { id: inMechanical }, editor)).vehicle.recon!;
    expect(Math.abs(Date.parse(card.expectedFrontLineAt!) - Date.parse(position.expectedFrontLineAt!))).toBeLessThan(
      HOUR / 60,
    );
  });
});

describe('RepairOrderLine.decidedBy', () => {
  it('names who decided each line, and nobody for pending lines; the same for a read token', async () => {
    const editor = await as('editor@demo.test');
    const order = dataOf(await run(CreateRepairOrderDocument, { vehicleId: inMechanical }, editor)).createRepairOrder;
    const line = { laborHours: 1, partsCents: 5_000, subletCostCents: 0 };
    dataOf(
      await run(
        AddRepairOrderLineDocument,
        { input: { repairOrderId: order.id, line: { ...line, operation: 'Brake pads' } } },
        editor,
      ),
    );
    const added = dataOf(
      await run(
        AddRepairOrderLineDocument,
        { input: { repairOrderId: order.id, line: { ...line, operation: 'Wipers' } } },
        editor,
      ),
    );
    dataOf(await run(AdvanceRepairOrderDocument, { input: { repairOrderId: order.id, step: 'submit' } }, editor));
    const [brakes, wipers] = added.addRepairOrderLine.lines;
    dataOf(
      await run(
        DecideRepairOrderLinesDocument,
        { input: { repairOrderId: order.id, approve: true, lineIds: [brakes!.id] } },
        await as('owner@demo.test'),
      ),
    );
    for (const headers of [editor, bearer('read')]) {
      const orders = dataOf(await run(GetRepairOrdersDocument, { vehicleId: inMechanical }, headers)).repairOrders;
      const lines = orders.find((candidate) => candidate.id === order.id)!.lines;
      expect(lines.map((candidate) => [candidate.id, candidate.decision, candidate.decidedBy?.name ?? null])).toEqual([
        [brakes!.id, 'approved', 'Olivia Owens'],
        [wipers!.id, 'pending', null],
      ]);
    }
  });
});

import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssignReconVehicleDocument } from '../../graphql/generated/operations/AssignReconVehicle';
import { ChangeVehicleStatusDocument } from '../../graphql/generated/operations/ChangeVehicleStatus';
import { CreateVehicleDocument } from '../../graphql/generated/operations/CreateVehicle';
import { GetReconBoardDocument } from '../../graphql/generated/operations/GetReconBoard';
import { GetReconEventsDocument } from '../../graphql/generated/operations/GetReconEvents';
import { GetReconVehicleDocument } from '../../graphql/generated/operations/GetReconVehicle';
import { ImportVehiclesDocument } from '../../graphql/generated/operations/ImportVehicles';
import { MoveReconVehicleDocument } from '../../graphql/generated/operations/MoveReconVehicle';
import type { DatabaseHandle } from '../../server/db/client';
import {
  reconEvents,
  reconStages,
  reconVehicles,
  reconWorkflows,
  users,
  vehicles,
  vehicleStatusChanges,
} from '../../server/db/schema';
import { inventoryScope, visibleVehicle } from '../../server/services/inventory/scope';
import { listReconBoard } from '../../server/services/recon/board';
import { loadWorkflow, type ReconWorkflow } from '../../server/services/recon/workflow';
import { loadViewer } from '../../server/services/users/viewer';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { freshVehicle } from './support/inventory';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';

const OWNER = 'owner@demo.test';
const EDITOR = 'editor@demo.test';
const READERS_ONLY = ['user@demo.test'];
const NO_RECON = ['viewer@demo.test', 'agent@demo.test'];

let database: DatabaseHandle;
let graph: InProcessGraph;
let rival: Awaited<ReturnType<typeof createRivalOrganization>>;
let demoWorkflow: ReconWorkflow;
const db = () => database.db;
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  rival = await createRivalOrganization(db());
  const [editor] = await db().select().from(users).where(eq(users.email, EDITOR));
  demoWorkflow = await loadWorkflow({ db: db(), organizationId: editor!.organizationId });
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

const stageId = (name: string, workflow = demoWorkflow) => workflow.stages.find((stage) => stage.name === name)!.id;

async function acquire(email = EDITOR, overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await graph.run(email, CreateVehicleDocument, { input: { ...freshVehicle(), ...overrides } as never });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createVehicle.id;
}

const move = (email: string, vehicleId: string, stage: string, note?: string) =>
  graph.run(email, MoveReconVehicleDocument, { input: { vehicleId, stageId: stage, note } });

/** Every recon row and the vehicle's own rows, whole: what a refused call must leave as it was. */
async function reconState(vehicleId?: string) {
  return {
    workflows: await db().select().from(reconWorkflows).orderBy(asc(reconWorkflows.id)),
    stages: await db().select().from(reconStages).orderBy(asc(reconStages.id)),
    positions: await db().select().from(reconVehicles).orderBy(asc(reconVehicles.vehicleId)),
    events: await db().select().from(reconEvents).orderBy(asc(reconEvents.sequence)),
    vehicle: vehicleId ? await db().select().from(vehicles).where(eq(vehicles.id, vehicleId)) : [],
    statuses: vehicleId
      ? await db().select().from(vehicleStatusChanges).where(eq(vehicleStatusChanges.vehicleId, vehicleId))
      : [],
  };
}

async function expectRefused(
  expected: string,
  attempt: () => Promise<{ errors?: readonly { extensions?: { code?: unknown } }[] }>,
  vehicleId?: string,
) {
  const before = await reconState(vehicleId);
  const answer = await attempt();
  expect(code(answer), JSON.stringify(answer.errors)).toBe(expected);
  expect(await reconState(vehicleId)).toEqual(before);
}

const eventPath = async (vehicleId: string) =>
  (await graph.run(EDITOR, GetReconEventsDocument, { vehicleId })).data!.reconEvents.map(
    (event) => `${event.from?.name ?? '-'}>${event.to.name}`,
  );

describe('acquiring a vehicle', () => {
  it('puts an incoming vehicle in the first stage with one event, in the transaction that created it', async () => {
    const id = await acquire();
    const card = await graph.run(EDITOR, GetReconVehicleDocument, { vehicleId: id });
    expect(card.data!.reconVehicle!.stage.name).toBe('Incoming / transit');
    expect(card.data!.reconVehicle!.vehicle.status).toBe('incoming');
    expect(card.data!.reconVehicle!.events.map((event) => [event.from, event.to.name, event.by?.name])).toEqual([
      [null, 'Incoming / transit', 'Eddie Ramirez'],
    ]);
  });

  it('leaves a vehicle acquired straight to the front line out of recon', async () => {
    const id = await acquire(EDITOR, { status: 'frontline' });
    expect((await graph.run(EDITOR, GetReconVehicleDocument, { vehicleId: id })).data).toEqual({ reconVehicle: null });
    expect(await eventPath(id)).toEqual([]);
  });
});

describe('moving through the workflow', () => {
  it('records forward moves, skips and back moves, and keeps the status history in step', async () => {
    const id = await acquire();
    expect(code(await move(EDITOR, id, stageId('Inspection'), 'arrived'))).toBeUndefined();
    expect(code(await move(OWNER, id, stageId('Detail')))).toBeUndefined(); // skips three stages
    expect(code(await move(EDITOR, id, stageId('Mechanical'), 'brakes found'))).toBeUndefined(); // back
    const line = await move(EDITOR, id, stageId('Front line'));
    expect(line.data!.moveReconVehicle.vehicle.status).toBe('frontline');
    expect(line.data!.moveReconVehicle.reachedFrontLine).toBe(true);
    const back = await move(EDITOR, id, stageId('Detail'), 'scratch');
    expect(back.data!.moveReconVehicle.vehicle.status).toBe('in_recon');
    expect(await eventPath(id)).toEqual([
      '->Incoming / transit',
      'Incoming / transit>Inspection',
      'Inspection>Detail',
      'Detail>Mechanical',
      'Mechanical>Front line',
      'Front line>Detail',
    ]);
    const statuses = await db()
      .select()
      .from(vehicleStatusChanges)
      .where(eq(vehicleStatusChanges.vehicleId, id))
      .orderBy(asc(vehicleStatusChanges.changedAt));
    expect(statuses.map((change) => [change.fromStatus, change.toStatus])).toEqual([
      [null, 'incoming'],
      ['incoming', 'in_recon'],
      ['in_recon', 'frontline'],
      ['frontline', 'in_recon'],
    ]);
  });

  it('records nothing for a move to the stage the vehicle is in', async () => {
    const id = await acquire();
    const before = await reconState(id);
    const answer = await move(EDITOR, id, stageId('Incoming / transit'), 'again');
    expect(answer.data!.moveReconVehicle.stage.name).toBe('Incoming / transit');
    expect(await reconState(id)).toEqual(before);
  });

  it('loses no move when people move one vehicle at once: each is an event, chained in order', async () => {
    const id = await acquire();
    const targets = ['Inspection', 'Estimate approval', 'Mechanical', 'Body & sublet', 'Detail', 'Photos'];
    const answers = await Promise.all(
      targets.map((name, index) => move(index % 2 ? OWNER : EDITOR, id, stageId(name))),
    );
    expect(answers.map(code)).toEqual(targets.map(() => undefined));
    const events = await db()
      .select()
      .from(reconEvents)
      .where(eq(reconEvents.vehicleId, id))
      .orderBy(asc(reconEvents.sequence));
    expect(events).toHaveLength(targets.length + 1);
    events.slice(1).forEach((event, index) => {
      expect(event.fromStageId).toBe(events[index]!.toStageId);
      expect(event.occurredAt.getTime()).toBeGreaterThanOrEqual(events[index]!.occurredAt.getTime());
    });
    expect(new Set(events.slice(1).map((event) => event.toStageId))).toEqual(
      new Set(targets.map((name) => stageId(name))),
    );
    const [position] = await db().select().from(reconVehicles).where(eq(reconVehicles.vehicleId, id));
    expect(position!.stageId).toBe(events.at(-1)!.toStageId);
  });

  it('lets readers read and refuses moves to everyone without scope 2 and the recon section, storing nothing', async () => {
    const id = await acquire();
    for (const email of READERS_ONLY) {
      expect((await graph.run(email, GetReconBoardDocument, {})).errors).toBeUndefined();
      await expectRefused('FORBIDDEN', () => move(email, id, stageId('Inspection')), id);
    }
    for (const email of NO_RECON) {
      expect(code(await graph.run(email, GetReconBoardDocument, {}))).toBe('FORBIDDEN');
      expect(code(await graph.run(email, GetReconEventsDocument, { vehicleId: id }))).toBe('FORBIDDEN');
      await expectRefused('FORBIDDEN', () => move(email, id, stageId('Inspection')), id);
    }
    expect(code(await graph.run(null, GetReconBoardDocument, {}))).toBe('UNAUTHENTICATED');
  });

  it('refuses bad moves with a clear error and stores nothing', async () => {
    const id = await acquire();
    await expectRefused('NOT_FOUND', () => move(EDITOR, id, 'not-an-id'), id);
    await expectRefused(
      'NOT_FOUND',
      () => move(EDITOR, '00000000-0000-4000-8000-000000000000', stageId('Inspection')),
      id,
    );
    await expectRefused('BAD_USER_INPUT', () => move(EDITOR, id, stageId('Inspection'), 'x'.repeat(501)), id);
    const sold = await acquire(EDITOR, { status: 'sold' });
    await expectRefused('BAD_USER_INPUT', () => move(EDITOR, sold, stageId('Inspection')), sold);
  });

  it('keeps organizations apart: another organization’s vehicles and stages are not found', async () => {
    const id = await acquire();
    const rivalVehicle = await acquire(RIVAL_OWNER_EMAIL);
    const rivalWorkflow = await loadWorkflow({ db: db(), organizationId: rival.organization.id });
    await expectRefused('NOT_FOUND', () => move(RIVAL_OWNER_EMAIL, id, stageId('Inspection', rivalWorkflow)), id);
    await expectRefused('NOT_FOUND', () => move(RIVAL_OWNER_EMAIL, rivalVehicle, stageId('Inspection')), rivalVehicle);
    await expectRefused('NOT_FOUND', () => move(EDITOR, id, stageId('Inspection', rivalWorkflow)), id);
    expect(code(await graph.run(RIVAL_OWNER_EMAIL, GetReconEventsDocument, { vehicleId: id }))).toBe('NOT_FOUND');
    expect(code(await graph.run(RIVAL_OWNER_EMAIL, GetReconVehicleDocument, { vehicleId: id }))).toBe('NOT_FOUND');
    const board = await graph.run(RIVAL_OWNER_EMAIL, GetReconBoardDocument, {});
    expect(board.data!.reconBoard.map((card) => card.vehicle.id)).toEqual([rivalVehicle]);
    await expectRefused(
      'NOT_FOUND',
      () =>
        graph.run(RIVAL_OWNER_EMAIL, AssignReconVehicleDocument, { input: { vehicleId: id, assigneeUserId: null } }),
      id,
    );
  });
});

describe('the board', () => {
  // The board decodes its vehicle rows from one JSON array each (board.ts, for speed): every
  // column must come back as the ORM reads it, or a Vehicle field on a card would be wrong.
  it('gives each card the vehicle exactly as inventory reads it, every column', async () => {
    await acquire(EDITOR, { trim: null, listPriceCents: null, notes: 'Keys in the lockbox' });
    for (const email of [OWNER, EDITOR]) {
      const [member] = await db().select().from(users).where(eq(users.email, email));
      const viewer = (await loadViewer({ db: db(), userId: member!.id }))!;
      const cards = await listReconBoard({ db: db(), viewer });
      expect(cards.length).toBeGreaterThan(10);
      const rows = await db()
        .select()
        .from(vehicles)
        .where(
          inArray(
            vehicles.id,
            cards.map((card) => card.vehicle.id),
          ),
        );
      const scope = inventoryScope(viewer);
      const expected = new Map(rows.map((row) => [row.id, visibleVehicle(row, scope)]));
      for (const card of cards) expect(card.vehicle).toEqual(expected.get(card.vehicle.id));
    }
  });
});

describe('status changes made in inventory', () => {
  it('moves a vehicle in recon to the front line when it is set frontline, and enters one set back in recon', async () => {
    const id = await acquire();
    await move(EDITOR, id, stageId('Detail'));
    const lined = await graph.run(EDITOR, ChangeVehicleStatusDocument, {
      input: { id, status: 'frontline', note: 'ready early' },
    });
    expect(lined.errors).toBeUndefined();
    expect(await eventPath(id)).toEqual(['->Incoming / transit', 'Incoming / transit>Detail', 'Detail>Front line']);
    const outside = await acquire(EDITOR, { status: 'frontline' });
    await graph.run(EDITOR, ChangeVehicleStatusDocument, { input: { id: outside, status: 'in_recon' } });
    expect(await eventPath(outside)).toEqual(['->Incoming / transit']);
    const card = await graph.run(EDITOR, GetReconVehicleDocument, { vehicleId: outside });
    expect([card.data!.reconVehicle!.stage.name, card.data!.reconVehicle!.vehicle.status]).toEqual([
      'Incoming / transit',
      'in_recon',
    ]);
  });

  it('follows a status changed by a re-import the same way', async () => {
    const inRecon = await acquire();
    const outside = await acquire(EDITOR, { status: 'frontline' });
    const rows = await db()
      .select()
      .from(vehicles)
      .where(sql`${vehicles.id} in (${inRecon}, ${outside})`);
    const row = (id: string, line: number, status: string) => {
      const vehicle = rows.find((candidate) => candidate.id === id)!;
      return { line, vin: vehicle.vin, stockNumber: vehicle.stockNumber, status };
    };
    const imported = await graph.run(EDITOR, ImportVehiclesDocument, {
      input: { rows: [row(inRecon, 2, 'Frontline'), row(outside, 3, 'In Recon')] },
    });
    expect(imported.data!.importVehicles).toEqual({ created: 0, updated: 2, unchanged: 0, rejected: [] });
    expect(await eventPath(inRecon)).toEqual(['->Incoming / transit', 'Incoming / transit>Front line']);
    expect(await eventPath(outside)).toEqual(['->Incoming / transit']);
    const statuses = await db()
      .select({ id: vehicles.id, status: vehicles.status })
      .from(vehicles)
      .where(sql`${vehicles.id} in (${inRecon}, ${outside})`);
    expect(Object.fromEntries(statuses.map((vehicle) => [vehicle.id, vehicle.status]))).toEqual({
      [inRecon]: 'frontline',
      [outside]: 'in_recon',
    });
  });
});

describe('the event trail is append-only in the database', () => {
  it('refuses UPDATE and DELETE of an event, and lets it go only with its vehicle', async () => {
    const id = await acquire();
    const [event] = await db().select().from(reconEvents).where(eq(reconEvents.vehicleId, id));
    await expect(
      db().update(reconEvents).set({ note: 'rewritten' }).where(eq(reconEvents.id, event!.id)),
    ).rejects.toThrow();
    await expect(db().delete(reconEvents).where(eq(reconEvents.id, event!.id))).rejects.toThrow();
    await expect(
      db().execute(sql`UPDATE recon_events SET occurred_at = now() - interval '9 days' WHERE vehicle_id = ${id}`),
    ).rejects.toThrow();
    expect(await db().select().from(reconEvents).where(eq(reconEvents.vehicleId, id))).toEqual([event]);
    await db().delete(vehicles).where(eq(vehicles.id, id));
    expect(await db().select().from(reconEvents).where(eq(reconEvents.vehicleId, id))).toEqual([]);
  });
});

describe('assignees', () => {
  it('assigns a member, clears it, and refuses someone of another organization or a vehicle not in recon', async () => {
    const id = await acquire();
    const [editor] = await db().select().from(users).where(eq(users.email, EDITOR));
    const assigned = await graph.run(OWNER, AssignReconVehicleDocument, {
      input: { vehicleId: id, assigneeUserId: editor!.id },
    });
    expect(assigned.data!.assignReconVehicle.assignee).toEqual({ id: editor!.id, name: 'Eddie Ramirez' });
    const filtered = await graph.run(EDITOR, GetReconBoardDocument, { filter: { assigneeUserId: editor!.id } });
    // The new vehicle and the demo cars (in stock) already assigned to the editor.
    const editorCards = await db()
      .select({ id: reconVehicles.vehicleId })
      .from(reconVehicles)
      .innerJoin(vehicles, eq(vehicles.id, reconVehicles.vehicleId))
      .where(
        sql`${reconVehicles.assigneeUserId} = ${editor!.id} and ${vehicles.status} in ('incoming', 'in_recon', 'frontline', 'sale_pending')`,
      );
    expect(filtered.data!.reconBoard.map((card) => card.vehicle.id).sort()).toEqual(
      editorCards.map((card) => card.id).sort(),
    );
    expect(editorCards.map((card) => card.id)).toContain(id);
    await expectRefused(
      'NOT_FOUND',
      () => graph.run(OWNER, AssignReconVehicleDocument, { input: { vehicleId: id, assigneeUserId: rival.owner.id } }),
      id,
    );
    const outside = await acquire(EDITOR, { status: 'frontline' });
    await expectRefused(
      'BAD_USER_INPUT',
      () => graph.run(OWNER, AssignReconVehicleDocument, { input: { vehicleId: outside, assigneeUserId: null } }),
      outside,
    );
    await expectRefused(
      'FORBIDDEN',
      () => graph.run('user@demo.test', AssignReconVehicleDocument, { input: { vehicleId: id, assigneeUserId: null } }),
      id,
    );
    const cleared = await graph.run(EDITOR, AssignReconVehicleDocument, {
      input: { vehicleId: id, assigneeUserId: null },
    });
    expect(cleared.data!.assignReconVehicle.assignee).toBeNull();
  });
});

import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateVehicleDocument } from '../../graphql/generated/operations/CreateVehicle';
import { GetMeDocument } from '../../graphql/generated/operations/GetMe';
import { GetReconEventsDocument } from '../../graphql/generated/operations/GetReconEvents';
import { GetReconMetricsDocument } from '../../graphql/generated/operations/GetReconMetrics';
import { GetReconWorkflowDocument } from '../../graphql/generated/operations/GetReconWorkflow';
import { MoveReconVehicleDocument } from '../../graphql/generated/operations/MoveReconVehicle';
import { UpdateReconWorkflowDocument } from '../../graphql/generated/operations/UpdateReconWorkflow';
import type { ReconStageInput, UpdateReconWorkflowInput } from '../../graphql/generated/types';
import type { DatabaseHandle } from '../../server/db/client';
import {
  auditLog,
  organizations,
  reconEvents,
  reconStages,
  reconTimelines,
  reconVehicles,
  reconWorkflows,
  users,
  vehicles,
} from '../../server/db/schema';
import { fillMissingTimelines, rebuildTimelines } from '../../server/services/recon/timelines';
import { loadWorkflow } from '../../server/services/recon/workflow';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { freshVehicle } from './support/inventory';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';

const OWNER = 'owner@demo.test';
const EDITOR = 'editor@demo.test';

let database: DatabaseHandle;
let graph: InProcessGraph;
let rival: Awaited<ReturnType<typeof createRivalOrganization>>;
const db = () => database.db;
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  rival = await createRivalOrganization(db());
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

type Stage = {
  id: string;
  name: string;
  targetMinutes: number;
  atRiskPercent: number;
  overduePercent: number;
  startsRecon: boolean;
};
const asInput = ({ id, name, targetMinutes, atRiskPercent, overduePercent, startsRecon }: Stage): ReconStageInput => ({
  id,
  name,
  targetMinutes,
  atRiskPercent,
  overduePercent,
  startsRecon,
});
async function currentStages(email = OWNER): Promise<Stage[]> {
  return (await graph.run(email, GetReconWorkflowDocument, {})).data!.reconWorkflow.stages;
}
const update = (email: string, input: UpdateReconWorkflowInput) =>
  graph.run(email, UpdateReconWorkflowDocument, { input });
const recon = async () => ({
  workflows: await db().select().from(reconWorkflows).orderBy(asc(reconWorkflows.id)),
  stages: await db().select().from(reconStages).orderBy(asc(reconStages.id)),
  positions: await db().select().from(reconVehicles).orderBy(asc(reconVehicles.vehicleId)),
  events: await db().select().from(reconEvents).orderBy(asc(reconEvents.sequence)),
});
async function expectRefused(
  expected: string,
  attempt: () => Promise<{ errors?: readonly { extensions?: { code?: unknown } }[] }>,
) {
  const before = await recon();
  const answer = await attempt();
  expect(code(answer), JSON.stringify(answer.errors)).toBe(expected);
  expect(await recon()).toEqual(before);
}
async function acquire(): Promise<string> {
  return (await graph.run(EDITOR, CreateVehicleDocument, { input: freshVehicle() as never })).data!.createVehicle.id;
}
const move = (vehicleId: string, stageId: string) =>
  graph.run(EDITOR, MoveReconVehicleDocument, { input: { vehicleId, stageId } });

describe('editing the workflow', () => {
  it('starts every organization with the default workflow', async () => {
    expect((await currentStages('user@demo.test')).map((stage) => stage.name)).toEqual([
      'Incoming / transit',
      'Inspection',
      'Estimate approval',
      'Mechanical',
      'Body & sublet',
      'Detail',
      'Photos',
      'Front line',
    ]);
  });

  it('renames, adds and removes stages; a removed stage keeps its history and takes no vehicle', async () => {
    const stages = await currentStages();
    const byName = (name: string) => stages.find((stage) => stage.name === name)!;
    const passed = await acquire();
    await move(passed, byName('Body & sublet').id);
    await move(passed, byName('Detail').id);
    // A stage that holds vehicles cannot be removed: Demo Motors' cars in Body & sublet move on first.
    for (const held of await db()
      .select()
      .from(reconVehicles)
      .where(eq(reconVehicles.stageId, byName('Body & sublet').id))) {
      expect((await move(held.vehicleId, byName('Detail').id)).errors).toBeUndefined();
    }
    const kept = stages.filter((stage) => stage.name !== 'Body & sublet').map(asInput);
    kept.splice(4, 0, { name: 'Wash', targetMinutes: 45, atRiskPercent: 80, overduePercent: 120, startsRecon: false });
    kept.find((stage) => stage.name === 'Photos')!.name = 'Photos & video';
    const hours = { timeZone: 'America/Chicago', weekdays: [1, 2, 3, 4, 5, 6], startMinute: 480, endMinute: 1080 };
    const answer = await update(OWNER, { stages: kept, businessHours: hours });
    expect(answer.errors).toBeUndefined();
    const workflow = answer.data!.updateReconWorkflow;
    expect(workflow.stages.map((stage) => [stage.position, stage.name, stage.isFrontLine])).toEqual([
      [0, 'Incoming / transit', false],
      [1, 'Inspection', false],
      [2, 'Estimate approval', false],
      [3, 'Mechanical', false],
      [4, 'Wash', false],
      [5, 'Detail', false],
      [6, 'Photos & video', false],
      [7, 'Front line', true],
    ]);
    expect(workflow.removedStages.map((stage) => [stage.id, stage.removed])).toEqual([
      [byName('Body & sublet').id, true],
    ]);
    expect(workflow.businessHours).toEqual(hours);
    const path = (await graph.run(EDITOR, GetReconEventsDocument, { vehicleId: passed })).data!.reconEvents.map(
      (event) => event.to.name,
    );
    expect(path).toEqual(['Incoming / transit', 'Body & sublet', 'Detail']);
    await expectRefused('BAD_USER_INPUT', () => move(passed, byName('Body & sublet').id));
    await expectRefused('BAD_USER_INPUT', () =>
      update(OWNER, { stages: [...kept.slice(0, -1), asInput(byName('Body & sublet')), kept.at(-1)!] }),
    );
    // Omitting the hours keeps them; null returns to calendar time.
    expect(
      (await update(OWNER, { stages: (await currentStages()).map(asInput) })).data!.updateReconWorkflow.businessHours,
    ).toEqual(hours);
    expect(
      (await update(OWNER, { stages: (await currentStages()).map(asInput), businessHours: null })).data!
        .updateReconWorkflow.businessHours,
    ).toBeNull();
  });

  it('refuses to strand vehicles: removing a stage that holds some, or changing the front line while it holds some', async () => {
    const stages = await currentStages();
    await acquire();
    await expectRefused('CONFLICT', () => update(OWNER, { stages: stages.slice(1).map(asInput) }));
    const lined = await acquire();
    await move(lined, stages.at(-1)!.id);
    const extra = {
      name: 'After the line',
      targetMinutes: 0,
      atRiskPercent: 75,
      overduePercent: 100,
      startsRecon: false,
    };
    await expectRefused('CONFLICT', () => update(OWNER, { stages: [...stages.map(asInput), extra] }));
  });

  it('refuses bad stage lists, unknown and other organizations’ stages, and members without settings or scope 2', async () => {
    const stages = (await currentStages()).map(asInput);
    await expectRefused('BAD_USER_INPUT', () => update(OWNER, { stages: [stages[0]!] }));
    await expectRefused('BAD_USER_INPUT', () =>
      update(OWNER, { stages: [...stages.slice(0, -1), { ...stages[1]!, id: null }, stages.at(-1)!] }),
    );
    await expectRefused('BAD_USER_INPUT', () =>
      update(OWNER, { stages: [{ ...stages[0]!, targetMinutes: -5 }, ...stages.slice(1)] }),
    );
    await expectRefused('BAD_USER_INPUT', () => update(OWNER, { stages: [...stages, stages[1]!] }));
    await expectRefused('BAD_USER_INPUT', () =>
      update(OWNER, { stages, businessHours: { timeZone: 'Mars/Base', weekdays: [1], startMinute: 0, endMinute: 60 } }),
    );
    const rivalWorkflow = await loadWorkflow({ db: db(), organizationId: rival.organization.id });
    await expectRefused('NOT_FOUND', () =>
      update(OWNER, { stages: [...stages.slice(0, -1), { ...stages.at(-1)!, id: rivalWorkflow.stages.at(-1)!.id }] }),
    );
    await expectRefused('NOT_FOUND', () => update(RIVAL_OWNER_EMAIL, { stages }));
    for (const email of [EDITOR, 'viewer@demo.test', 'user@demo.test', 'agent@demo.test']) {
      await expectRefused('FORBIDDEN', () => update(email, { stages }));
    }
  });
});

describe('recon status in inventory', () => {
  const demoFlags = async () =>
    (
      await db()
        .select({ flags: organizations.featureFlags })
        .from(organizations)
        .where(eq(organizations.name, 'Demo Motors'))
    )[0]!.flags;

  it('turns the organization’s recon_status feature on and off, keeps its other flags, audits it, and every member sees it at once', async () => {
    const stages = (await currentStages()).map(asInput);
    const before = await demoFlags();
    expect(before).not.toContain('recon_status');
    const shown = await update(OWNER, { stages, showStatusInInventory: true });
    expect(shown.errors).toBeUndefined();
    expect(shown.data!.updateReconWorkflow.showsStatusInInventory).toBe(true);
    expect(await demoFlags()).toEqual([...before, 'recon_status']);
    // The sales side reads it through its (cached) viewer: announced like any flag change.
    expect((await graph.run('viewer@demo.test', GetMeDocument, {})).data!.me!.organization.featureFlags).toContain(
      'recon_status',
    );
    const audited = await db().select().from(auditLog).where(eq(auditLog.action, 'organization.recon_status_changed'));
    expect(audited.map((entry) => [entry.before, entry.after])).toEqual([
      [{ recon_status: false }, { recon_status: true }],
    ]);

    // Omitted: kept. Saying the same again: no second audit entry.
    expect((await update(OWNER, { stages })).data!.updateReconWorkflow.showsStatusInInventory).toBe(true);
    await update(OWNER, { stages, showStatusInInventory: true });
    expect(
      await db().select().from(auditLog).where(eq(auditLog.action, 'organization.recon_status_changed')),
    ).toHaveLength(1);

    const hidden = await update(OWNER, { stages, showStatusInInventory: false });
    expect(hidden.data!.updateReconWorkflow.showsStatusInInventory).toBe(false);
    expect(await demoFlags()).toEqual(before);
    expect((await graph.run('viewer@demo.test', GetMeDocument, {})).data!.me!.organization.featureFlags).not.toContain(
      'recon_status',
    );
  });

  it('is refused, with nothing changed, to members who may not edit the workflow and with a bad stage list', async () => {
    const stages = (await currentStages()).map(asInput);
    const before = await demoFlags();
    for (const email of [EDITOR, 'viewer@demo.test', 'user@demo.test', 'agent@demo.test']) {
      await expectRefused('FORBIDDEN', () => update(email, { stages, showStatusInInventory: true }));
    }
    await expectRefused('BAD_USER_INPUT', () => update(OWNER, { stages: [stages[0]!], showStatusInInventory: true }));
    expect(await demoFlags()).toEqual(before);
  });
});

describe('edits and moves at once', () => {
  it('never leaves a vehicle in a removed stage: the move or the removal is refused', async () => {
    const stages = await currentStages();
    const target = stages.at(-2)!;
    const id = await acquire();
    const [moved, edited] = await Promise.all([
      move(id, target.id),
      update(OWNER, { stages: stages.filter((stage) => stage.id !== target.id).map(asInput) }),
    ]);
    const outcome = [code(moved) ?? 'moved', code(edited) ?? 'edited'];
    expect([
      ['moved', 'CONFLICT'],
      ['BAD_USER_INPUT', 'edited'],
    ]).toContainEqual(outcome);
    const stranded = await db()
      .select({ id: reconVehicles.vehicleId })
      .from(reconVehicles)
      .innerJoin(reconStages, eq(reconStages.id, reconVehicles.stageId))
      .where(isNotNull(reconStages.removedAt));
    expect(stranded).toEqual([]);
  });

  it('applies two edits made at once one after the other: the second sees the first', async () => {
    const stages = (await currentStages()).map(asInput);
    const renamed = (name: string) => stages.map((stage, index) => (index === 1 ? { ...stage, name } : stage));
    const answers = await Promise.all([
      update(OWNER, { stages: renamed('Check A') }),
      update('admin@demo.test', { stages: renamed('Check B') }),
    ]);
    expect(answers.map(code)).toEqual([undefined, undefined]);
    const [stored] = await db()
      .select()
      .from(reconStages)
      .where(eq(reconStages.id, String(stages[1]!.id)));
    expect(['Check A', 'Check B']).toContain(stored!.name);
    expect((await currentStages()).map((stage) => stage.id)).toEqual(stages.map((stage) => stage.id));
  });
});

describe('the figures', () => {
  it('measures time-to-line, days in recon, stage times, units over target and holding cost from the events', async () => {
    // Rival Autos' own data, written with known times: one vehicle lined, one still in inspection.
    const workflow = await loadWorkflow({ db: db(), organizationId: rival.organization.id });
    const stage = (name: string) => workflow.stages.find((entry) => entry.name === name)!.id;
    const [user] = await db().select().from(users).where(eq(users.id, rival.owner.id));
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * 86_400_000);
    const organizationId = rival.organization.id;
    const add = async (status: 'frontline' | 'in_recon', path: [string, number][]) => {
      const [vehicle] = await db()
        .insert(vehicles)
        .values({
          ...freshVehicle({ acquisitionSource: 'auction' }),
          status,
          organizationId,
          costCents: null,
          listPriceCents: null,
        })
        .returning();
      let from: string | null = null;
      for (const [name, days] of path) {
        await db()
          .insert(reconEvents)
          .values({
            organizationId,
            vehicleId: vehicle!.id,
            fromStageId: from,
            toStageId: stage(name),
            userId: user!.id,
            occurredAt: daysAgo(days),
          });
        from = stage(name);
      }
      const [lastName, lastDays] = path.at(-1)!;
      await db()
        .insert(reconVehicles)
        .values({
          vehicleId: vehicle!.id,
          organizationId,
          stageId: stage(lastName),
          enteredStageAt: daysAgo(lastDays),
        });
    };
    await add('frontline', [
      ['Incoming / transit', 10],
      ['Inspection', 9],
      ['Mechanical', 8],
      ['Front line', 6],
    ]);
    await add('in_recon', [
      ['Incoming / transit', 3],
      ['Inspection', 2],
    ]);
    // Events written directly, as the demo seed writes them: their timelines are folded from them.
    await rebuildTimelines({ db: db(), organizationId });
    const answer = await graph.run(RIVAL_OWNER_EMAIL, GetReconMetricsDocument, {
      from: daysAgo(30).toISOString(),
      to: daysAgo(-1).toISOString(),
    });
    expect(answer.errors).toBeUndefined();
    const metrics = answer.data!.reconMetrics;
    expect(metrics).toMatchObject({
      frontLined: 1,
      medianTimeToLineSeconds: 4 * 86_400,
      medianDaysInRecon: 3,
      vehiclesInRecon: 1,
      holdingCostSoFarCents: 12_000,
    });
    expect(
      metrics.stages.map((row) => [
        row.stage.name,
        row.vehicles,
        row.atRisk,
        row.overdue,
        row.averageSecondsOfFrontLined,
      ]),
    ).toEqual([
      ['Incoming / transit', 0, 0, 0, 86_400],
      ['Inspection', 1, 0, 1, 86_400],
      ['Estimate approval', 0, 0, 0, null],
      ['Mechanical', 0, 0, 0, 2 * 86_400],
      ['Body & sublet', 0, 0, 0, null],
      ['Detail', 0, 0, 0, null],
      ['Photos', 0, 0, 0, null],
      ['Front line', 1, 0, 0, null],
    ]);
    const empty = await graph.run(RIVAL_OWNER_EMAIL, GetReconMetricsDocument, {
      from: daysAgo(60).toISOString(),
      to: daysAgo(31).toISOString(),
    });
    expect(empty.data!.reconMetrics).toMatchObject({
      frontLined: 0,
      medianTimeToLineSeconds: null,
      medianDaysInRecon: null,
    });
  });

  it('refuses a backwards or over-long range', async () => {
    const at = (iso: string) => new Date(iso).toISOString();
    expect(
      code(await graph.run(OWNER, GetReconMetricsDocument, { from: at('2026-02-01'), to: at('2026-01-01') })),
    ).toBe('BAD_USER_INPUT');
    expect(
      code(await graph.run(OWNER, GetReconMetricsDocument, { from: at('2024-01-01'), to: at('2026-01-01') })),
    ).toBe('BAD_USER_INPUT');
    expect(
      code(
        await graph.run('viewer@demo.test', GetReconMetricsDocument, { from: at('2025-12-01'), to: at('2026-01-01') }),
      ),
    ).toBe('FORBIDDEN');
  });
});

describe('the recon timelines', () => {
  const demoTimelines = async () => {
    const [owner] = await db()
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.email, OWNER));
    const organizationId = owner!.organizationId;
    const rows = await db()
      .select()
      .from(reconTimelines)
      .where(eq(reconTimelines.organizationId, organizationId))
      .orderBy(asc(reconTimelines.vehicleId));
    return { organizationId, rows };
  };

  it('written move by move equal the ones rebuilt from the events, across moves, back moves, skips, concurrent moves and workflow edits', async () => {
    // By place: earlier tests renamed and removed stages.
    const stages = (await currentStages()).map((stage) => stage.id);
    const frontLine = stages.at(-1)!;
    const first = await acquire();
    const second = await acquire();
    // Forward, skipping stages, back, and to the front line and back again.
    for (const target of [stages[1]!, stages[3]!, stages[5]!, stages[3]!, frontLine, stages[5]!, frontLine])
      expect((await move(first, target)).errors).toBeUndefined();
    // Concurrent moves of one vehicle queue on its row lock; each is folded in turn.
    const answers = await Promise.all([stages[1]!, stages[2]!, stages[3]!].map((target) => move(second, target)));
    expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined, undefined]);
    const before = await demoTimelines();
    await rebuildTimelines({ db: db(), organizationId: before.organizationId });
    expect((await demoTimelines()).rows).toEqual(before.rows);

    // A workflow edit (recon start moved, other hours) folds every vehicle again; later moves build on that.
    const edited = (await currentStages()).map(asInput);
    edited.forEach((stage, index) => (stage.startsRecon = index === 3));
    const hours = { timeZone: 'Europe/Paris', weekdays: [1, 2, 3, 4, 5], startMinute: 540, endMinute: 1020 };
    expect((await update(OWNER, { stages: edited, businessHours: hours })).errors).toBeUndefined();
    expect((await move(second, frontLine)).errors).toBeUndefined();
    expect((await move(first, stages[1]!)).errors).toBeUndefined();
    const after = await demoTimelines();
    expect(after.rows).not.toEqual(before.rows);
    await rebuildTimelines({ db: db(), organizationId: after.organizationId });
    expect((await demoTimelines()).rows).toEqual(after.rows);
  });

  it('are folded at start-up for a database upgraded with recon history and none yet, and only then', async () => {
    const before = await demoTimelines();
    expect(before.rows.length).toBeGreaterThan(0);
    await db().delete(reconTimelines).where(eq(reconTimelines.organizationId, before.organizationId));
    const filled = await fillMissingTimelines({ db: db() });
    expect(filled.vehicles).toBe(before.rows.length);
    expect((await demoTimelines()).rows).toEqual(before.rows);
    expect(await fillMissingTimelines({ db: db() })).toEqual({ organizations: 0, vehicles: 0 });
  });
});

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdvanceRepairOrderDocument } from '../../graphql/generated/operations/AdvanceRepairOrder';
import { AnswerInspectionItemsDocument } from '../../graphql/generated/operations/AnswerInspectionItems';
import { CertifyVehicleDocument } from '../../graphql/generated/operations/CertifyVehicle';
import { CompleteInspectionDocument } from '../../graphql/generated/operations/CompleteInspection';
import { CreateRepairOrderDocument } from '../../graphql/generated/operations/CreateRepairOrder';
import { CreateVehicleDocument } from '../../graphql/generated/operations/CreateVehicle';
import { DecideRepairOrderLinesDocument } from '../../graphql/generated/operations/DecideRepairOrderLines';
import { GetInspectionDocument } from '../../graphql/generated/operations/GetInspection';
import { GetInspectionsDocument } from '../../graphql/generated/operations/GetInspections';
import { GetInspectionTemplatesDocument } from '../../graphql/generated/operations/GetInspectionTemplates';
import { GetRepairOrderDocument } from '../../graphql/generated/operations/GetRepairOrder';
import { GetVehicleDocument } from '../../graphql/generated/operations/GetVehicle';
import { RepairFailedItemDocument } from '../../graphql/generated/operations/RepairFailedItem';
import { StartInspectionDocument } from '../../graphql/generated/operations/StartInspection';
import type { InspectionAnswerInput } from '../../graphql/generated/types';
import type { DatabaseHandle } from '../../server/db/client';
import {
  inspectionItems,
  inspections,
  organizations,
  repairOrderLines,
  repairOrders,
  vehicles,
} from '../../server/db/schema';
import { findTemplate, templateItems } from '../../src/shared/recon/inspection-templates';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { freshVehicle } from './support/inventory';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';

const OWNER = 'owner@demo.test';
const EDITOR = 'editor@demo.test';
const READER = 'user@demo.test';
const NO_SECTION = ['viewer@demo.test', 'agent@demo.test'];

let database: DatabaseHandle;
let graph: InProcessGraph;
const db = () => database.db;
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  database = await openTestDatabase();
  // Demo Motors gets the cpo feature before any viewer is cached; Rival Autos has none.
  const [demo] = await db().select().from(organizations).where(eq(organizations.name, 'Demo Motors'));
  await db()
    .update(organizations)
    .set({ featureFlags: [...demo!.featureFlags, 'cpo'] })
    .where(eq(organizations.id, demo!.id));
  graph = await startInProcessGraph(database);
  await createRivalOrganization(db());
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

const CPO_ITEMS = templateItems(findTemplate('cpo')!);
const allPass = (): InspectionAnswerInput[] => CPO_ITEMS.map((item) => ({ itemKey: item.key, result: 'pass' }));
const FIX = { laborHours: 0.5, partsCents: 2_000, subletCostCents: 0 };

async function vehicle(): Promise<string> {
  const answer = await graph.run(EDITOR, CreateVehicleDocument, { input: freshVehicle() as never });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createVehicle.id;
}

async function inspection(vehicleId: string, templateKey = 'cpo') {
  const answer = await graph.run(EDITOR, StartInspectionDocument, { vehicleId, templateKey });
  expect(answer.errors).toBeUndefined();
  return answer.data!.startInspection;
}

const answer = (inspectionId: string, answers: InspectionAnswerInput[], email = EDITOR) =>
  graph.run(email, AnswerInspectionItemsDocument, { input: { inspectionId, answers } });

/** Everything an inspection call could touch for this vehicle, whole. */
async function stored(vehicleId: string) {
  const ofVehicle = await db()
    .select()
    .from(inspections)
    .where(eq(inspections.vehicleId, vehicleId))
    .orderBy(asc(inspections.id));
  const items = [];
  for (const row of ofVehicle)
    items.push(
      ...(await db()
        .select()
        .from(inspectionItems)
        .where(eq(inspectionItems.inspectionId, row.id))
        .orderBy(asc(inspectionItems.itemKey))),
    );
  return {
    vehicle: await db().select().from(vehicles).where(eq(vehicles.id, vehicleId)),
    inspections: ofVehicle,
    items,
    orders: await db().select().from(repairOrders).orderBy(asc(repairOrders.id)),
    lines: await db().select().from(repairOrderLines).orderBy(asc(repairOrderLines.id)),
  };
}

async function expectRefused(
  expected: string,
  call: () => Promise<{ errors?: readonly { extensions?: { code?: unknown } }[] }>,
  vehicleId: string,
) {
  const before = await stored(vehicleId);
  expect(code(await call())).toBe(expected);
  expect(await stored(vehicleId)).toEqual(before);
}

describe('inspections', () => {
  it('offers the templates the organization may use', async () => {
    const templates = (await graph.run(READER, GetInspectionTemplatesDocument, {})).data!.inspectionTemplates;
    expect(templates.map((template) => [template.key, template.sections.flatMap((part) => part.items).length])).toEqual(
      [
        ['express', 20],
        ['standard', 60],
        ['cpo', 156],
      ],
    );
    const rivals = (await graph.run(RIVAL_OWNER_EMAIL, GetInspectionTemplatesDocument, {})).data!.inspectionTemplates;
    expect(rivals.map((template) => template.key)).toEqual(['express', 'standard']);
  });

  it('turns a failed item into a repair line, and certifies once a CPO inspection passed and the orders are closed', async () => {
    const vehicleId = await vehicle();
    const first = await inspection(vehicleId);
    const failed = CPO_ITEMS[20]!;
    const answers = allPass().map((given) =>
      given.itemKey === failed.key ? { ...given, result: 'fail' as const, note: 'Worn to 2 mm' } : given,
    );
    expect((await answer(first.id, answers)).errors).toBeUndefined();
    expect(
      (await graph.run(EDITOR, CompleteInspectionDocument, { inspectionId: first.id })).data!.completeInspection
        .outcome,
    ).toBe('failed');

    const repaired = (
      await graph.run(EDITOR, RepairFailedItemDocument, {
        input: { inspectionId: first.id, itemKey: failed.key, ...FIX },
      })
    ).data!.repairFailedItem;
    const lineId = repaired.items.find((item) => item.itemKey === failed.key)!.repairOrderLineId!;
    const [line] = await db().select().from(repairOrderLines).where(eq(repairOrderLines.id, lineId));
    expect(line).toMatchObject({
      operation: `${failed.label}: Worn to 2 mm`,
      laborHundredths: 50,
      partsCents: 2_000,
      decision: 'pending',
    });
    const [order] = await db().select().from(repairOrders).where(eq(repairOrders.id, line!.repairOrderId));
    expect(order).toMatchObject({ vehicleId, status: 'draft' });
    await expectRefused(
      'CONFLICT',
      () =>
        graph.run(EDITOR, RepairFailedItemDocument, { input: { inspectionId: first.id, itemKey: failed.key, ...FIX } }),
      vehicleId,
    );
    await expectRefused('CONFLICT', () => graph.run(OWNER, CertifyVehicleDocument, { vehicleId }), vehicleId);

    const second = await inspection(vehicleId);
    await answer(second.id, allPass());
    expect(
      (await graph.run(EDITOR, CompleteInspectionDocument, { inspectionId: second.id })).data!.completeInspection
        .outcome,
    ).toBe('passed');
    await expectRefused('CONFLICT', () => graph.run(OWNER, CertifyVehicleDocument, { vehicleId }), vehicleId);

    await graph.run(EDITOR, AdvanceRepairOrderDocument, { input: { repairOrderId: order!.id, step: 'submit' } });
    await graph.run(OWNER, DecideRepairOrderLinesDocument, { input: { repairOrderId: order!.id, approve: true } });
    for (const step of ['start', 'complete', 'close'] as const)
      await graph.run(EDITOR, AdvanceRepairOrderDocument, { input: { repairOrderId: order!.id, step } });
    expect((await graph.run(READER, GetRepairOrderDocument, { id: order!.id })).data!.repairOrder.status).toBe(
      'closed',
    );

    const certified = (await graph.run(OWNER, CertifyVehicleDocument, { vehicleId })).data!.certifyVehicle.certifiedAt;
    expect(typeof certified).toBe('string');
    expect((await graph.run(READER, GetVehicleDocument, { id: vehicleId })).data!.vehicle!.certifiedAt).toBe(certified);
    expect((await graph.run(OWNER, CertifyVehicleDocument, { vehicleId })).data!.certifyVehicle.certifiedAt).toBe(
      certified,
    );
    expect(
      (await graph.run(READER, GetInspectionsDocument, { vehicleId })).data!.inspections.map((found) => found.outcome),
    ).toEqual(['passed', 'failed']);
  });

  it('lets a line join an existing order of the same vehicle only', async () => {
    const vehicleId = await vehicle();
    const checked = await inspection(vehicleId, 'express');
    await answer(checked.id, [{ itemKey: 'exterior.paint', result: 'fail' }]);
    const otherOrder = (await graph.run(EDITOR, CreateRepairOrderDocument, { vehicleId: await vehicle() })).data!
      .createRepairOrder;
    await expectRefused(
      'BAD_USER_INPUT',
      () =>
        graph.run(EDITOR, RepairFailedItemDocument, {
          input: { inspectionId: checked.id, itemKey: 'exterior.paint', repairOrderId: otherOrder.id, ...FIX },
        }),
      vehicleId,
    );
    const ownOrder = (await graph.run(EDITOR, CreateRepairOrderDocument, { vehicleId })).data!.createRepairOrder;
    await graph.run(EDITOR, RepairFailedItemDocument, {
      input: { inspectionId: checked.id, itemKey: 'exterior.paint', repairOrderId: ownOrder.id, ...FIX },
    });
    const lines = (await graph.run(EDITOR, GetRepairOrderDocument, { id: ownOrder.id })).data!.repairOrder.lines;
    expect(lines.map((line) => [line.operation, line.totalCents])).toEqual([['Paint', 8_000]]);
  });
});

describe('inspections: refused, nothing stored', () => {
  it('refuses unknown templates and items, bad amounts, unanswered completion, and changes after completion', async () => {
    const vehicleId = await vehicle();
    await expectRefused(
      'BAD_USER_INPUT',
      () => graph.run(EDITOR, StartInspectionDocument, { vehicleId, templateKey: 'deluxe' }),
      vehicleId,
    );
    const checked = await inspection(vehicleId, 'express');
    await expectRefused(
      'BAD_USER_INPUT',
      () =>
        answer(checked.id, [
          { itemKey: 'exterior.paint', result: 'pass' },
          { itemKey: 'exterior.wings', result: 'pass' },
        ]),
      vehicleId,
    );
    await expectRefused(
      'BAD_USER_INPUT',
      () => answer(checked.id, [{ itemKey: 'exterior.paint', result: 'fail', note: 'x'.repeat(5_000) }]),
      vehicleId,
    );
    await expectRefused(
      'BAD_USER_INPUT',
      () => graph.run(EDITOR, CompleteInspectionDocument, { inspectionId: checked.id }),
      vehicleId,
    );
    await answer(checked.id, [
      { itemKey: 'exterior.paint', result: 'fail' },
      { itemKey: 'exterior.glass', result: 'pass' },
    ]);
    await expectRefused(
      'BAD_USER_INPUT',
      () =>
        graph.run(EDITOR, RepairFailedItemDocument, {
          input: { inspectionId: checked.id, itemKey: 'exterior.glass', ...FIX },
        }),
      vehicleId,
    );
    await expectRefused(
      'BAD_USER_INPUT',
      () =>
        graph.run(EDITOR, RepairFailedItemDocument, {
          input: { inspectionId: checked.id, itemKey: 'exterior.paint', ...FIX, laborHours: -1 },
        }),
      vehicleId,
    );
    await expectRefused(
      'BAD_USER_INPUT',
      () =>
        graph.run(EDITOR, RepairFailedItemDocument, {
          input: { inspectionId: checked.id, itemKey: 'exterior.paint', ...FIX, partsCents: -1 },
        }),
      vehicleId,
    );
    const express = templateItems(findTemplate('express')!).map((item) => ({
      itemKey: item.key,
      result: 'na' as const,
    }));
    await answer(checked.id, express);
    expect(
      (await graph.run(EDITOR, CompleteInspectionDocument, { inspectionId: checked.id })).data!.completeInspection
        .outcome,
    ).toBe('passed');
    await expectRefused(
      'CONFLICT',
      () => answer(checked.id, [{ itemKey: 'exterior.paint', result: 'fail' }]),
      vehicleId,
    );
    await expectRefused(
      'CONFLICT',
      () => graph.run(EDITOR, CompleteInspectionDocument, { inspectionId: checked.id }),
      vehicleId,
    );
    // A passed express inspection does not certify: only CPO does.
    await expectRefused('CONFLICT', () => graph.run(OWNER, CertifyVehicleDocument, { vehicleId }), vehicleId);
  });

  it('lets readers read and refuses changes without scope 2 or the recon section', async () => {
    const vehicleId = await vehicle();
    const checked = await inspection(vehicleId, 'standard');
    expect((await graph.run(READER, GetInspectionDocument, { id: checked.id })).data!.inspection.template.key).toBe(
      'standard',
    );
    await expectRefused(
      'FORBIDDEN',
      () => graph.run(READER, StartInspectionDocument, { vehicleId, templateKey: 'express' }),
      vehicleId,
    );
    await expectRefused(
      'FORBIDDEN',
      () => answer(checked.id, [{ itemKey: 'exterior.hood', result: 'pass' }], READER),
      vehicleId,
    );
    await expectRefused('FORBIDDEN', () => graph.run(READER, CertifyVehicleDocument, { vehicleId }), vehicleId);
    for (const email of NO_SECTION) {
      expect(code(await graph.run(email, GetInspectionDocument, { id: checked.id }))).toBe('FORBIDDEN');
      await expectRefused(
        'FORBIDDEN',
        () => answer(checked.id, [{ itemKey: 'exterior.hood', result: 'pass' }], email),
        vehicleId,
      );
    }
  });

  it('answers NOT_FOUND for another organization’s ids, and FORBIDDEN for CPO without the feature', async () => {
    const vehicleId = await vehicle();
    const checked = await inspection(vehicleId, 'express');
    expect(code(await graph.run(RIVAL_OWNER_EMAIL, GetInspectionDocument, { id: checked.id }))).toBe('NOT_FOUND');
    expect(code(await graph.run(RIVAL_OWNER_EMAIL, GetInspectionsDocument, { vehicleId }))).toBe('NOT_FOUND');
    await expectRefused(
      'NOT_FOUND',
      () => graph.run(RIVAL_OWNER_EMAIL, StartInspectionDocument, { vehicleId, templateKey: 'express' }),
      vehicleId,
    );
    await expectRefused(
      'NOT_FOUND',
      () => answer(checked.id, [{ itemKey: 'exterior.paint', result: 'pass' }], RIVAL_OWNER_EMAIL),
      vehicleId,
    );
    await expectRefused(
      'NOT_FOUND',
      () => graph.run(RIVAL_OWNER_EMAIL, CompleteInspectionDocument, { inspectionId: checked.id }),
      vehicleId,
    );
    await expectRefused(
      'FORBIDDEN',
      () => graph.run(RIVAL_OWNER_EMAIL, StartInspectionDocument, { vehicleId, templateKey: 'cpo' }),
      vehicleId,
    );
    await expectRefused(
      'FORBIDDEN',
      () => graph.run(RIVAL_OWNER_EMAIL, CertifyVehicleDocument, { vehicleId }),
      vehicleId,
    );
  });
});

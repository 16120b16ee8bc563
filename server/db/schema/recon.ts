import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BusinessHours } from '../../../src/shared/recon/business-hours';
import { INSPECTION_RESULTS } from '../../../src/shared/recon/inspection-templates';
import { LINE_DECISIONS, REPAIR_ORDER_STATUSES } from '../../../src/shared/recon/repair-order';
import { createdAt } from './common';
import { vehicles } from './inventory';
import { organizations } from './organizations';
import { users } from './users';

// Reconditioning (issue 16). One workflow per organization; its stages are never deleted (a
// removed stage keeps its events), only marked removed.
export const reconWorkflows = pgTable('recon_workflows', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  // src/shared/recon/business-hours.ts; null: calendar time.
  businessHours: jsonb('business_hours').$type<BusinessHours>(),
  createdAt: createdAt(),
});

export const reconStages = pgTable(
  'recon_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => reconWorkflows.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    targetMinutes: integer('target_minutes').notNull(),
    atRiskPercent: integer('at_risk_percent').notNull().default(75),
    overduePercent: integer('overdue_percent').notNull().default(100),
    startsRecon: boolean('starts_recon').notNull().default(false),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('recon_stages_workflow_idx').on(table.workflowId, table.position)],
);

// Where each vehicle in recon is now. The events below are the record; this row is the lock a
// move takes and the board's index, rewritten by each move in the transaction of its event.
export const reconVehicles = pgTable(
  'recon_vehicles',
  {
    vehicleId: uuid('vehicle_id')
      .primaryKey()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => reconStages.id),
    enteredStageAt: timestamp('entered_stage_at', { withTimezone: true }).notNull(),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('recon_vehicles_organization_stage_idx').on(table.organizationId, table.stageId)],
);

// Every stage move, append-only: a trigger (migration) refuses UPDATE, and DELETE unless the
// vehicle itself is gone. `sequence` orders moves made in the same instant.
export const reconEvents = pgTable(
  'recon_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    fromStageId: uuid('from_stage_id').references(() => reconStages.id),
    toStageId: uuid('to_stage_id')
      .notNull()
      .references(() => reconStages.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recon_events_vehicle_idx').on(table.vehicleId, table.sequence),
    index('recon_events_organization_time_idx').on(table.organizationId, table.occurredAt),
    // Arrivals in a stage over a range: the recon report's vehicles front-lined in it.
    index('recon_events_organization_stage_time_idx').on(table.organizationId, table.toStageId, table.occurredAt),
  ],
);

export const repairOrderStatusEnum = pgEnum('repair_order_status', REPAIR_ORDER_STATUSES);
export const lineDecisionEnum = pgEnum('repair_line_decision', LINE_DECISIONS);

// A repair order for one vehicle (src/shared/recon/repair-order.ts has the states). Its row is the
// lock every change and decision takes, so two approvers deciding at once queue and the second
// finds the line decided. `revision` grows each time a decided order takes a new line.
export const repairOrders = pgTable(
  'repair_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    status: repairOrderStatusEnum('status').notNull().default('draft'),
    revision: integer('revision').notNull().default(1),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('repair_orders_organization_status_idx').on(table.organizationId, table.status),
    index('repair_orders_vehicle_idx').on(table.vehicleId),
  ],
);

// One operation of an order. Amounts are fixed when the line is written (the labor rate too), so a
// later change of the rate setting does not change what was approved. A decided line never changes.
export const repairOrderLines = pgTable(
  'repair_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    repairOrderId: uuid('repair_order_id')
      .notNull()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    operation: text('operation').notNull(),
    laborHundredths: integer('labor_hundredths').notNull(),
    laborRateCents: integer('labor_rate_cents').notNull(),
    partsCents: integer('parts_cents').notNull(),
    subletVendor: text('sublet_vendor'),
    subletCostCents: integer('sublet_cost_cents').notNull(),
    decision: lineDecisionEnum('decision').notNull().default('pending'),
    // Null with a decision: approved automatically under the threshold.
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    // When the line started waiting for a decision; null while its order is a draft.
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('repair_order_lines_order_idx').on(table.repairOrderId),
    check(
      'repair_order_lines_amounts_check',
      sql`${table.laborHundredths} >= 0 AND ${table.partsCents} >= 0 AND ${table.subletCostCents} >= 0`,
    ),
  ],
);

export const inspectionResultEnum = pgEnum('inspection_result', INSPECTION_RESULTS);

// An inspection of a vehicle against a template shipped as data (src/shared/recon/inspection-templates):
// `templateKey` names it; `outcome` is set when it is completed (every item answered).
export const inspections = pgTable(
  'inspections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    templateKey: text('template_key').notNull(),
    outcome: text('outcome').$type<'passed' | 'failed'>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('inspections_vehicle_idx').on(table.vehicleId)],
);

// One answered item; `repairOrderLineId` is the line a failed item became.
export const inspectionItems = pgTable(
  'inspection_items',
  {
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    result: inspectionResultEnum('result').notNull(),
    note: text('note'),
    repairOrderLineId: uuid('repair_order_line_id').references(() => repairOrderLines.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.inspectionId, table.itemKey] })],
);

export type ReconWorkflowRow = typeof reconWorkflows.$inferSelect;
export type ReconStageRow = typeof reconStages.$inferSelect;
export type ReconVehicleRow = typeof reconVehicles.$inferSelect;
export type ReconEventRow = typeof reconEvents.$inferSelect;
export type RepairOrderRow = typeof repairOrders.$inferSelect;
export type RepairOrderLineRow = typeof repairOrderLines.$inferSelect;
export type InspectionRow = typeof inspections.$inferSelect;
export type InspectionItemRow = typeof inspectionItems.$inferSelect;

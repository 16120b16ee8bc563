import { doublePrecision, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { vehicles } from './inventory';
import { organizations } from './organizations';
import { reconStages } from './recon';

// Each front-lined vehicle's calendar times to its first front-line arrival, measured once from its
// events (server/services/reports/recon-line-times.ts) so the recon report over years reads one row
// per vehicle instead of every event. Events before an arrival never change (append-only, stamped
// at the clock); a workflow edit drops the organization's rows and they are measured again.
export const reconLineTimes = pgTable(
  'recon_line_times',
  {
    vehicleId: uuid('vehicle_id')
      .primaryKey()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // The front-line stage the times were measured to.
    frontStageId: uuid('front_stage_id')
      .notNull()
      .references(() => reconStages.id),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
    timeToLineMs: doublePrecision('time_to_line_ms').notNull(),
    timeInReconMs: doublePrecision('time_in_recon_ms'),
  },
  (table) => [index('recon_line_times_organization_arrival_idx').on(table.organizationId, table.arrivalAt)],
);

// The same vehicles' time in each stage before that arrival, and how many of those visits ran over
// the stage's overdue threshold when measured (a target edit is a workflow edit: measured again).
export const reconLineStageTimes = pgTable(
  'recon_line_stage_times',
  {
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => reconLineTimes.vehicleId, { onDelete: 'cascade' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => reconStages.id),
    organizationId: uuid('organization_id').notNull(),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
    ms: doublePrecision('ms').notNull(),
    overTargetVisits: integer('over_target_visits').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.vehicleId, table.stageId] }),
    index('recon_line_stage_times_organization_arrival_idx').on(table.organizationId, table.arrivalAt),
  ],
);

import { bigint, index, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { vehicles } from './inventory';
import { organizations } from './organizations';
import { reconStages } from './recon';

// Each vehicle's recon figures' inputs, folded from its events (src/shared/recon/metrics.ts
// StageTimeline): the board and the figures read one row per vehicle instead of every event. Every
// move rewrites its row in the move's transaction; a workflow edit, which changes what the events
// mean (front line, recon start, business hours), refolds the organization's rows in its own
// (services/recon/timelines.ts, which also rebuilds them: `npm run recon:rebuild`). Times are epoch
// milliseconds, as the figures count them.
export const reconTimelines = pgTable(
  'recon_timelines',
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
    enteredStageAt: bigint('entered_stage_at', { mode: 'number' }).notNull(),
    firstAt: bigint('first_at', { mode: 'number' }).notNull(),
    reconStartAt: bigint('recon_start_at', { mode: 'number' }),
    frontLineAt: bigint('front_line_at', { mode: 'number' }),
    stageMs: jsonb('stage_ms').$type<[string, number][]>().notNull(),
    stageMsToLine: jsonb('stage_ms_to_line').$type<[string, number][]>(),
    timeToLineMs: bigint('time_to_line_ms', { mode: 'number' }),
    timeInReconMs: bigint('time_in_recon_ms', { mode: 'number' }),
  },
  (table) => [
    // The figures' vehicles front-lined in a range.
    index('recon_timelines_organization_front_line_idx').on(table.organizationId, table.frontLineAt),
  ],
);

export type ReconTimelineRow = typeof reconTimelines.$inferSelect;

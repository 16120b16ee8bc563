// When a vehicle in recon should reach the front line, from the stage targets (docs/metrics.md).
import { addCountedMs, countedMs, type BusinessHours } from './business-hours';
import { activeStages, type StageRules } from './workflow';

/**
 * Expected front-line date of a vehicle in `stageId` since `enteredStageAt`:
 * now + max(0, current stage's target − counted time in it so far) + the targets of every active
 * stage after it, added in counted time (business hours when set). On track, that is the stage
 * entry plus the remaining stages' targets; an overdue vehicle is expected after the later stages
 * from now, never in the past. Null at the front line, or in a stage no longer active.
 */
export function expectedFrontLineAt(options: {
  stages: readonly StageRules[];
  stageId: string;
  enteredStageAt: Date;
  now: Date;
  hours: BusinessHours | null;
}): Date | null {
  const active = activeStages(options.stages);
  const index = active.findIndex((stage) => stage.id === options.stageId);
  if (index < 0 || index === active.length - 1) return null;
  const spent = countedMs(options.enteredStageAt, options.now, options.hours);
  const left = Math.max(0, active[index]!.targetMinutes * 60_000 - spent);
  const later = active.slice(index + 1).reduce((sum, stage) => sum + stage.targetMinutes * 60_000, 0);
  return addCountedMs(options.now, left + later, options.hours);
}

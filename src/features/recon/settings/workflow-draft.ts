import type { GetReconWorkflowQuery } from '../../../../graphql/generated/operations/GetReconWorkflow';
import type { ReconBusinessHoursInput, ReconStageInput } from '../../../../graphql/generated/types';

// The editor's copy of the workflow: text as typed (a number field may be empty while someone
// types), turned into the mutation's input on save. Pure, so it is tested without a browser.

export const TARGET_UNITS = { minutes: 1, hours: 60, days: 24 * 60 } as const;
export type TargetUnit = keyof typeof TARGET_UNITS;

export type DraftStage = {
  /** Stable key for React and focus, also for stages not saved yet. */
  key: string;
  /** The saved stage's id; absent for a new one. */
  id?: string;
  name: string;
  target: string;
  unit: TargetUnit;
  atRisk: string;
  overdue: string;
  startsRecon: boolean;
};

export type DraftHours = { enabled: boolean; timeZone: string; weekdays: number[]; opening: string; closing: string };

export type WorkflowDraft = { stages: DraftStage[]; hours: DraftHours; showStatusInInventory: boolean };

type Workflow = GetReconWorkflowQuery['reconWorkflow'];

/** The largest unit the target is a whole number of: 2880 minutes show as 2 days. */
export function unitOf(minutes: number): TargetUnit {
  if (minutes > 0 && minutes % TARGET_UNITS.days === 0) return 'days';
  if (minutes > 0 && minutes % TARGET_UNITS.hours === 0) return 'hours';
  return minutes === 0 ? 'hours' : 'minutes';
}

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
// A time field stops at 23:59: open "until midnight" (1440) shows and saves as 23:59.
const MIDNIGHT = 24 * 60;
const LAST_MINUTE = '23:59';
const minuteOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

let nextKey = 0;
export const newKey = () => `new-${(nextKey += 1)}`;

export function draftOf(workflow: Workflow, browserTimeZone: string): WorkflowDraft {
  const hours = workflow.businessHours;
  return {
    stages: workflow.stages.map((stage) => {
      const unit = unitOf(stage.targetMinutes);
      return {
        key: stage.id,
        id: stage.id,
        name: stage.name,
        target: String(stage.targetMinutes / TARGET_UNITS[unit]),
        unit,
        atRisk: String(stage.atRiskPercent),
        overdue: String(stage.overduePercent),
        startsRecon: stage.startsRecon,
      };
    }),
    hours: hours
      ? {
          enabled: true,
          timeZone: hours.timeZone,
          weekdays: [...hours.weekdays],
          opening: clock(hours.startMinute),
          closing: hours.endMinute === MIDNIGHT ? LAST_MINUTE : clock(hours.endMinute),
        }
      : { enabled: false, timeZone: browserTimeZone, weekdays: [1, 2, 3, 4, 5], opening: '08:00', closing: '18:00' },
    showStatusInInventory: workflow.showsStatusInInventory,
  };
}

export function newStage(name: string): DraftStage {
  return { key: newKey(), name, target: '4', unit: 'hours', atRisk: '75', overdue: '100', startsRecon: false };
}

/** A whole number typed in a field, or null when it is not one. */
export function wholeNumber(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) ? value : null;
}

/** The target in minutes: a decimal of the unit (1.5 hours) rounded to the minute; null when not a number from 0. */
export function targetMinutes(stage: Pick<DraftStage, 'target' | 'unit'>): number | null {
  const value = Number(stage.target.trim());
  if (stage.target.trim() === '' || !Number.isFinite(value) || value < 0) return null;
  return Math.round(value * TARGET_UNITS[stage.unit]);
}

/** Which fields of a stage are not numbers (the server checks the ranges and names). */
export function fieldProblems(stage: DraftStage): { target: boolean; atRisk: boolean; overdue: boolean } {
  return {
    target: targetMinutes(stage) === null,
    atRisk: wholeNumber(stage.atRisk) === null,
    overdue: wholeNumber(stage.overdue) === null,
  };
}

export const hasFieldProblems = (draft: WorkflowDraft) =>
  draft.stages.some((stage) => Object.values(fieldProblems(stage)).some(Boolean));

/** The mutation's input; call only when hasFieldProblems is false. */
export function inputOf(draft: WorkflowDraft): {
  stages: ReconStageInput[];
  businessHours: ReconBusinessHoursInput | null;
  showStatusInInventory: boolean;
} {
  const { hours } = draft;
  return {
    stages: draft.stages.map((stage) => ({
      id: stage.id,
      name: stage.name.trim(),
      targetMinutes: targetMinutes(stage)!,
      atRiskPercent: wholeNumber(stage.atRisk)!,
      overduePercent: wholeNumber(stage.overdue)!,
      startsRecon: stage.startsRecon,
    })),
    businessHours: hours.enabled
      ? {
          timeZone: hours.timeZone.trim(),
          weekdays: [...hours.weekdays].sort(),
          startMinute: minuteOf(hours.opening),
          endMinute: hours.closing === LAST_MINUTE ? MIDNIGHT : minuteOf(hours.closing),
        }
      : null,
    showStatusInInventory: draft.showStatusInInventory,
  };
}

/** `stages` with the one at `index` moved by `offset` (−1 up, +1 down); unchanged at either end. */
export function moveStage(stages: DraftStage[], index: number, offset: -1 | 1): DraftStage[] {
  const target = index + offset;
  if (target < 0 || target >= stages.length) return stages;
  const next = [...stages];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

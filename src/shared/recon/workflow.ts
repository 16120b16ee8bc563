// The recon workflow's shape and rules, shared by the server, the graph and the screens.

/** How a vehicle's time in its stage compares with the stage's target. */
export const STAGE_TIMER_STATES = ['on_track', 'at_risk', 'overdue'] as const;
export type StageTimerState = (typeof STAGE_TIMER_STATES)[number];

/** A workflow stage as the rules see it. `removed` stages keep their events but take no vehicle. */
export type StageRules = {
  id: string;
  name: string;
  position: number;
  targetMinutes: number;
  /** Percent of the target after which a vehicle is at risk (yellow). */
  atRiskPercent: number;
  /** Percent of the target after which a vehicle is overdue (red). */
  overduePercent: number;
  /** Days in recon start when a vehicle first reaches this stage or a later one. */
  startsRecon: boolean;
  removed: boolean;
};

export const RECON_LIMITS = {
  minStages: 2,
  maxStages: 30,
  maxStageName: 60,
  /** Ninety days: longer targets are not a recon stage. */
  maxTargetMinutes: 90 * 24 * 60,
  maxPercent: 1000,
} as const;

const HOUR = 60;
const DAY = 24 * HOUR;

/** The workflow a new organization starts with: a typical used-car store. Front line is the last stage. */
export const DEFAULT_RECON_STAGES: readonly Omit<StageRules, 'id' | 'position' | 'removed'>[] = [
  { name: 'Incoming / transit', targetMinutes: 2 * DAY, atRiskPercent: 75, overduePercent: 100, startsRecon: false },
  { name: 'Inspection', targetMinutes: 2 * HOUR, atRiskPercent: 75, overduePercent: 100, startsRecon: true },
  { name: 'Estimate approval', targetMinutes: 1 * HOUR, atRiskPercent: 75, overduePercent: 100, startsRecon: false },
  { name: 'Mechanical', targetMinutes: 8 * HOUR, atRiskPercent: 75, overduePercent: 100, startsRecon: false },
  { name: 'Body & sublet', targetMinutes: 3 * DAY, atRiskPercent: 75, overduePercent: 100, startsRecon: false },
  { name: 'Detail', targetMinutes: 4 * HOUR, atRiskPercent: 75, overduePercent: 100, startsRecon: false },
  { name: 'Photos', targetMinutes: 2 * HOUR, atRiskPercent: 75, overduePercent: 100, startsRecon: false },
  { name: 'Front line', targetMinutes: 0, atRiskPercent: 75, overduePercent: 100, startsRecon: false },
];

/** The active stages in order: what a vehicle may be moved to. */
export function activeStages<T extends StageRules>(stages: readonly T[]): T[] {
  return stages.filter((stage) => !stage.removed).sort((a, b) => a.position - b.position);
}

// Per stages array: the figures ask for the front line of one workflow for thousands of vehicles.
const frontLines = new WeakMap<readonly StageRules[], StageRules | undefined>();

/** The front-line stage: the last active one. Reaching it makes a vehicle `frontline`. */
export function frontLineStage<T extends StageRules>(stages: readonly T[]): T | undefined {
  if (!frontLines.has(stages)) frontLines.set(stages, activeStages(stages).at(-1));
  return frontLines.get(stages) as T | undefined;
}

/**
 * on_track, at_risk or overdue for `minutes` spent in `stage`. A stage with target 0 (the front
 * line) never turns: nothing waits there for work.
 */
export function stageTimerState(
  stage: Pick<StageRules, 'targetMinutes' | 'atRiskPercent' | 'overduePercent'>,
  minutes: number,
): StageTimerState {
  if (stage.targetMinutes <= 0) return 'on_track';
  const percent = (minutes / stage.targetMinutes) * 100;
  if (percent >= stage.overduePercent) return 'overdue';
  if (percent >= stage.atRiskPercent) return 'at_risk';
  return 'on_track';
}

/** Problems with a proposed list of stages, as sentences a person can act on; empty when it is fine. */
export function checkStages(
  stages: readonly Pick<StageRules, 'name' | 'targetMinutes' | 'atRiskPercent' | 'overduePercent'>[],
): string[] {
  const problems: string[] = [];
  if (stages.length < RECON_LIMITS.minStages || stages.length > RECON_LIMITS.maxStages) {
    problems.push(
      `A workflow has between ${RECON_LIMITS.minStages} and ${RECON_LIMITS.maxStages} stages; this one has ${stages.length}.`,
    );
  }
  const seen = new Set<string>();
  stages.forEach((stage, index) => {
    const label = `Stage ${index + 1}`;
    const name = stage.name.trim();
    if (!name || name.length > RECON_LIMITS.maxStageName)
      problems.push(`${label}: the name must have 1 to ${RECON_LIMITS.maxStageName} characters.`);
    if (seen.has(name.toLowerCase())) problems.push(`${label}: another stage is already called '${name}'.`);
    seen.add(name.toLowerCase());
    if (
      !Number.isInteger(stage.targetMinutes) ||
      stage.targetMinutes < 0 ||
      stage.targetMinutes > RECON_LIMITS.maxTargetMinutes
    ) {
      problems.push(
        `${label}: the target must be a whole number of minutes from 0 to ${RECON_LIMITS.maxTargetMinutes}.`,
      );
    }
    const percentOk = (value: number) => Number.isInteger(value) && value >= 1 && value <= RECON_LIMITS.maxPercent;
    if (
      !percentOk(stage.atRiskPercent) ||
      !percentOk(stage.overduePercent) ||
      stage.atRiskPercent > stage.overduePercent
    ) {
      problems.push(
        `${label}: at-risk and overdue are whole percents of the target (1 to ${RECON_LIMITS.maxPercent}), at-risk not above overdue.`,
      );
    }
  });
  return problems;
}

// The recon figures, computed only from a vehicle's stage events (append-only, never edited),
// never from fields someone could change. Pure functions: the graph, the screens and the tests
// run the same code. Durations are milliseconds of counted time (business-hours.ts).
import { countedMs, dayLengthMs, type BusinessHours } from './business-hours';
import { activeStages, frontLineStage, stageTimerState, type StageRules, type StageTimerState } from './workflow';

/** One move: `fromStageId` is null when the vehicle entered recon. Sorted by `at`, then by sequence. */
export type StageEvent = { fromStageId: string | null; toStageId: string; at: Date };

/** What every figure reads of a move: where to and when (the server reads only these for thousands of vehicles). */
export type StageMove = Pick<StageEvent, 'toStageId' | 'at'>;

/** A stretch a vehicle spent in one stage; `end` null while it is still there. */
export type StageVisit = { stageId: string; start: Date; end: Date | null };

/** A figure measured up to `now` when the vehicle has not reached the front line yet. */
export type RunningFigure = { ms: number; complete: boolean };

/** The visits the events describe, in order: each event ends the previous visit and starts the next. */
export function stageVisits(events: readonly StageMove[]): StageVisit[] {
  return events.map((event, index) => ({
    stageId: event.toStageId,
    start: event.at,
    end: events[index + 1]?.at ?? null,
  }));
}

/** Time in the current stage: from the last event to `now`. Null for a vehicle never in recon. */
export function timeInCurrentStage(
  events: readonly StageMove[],
  now: Date,
  hours: BusinessHours | null,
): number | null {
  const last = events.at(-1);
  return last ? countedMs(last.at, now, hours) : null;
}

/** Time per stage: the sum of every visit to it (a vehicle sent back counts each visit); open visits count to `now`. */
export function timePerStage(
  events: readonly StageMove[],
  now: Date,
  hours: BusinessHours | null,
): Map<string, number> {
  const totals = new Map<string, number>();
  for (const visit of stageVisits(events)) {
    totals.set(visit.stageId, (totals.get(visit.stageId) ?? 0) + countedMs(visit.start, visit.end ?? now, hours));
  }
  return totals;
}

/** The first arrival at the front-line stage (the last active stage), or undefined. */
export function firstFrontLineArrival(events: readonly StageMove[], stages: readonly StageRules[]): Date | undefined {
  const frontLine = frontLineStage(stages);
  return frontLine ? events.find((event) => event.toStageId === frontLine.id)?.at : undefined;
}

/**
 * Time-to-line: from the vehicle's first event (acquired: it entered the first stage) to its first
 * arrival at the front line. Until then it runs to `now` with `complete: false`.
 */
export function timeToLine(
  events: readonly StageMove[],
  stages: readonly StageRules[],
  now: Date,
  hours: BusinessHours | null,
): RunningFigure | null {
  const first = events[0];
  if (!first) return null;
  const arrival = firstFrontLineArrival(events, stages);
  return { ms: countedMs(first.at, arrival ?? now, hours), complete: arrival !== undefined };
}

/**
 * When recon starts for days in recon: the first arrival at a stage marked `startsRecon` (the
 * inspection), or at any stage placed after the first such stage (a skipped inspection still starts it).
 */
function reconStart(events: readonly StageMove[], stages: readonly StageRules[]): Date | undefined {
  const { positions, from } = reconStartRule(stages);
  if (from === undefined) return undefined;
  return events.find((event) => (positions.get(event.toStageId) ?? -Infinity) >= from)?.at;
}

// Per stages array (a workflow is read once per request, then measured for thousands of vehicles).
const reconStartRules = new WeakMap<
  readonly StageRules[],
  { positions: Map<string, number>; from: number | undefined }
>();

function reconStartRule(stages: readonly StageRules[]): { positions: Map<string, number>; from: number | undefined } {
  let rule = reconStartRules.get(stages);
  if (!rule) {
    const starts = stages.filter((stage) => stage.startsRecon).map((stage) => stage.position);
    rule = {
      positions: new Map(stages.map((stage) => [stage.id, stage.position])),
      from: starts.length === 0 ? undefined : Math.min(...starts),
    };
    reconStartRules.set(stages, rule);
  }
  return rule;
}

/**
 * Days in recon (ADR) as time: from recon start (see reconStart) to the first arrival at the front
 * line, or to `now` while still in recon. Null before recon started.
 */
export function timeInRecon(
  events: readonly StageMove[],
  stages: readonly StageRules[],
  now: Date,
  hours: BusinessHours | null,
): RunningFigure | null {
  const start = reconStart(events, stages);
  if (!start) return null;
  const arrival = firstFrontLineArrival(events, stages);
  return { ms: countedMs(start, arrival ?? now, hours), complete: arrival !== undefined };
}

/** A duration in recon days: calendar days, or business days (one day = one day's opening hours). */
export function inDays(ms: number, hours: BusinessHours | null): number {
  return ms / dayLengthMs(hours);
}

const CALENDAR_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Holding cost so far: calendar days (money costs on weekends too) from the first event to the first
 * front-line arrival, or to `now`, times the cost per day, rounded to the cent.
 */
export function holdingCost(
  events: readonly StageMove[],
  stages: readonly StageRules[],
  now: Date,
  perDayCents: number,
): number {
  const time = timeToLine(events, stages, now, null);
  return time ? Math.round((time.ms / CALENDAR_DAY_MS) * perDayCents) : 0;
}

export type StageLoad = {
  stageId: string;
  vehicles: number;
  atRisk: number;
  overdue: number;
  /** Of the overdue vehicles, the middle of how far each is past the stage's target (counted ms); null when none is. */
  medianOverdueByMs: number | null;
};

/** Vehicles now in each active stage, how many are at risk or overdue against its target, and how far over. */
export function unitsOverTarget(
  current: readonly { stageId: string; enteredAt: Date }[],
  stages: readonly StageRules[],
  now: Date,
  hours: BusinessHours | null,
): StageLoad[] {
  return activeStages(stages).map((stage) => {
    const times = current
      .filter((vehicle) => vehicle.stageId === stage.id)
      .map((vehicle) => countedMs(vehicle.enteredAt, now, hours));
    const states: StageTimerState[] = times.map((ms) => stageTimerState(stage, ms / 60_000));
    const overdueBy = times
      .filter((_, index) => states[index] === 'overdue')
      .map((ms) => Math.max(0, ms - stage.targetMinutes * 60_000));
    return {
      stageId: stage.id,
      vehicles: states.length,
      atRisk: states.filter((state) => state === 'at_risk').length,
      overdue: overdueBy.length,
      medianOverdueByMs: median(overdueBy),
    };
  });
}

/**
 * The stage holding back the pipeline: the one with the most overdue cars (ties: the one where they
 * are further over). The front line is where cars are done, so it never is one.
 */
export function bottleneckOf<Stage extends { overdue: number; medianOverdueBySeconds?: number | null }>(
  stages: readonly Stage[],
): Stage | undefined {
  return stages
    .filter((stage) => stage.overdue > 0)
    .sort((a, b) => b.overdue - a.overdue || (b.medianOverdueBySeconds ?? 0) - (a.medianOverdueBySeconds ?? 0))[0];
}

/** The median of `values`, or null when there are none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * What a vehicle's figures need of its moves, folded one move at a time (foldMove), so the server
 * keeps one row per vehicle (recon_timelines) instead of reading every event. Times are epoch ms;
 * durations are counted ms under the workflow the fold was made with.
 */
export type StageTimeline = {
  stageId: string;
  enteredStageAt: number;
  firstAt: number;
  /** See reconStart; null before recon started. */
  reconStartAt: number | null;
  frontLineAt: number | null;
  /** Counted ms of every finished visit, per stage, in the order of first visits. */
  stageMs: [string, number][];
  /** stageMs as timePerStage counts it up to the first front-line arrival; null before it. */
  stageMsToLine: [string, number][] | null;
  /** The complete time-to-line and time in recon, fixed at the first front-line arrival. */
  timeToLineMs: number | null;
  timeInReconMs: number | null;
};

function addMs(totals: readonly [string, number][], stageId: string, ms: number): [string, number][] {
  const index = totals.findIndex(([id]) => id === stageId);
  if (index < 0) return [...totals, [stageId, ms]];
  return totals.map((entry, at) => (at === index ? [entry[0], entry[1] + ms] : entry));
}

/** `timeline` after `move` (the vehicle's next move in sequence order); null: its first move. */
export function foldMove(
  timeline: StageTimeline | null,
  move: StageMove,
  stages: readonly StageRules[],
  hours: BusinessHours | null,
): StageTimeline {
  const at = move.at.getTime();
  const { positions, from } = reconStartRule(stages);
  const startsRecon = from !== undefined && (positions.get(move.toStageId) ?? -Infinity) >= from;
  if (!timeline) {
    const reconStartAt = startsRecon ? at : null;
    return arrive(
      {
        stageId: move.toStageId,
        enteredStageAt: at,
        firstAt: at,
        reconStartAt,
        frontLineAt: null,
        stageMs: [],
        stageMsToLine: null,
        timeToLineMs: null,
        timeInReconMs: null,
      },
      stages,
      hours,
    );
  }
  const stageMs = addMs(
    timeline.stageMs,
    timeline.stageId,
    countedMs(new Date(timeline.enteredStageAt), move.at, hours),
  );
  const next: StageTimeline = {
    ...timeline,
    stageId: move.toStageId,
    enteredStageAt: at,
    reconStartAt: timeline.reconStartAt ?? (startsRecon ? at : null),
    stageMs,
  };
  // A move in the very millisecond of the arrival still falls inside it (timePerStage's `at <= arrival`).
  if (timeline.stageMsToLine && at === timeline.frontLineAt)
    next.stageMsToLine = addMs(timeline.stageMsToLine, move.toStageId, 0);
  return timeline.frontLineAt === null ? arrive(next, stages, hours) : next;
}

/** At the first arrival at the front line: the figures that stop running there. */
function arrive(timeline: StageTimeline, stages: readonly StageRules[], hours: BusinessHours | null): StageTimeline {
  if (timeline.stageId !== frontLineStage(stages)?.id) return timeline;
  const at = new Date(timeline.enteredStageAt);
  return {
    ...timeline,
    frontLineAt: timeline.enteredStageAt,
    stageMsToLine: addMs(timeline.stageMs, timeline.stageId, 0),
    timeToLineMs: countedMs(new Date(timeline.firstAt), at, hours),
    timeInReconMs: timeline.reconStartAt === null ? null : countedMs(new Date(timeline.reconStartAt), at, hours),
  };
}

/** The timeline of a vehicle's moves (in order); null when there are none. */
export function timelineOf(
  events: readonly StageMove[],
  stages: readonly StageRules[],
  hours: BusinessHours | null,
): StageTimeline | null {
  return events.reduce<StageTimeline | null>((timeline, move) => foldMove(timeline, move, stages, hours), null);
}

/** timeToLine from a timeline. */
export function timelineTimeToLine(timeline: StageTimeline, now: Date, hours: BusinessHours | null): RunningFigure {
  if (timeline.timeToLineMs !== null) return { ms: timeline.timeToLineMs, complete: true };
  return { ms: countedMs(new Date(timeline.firstAt), now, hours), complete: false };
}

/** timeInRecon from a timeline. */
export function timelineTimeInRecon(
  timeline: StageTimeline,
  now: Date,
  hours: BusinessHours | null,
): RunningFigure | null {
  if (timeline.reconStartAt === null) return null;
  if (timeline.frontLineAt !== null) return { ms: timeline.timeInReconMs!, complete: true };
  return { ms: countedMs(new Date(timeline.reconStartAt), now, hours), complete: false };
}

/** timePerStage from a timeline: the finished visits and the current one, to `now`. */
export function timelineTimePerStage(
  timeline: StageTimeline,
  now: Date,
  hours: BusinessHours | null,
): Map<string, number> {
  const open = countedMs(new Date(timeline.enteredStageAt), now, hours);
  return new Map(addMs(timeline.stageMs, timeline.stageId, open));
}

/** holdingCost from a timeline. */
export function timelineHoldingCost(
  timeline: Pick<StageTimeline, 'firstAt' | 'frontLineAt'>,
  now: Date,
  perDayCents: number,
): number {
  const ms = Math.max(0, (timeline.frontLineAt ?? now.getTime()) - timeline.firstAt);
  return Math.round((ms / CALENDAR_DAY_MS) * perDayCents);
}

/** timeInCurrentStage from a timeline. */
export function timelineTimeInStage(timeline: StageTimeline, now: Date, hours: BusinessHours | null): number {
  return countedMs(new Date(timeline.enteredStageAt), now, hours);
}

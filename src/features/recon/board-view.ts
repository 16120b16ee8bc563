// The /recon screen's view (filters and board/list, kept in the URL so a link reproduces it) and
// the pure rules that shape its cards. Timer states come from the graph (the workflow's own rule in
// src/shared/recon/workflow.ts), never recomputed here.
import type { StageTimerState } from '../../shared/recon/workflow';

export type ReconLayout = 'board' | 'list';

/** `assignee`: a member id, NONE for cards nobody works on, '' for everyone. */
export type ReconView = { stage: string; assignee: string; overdue: boolean; make: string; layout: ReconLayout };

export const UNASSIGNED = 'none';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The view a URL query describes; anything it cannot read falls back to the default. */
export function reconViewFromQuery(query: Record<string, string | string[] | undefined>): ReconView {
  return {
    stage: first(query.stage),
    assignee: first(query.assignee),
    overdue: first(query.overdue) === '1',
    make: first(query.make),
    layout: first(query.view) === 'list' ? 'list' : 'board',
  };
}

export function queryFromReconView(view: ReconView): Record<string, string> {
  const query: Record<string, string> = {};
  if (view.stage) query.stage = view.stage;
  if (view.assignee) query.assignee = view.assignee;
  if (view.overdue) query.overdue = '1';
  if (view.make) query.make = view.make;
  if (view.layout === 'list') query.view = 'list';
  return query;
}

/** How many filters narrow the view (the layout is not one). */
export const activeFilterCount = (view: ReconView): number =>
  [view.stage, view.assignee, view.overdue, view.make].filter(Boolean).length;
export const hasFilters = (view: ReconView): boolean => activeFilterCount(view) > 0;

type FilterableCard = {
  stage: { id: string };
  assignee?: { id: string } | null;
  timer: StageTimerState;
  vehicle: { make: string };
};

/** The cards the view's filters keep. */
export function filterCards<T extends FilterableCard>(cards: readonly T[], view: ReconView): T[] {
  return cards.filter(
    (card) =>
      (!view.stage || card.stage.id === view.stage) &&
      (!view.assignee || (view.assignee === UNASSIGNED ? !card.assignee : card.assignee?.id === view.assignee)) &&
      (!view.overdue || card.timer === 'overdue') &&
      (!view.make || card.vehicle.make.toLowerCase() === view.make.toLowerCase()),
  );
}

/** The makes on the board, once each, in alphabetical order: the make filter's choices. */
export function makesOf(cards: readonly { vehicle: { make: string } }[]): string[] {
  const makes = new Map<string, string>();
  for (const card of cards) makes.set(card.vehicle.make.toLowerCase(), card.vehicle.make);
  return [...makes.values()].sort((a, b) => a.localeCompare(b));
}

/** Cards per stage id, in the order given (the board's: longest in their stage first). */
export function cardsByStage<T extends { stage: { id: string } }>(cards: readonly T[]): Map<string, T[]> {
  const byStage = new Map<string, T[]>();
  for (const card of cards) byStage.set(card.stage.id, [...(byStage.get(card.stage.id) ?? []), card]);
  return byStage;
}

/**
 * How many cards a board column draws before "Show more": a stage holding hundreds of cars (the
 * demo store's front line has 200) drew every card, and the board took seconds to show.
 */
export const COLUMN_PAGE_SIZE = 25;

/**
 * A column's cards in the order it shows them: the board's order (longest in the stage first),
 * except on the front line, where time has no target and what a manager looks for is what just
 * arrived there.
 */
export function columnOrder<T extends { timeInStageSeconds: number }>(
  stage: { isFrontLine: boolean },
  cards: readonly T[],
): readonly T[] {
  return stage.isFrontLine ? [...cards].sort((a, b) => a.timeInStageSeconds - b.timeInStageSeconds) : cards;
}

/**
 * The list's order: the cars still in recon first, in the board's order, then the front line's
 * newest arrivals first (as its column). In the board's order alone the front line's cars, weeks
 * in their stage, filled the list's first pages and pushed the work in progress back.
 */
export function listOrder<T extends { stage: { isFrontLine: boolean }; timeInStageSeconds: number }>(
  cards: readonly T[],
): T[] {
  const frontLine = cards.filter((card) => card.stage.isFrontLine);
  return [...cards.filter((card) => !card.stage.isFrontLine), ...columnOrder({ isFrontLine: true }, frontLine)];
}

/** The cards a column draws: its first `limit`, and any later card `keep` holds in sight (one just moved). */
export function columnPage<T>(
  cards: readonly T[],
  limit: number,
  keep: (card: T) => boolean,
): { shown: T[]; hidden: number } {
  const shown = cards.filter((card, index) => index < limit || keep(card));
  return { shown, hidden: cards.length - shown.length };
}

/** A duration in whole units for display: days and hours past two days, hours and minutes past an hour, else minutes. */
export function durationParts(seconds: number): {
  key: 'days' | 'hours' | 'minutes';
  days: number;
  hours: number;
  minutes: number;
} {
  const totalMinutes = Math.max(0, Math.floor(seconds / 60));
  const days = Math.floor(totalMinutes / (24 * 60));
  const hours = Math.floor((totalMinutes % (24 * 60)) / 60);
  const minutes = totalMinutes % 60;
  if (totalMinutes >= 48 * 60) return { key: 'days', days, hours, minutes };
  if (totalMinutes >= 60) return { key: 'hours', days: 0, hours: days * 24 + hours, minutes };
  return { key: 'minutes', days: 0, hours: 0, minutes };
}

/** The reader's current and previous calendar month, as the graph's [from, to) instants. */
export function monthRanges(now: Date): { monthStart: string; monthEnd: string; lastMonthStart: string } {
  const at = (monthOffset: number) => new Date(now.getFullYear(), now.getMonth() + monthOffset, 1).toISOString();
  return { monthStart: at(0), monthEnd: at(1), lastMonthStart: at(-1) };
}

/** The last six characters of a VIN: how a lot finds a car. */
export const vinTail = (vin: string): string => vin.slice(-6);

export type StageIconKey =
  'incoming' | 'inspection' | 'estimate' | 'mechanical' | 'body' | 'detail' | 'photos' | 'frontline' | 'stage';

const ICON_WORDS: [StageIconKey, RegExp][] = [
  ['incoming', /incoming|transit|arriv|deliver/i],
  ['inspection', /inspect/i],
  ['estimate', /estimate|approv|quote/i],
  ['mechanical', /mechanic|service|repair/i],
  ['body', /body|paint|sublet|dent/i],
  ['detail', /detail|clean|wash/i],
  ['photos', /photo|picture|media/i],
];

/** The icon a stage's header shows (with showReconIcons): by the words of its name, the front line by its place. */
export function stageIconKey(stage: { name: string; isFrontLine: boolean }): StageIconKey {
  if (stage.isFrontLine) return 'frontline';
  return ICON_WORDS.find(([, words]) => words.test(stage.name))?.[0] ?? 'stage';
}

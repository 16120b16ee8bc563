import { describe, expect, it } from 'vitest';
import {
  cardsByStage,
  columnOrder,
  columnPage,
  listOrder,
  durationParts,
  filterCards,
  hasFilters,
  makesOf,
  monthRanges,
  queryFromReconView,
  reconViewFromQuery,
  stageIconKey,
  vinTail,
  type ReconView,
} from '../../../src/features/recon/board-view';

const card = (
  id: string,
  stage: string,
  make: string,
  timer: 'on_track' | 'at_risk' | 'overdue',
  assignee: string | null,
) => ({
  id,
  stage: { id: stage },
  vehicle: { make },
  timer,
  assignee: assignee ? { id: assignee } : null,
});
const CARDS = [
  card('a', 's1', 'Honda', 'overdue', 'u1'),
  card('b', 's1', 'Ford', 'on_track', null),
  card('c', 's2', 'honda', 'at_risk', 'u2'),
  card('d', 's2', 'Toyota', 'overdue', 'u1'),
];
const ALL: ReconView = { stage: '', assignee: '', overdue: false, make: '', layout: 'board' };

describe('the view in the URL', () => {
  it('reads every filter and the list layout, and writes back only what differs from the default', () => {
    const query = { stage: 's1', assignee: 'none', overdue: '1', make: 'Honda', view: 'list' };
    const view = reconViewFromQuery(query);
    expect(view).toEqual({ stage: 's1', assignee: 'none', overdue: true, make: 'Honda', layout: 'list' });
    expect(queryFromReconView(view)).toEqual(query);
    expect(queryFromReconView(ALL)).toEqual({});
  });

  it('falls back to the default for what it cannot read', () => {
    expect(reconViewFromQuery({ overdue: 'yes', view: 'grid', stage: ['s1', 's2'] })).toEqual({ ...ALL, stage: 's1' });
    expect(hasFilters(ALL)).toBe(false);
    expect(hasFilters({ ...ALL, layout: 'list' })).toBe(false);
    expect(hasFilters({ ...ALL, overdue: true })).toBe(true);
  });
});

describe('filterCards', () => {
  const ids = (view: Partial<ReconView>) => filterCards(CARDS, { ...ALL, ...view }).map((entry) => entry.id);

  it('keeps everything without filters', () => expect(ids({})).toEqual(['a', 'b', 'c', 'd']));
  it('narrows by stage', () => expect(ids({ stage: 's2' })).toEqual(['c', 'd']));
  it('narrows by assignee, and to unassigned cards', () => {
    expect(ids({ assignee: 'u1' })).toEqual(['a', 'd']);
    expect(ids({ assignee: 'none' })).toEqual(['b']);
  });
  it('keeps only overdue cards (not at-risk ones)', () => expect(ids({ overdue: true })).toEqual(['a', 'd']));
  it('matches the make whatever its case', () => expect(ids({ make: 'HONDA' })).toEqual(['a', 'c']));
  it('combines filters', () => expect(ids({ make: 'honda', overdue: true, assignee: 'u1' })).toEqual(['a']));
});

describe('board helpers', () => {
  it('lists each make once, alphabetically', () => expect(makesOf(CARDS)).toEqual(['Ford', 'honda', 'Toyota']));
  it('groups cards per stage in their order', () =>
    expect([...cardsByStage(CARDS)].map(([stage, cards]) => [stage, cards.map((entry) => entry.id)])).toEqual([
      ['s1', ['a', 'b']],
      ['s2', ['c', 'd']],
    ]));
  it('shows the VIN tail', () => expect(vinTail('1HGCM82633A004352')).toBe('004352'));
});

describe('a column of the board', () => {
  const timed = (id: string, timeInStageSeconds: number) => ({ id, timeInStageSeconds });
  const longestFirst = [timed('old', 900), timed('mid', 500), timed('new', 10)];
  it('keeps the board order (longest in the stage first) in a stage with a target', () =>
    expect(columnOrder({ isFrontLine: false }, longestFirst).map(({ id }) => id)).toEqual(['old', 'mid', 'new']));
  it('shows the newest arrivals first on the front line', () =>
    expect(columnOrder({ isFrontLine: true }, longestFirst).map(({ id }) => id)).toEqual(['new', 'mid', 'old']));
  it('draws its first page and says how many it leaves out', () => {
    const { shown, hidden } = columnPage(['a', 'b', 'c', 'd', 'e'], 2, () => false);
    expect(shown).toEqual(['a', 'b']);
    expect(hidden).toBe(3);
  });
  it('keeps a later card in sight when asked (one just moved), in its place', () => {
    const { shown, hidden } = columnPage(['a', 'b', 'c', 'd', 'e'], 2, (card) => card === 'd');
    expect(shown).toEqual(['a', 'b', 'd']);
    expect(hidden).toBe(2);
  });
  it('lists the cars in recon first, then the front line newest first', () => {
    const car = (id: string, isFrontLine: boolean, timeInStageSeconds: number) => ({
      id,
      stage: { isFrontLine },
      timeInStageSeconds,
    });
    const boardOrder = [
      car('line-old', true, 9_000),
      car('mech', false, 800),
      car('line-new', true, 50),
      car('ins', false, 90),
    ];
    expect(listOrder(boardOrder).map(({ id }) => id)).toEqual(['mech', 'ins', 'line-new', 'line-old']);
  });
  it('hides nothing when the column fits its page', () =>
    expect(columnPage(['a', 'b'], 25, () => false)).toEqual({ shown: ['a', 'b'], hidden: 0 }));
});

describe('durationParts', () => {
  it('gives minutes under an hour', () =>
    expect(durationParts(59 * 60 + 59)).toEqual({ key: 'minutes', days: 0, hours: 0, minutes: 59 }));
  it('gives hours and minutes from an hour to two days', () => {
    expect(durationParts(3600)).toEqual({ key: 'hours', days: 0, hours: 1, minutes: 0 });
    expect(durationParts(47 * 3600 + 30 * 60)).toEqual({ key: 'hours', days: 0, hours: 47, minutes: 30 });
  });
  it('gives days and hours from two days', () =>
    expect(durationParts(2 * 86_400 + 5 * 3600 + 59)).toEqual({ key: 'days', days: 2, hours: 5, minutes: 0 }));
  it('never goes below zero', () =>
    expect(durationParts(-10)).toEqual({ key: 'minutes', days: 0, hours: 0, minutes: 0 }));
});

describe('monthRanges', () => {
  it("spans the reader's current and previous month, across a year", () => {
    const ranges = monthRanges(new Date(2026, 0, 15, 12));
    expect(ranges).toEqual({
      monthStart: new Date(2026, 0, 1).toISOString(),
      monthEnd: new Date(2026, 1, 1).toISOString(),
      lastMonthStart: new Date(2025, 11, 1).toISOString(),
    });
  });
});

describe('stageIconKey', () => {
  it('reads the default stages', () => {
    const names = [
      'Incoming / transit',
      'Inspection',
      'Estimate approval',
      'Mechanical',
      'Body & sublet',
      'Detail',
      'Photos',
    ];
    expect(names.map((name) => stageIconKey({ name, isFrontLine: false }))).toEqual([
      'incoming',
      'inspection',
      'estimate',
      'mechanical',
      'body',
      'detail',
      'photos',
    ]);
  });
  it('marks the front line by its place and other names with the generic icon', () => {
    expect(stageIconKey({ name: 'Ready', isFrontLine: true })).toBe('frontline');
    expect(stageIconKey({ name: 'Waiting on keys', isFrontLine: false })).toBe('stage');
  });
});

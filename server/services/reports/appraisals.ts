import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { ResolversParentTypes } from '../../../graphql/generated/resolvers';
import { canSeeVehicleCost, shiftDate } from '../../../src/shared/inventory/vehicle';
import { reportFigure, weekStarts, type ReportRangeInput } from '../../../src/shared/reports/range';
import type { Database } from '../../db/client';
import { appraisals } from '../../db/schema';
import { appraisalFigureReport, type AppraisalFiguresRow } from '../appraisals/appraisal-figures';
import { toAccessUser, type Viewer } from '../users/viewer';
import { reportRanges, unavailableUnless, type RangeBounds } from './area-report';

export type AppraisalReport = ResolversParentTypes['AppraisalReport'];

/**
 * The appraisal report (docs/metrics.md "Reports: recon, appraisals, pricing, market"): look-to-book
 * and cost-to-market of the appraisals created in the range and in the previous one, from
 * `appraisalFigureReport` (one formula for the appraisals screen and the report); lost reasons and
 * the weekly trend counted in SQL. Cost-to-market rests on the price paid: null where cost is withheld.
 */
export async function appraisalReport(options: {
  db: Database;
  viewer: Viewer;
  range: ReportRangeInput;
  today?: string;
}): Promise<AppraisalReport> {
  const { db, viewer } = options;
  const { current, previous } = reportRanges(options.range, options.today);
  const unavailable = unavailableUnless(
    viewer,
    'readAppraisals',
    'appraisals',
    'The appraisal report needs the appraisals section: ask an owner to give it to you.',
  );
  const empty = reportFigure(null, null);
  if (unavailable) {
    return {
      range: current.range,
      previousRange: previous.range,
      unavailable,
      made: empty,
      won: empty,
      lost: empty,
      lookToBookShare: empty,
      costToMarketShare: empty,
      byAppraiser: [],
      lostReasons: [],
      trend: [],
    };
  }
  // appraisalFigureReport takes [from, to) days: the day after the range's last one ends it.
  const figuresOf = (bounds: RangeBounds) =>
    appraisalFigureReport({ db, viewer, from: bounds.range.from, to: shiftDate(bounds.range.to, -1) });
  const [now, before, lostReasons, trend] = await Promise.all([
    figuresOf(current),
    figuresOf(previous),
    lostReasonRows(db, viewer, current),
    weeklyTrend(db, viewer, current),
  ]);
  const seesCost = canSeeVehicleCost(toAccessUser(viewer));
  const withheld = (row: AppraisalFiguresRow): AppraisalFiguresRow => (seesCost ? row : { ...row, costToMarket: null });
  const figure = (pick: (row: AppraisalFiguresRow) => number | null) =>
    reportFigure(pick(withheld(now.store)), pick(withheld(before.store)));
  return {
    range: current.range,
    previousRange: previous.range,
    unavailable: null,
    made: figure((row) => row.made),
    won: figure((row) => row.won),
    lost: figure((row) => row.lost),
    lookToBookShare: figure((row) => row.lookToBook),
    costToMarketShare: figure((row) => row.costToMarket),
    byAppraiser: now.byAppraiser.map(withheld),
    lostReasons,
    trend,
  };
}

const inRange = (viewer: Viewer, bounds: RangeBounds) =>
  and(
    eq(appraisals.organizationId, viewer.organization.id),
    gte(appraisals.createdAt, bounds.start),
    lt(appraisals.createdAt, bounds.end),
  );

/** The range's lost appraisals per reason, most first (then by name); share of all lost ones. */
async function lostReasonRows(
  db: Database,
  viewer: Viewer,
  bounds: RangeBounds,
): Promise<AppraisalReport['lostReasons']> {
  const rows = await db
    .select({ reason: appraisals.lostReason, count: count() })
    .from(appraisals)
    .where(and(inRange(viewer, bounds), eq(appraisals.state, 'lost')))
    .groupBy(appraisals.lostReason)
    .orderBy(desc(count()), appraisals.lostReason);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return rows.flatMap((row) =>
    row.reason ? [{ reason: row.reason, count: row.count, share: row.count / total }] : [],
  );
}

/** Appraisals made and won per week (Monday) of the range, every week present. */
async function weeklyTrend(db: Database, viewer: Viewer, bounds: RangeBounds): Promise<AppraisalReport['trend']> {
  const week = sql<string>`to_char(date_trunc('week', ${appraisals.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, made: count(), won: sql<number>`(count(*) filter (where ${appraisals.state} = 'won'))::int` })
    .from(appraisals)
    .where(inRange(viewer, bounds))
    .groupBy(week);
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  return weekStarts(bounds.range).map((date) => ({
    date,
    made: byWeek.get(date)?.made ?? 0,
    won: byWeek.get(date)?.won ?? 0,
  }));
}

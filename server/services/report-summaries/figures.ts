import { canDo } from '../../../src/shared/access';
import { canSeeVehicleCost, shiftDate, todayIso } from '../../../src/shared/inventory/vehicle';
import {
  previousRange,
  reportFigure,
  reportRange,
  type ReportFigure,
  type ReportRange,
} from '../../../src/shared/reports/range';
import type { Database } from '../../db/client';
import { myAttentionCount } from '../needs-attention/queue';
import { inventoryAgingReport } from '../reports/aging';
import { appraisalReport } from '../reports/appraisals';
import { reconReport } from '../reports/recon';
import { salesReport } from '../reports/sales';
import { turnReport } from '../reports/turn';
import { toAccessUser, type Viewer } from '../users/viewer';

export type SummaryFigureKey =
  | 'retailUnits'
  | 'frontEndGrossCents'
  | 'daysSupply'
  | 'agedUnits'
  | 'medianTimeToLineDays'
  | 'lookToBookShare'
  | 'openAttentionItems';

/** The summary's figures, in the order the e-mail lists them; `unit` says how each is written. */
export const SUMMARY_FIGURES: Record<SummaryFigureKey, { label: string; unit: 'count' | 'cents' | 'days' | 'share' }> =
  {
    retailUnits: { label: 'Units sold (retail)', unit: 'count' },
    frontEndGrossCents: { label: 'Front-end gross', unit: 'cents' },
    daysSupply: { label: 'Days supply', unit: 'days' },
    agedUnits: { label: 'Aged units (over 60 days)', unit: 'count' },
    medianTimeToLineDays: { label: 'Median time-to-line', unit: 'days' },
    lookToBookShare: { label: 'Look-to-book', unit: 'share' },
    openAttentionItems: { label: 'Your open needs-attention items (now)', unit: 'count' },
  };

/** `withheld`: the figure is built on cost, which the viewer may not see. */
export type SummaryFigure = ReportFigure & { key: SummaryFigureKey; withheld?: true };
export type SummaryFigures = { range: ReportRange; previousRange: ReportRange; figures: SummaryFigure[] };

// The area reports answer the graph's shape, whose figure fields are optional.
const figureOf = (figure: { current?: number | null; previous?: number | null }) =>
  reportFigure(figure.current ?? null, figure.previous ?? null);

/** The last seven whole days (UTC) before `today`. */
export function summaryRange(today: string): ReportRange {
  return reportRange(shiftDate(today, 7), shiftDate(today, 1));
}

/**
 * The figures `viewer` may read, over the last seven days against the seven before, each taken from
 * the report that publishes it (docs/metrics.md "Dashboard and the weekly summary"). A figure of an
 * area the viewer may not open is left out, never shown empty; gross is withheld with cost.
 */
export async function summaryFigures({
  db,
  viewer,
  today = todayIso(),
}: {
  db: Database;
  viewer: Viewer;
  today?: string;
}): Promise<SummaryFigures> {
  const range = summaryRange(today);
  const options = { db, viewer, range: { from: range.from, to: range.to }, today };
  const user = toAccessUser(viewer);
  const figures: SummaryFigure[] = [];
  if (canDo(user, 'readReports')) {
    const [sales, turn, aging, recon, appraisals] = await Promise.all([
      salesReport(options),
      turnReport(options),
      inventoryAgingReport(options),
      reconReport(options),
      appraisalReport(options),
    ]);
    figures.push(
      { key: 'retailUnits', ...sales.retailUnits },
      canSeeVehicleCost(user)
        ? { key: 'frontEndGrossCents', ...sales.frontEndGrossCents }
        : { key: 'frontEndGrossCents', ...reportFigure(null, null), withheld: true },
      { key: 'daysSupply', ...turn.daysSupply },
      { key: 'agedUnits', ...aging.agedUnits },
    );
    if (!recon.unavailable) figures.push({ key: 'medianTimeToLineDays', ...figureOf(recon.medianTimeToLineDays) });
    if (!appraisals.unavailable) figures.push({ key: 'lookToBookShare', ...figureOf(appraisals.lookToBookShare) });
  }
  if (canDo(user, 'readNeedsAttention')) {
    figures.push({ key: 'openAttentionItems', ...reportFigure(await myAttentionCount({ db, viewer }), null) });
  }
  return { range, previousRange: previousRange(range), figures };
}

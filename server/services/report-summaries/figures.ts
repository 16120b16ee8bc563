import { canDo } from '../../../src/shared/access';
import { shiftDate, todayIso } from '../../../src/shared/inventory/vehicle';
import { previousRange, reportFigure, reportRange, type ReportFigure, type ReportRange } from '../../../src/shared/reports/range';
import type { Database } from '../../db/client';
import { appraisalFigureReport } from '../appraisals/appraisal-figures';
import { summarizeInventory } from '../inventory/summaries';
import { reconMetrics } from '../recon/metrics';
import { toAccessUser, type Viewer } from '../users/viewer';

/** The summary's figures, in the order the e-mail lists them; `unit` says how each is written. */
export const SUMMARY_FIGURES: Record<SummaryFigureKey, { label: string; unit: 'count' | 'cents' | 'days' | 'share' }> = {
  agedUnits: { label: 'Aged units (over 60 days, today)', unit: 'count' },
  medianTimeToLineDays: { label: 'Median time-to-line', unit: 'days' },
  lookToBookShare: { label: 'Look-to-book', unit: 'share' },
};

export type SummaryFigureKey = 'agedUnits' | 'medianTimeToLineDays' | 'lookToBookShare';
export type SummaryFigure = ReportFigure & { key: SummaryFigureKey };
export type SummaryFigures = { range: ReportRange; previousRange: ReportRange; figures: SummaryFigure[] };

const DAY_MS = 86_400_000;
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The last seven whole days (UTC) before `today`. */
export function summaryRange(today: string): ReportRange {
  return reportRange(shiftDate(today, 7), shiftDate(today, 1));
}

/**
 * The figures `viewer` may read, over the last seven days against the seven before, each from the
 * service its screen uses (docs/metrics.md "Dashboard and the weekly summary"). A figure of an
 * area the viewer may not open is left out, never shown empty.
 */
export async function summaryFigures({ db, viewer, today = todayIso() }: { db: Database; viewer: Viewer; today?: string }): Promise<SummaryFigures> {
  const range = summaryRange(today);
  const before = previousRange(range);
  const user = toAccessUser(viewer);
  const figures: SummaryFigure[] = [];
  if (canDo(user, 'readInventory')) {
    const inventory = await summarizeInventory({ db, viewer, today });
    figures.push({ key: 'agedUnits', ...reportFigure(inventory.aged, null) });
  }
  if (canDo(user, 'readRecon')) {
    const metricsOf = async (days: ReportRange) => {
      const metrics = await reconMetrics({ db, viewer, from: startOf(days.from), to: startOf(shiftDate(days.to, -1)), now: startOf(today) });
      return metrics.medianTimeToLineMs === null ? null : metrics.medianTimeToLineMs / DAY_MS;
    };
    figures.push({ key: 'medianTimeToLineDays', ...reportFigure(await metricsOf(range), await metricsOf(before)) });
  }
  if (canDo(user, 'readAppraisals')) {
    const lookToBookOf = async (days: ReportRange) =>
      (await appraisalFigureReport({ db, viewer, from: days.from, to: shiftDate(days.to, -1), today })).store.lookToBook;
    figures.push({ key: 'lookToBookShare', ...reportFigure(await lookToBookOf(range), await lookToBookOf(before)) });
  }
  return { range, previousRange: before, figures };
}

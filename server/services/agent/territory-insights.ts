// The agent's screen in one read (graphql/schema/agent.graphql `territoryInsights`): per readable
// territory its dealers, how many are due today and overdue, and whether market data exists to
// describe them. Counts follow docs/metrics.md, "Territory insights".
import { dealerDue } from '../../../src/shared/agent/cadence';
import { todayIso } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import type { DealerRow, TerritoryRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { listDealers } from './dealers';
import { hasMarketData } from './market-insight';
import { readableTerritories } from './scope';

export type TerritoryInsightsEntry = {
  territory: TerritoryRow;
  dealers: DealerRow[];
  dueToday: number;
  overdue: number;
  marketAvailable: boolean;
};

/** Due today = due by cadence today and not yet overdue (never-visited dealers included); overdue = past the due day. */
export function dueCounts(
  dealers: readonly DealerRow[],
  territory: TerritoryRow,
  today: string,
): { dueToday: number; overdue: number } {
  let dueToday = 0;
  let overdue = 0;
  for (const dealer of dealers) {
    const due = dealerDue(dealer, territory, today);
    if (due.daysOverdue > 0) overdue += 1;
    else if (due.nextDueOn <= today) dueToday += 1;
  }
  return { dueToday, overdue };
}

/** One entry per territory the viewer reads (or only `territoryId`: NOT_FOUND when not among them), by name. */
export async function territoryInsights({
  db,
  viewer,
  territoryId,
  today = todayIso(),
}: {
  db: Database;
  viewer: Viewer;
  territoryId?: string | null;
  today?: string;
}): Promise<TerritoryInsightsEntry[]> {
  const territories = await readableTerritories({ db, viewer });
  const chosen = territoryId ? territories.filter((territory) => territory.id === territoryId) : territories;
  if (territoryId && chosen.length === 0) throw new AppError('NOT_FOUND', 'No such territory among those you read.');
  if (chosen.length === 0) return [];
  const [dealers, marketAvailable] = await Promise.all([
    listDealers({ db, viewer, territoryId: chosen.length === 1 ? chosen[0]!.id : null, today }),
    hasMarketData({ db, viewer }),
  ]);
  return chosen.map((territory) => {
    const own = dealers.filter((dealer) => dealer.territoryId === territory.id);
    return { territory, dealers: own, ...dueCounts(own, territory, today), marketAvailable };
  });
}

import DataLoader from 'dataloader';
import type { Database } from '../db/client';
import type { AgentTaskRow, DealerRow, DealerVisitRow, TerritoryRow } from '../db/schema';
import {
  unsafeCountDealers,
  unsafeCountOpenTasks,
  unsafeListTasks,
  unsafeListVisits,
  unsafeLoadDealers,
  unsafeLoadTerritories,
} from '../services/agent/batch';

// The agent area's rows and counts for dealers and territories a resolver already holds (found in
// the viewer's scope), batched per request. Counts and lists are not cached: a mutation earlier
// in the same document (a check-in, a task) changes them.
export type AgentLoaders = {
  territoryById: DataLoader<string, TerritoryRow | null>;
  dealerById: DataLoader<string, DealerRow | null>;
  openTaskCountByDealerId: DataLoader<string, number>;
  dealerCountByTerritoryId: DataLoader<string, number>;
  tasksByDealerId: DataLoader<string, AgentTaskRow[]>;
  /** Keyed by the number of visits wanted and the dealer's id. */
  visitsByDealer: DataLoader<{ dealerId: string; first: number }, DealerVisitRow[], string>;
};

export function createAgentLoaders(db: Database): AgentLoaders {
  return {
    territoryById: new DataLoader((ids) => unsafeLoadTerritories({ db, ids }), { cache: false }),
    dealerById: new DataLoader((ids) => unsafeLoadDealers({ db, ids }), { cache: false }),
    openTaskCountByDealerId: new DataLoader((dealerIds) => unsafeCountOpenTasks({ db, dealerIds }), { cache: false }),
    dealerCountByTerritoryId: new DataLoader((territoryIds) => unsafeCountDealers({ db, territoryIds }), {
      cache: false,
    }),
    tasksByDealerId: new DataLoader((dealerIds) => unsafeListTasks({ db, dealerIds }), { cache: false }),
    visitsByDealer: new DataLoader(
      async (keys) => {
        // One query per distinct `first` in the document (almost always one).
        const answers = new Map<string, DealerVisitRow[]>();
        for (const first of new Set(keys.map((key) => key.first))) {
          const dealerIds = keys.filter((key) => key.first === first).map((key) => key.dealerId);
          const lists = await unsafeListVisits({ db, dealerIds, first });
          dealerIds.forEach((id, index) => answers.set(`${first}:${id}`, lists[index]!));
        }
        return keys.map((key) => answers.get(`${key.first}:${key.dealerId}`) ?? []);
      },
      { cache: false, cacheKeyFn: (key) => `${key.first}:${key.dealerId}` },
    ),
  };
}

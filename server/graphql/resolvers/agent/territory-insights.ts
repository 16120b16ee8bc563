import DataLoader from 'dataloader';
import type { QueryResolvers, Resolvers } from '../../../../graphql/generated/resolvers';
import type { DealerRow } from '../../../db/schema';
import { unsafeDealerMarketInsights, type DealerMarketInsight } from '../../../services/agent/market-insight';
import { territoryInsights } from '../../../services/agent/territory-insights';
import { requireViewer } from '../../access';
import type { GraphQLContext } from '../../context';

// Territory insights and Dealer.market (graphql/schema/agent.graphql). The dealers a resolver holds
// were found in the viewer's scope; their market figures are read together, once per request.
const marketLoaders = new WeakMap<GraphQLContext, DataLoader<DealerRow, DealerMarketInsight | null, string>>();

function marketLoader(context: GraphQLContext) {
  let loader = marketLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(
      async (dealers) => unsafeDealerMarketInsights({ db: context.db, viewer: await requireViewer(context), dealers }),
      { cacheKeyFn: (dealer) => dealer.id },
    );
    marketLoaders.set(context, loader);
  }
  return loader;
}

export const AgentInsightQueries: QueryResolvers = {
  territoryInsights: async (_parent, { territoryId }, context) =>
    territoryInsights({ db: context.db, viewer: await requireViewer(context), territoryId }),
};

export const AgentInsightTypes: Pick<Resolvers, 'Dealer'> = {
  Dealer: {
    market: (dealer, _args, context) => marketLoader(context).load(dealer),
  },
};

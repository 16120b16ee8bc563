import type { QueryResolvers } from '../../../graphql/generated/resolvers';
import { dealerInsights } from '../../services/agent/dealer-insights';
import { requireOperation } from '../access';

export const DealerInsightsQueries: QueryResolvers = {
  dealerInsights: async (_parent, _args, context) => dealerInsights({ db: context.db, viewer: await requireOperation(context, 'readDealerInsights') }),
};

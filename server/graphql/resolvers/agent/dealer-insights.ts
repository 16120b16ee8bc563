import type { QueryResolvers } from '../../../../graphql/generated/resolvers';
import { dealerInsights } from '../../../services/agent/dealer-insights';
import { zipCentroid } from '../../../services/market/zip';
import { AppError } from '../../../errors';
import { requireOperation } from '../../access';

export const DealerInsightsQueries: QueryResolvers = {
  dealerInsights: async (_parent, _args, context) =>
    dealerInsights({ db: context.db, viewer: await requireOperation(context, 'readDealerInsights') }),
  zipLocation: async (_parent, { zip }, context) => {
    await requireOperation(context, 'readTerritories');
    const center = zipCentroid(zip.trim());
    if (!center)
      throw new AppError(
        'BAD_USER_INPUT',
        `Unknown ZIP code '${zip.trim()}': give a five-digit US ZIP, or the center's latitude and longitude.`,
      );
    return center;
  },
};

import type { MutationResolvers, QueryResolvers } from '../../../graphql/generated/resolvers';
import {
  changeFinancingReferralState,
  createFinancingReferral,
  exportFinancingReferrals,
  listFinancingReferrals,
} from '../../services/financing/referrals';
import { requireOperation } from '../access';

// Financing referrals and their export (graphql/schema/financing.graphql).

export const FinancingQueries: QueryResolvers = {
  financingReferrals: async (_parent, { vehicleId }, context) =>
    listFinancingReferrals({
      db: context.db,
      viewer: await requireOperation(context, 'readFinancingReferrals'),
      vehicleId,
    }),
  financingReferralsCsv: async (_parent, { ids }, context) =>
    exportFinancingReferrals({
      db: context.db,
      viewer: await requireOperation(context, 'exportFinancingReferrals'),
      ids,
    }),
};

export const FinancingMutations: MutationResolvers = {
  createFinancingReferral: async (_parent, { input }, context) =>
    createFinancingReferral({
      db: context.db,
      viewer: await requireOperation(context, 'changeFinancingReferrals'),
      input,
    }),
  changeFinancingReferralState: async (_parent, { id, state }, context) =>
    changeFinancingReferralState({
      db: context.db,
      viewer: await requireOperation(context, 'changeFinancingReferrals'),
      id,
      state,
    }),
};

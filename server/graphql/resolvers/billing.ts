import type { QueryResolvers, Resolvers } from '../../../graphql/generated/resolvers';
import { PLAN_KEYS, PLANS, type PlanKey } from '../../../src/shared/organization/plans';
import { getBilling } from '../../services/billing/get';
import { requireOperation } from '../access';

const planDetails = (key: PlanKey) => ({ key, ...PLANS[key] });

export const BillingQueries: QueryResolvers = {
  billing: async (_parent, _args, context) =>
    getBilling({ db: context.db, viewer: await requireOperation(context, 'readBilling') }),
};

export const BillingTypes: Pick<Resolvers, 'Billing'> = {
  Billing: {
    plan: (billing) => planDetails(billing.organization.plan),
    enabledFeatures: (billing) => billing.organization.featureFlags,
    availablePlans: () => PLAN_KEYS.map(planDetails),
  },
};

import { getDirectiveValues, GraphQLIncludeDirective, GraphQLSkipDirective, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { MutationResolvers, QueryResolvers } from '../../../graphql/generated/resolvers';
import { applyPricingChanges } from '../../services/pricing/apply-changes';
import { pricingDryRun } from '../../services/pricing/dry-run';
import { getPricingRules, updatePricingRules } from '../../services/pricing/rules';
import { vehiclePricing } from '../../services/pricing/vehicle-pricing';
import { requireOperation } from '../access';
import type { GraphQLContext } from '../context';

const reader = (context: GraphQLContext) => requireOperation(context, 'readPricing');
const changer = (context: GraphQLContext) => requireOperation(context, 'changePricing');

/** VehiclePricing's fields that need the `market_pricing_data` feature (graphql/schema/pricing.graphql). */
const MARKET_FIELDS = ['marketAverageCents', 'comparables', 'priceToMarket', 'rank', 'rankOf', 'marketDaysSupply', 'costToMarket'];

/**
 * Whether the query selects a market field (after @include/@skip and fragments): then the whole
 * field is refused without the feature, one FORBIDDEN rather than one per vehicle and figure.
 */
function asksMarketFields(info: GraphQLResolveInfo): boolean {
  const included = (node: Parameters<typeof getDirectiveValues>[1]) =>
    getDirectiveValues(GraphQLSkipDirective, node, info.variableValues)?.if !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues)?.if !== false;
  const asks = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (!included(selection)) return false;
      if (selection.kind === 'Field') return MARKET_FIELDS.includes(selection.name.value);
      if (selection.kind === 'InlineFragment') return asks(selection.selectionSet);
      return asks(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => asks(node.selectionSet));
}

export const PricingQueries: QueryResolvers = {
  pricingRules: async (_parent, _args, context) => getPricingRules({ db: context.db, viewer: await reader(context) }),
  vehiclePricing: async (_parent, { filter }, context, info) => {
    const viewer = await reader(context);
    if (asksMarketFields(info)) await requireOperation(context, 'readMarketPricing');
    return vehiclePricing({ db: context.db, viewer, vehicleIds: filter?.vehicleIds, ageMinDays: filter?.ageMinDays });
  },
  pricingDryRun: async (_parent, { input }, context) => pricingDryRun({ db: context.db, viewer: await reader(context), ...input, method: input.method ?? 'rules' }),
};

export const PricingMutations: MutationResolvers = {
  updatePricingRules: async (_parent, { input }, context) => updatePricingRules({ db: context.db, viewer: await changer(context), ...input }),
  applyPricingChanges: async (_parent, { input }, context) => {
    const viewer = await changer(context);
    await requireOperation(context, 'changeInventory');
    return applyPricingChanges({ db: context.db, viewer, changes: input.changes });
  },
};

import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import type { MutationResolvers, QueryResolvers } from '../../../graphql/generated/resolvers';
import { applyPricingChanges } from '../../services/pricing/apply-changes';
import { pricingDryRun } from '../../services/pricing/dry-run';
import { getPricingRules, updatePricingRules } from '../../services/pricing/rules';
import { pricingStepMoves } from '../../services/pricing/step-moves';
import { vehiclePricing } from '../../services/pricing/vehicle-pricing';
import { requireOperation } from '../access';
import type { GraphQLContext } from '../context';

const reader = (context: GraphQLContext) => requireOperation(context, 'readPricing');
const changer = (context: GraphQLContext) => requireOperation(context, 'changePricing');

/** VehiclePricing's fields that need the `market_pricing_data` feature (graphql/schema/pricing.graphql). */
const MARKET_FIELDS = [
  'marketAverageCents',
  'comparables',
  'priceToMarket',
  'rank',
  'rankOf',
  'marketDaysSupply',
  'costToMarket',
];
/** The dry run's, on its changes and underwater cars. */
const DRY_RUN_MARKET_FIELDS = [
  'fromPriceToMarket',
  'toPriceToMarket',
  'fromRank',
  'toRank',
  'rankOf',
  'wholesaleCents',
  'grossAtWholesaleCents',
];
const DRY_RUN_LISTS = ['changes', 'underwater'];

/**
 * Whether the query selects a market field (after @include/@skip and fragments), directly or in
 * one of `through` (the dry run's lists): then the whole field is refused without the feature, one
 * FORBIDDEN rather than one per vehicle and figure.
 */
function asksMarketFields(info: GraphQLResolveInfo, fields = MARKET_FIELDS, through: string[] = []): boolean {
  const included = (node: Parameters<typeof getDirectiveValues>[1]) =>
    getDirectiveValues(GraphQLSkipDirective, node, info.variableValues)?.if !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues)?.if !== false;
  const asks = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (!included(selection)) return false;
      if (selection.kind === 'Field')
        return (
          fields.includes(selection.name.value) ||
          (through.includes(selection.name.value) && asks(selection.selectionSet))
        );
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
  pricingStepMoves: async (_parent, _args, context) =>
    pricingStepMoves({ db: context.db, viewer: await reader(context) }),
  pricingDryRun: async (_parent, { input }, context, info) => {
    const viewer = await reader(context);
    if (asksMarketFields(info, DRY_RUN_MARKET_FIELDS, DRY_RUN_LISTS))
      await requireOperation(context, 'readMarketPricing');
    return pricingDryRun({ db: context.db, viewer, ...input, method: input.method ?? 'rules' });
  },
};

export const PricingMutations: MutationResolvers = {
  updatePricingRules: async (_parent, { input }, context) =>
    updatePricingRules({ db: context.db, viewer: await changer(context), ...input }),
  applyPricingChanges: async (_parent, { input }, context) => {
    const viewer = await changer(context);
    await requireOperation(context, 'changeInventory');
    return applyPricingChanges({ db: context.db, viewer, changes: input.changes });
  },
};

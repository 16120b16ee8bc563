import type {
  MarketplaceFeed,
  MarketplaceLead,
  MutationResolvers,
  QueryResolvers,
} from '../../../graphql/generated/resolvers';
import { leadsPath, listingsPath } from '../../../src/shared/marketplaces/feed';
import {
  createMarketplaceFeed,
  listMarketplaceFeeds,
  revokeMarketplaceFeed,
  type MarketplaceFeedModel,
} from '../../services/marketplaces/feeds';
import {
  changeMarketplaceLeadState,
  listMarketplaceLeads,
  type MarketplaceLeadModel,
} from '../../services/marketplaces/leads';
import { requireAnyOperation, requireOperation } from '../access';
import type { GraphQLContext } from '../context';

// Marketplace feeds and leads (graphql/schema/marketplaces.graphql).

const feedAnswer = (feed: MarketplaceFeedModel, context: GraphQLContext): MarketplaceFeed => ({
  ...feed,
  state: feed.revokedAt ? 'revoked' : 'active',
  leadsUrl: new URL(leadsPath(feed.id), context.runtime.appUrl).toString(),
});

const leadAnswer = (lead: MarketplaceLeadModel): MarketplaceLead => lead;

export const MarketplaceQueries: QueryResolvers = {
  marketplaceFeeds: async (_parent, _args, context) =>
    (
      await listMarketplaceFeeds({
        db: context.db,
        viewer: await requireAnyOperation(context, ['readMarketplaceFeeds', 'manageWaysIn']),
      })
    ).map((feed) => feedAnswer(feed, context)),
  marketplaceLeads: async (_parent, { first, after, state, vehicleId }, context) => {
    const page = await listMarketplaceLeads({
      db: context.db,
      viewer: await requireOperation(context, 'readMarketplaceLeads'),
      first: first ?? 25,
      after,
      state,
      vehicleId,
    });
    return { ...page, edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: leadAnswer(edge.node) })) };
  },
};

export const MarketplaceMutations: MutationResolvers = {
  createMarketplaceFeed: async (_parent, { name }, context) => {
    const viewer = await requireOperation(context, 'manageMarketplaceFeeds');
    const { feed, token, leadSecret } = await createMarketplaceFeed({
      db: context.db,
      viewer,
      key: context.runtime.secretsKey,
      name,
    });
    const url = (format: 'csv' | 'xml') => new URL(listingsPath(token, format), context.runtime.appUrl).toString();
    return { feed: feedAnswer(feed, context), csvUrl: url('csv'), xmlUrl: url('xml'), leadSecret };
  },
  revokeMarketplaceFeed: async (_parent, { id }, context) =>
    feedAnswer(
      await revokeMarketplaceFeed({
        db: context.db,
        viewer: await requireAnyOperation(context, ['manageMarketplaceFeeds', 'manageWaysIn']),
        id,
      }),
      context,
    ),
  changeMarketplaceLeadState: async (_parent, { id, state }, context) =>
    leadAnswer(
      await changeMarketplaceLeadState({
        db: context.db,
        viewer: await requireOperation(context, 'changeMarketplaceLeads'),
        id,
        state,
      }),
    ),
};

import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../graphql/generated/resolvers';
import { listDealers } from '../../services/agent/dealers';
import { readableTerritories } from '../../services/agent/scope';
import { createTerritory, deleteTerritory, updateTerritory } from '../../services/territories/manage';
import { requireOperation, requireViewer } from '../access';
import type { GraphQLContext } from '../context';

const territoryManager = async (context: GraphQLContext) => ({
  db: context.db,
  viewer: await requireOperation(context, 'manageTerritories'),
});

export const TerritoryQueries: QueryResolvers = {
  // A settings holder reads them all; an agent the territories they are the agent of.
  territories: async (_parent, _args, context) =>
    readableTerritories({ db: context.db, viewer: await requireViewer(context) }),
};

export const TerritoryMutations: MutationResolvers = {
  createTerritory: async (_parent, { input }, context) =>
    createTerritory({ ...(await territoryManager(context)), input }),
  updateTerritory: async (_parent, { id, input }, context) =>
    updateTerritory({ ...(await territoryManager(context)), id, input }),
  deleteTerritory: async (_parent, { id }, context) => deleteTerritory({ ...(await territoryManager(context)), id }),
};

export const TerritoryTypes: Pick<Resolvers, 'Territory'> = {
  Territory: {
    agent: (territory, _args, { loaders }) =>
      territory.agentUserId ? loaders.userById.load(territory.agentUserId) : null,
    center: (territory) =>
      territory.centerLatitude === null || territory.centerLongitude === null
        ? null
        : { latitude: territory.centerLatitude, longitude: territory.centerLongitude },
    cadenceWeeks: (territory) => ({
      p1: territory.cadenceP1Weeks,
      p2: territory.cadenceP2Weeks,
      p3: territory.cadenceP3Weeks,
    }),
    dealerCount: (territory, _args, { loaders }) => loaders.dealerCountByTerritoryId.load(territory.id),
    dealers: async (territory, _args, context) =>
      listDealers({ db: context.db, viewer: await requireViewer(context), territoryId: territory.id }),
  },
};

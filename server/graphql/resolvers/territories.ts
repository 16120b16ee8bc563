import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../graphql/generated/resolvers';
import { listTerritories } from '../../services/territories/list';
import { createTerritory, deleteTerritory, updateTerritory } from '../../services/territories/manage';
import { requireOperation } from '../access';
import type { GraphQLContext } from '../context';

const territoryManager = async (context: GraphQLContext) => ({
  db: context.db,
  viewer: await requireOperation(context, 'manageTerritories'),
});

export const TerritoryQueries: QueryResolvers = {
  territories: async (_parent, _args, context) =>
    listTerritories({ db: context.db, viewer: await requireOperation(context, 'readTerritories') }),
};

export const TerritoryMutations: MutationResolvers = {
  createTerritory: async (_parent, { input }, context) => createTerritory({ ...(await territoryManager(context)), input }),
  updateTerritory: async (_parent, { id, input }, context) => updateTerritory({ ...(await territoryManager(context)), id, input }),
  deleteTerritory: async (_parent, { id }, context) => deleteTerritory({ ...(await territoryManager(context)), id }),
};

export const TerritoryTypes: Pick<Resolvers, 'Territory'> = {
  Territory: {
    agent: (territory, _args, { loaders }) => (territory.agentUserId ? loaders.userById.load(territory.agentUserId) : null),
  },
};

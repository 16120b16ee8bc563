import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../graphql/generated/resolvers';
import { bidFor } from '../../services/sourcing/bid';
import { importRunList } from '../../services/sourcing/import-run-list';
import { sourcingProposals } from '../../services/sourcing/proposals';
import {
  deleteRunList,
  findRunList,
  listRunLists,
  matchOf,
  runListVehicleCounts,
  runListVehicleRows,
} from '../../services/sourcing/run-lists';
import {
  createSourcingTarget,
  deleteSourcingTarget,
  listSourcingTargets,
  updateSourcingTarget,
} from '../../services/sourcing/targets';
import { requireOperation, requireViewer } from '../access';
import type { GraphQLContext } from '../context';

// Sourcing (graphql/schema/sourcing.graphql): the root fields check the operation once; the
// fields below them read within the organization the root field already scoped.
const reader = async (context: GraphQLContext) => ({
  db: context.db,
  viewer: await requireOperation(context, 'readSourcing'),
});
const changer = async (context: GraphQLContext) => ({
  db: context.db,
  viewer: await requireOperation(context, 'changeSourcing'),
});
const scoped = async (context: GraphQLContext) => ({ db: context.db, viewer: await requireViewer(context) });

export const SourcingQueries: QueryResolvers = {
  sourcingTargets: async (_parent, _args, context) => listSourcingTargets(await reader(context)),
  sourcingProposals: async (_parent, _args, context) => sourcingProposals(await reader(context)),
  runLists: async (_parent, _args, context) => listRunLists(await reader(context)),
  runList: async (_parent, { id }, context) => findRunList({ ...(await reader(context)), id }),
};

export const SourcingMutations: MutationResolvers = {
  createSourcingTarget: async (_parent, { input }, context) =>
    createSourcingTarget({ ...(await changer(context)), input }),
  updateSourcingTarget: async (_parent, { id, input }, context) =>
    updateSourcingTarget({ ...(await changer(context)), id, input }),
  deleteSourcingTarget: async (_parent, { id }, context) => deleteSourcingTarget({ ...(await changer(context)), id }),
  importRunList: async (_parent, { input }, context) => importRunList({ ...(await changer(context)), input }),
  deleteRunList: async (_parent, { id }, context) => deleteRunList({ ...(await changer(context)), id }),
};

async function vehiclesWithTargets(runListId: string, context: GraphQLContext) {
  const { db, viewer } = await scoped(context);
  const [rows, targets] = await Promise.all([runListVehicleRows(db, runListId), listSourcingTargets({ db, viewer })]);
  return rows.map((row) => ({ ...row, targets }));
}

export const SourcingTypes: Pick<Resolvers, 'SourcingTarget' | 'RunList' | 'RunListVehicle' | 'SourcingMatch'> = {
  SourcingTarget: {
    createdAt: (target) => target.createdAt.toISOString(),
  },
  RunList: {
    importedAt: (list) => list.importedAt.toISOString(),
    vehicleCount: async (list, _args, context) => (await runListVehicleCounts(context.db, [list.id])).get(list.id) ?? 0,
    matchCount: async (list, _args, context) =>
      (await vehiclesWithTargets(list.id, context)).filter((vehicle) => matchOf(vehicle, vehicle.targets)).length,
    vehicles: async (list, { matchedOnly }, context) => {
      const rows = await vehiclesWithTargets(list.id, context);
      return matchedOnly ? rows.filter((vehicle) => matchOf(vehicle, vehicle.targets)) : rows;
    },
  },
  RunListVehicle: {
    conditionGrade: (vehicle) => (vehicle.conditionGradeTenths === null ? null : vehicle.conditionGradeTenths / 10),
    match: (vehicle) => matchOf(vehicle, vehicle.targets),
  },
  SourcingMatch: {
    bid: async (match, _args, context) => bidFor({ ...(await scoped(context)), match }),
  },
};

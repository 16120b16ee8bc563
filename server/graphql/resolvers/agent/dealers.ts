import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../../graphql/generated/resolvers';
import { dealerDue } from '../../../../src/shared/agent/cadence';
import { isApproximate } from '../../../../src/shared/agent/location';
import { todayIso } from '../../../../src/shared/inventory/vehicle';
import type { DealerRow } from '../../../db/schema';
import { createDealer, deleteDealer, updateDealer } from '../../../services/agent/dealer-write';
import { findDealer, listDealers } from '../../../services/agent/dealers';
import { importDealers } from '../../../services/agent/import';
import { setDealerLocation } from '../../../services/agent/location';
import { addAgentTask, completeAgentTask } from '../../../services/agent/tasks';
import { checkIn } from '../../../services/agent/visits';
import { requireViewer } from '../../access';
import type { GraphQLContext } from '../../context';

// The agent area's dealers, visits and tasks (graphql/schema/agent.graphql); who reaches which
// dealers is server/services/agent/scope.ts. Dealer.market is answered in territory-insights.ts.

const scoped = async (context: GraphQLContext) => ({ db: context.db, viewer: await requireViewer(context) });

async function dueOf(dealer: DealerRow, context: GraphQLContext) {
  const territory = dealer.territoryId ? await context.loaders.territoryById.load(dealer.territoryId) : null;
  return dealerDue(dealer, territory, todayIso());
}

const MAX_VISITS = 100;

export const AgentQueries: QueryResolvers = {
  dealers: async (_parent, args, context) => listDealers({ ...(await scoped(context)), ...args }),
  dealer: async (_parent, { id }, context) => findDealer({ ...(await scoped(context)), id }),
};

export const AgentMutations: MutationResolvers = {
  createDealer: async (_parent, { input }, context) => createDealer({ ...(await scoped(context)), input }),
  updateDealer: async (_parent, { id, input }, context) => updateDealer({ ...(await scoped(context)), id, input }),
  deleteDealer: async (_parent, { id }, context) => deleteDealer({ ...(await scoped(context)), id }),
  importDealers: async (_parent, { csv, preview }, context) =>
    importDealers({ ...(await scoped(context)), csv, preview }),
  checkIn: async (_parent, { input }, context) => checkIn({ ...(await scoped(context)), input }),
  setDealerLocation: async (_parent, { id, location }, context) =>
    setDealerLocation({ ...(await scoped(context)), id, location }),
  addAgentTask: async (_parent, { input }, context) => addAgentTask({ ...(await scoped(context)), input }),
  completeAgentTask: async (_parent, { id }, context) => completeAgentTask({ ...(await scoped(context)), id }),
};

export const AgentTypes: Pick<Resolvers, 'Dealer' | 'DealerVisit' | 'AgentTask'> = {
  Dealer: {
    location: (dealer) => ({ latitude: dealer.latitude, longitude: dealer.longitude }),
    approximateLocation: (dealer) => isApproximate(dealer.locationSource),
    contacts: (dealer) =>
      dealer.contacts.map((contact) => ({
        name: contact.name,
        role: contact.role ?? null,
        phone: contact.phone ?? null,
        email: contact.email ?? null,
      })),
    ownerAgent: (dealer, _args, { loaders }) =>
      dealer.ownerAgentUserId ? loaders.userById.load(dealer.ownerAgentUserId) : null,
    territory: (dealer, _args, { loaders }) =>
      dealer.territoryId ? loaders.territoryById.load(dealer.territoryId) : null,
    lastVisitOn: async (dealer, _args, context) => (await dueOf(dealer, context)).lastVisitOn,
    nextDueOn: async (dealer, _args, context) => (await dueOf(dealer, context)).nextDueOn,
    daysOverdue: async (dealer, _args, context) => (await dueOf(dealer, context)).daysOverdue,
    openTasks: (dealer, _args, { loaders }) => loaders.openTaskCountByDealerId.load(dealer.id),
    visits: (dealer, { first }, { loaders }) =>
      loaders.visitsByDealer.load({ dealerId: dealer.id, first: Math.min(Math.max(first ?? 20, 1), MAX_VISITS) }),
    tasks: async (dealer, { state }, { loaders }) => {
      const tasks = await loaders.tasksByDealerId.load(dealer.id);
      return state ? tasks.filter((task) => (task.completedAt ? 'done' : 'open') === state) : tasks;
    },
  },
  DealerVisit: {
    dealer: async (visit, _args, { loaders }) => (await loaders.dealerById.load(visit.dealerId))!,
    agent: (visit, _args, { loaders }) => (visit.agentUserId ? loaders.userById.load(visit.agentUserId) : null),
    checkedInAt: (visit) => visit.checkedInAt.toISOString(),
  },
  AgentTask: {
    dealer: async (task, _args, { loaders }) => (await loaders.dealerById.load(task.dealerId))!,
    state: (task) => (task.completedAt ? 'done' : 'open'),
    createdAt: (task) => task.createdAt.toISOString(),
    completedAt: (task) => task.completedAt?.toISOString() ?? null,
  },
};

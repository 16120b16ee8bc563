import type { QueryResolvers } from '../../../../graphql/generated/resolvers';
import { planAgentRoute } from '../../../services/agent/route';
import { requireViewer } from '../../access';

// Who may plan is the dealer scope's decision (server/services/agent/scope.ts): agents among their
// territories' dealers, settings holders among the organization's; FORBIDDEN otherwise.
export const AgentRouteQueries: QueryResolvers = {
  planRoute: async (_parent, { input }, context) =>
    planAgentRoute({ db: context.db, viewer: await requireViewer(context), input }),
};

import type { MutationResolvers, QueryResolvers } from '../../../graphql/generated/resolvers';
import { requestInventory } from '../../services/inventory-requests/create';
import { groupInventory } from '../../services/inventory-requests/group-stock';
import { moveInventoryRequest } from '../../services/inventory-requests/move';
import { findInventoryRequest, listInventoryRequests } from '../../services/inventory-requests/records';
import { requireOperation } from '../access';
import type { GraphQLContext } from '../context';

// Requests for a vehicle from another rooftop (graphql/schema/inventory-requests.graphql): the table
// decides who may read and move; which rooftop makes which move is the request's own rule (services).
const reader = async (context: GraphQLContext) => ({
  db: context.db,
  viewer: await requireOperation(context, 'readInventoryRequests'),
});
const changer = async (context: GraphQLContext) => ({
  db: context.db,
  viewer: await requireOperation(context, 'changeInventoryRequests'),
});

export const InventoryRequestQueries: QueryResolvers = {
  groupInventory: async (_parent, args, context) =>
    groupInventory({ ...(await reader(context)), ...args, first: args.first ?? 25 }),
  inventoryRequests: async (_parent, { direction, state, first, after }, context) =>
    listInventoryRequests({ ...(await reader(context)), direction, state, first: first ?? 50, after }),
  inventoryRequest: async (_parent, { id }, context) => findInventoryRequest({ ...(await reader(context)), id }),
};

export const InventoryRequestMutations: MutationResolvers = {
  requestInventory: async (_parent, { input }, context) => requestInventory({ ...(await changer(context)), input }),
  acceptInventoryRequest: async (_parent, { id, transferPriceCents }, context) =>
    moveInventoryRequest({ ...(await changer(context)), id, move: 'accept', transferPriceCents }),
  declineInventoryRequest: async (_parent, { id, reason }, context) =>
    moveInventoryRequest({ ...(await changer(context)), id, move: 'decline', reason }),
  shipInventoryRequest: async (_parent, { id, note }, context) =>
    moveInventoryRequest({ ...(await changer(context)), id, move: 'ship', note }),
  receiveInventoryRequest: async (_parent, { id, stockNumber }, context) =>
    moveInventoryRequest({ ...(await changer(context)), id, move: 'receive', stockNumber }),
  cancelInventoryRequest: async (_parent, { id }, context) =>
    moveInventoryRequest({ ...(await changer(context)), id, move: 'cancel' }),
};

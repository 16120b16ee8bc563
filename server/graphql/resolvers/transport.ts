import DataLoader from 'dataloader';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../graphql/generated/resolvers';
import { actorOf, canDo, type Operation } from '../../../src/shared/access';
import { decodeVin } from '../../../src/shared/inventory/vin';
import { todayIso } from '../../../src/shared/inventory/vehicle';
import { pickupDueOn, titleDueOn } from '../../../src/shared/transport/deadlines';
import { guidePriceCents, pricePerMileCents } from '../../../src/shared/transport/price';
import { getVehiclesByIds } from '../../services/inventory/get-vehicle';
import type { VisibleVehicle } from '../../services/inventory/scope';
import { assignTransportOrder } from '../../services/transport/assign';
import { changeTransportOrderState } from '../../services/transport/change-state';
import { createTransportOrder } from '../../services/transport/create';
import { listTransportOrders } from '../../services/transport/list';
import { getTransportOrder, type TransportOrderRecord } from '../../services/transport/records';
import { signBillOfLading } from '../../services/transport/sign';
import { markTransportTitleReceived } from '../../services/transport/title';
import { toAccessUser } from '../../services/users/viewer';
import { requireOperation, requireViewer } from '../access';
import type { GraphQLContext } from '../context';

// Transport orders (graphql/schema/transport.graphql): every field is carrier-facing except
// `vehicle`, which needs inventory access a carrier's token never has.

const as = async (context: GraphQLContext, operation: Operation) => ({
  db: context.db,
  viewer: await requireOperation(context, operation),
});

const vehicleLoaders = new WeakMap<GraphQLContext, DataLoader<string, VisibleVehicle | null>>();
async function vehicleOf(order: TransportOrderRecord, context: GraphQLContext): Promise<VisibleVehicle | null> {
  const viewer = await requireViewer(context);
  if (!order.vehicleId || !canDo(toAccessUser(viewer), 'readInventory', actorOf(viewer.token))) return null;
  let loader = vehicleLoaders.get(context);
  if (!loader) {
    loader = new DataLoader((ids) => getVehiclesByIds({ db: context.db, viewer, ids }));
    vehicleLoaders.set(context, loader);
  }
  return loader.load(order.vehicleId);
}

const inspection = (order: TransportOrderRecord, stage: 'pickup' | 'delivery') => {
  const found = order.inspections.find((candidate) => candidate.stage === stage);
  return found ? { ...found, notes: found.notes ?? null, signedAt: found.signedAt.toISOString() } : null;
};

const deadlineFacts = (order: TransportOrderRecord) => ({
  orderedOn: order.orderedOn,
  purchasedOn: order.purchasedOn,
  titleAbsent: order.titleAbsent,
});

export const TransportQueries: QueryResolvers = {
  transportOrders: async (_parent, { state, vehicleId, first, after }, context) =>
    listTransportOrders({ ...(await as(context, 'readTransport')), state, vehicleId, first: first ?? 50, after }),
  transportOrder: async (_parent, { id }, context) =>
    getTransportOrder({ ...(await as(context, 'readTransport')), id }),
};

export const TransportMutations: MutationResolvers = {
  createTransportOrder: async (_parent, { input }, context) =>
    createTransportOrder({ ...(await as(context, 'changeTransport')), input }),
  assignTransportOrder: async (_parent, { id, input }, context) =>
    assignTransportOrder({ ...(await as(context, 'changeTransport')), id, input }),
  changeTransportOrderState: async (_parent, { id, state }, context) =>
    changeTransportOrderState({ ...(await as(context, 'moveTransport')), id, state }),
  signBillOfLading: async (_parent, { id, input }, context) =>
    signBillOfLading({ ...(await as(context, 'moveTransport')), id, input }),
  markTransportTitleReceived: async (_parent, { id, receivedOn }, context) =>
    markTransportTitleReceived({ ...(await as(context, 'changeTransport')), id, receivedOn }),
};

export const TransportTypes: Pick<Resolvers, 'TransportOrder'> = {
  TransportOrder: {
    vehicleDescription: async (order, _args, context) => {
      const vehicle = await vehicleOf(order, context);
      if (vehicle) return [vehicle.year, vehicle.make, vehicle.model].join(' ');
      const decoded = decodeVin(order.vin);
      return [decoded.modelYear, decoded.manufacturer].filter(Boolean).join(' ') || order.vin;
    },
    vehicle: (order, _args, context) => vehicleOf(order, context),
    carrier: (order) =>
      order.carrierName
        ? { name: order.carrierName, mcDotNumber: order.carrierMcDot, contact: order.carrierContact }
        : null,
    pricePerMileCents: (order) => pricePerMileCents(order.priceCents, order.distanceMiles),
    guidePriceCents: (order) => guidePriceCents(order.distanceMiles),
    stateChangedAt: (order) => order.stateChangedAt.toISOString(),
    pickupDueOn: (order) => pickupDueOn(deadlineFacts(order)),
    pickupOverdue: (order) =>
      ['requested', 'assigned'].includes(order.state) && todayIso() > pickupDueOn(deadlineFacts(order)),
    titleDueOn: (order) => titleDueOn(deadlineFacts(order)),
    titleOverdue: (order) => {
      const due = titleDueOn(deadlineFacts(order));
      return Boolean(due && !order.titleReceivedOn && order.state !== 'cancelled' && todayIso() > due);
    },
    pickupInspection: (order) => inspection(order, 'pickup'),
    deliveryInspection: (order) => inspection(order, 'delivery'),
    createdAt: (order) => order.createdAt.toISOString(),
  },
};

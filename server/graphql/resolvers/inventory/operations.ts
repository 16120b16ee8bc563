import type { MutationResolvers, QueryResolvers } from '../../../../graphql/generated/resolvers';
import { DEFAULT_VEHICLE_ORDER } from '../../../../src/shared/inventory/vehicle';
import { checkVin } from '../../../../src/shared/inventory/vin';
import { changeVehiclePrice, changeVehicleStatus } from '../../../services/inventory/change-vehicle';
import { changeVehicleStatuses } from '../../../services/inventory/change-vehicle-statuses';
import { createVehicle } from '../../../services/inventory/create-vehicle';
import { recordVehicleSale } from '../../../services/inventory/sales';
import { getVehicle } from '../../../services/inventory/get-vehicle';
import { importVehicles } from '../../../services/inventory/import-vehicles';
import { listVehicles } from '../../../services/inventory/list-vehicles';
import { countVehiclesByAge, listVehicleMakes, summarizeInventory } from '../../../services/inventory/summaries';
import { updateVehicle } from '../../../services/inventory/update-vehicle';
import { requireOperation } from '../../access';
import type { GraphQLContext } from '../../context';

const reader = (context: GraphQLContext) => requireOperation(context, 'readInventory');
const writer = (context: GraphQLContext) => requireOperation(context, 'changeInventory');

export const InventoryQueries: QueryResolvers = {
  vehicles: async (_parent, { filter, orderBy, first, after }, context) =>
    listVehicles({
      db: context.db,
      viewer: await reader(context),
      filter: filter ?? {},
      order: orderBy ?? DEFAULT_VEHICLE_ORDER,
      first: first ?? 50,
      after,
    }),
  vehicle: async (_parent, { id }, context) => getVehicle({ db: context.db, viewer: await reader(context), id }),
  vehicleAgeBuckets: async (_parent, { filter }, context) =>
    countVehiclesByAge({ db: context.db, viewer: await reader(context), filter: filter ?? {} }),
  inventorySummary: async (_parent, _args, context) =>
    summarizeInventory({ db: context.db, viewer: await reader(context) }),
  vehicleMakes: async (_parent, _args, context) => listVehicleMakes({ db: context.db, viewer: await reader(context) }),
  decodeVin: async (_parent, { vin }, context) => {
    await reader(context);
    return checkVin(vin);
  },
};

export const InventoryMutations: MutationResolvers = {
  createVehicle: async (_parent, { input: { acceptCheckDigitMismatch, ...input } }, context) =>
    createVehicle({
      db: context.db,
      viewer: await writer(context),
      input,
      acceptCheckDigitMismatch: acceptCheckDigitMismatch ?? false,
    }),
  updateVehicle: async (_parent, { input: { id, acceptCheckDigitMismatch, ...patch } }, context) =>
    updateVehicle({
      db: context.db,
      viewer: await writer(context),
      id,
      patch,
      acceptCheckDigitMismatch: acceptCheckDigitMismatch ?? false,
    }),
  changeVehiclePrice: async (_parent, { input }, context) =>
    changeVehiclePrice({ db: context.db, viewer: await writer(context), ...input }),
  changeVehicleStatus: async (_parent, { input }, context) =>
    changeVehicleStatus({ db: context.db, viewer: await writer(context), ...input }),
  changeVehicleStatuses: async (_parent, { input }, context) =>
    changeVehicleStatuses({ db: context.db, viewer: await writer(context), ...input }),
  recordVehicleSale: async (_parent, { input }, context) =>
    recordVehicleSale({ db: context.db, viewer: await writer(context), vehicleId: input.vehicleId, sale: input.sale }),
  importVehicles: async (_parent, { input }, context) =>
    importVehicles({
      db: context.db,
      viewer: await writer(context),
      rows: input.rows,
      acceptCheckDigitMismatch: input.acceptCheckDigitMismatch ?? false,
    }),
};

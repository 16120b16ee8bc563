import type { Resolvers } from '../../../../graphql/generated/resolvers';
import { ageBucketOf, daysInInventory } from '../../../../src/shared/inventory/vehicle';
import { decodeVin, checkVin } from '../../../../src/shared/inventory/vin';
import { visibleSale } from '../../../services/inventory/sales';

const Vehicle: Resolvers['Vehicle'] = {
  daysInInventory: (vehicle) => daysInInventory(vehicle.acquiredDate, vehicle.disposedOn),
  ageBucket: (vehicle) => ageBucketOf(daysInInventory(vehicle.acquiredDate, vehicle.disposedOn)),
  potentialGrossCents: (vehicle) =>
    vehicle.listPriceCents === null || vehicle.costCents === null ? null : vehicle.listPriceCents - vehicle.costCents,
  vinDecoding: (vehicle) => {
    const check = checkVin(vehicle.vin);
    return { ...decodeVin(vehicle.vin), checkDigitValid: check.valid && check.checkDigitValid };
  },
  priceHistory: (vehicle, _args, { loaders }) => loaders.priceHistoryByVehicleId.load(vehicle.id),
  statusHistory: (vehicle, _args, { loaders }) => loaders.statusHistoryByVehicleId.load(vehicle.id),
  photos: (vehicle, _args, { loaders }) => loaders.photosByVehicleId.load(vehicle.id),
  recon: (vehicle, _args, { loaders }) => loaders.reconPositionByVehicleId.load(vehicle.id),
  priceToMarket: (vehicle, _args, { loaders }) => loaders.priceToMarketByVehicle.load(vehicle),
  sale: async (vehicle, _args, { loaders }) => {
    const sale = await loaders.saleByVehicle.load(vehicle);
    return sale && visibleSale(sale, vehicle);
  },
  mainPhoto: async (vehicle, _args, { loaders }) =>
    (await loaders.photosByVehicleId.load(vehicle.id)).find((photo) => photo.isMain) ?? null,
};

const VehicleConnection: Resolvers['VehicleConnection'] = {
  totalCount: (connection) => connection.totalCount(),
};

const VehicleStatusChange: Resolvers['VehicleStatusChange'] = {
  from: (change) => change.fromStatus,
  to: (change) => change.toStatus,
};

const VehicleAgeBucketCount: Resolvers['VehicleAgeBucketCount'] = {
  bucket: (count) => count.key,
};

const VinCheck: Resolvers['VinCheck'] = {
  problem: (check) => (check.valid ? null : check.problem),
  message: (check) => {
    if (!check.valid) return check.message;
    return check.checkDigitValid
      ? null
      : `The check digit (position 9) is '${check.vin[8]}'; the other characters give '${check.expectedCheckDigit}'.`;
  },
  decoded: (check) => (check.valid ? { ...check.decoded, checkDigitValid: check.checkDigitValid } : null),
};

export const InventoryTypes: Pick<
  Resolvers,
  'Vehicle' | 'VehicleConnection' | 'VehicleStatusChange' | 'VehicleAgeBucketCount' | 'VinCheck'
> = {
  Vehicle,
  VehicleConnection,
  VehicleStatusChange,
  VehicleAgeBucketCount,
  VinCheck,
};

import type {
  VehicleAgeBucketCountResolvers,
  VehicleConnectionResolvers,
  VehicleResolvers,
  VehicleStatusChangeResolvers,
  VinCheckResolvers,
} from '../../../graphql/generated/resolvers';
import { ageBucketOf, daysInInventory } from '../../../src/shared/inventory/vehicle';
import { decodeVin, checkVin } from '../../../src/shared/inventory/vin';

export const Vehicle: VehicleResolvers = {
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
};

export const VehicleConnection: VehicleConnectionResolvers = {
  totalCount: (connection) => connection.totalCount(),
};

export const VehicleStatusChange: VehicleStatusChangeResolvers = {
  from: (change) => change.fromStatus,
  to: (change) => change.toStatus,
};

export const VehicleAgeBucketCount: VehicleAgeBucketCountResolvers = {
  bucket: (count) => count.key,
};

export const VinCheck: VinCheckResolvers = {
  problem: (check) => (check.valid ? null : check.problem),
  message: (check) => {
    if (!check.valid) return check.message;
    return check.checkDigitValid
      ? null
      : `The check digit (position 9) is '${check.vin[8]}'; the other characters give '${check.expectedCheckDigit}'.`;
  },
  decoded: (check) => (check.valid ? { ...check.decoded, checkDigitValid: check.checkDigitValid } : null),
};

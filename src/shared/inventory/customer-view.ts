import type { VehicleFields } from './vehicle-fields';
import { decodeVin } from './vin';

type DescribedFields =
  | 'vin'
  | 'stockNumber'
  | 'year'
  | 'make'
  | 'model'
  | 'trim'
  | 'bodyStyle'
  | 'exteriorColor'
  | 'interiorColor'
  | 'mileage'
  | 'listPriceCents';

/**
 * What a shopper may read of a vehicle (its sales packet, a marketplace's listing): the
 * description, the list price and what the VIN says of it; never its cost or notes.
 */
export type CustomerVehicle = Pick<VehicleFields, DescribedFields> & {
  /** From the VIN alone (./vin.ts): the maker's country, the maker for a known WMI, the model year. */
  vinCountry: string | null;
  vinManufacturer: string | null;
  vinModelYear: number | null;
};

export function customerVehicle(vehicle: Pick<VehicleFields, DescribedFields>): CustomerVehicle {
  const decoding = decodeVin(vehicle.vin);
  return {
    vin: vehicle.vin,
    stockNumber: vehicle.stockNumber,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    bodyStyle: vehicle.bodyStyle,
    exteriorColor: vehicle.exteriorColor,
    interiorColor: vehicle.interiorColor,
    mileage: vehicle.mileage,
    listPriceCents: vehicle.listPriceCents,
    vinCountry: decoding.country,
    vinManufacturer: decoding.manufacturer,
    vinModelYear: decoding.modelYear,
  };
}

// The CSV a person downloads from the inventory screen: the current filtered view, every
// page. Headers are ones the importer maps back (a file exported here re-imports as is).

import { writeCsv, type CsvValue } from '../csv/write';
import type { AcquisitionSource, VehicleStatus } from './vehicle';
import type { VehicleFields } from './vehicle-fields';

/** A vehicle as the export writes it: its record and its age. */
export type ExportVehicle = VehicleFields & { daysInInventory: number };

export const STATUS_LABELS: Record<VehicleStatus, string> = {
  incoming: 'Incoming',
  in_recon: 'In recon',
  frontline: 'Frontline',
  sale_pending: 'Sale pending',
  sold: 'Sold',
  wholesaled: 'Wholesaled',
};

export const SOURCE_LABELS: Record<AcquisitionSource, string> = {
  trade_in: 'Trade-in',
  auction: 'Auction',
  purchase: 'Purchase',
  lease_return: 'Lease return',
  other: 'Other',
};

const amount = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

type ExportColumn = [header: string, value: (vehicle: ExportVehicle) => CsvValue];

const COLUMNS: ExportColumn[] = [
  ['Stock Number', (vehicle) => vehicle.stockNumber],
  ['VIN', (vehicle) => vehicle.vin],
  ['Year', (vehicle) => vehicle.year],
  ['Make', (vehicle) => vehicle.make],
  ['Model', (vehicle) => vehicle.model],
  ['Trim', (vehicle) => vehicle.trim],
  ['Body Style', (vehicle) => vehicle.bodyStyle],
  ['Exterior Color', (vehicle) => vehicle.exteriorColor],
  ['Interior Color', (vehicle) => vehicle.interiorColor],
  ['Mileage', (vehicle) => vehicle.mileage],
  ['Status', (vehicle) => STATUS_LABELS[vehicle.status]],
  ['Days in Inventory', (vehicle) => vehicle.daysInInventory],
  ['Acquired Date', (vehicle) => vehicle.acquiredDate],
  ['Source', (vehicle) => SOURCE_LABELS[vehicle.acquisitionSource]],
  ['Cost', (vehicle) => amount(vehicle.costCents)],
  ['List Price', (vehicle) => amount(vehicle.listPriceCents)],
  ['Lot Location', (vehicle) => vehicle.lotLocation],
  ['Notes', (vehicle) => vehicle.notes],
];

/** The CSV text (with a header row) of `vehicles`; the cost column only when the viewer may see cost. */
export function vehiclesToCsv(vehicles: ExportVehicle[], options: { includeCost: boolean }): string {
  const columns = COLUMNS.filter(([header]) => header !== 'Cost' || options.includeCost);
  // The product's one CSV writer: a cell a spreadsheet would run as a formula is defused there.
  return writeCsv(
    columns.map(([header]) => header),
    vehicles.map((vehicle) => columns.map(([, value]) => value(vehicle))),
  );
}

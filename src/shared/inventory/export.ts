// The CSV a person downloads from the inventory screen: the current filtered view, every
// page. Headers are ones the importer maps back (a file exported here re-imports as is).

import Papa from 'papaparse';
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

/** The CSV text (with a header row) of `vehicles`; the cost column only when the viewer may see cost. */
export function vehiclesToCsv(vehicles: ExportVehicle[], options: { includeCost: boolean }): string {
  const rows = vehicles.map((vehicle) => ({
    'Stock Number': vehicle.stockNumber,
    VIN: vehicle.vin,
    Year: vehicle.year,
    Make: vehicle.make,
    Model: vehicle.model,
    Trim: vehicle.trim ?? '',
    'Body Style': vehicle.bodyStyle ?? '',
    'Exterior Color': vehicle.exteriorColor ?? '',
    'Interior Color': vehicle.interiorColor ?? '',
    Mileage: vehicle.mileage,
    Status: STATUS_LABELS[vehicle.status],
    'Days in Inventory': vehicle.daysInInventory,
    'Acquired Date': vehicle.acquiredDate,
    Source: SOURCE_LABELS[vehicle.acquisitionSource],
    ...(options.includeCost ? { Cost: amount(vehicle.costCents) } : {}),
    'List Price': amount(vehicle.listPriceCents),
    'Lot Location': vehicle.lotLocation ?? '',
    Notes: vehicle.notes ?? '',
  }));
  // escapeFormulae: a cell starting with = + - @ cannot run as a formula in a spreadsheet.
  return Papa.unparse(rows, { escapeFormulae: true, newline: '\r\n' });
}

// The financing export (docs/financing.md "CSV layout"): one row per referral, written by the
// product's one CSV writer (src/shared/csv/write.ts) like every export: UTF-8, comma separated,
// CRLF line ends, a header row, every cell a spreadsheet would run as a formula defused.

import { writeCsv } from '../csv/write';
import type { VehicleFields } from '../inventory/vehicle-fields';
import type { FinancingReferralState } from './referral';

export type FinancingExportRow = {
  referralId: string;
  state: FinancingReferralState;
  referredAt: Date;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  partner: string;
} & Pick<VehicleFields, 'vin' | 'stockNumber' | 'year' | 'make' | 'model' | 'trim' | 'mileage' | 'listPriceCents'>;

export const FINANCING_CSV_COLUMNS = [
  'Referral ID',
  'State',
  'Referred At',
  'Customer Name',
  'Customer Email',
  'Customer Phone',
  'Partner',
  'VIN',
  'Stock Number',
  'Year',
  'Make',
  'Model',
  'Trim',
  'Mileage',
  'List Price',
] as const;

const amount = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

export function financingReferralsToCsv(rows: readonly FinancingExportRow[]): string {
  const data = rows.map((row) => [
    row.referralId,
    row.state,
    row.referredAt.toISOString(),
    row.customerName,
    row.customerEmail,
    row.customerPhone,
    row.partner,
    row.vin,
    row.stockNumber,
    row.year,
    row.make,
    row.model,
    row.trim,
    row.mileage,
    amount(row.listPriceCents),
  ]);
  return writeCsv(FINANCING_CSV_COLUMNS, data);
}

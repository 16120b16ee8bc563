// The financing export (docs/financing.md "CSV layout"): one row per referral, written with
// papaparse like the inventory export. UTF-8, comma separated, CRLF line ends, a header row.

import Papa from 'papaparse';
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

/** A cell a spreadsheet would run as a formula (=, +, -, @ first) is written with a leading apostrophe. */
const safeText = (value: string | null) => (value && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? ''));

export function financingReferralsToCsv(rows: readonly FinancingExportRow[]): string {
  const data = rows.map((row) => [
    row.referralId,
    row.state,
    row.referredAt.toISOString(),
    safeText(row.customerName),
    safeText(row.customerEmail),
    safeText(row.customerPhone),
    safeText(row.partner),
    row.vin,
    row.stockNumber,
    String(row.year),
    row.make,
    row.model,
    row.trim ?? '',
    String(row.mileage),
    amount(row.listPriceCents),
  ]);
  return Papa.unparse({ fields: [...FINANCING_CSV_COLUMNS], data }, { newline: '\r\n' });
}

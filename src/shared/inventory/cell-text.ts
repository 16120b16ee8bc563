// Amounts, mileage and dates as spreadsheets and dealer management systems write them. A module of
// its own, without the vehicle field rules (zod), so a screen that reads such text loads no schema.

import { isRealDate } from './vehicle';

/** "$12,345.67", "12345", "12,345" → cents; null for text that is not an amount. */
export function parseMoneyToCents(text: string): number | null {
  const cleaned = text.replace(/[$\s,]/g, '').replace(/^USD/i, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "45,123", "45123 mi", "45123.0" → 45123; null otherwise. */
export function parseWholeNumber(text: string): number | null {
  const cleaned = text
    .replace(/[\s,]/g, '')
    .replace(/(mi|miles)$/i, '')
    .replace(/\.0+$/, '');
  return /^\d+$/.test(cleaned) ? Number(cleaned) : null;
}

/** ISO (2024-03-07, with or without a time), US (3/7/2024, 03-07-2024, 3/7/24) → YYYY-MM-DD; null otherwise. */
export function parseDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(trimmed);
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})(?:\s.*)?$/.exec(trimmed);
  let year: string;
  let month: string;
  let day: string;
  if (iso) [, year = '', month = '', day = ''] = iso;
  else if (us) {
    [, month = '', day = '', year = ''] = us;
    // Two-digit years: 00–69 are 2000s, 70–99 are 1900s (as spreadsheets read them).
    if (year.length === 2) year = `${Number(year) < 70 ? '20' : '19'}${year}`;
  } else return null;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isRealDate(value) ? value : null;
}

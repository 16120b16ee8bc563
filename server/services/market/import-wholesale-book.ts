import { sql } from 'drizzle-orm';
import { parseMoneyToCents, parseWholeNumber } from '../../../src/shared/inventory/cell-text';
import type { ImportRejection } from '../../../src/shared/inventory/import-row';
import { todayIso, VEHICLE_LIMITS, isRealDate } from '../../../src/shared/inventory/vehicle';
import type { BookField } from '../../../src/shared/market/csv';
import { MARKET_LIMITS, segmentKey } from '../../../src/shared/market/records';
import type { Database } from '../../db/client';
import { wholesaleBookEntries } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { checkBatchSize } from './import-market-records';

export type BookImportRow = { line: number } & Partial<Record<BookField, string | null>>;
type BookValues = Omit<typeof wholesaleBookEntries.$inferInsert, 'id' | 'organizationId' | 'createdAt'>;

const GRADES = [
  ['roughCents', 'rough', 'Rough'],
  ['averageCents', 'average', 'Average'],
  ['cleanCents', 'clean', 'Clean'],
  ['extraCleanCents', 'extraClean', 'Extra clean'],
] as const;

/** One book row read, or the reason it cannot be: every grade's value, rising from rough to extra clean. */
export function readBookRow(
  row: BookImportRow,
  options: { today: string; asOf: string },
): { ok: true; values: BookValues } | { ok: false; reason: string } {
  const text = (field: BookField) => (row[field] ?? '').trim();
  const maxYear = Number(options.today.slice(0, 4)) + VEHICLE_LIMITS.yearsAhead;
  const year = /^\d{4}$/.test(text('year')) ? Number(text('year')) : null;
  if (year === null || year < VEHICLE_LIMITS.minYear || year > maxYear) {
    return {
      ok: false,
      reason: `Year '${text('year')}' must be a model year from ${VEHICLE_LIMITS.minYear} to ${maxYear}.`,
    };
  }
  if (!text('make')) return { ok: false, reason: 'Make is required.' };
  if (!text('model')) return { ok: false, reason: 'Model is required.' };
  if ([text('make'), text('model'), text('trim')].some((value) => value.length > MARKET_LIMITS.maxTextLength)) {
    return { ok: false, reason: `Make, model and trim must be at most ${MARKET_LIMITS.maxTextLength} characters.` };
  }
  const averageMileage = parseWholeNumber(text('averageMileage'));
  if (averageMileage === null || averageMileage > VEHICLE_LIMITS.maxMileage) {
    return {
      ok: false,
      reason: `Average mileage '${text('averageMileage')}' must be a whole number of miles up to ${VEHICLE_LIMITS.maxMileage.toLocaleString('en-US')}.`,
    };
  }
  const cents: Partial<Record<(typeof GRADES)[number][0], number>> = {};
  for (const [field, column, label] of GRADES) {
    const value = parseMoneyToCents(text(column));
    if (value === null || value <= 0 || value > VEHICLE_LIMITS.maxMoneyCents)
      return { ok: false, reason: `${label} value '${text(column)}' is not an amount above $0.` };
    cents[field] = value;
  }
  const { roughCents, averageCents, cleanCents, extraCleanCents } = cents as Record<(typeof GRADES)[number][0], number>;
  if (!(roughCents <= averageCents && averageCents <= cleanCents && cleanCents <= extraCleanCents)) {
    return { ok: false, reason: 'The values must rise from rough to average to clean to extra clean.' };
  }
  const trim = text('trim') || null;
  return {
    ok: true,
    values: {
      year,
      make: text('make'),
      model: text('model'),
      trim,
      segmentKey: segmentKey(text('make'), text('model')),
      trimKey: trim?.toLowerCase() ?? '',
      averageMileage,
      roughCents,
      averageCents,
      cleanCents,
      extraCleanCents,
      asOf: options.asOf,
    },
  };
}

/**
 * Imports rows of the organization's wholesale book: a row replaces the entry of the same year,
 * make, model and trim; unreadable rows (and a key repeated later in the batch) come back with
 * their line and reason. With `preview` nothing is stored.
 */
export async function importWholesaleBook(options: {
  db: Database;
  viewer: Viewer;
  rows: BookImportRow[];
  asOf?: string | null;
  preview?: boolean;
  today?: string;
}): Promise<{ stored: number; accepted: number; preview: boolean; rejected: ImportRejection[] }> {
  const { db, viewer, rows } = options;
  checkBatchSize(rows.length, 'rows');
  const today = options.today ?? todayIso();
  const asOf = options.asOf ?? today;
  if (!isRealDate(asOf) || asOf > today)
    throw new AppError(
      'BAD_USER_INPUT',
      `The book's as-of date '${asOf}' must be a date (YYYY-MM-DD) not in the future.`,
    );
  const preview = options.preview ?? false;
  const accepted: BookValues[] = [];
  const rejected: ImportRejection[] = [];
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const read = readBookRow(row, { today, asOf });
    if (!read.ok) {
      rejected.push({ line: row.line, reason: read.reason });
      continue;
    }
    const key = `${read.values.segmentKey}|${read.values.year}|${read.values.trimKey}`;
    const earlier = firstLine.get(key);
    if (earlier !== undefined)
      rejected.push({ line: row.line, reason: `The same year, make, model and trim is already on line ${earlier}.` });
    else {
      firstLine.set(key, row.line);
      accepted.push(read.values);
    }
  }
  if (!preview && accepted.length > 0) {
    await db
      .insert(wholesaleBookEntries)
      .values(accepted.map((values) => ({ ...values, organizationId: viewer.organization.id })))
      .onConflictDoUpdate({
        target: [
          wholesaleBookEntries.organizationId,
          wholesaleBookEntries.segmentKey,
          wholesaleBookEntries.year,
          wholesaleBookEntries.trimKey,
        ],
        set: Object.fromEntries(
          [
            'make',
            'model',
            'trim',
            'average_mileage',
            'rough_cents',
            'average_cents',
            'clean_cents',
            'extra_clean_cents',
            'as_of',
          ].map((column) => [
            column.replace(/_(\w)/g, (_match, letter: string) => letter.toUpperCase()),
            sql.raw(`excluded.${column}`),
          ]),
        ),
      });
  }
  rejected.sort((a, b) => a.line - b.line);
  return { stored: preview ? 0 : accepted.length, accepted: accepted.length, preview, rejected };
}

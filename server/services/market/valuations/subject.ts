import { desc, eq, and, sql } from 'drizzle-orm';
import { VEHICLE_LIMITS } from '../../../../src/shared/inventory/vehicle';
import type { Subject } from '../../../../src/shared/market/comparables';
import { MARKET_LIMITS } from '../../../../src/shared/market/records';
import type { ConditionGrade } from '../../../../src/shared/market/valuation';
import type { Database } from '../../../db/client';
import { marketRecords } from '../../../db/schema';
import { AppError } from '../../../errors';
import { findOwnVehicleRow } from '../../inventory/get-vehicle';
import type { Viewer } from '../../users/viewer';

export type SubjectInput = {
  year: number;
  make: string;
  model: string;
  trim?: string | null;
  mileage: number;
  condition?: ConditionGrade | null;
  zip?: string | null;
};

/**
 * The organization's home ZIP for valuations of its own vehicles: the ZIP most of its own sales
 * were recorded at (there is no address setting yet); null when it has no own sales.
 */
export async function homeZip(db: Database, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ zip: marketRecords.zip })
    .from(marketRecords)
    .where(and(eq(marketRecords.organizationId, organizationId), eq(marketRecords.source, 'own_sales')))
    .groupBy(marketRecords.zip)
    .orderBy(desc(sql`count(*)`), marketRecords.zip)
    .limit(1);
  return row?.zip ?? null;
}

/**
 * The vehicle to value: one described (`vehicle`), or one of the organization's (`vehicleId`,
 * another organization's is NOT_FOUND) with the request's condition and ZIP, the ZIP defaulting
 * to the organization's home ZIP. Condition defaults to `clean`.
 */
export async function resolveSubject(options: {
  db: Database;
  viewer: Viewer;
  vehicleId?: string | null;
  vehicle?: SubjectInput | null;
  condition?: ConditionGrade | null;
  zip?: string | null;
  today: string;
}): Promise<Subject> {
  const { db, viewer, vehicleId, vehicle } = options;
  if ((vehicleId ? 1 : 0) + (vehicle ? 1 : 0) !== 1)
    throw new AppError('BAD_USER_INPUT', 'Give either a vehicle id or a vehicle description, not both.');
  const described = vehicle ?? (await findOwnVehicleRow(db, viewer.organization.id, vehicleId!));
  const zip = (options.zip ?? vehicle?.zip ?? null) || (await homeZip(db, viewer.organization.id));
  if (!zip)
    throw new AppError(
      'BAD_USER_INPUT',
      'Give the ZIP code to value the vehicle at: your organization has no own sales to take its home ZIP from.',
    );
  if (!/^\d{5}$/.test(zip)) throw new AppError('BAD_USER_INPUT', `ZIP '${zip}' is not a 5-digit US ZIP code.`);
  const maxYear = Number(options.today.slice(0, 4)) + VEHICLE_LIMITS.yearsAhead;
  if (!Number.isInteger(described.year) || described.year < VEHICLE_LIMITS.minYear || described.year > maxYear) {
    throw new AppError(
      'BAD_USER_INPUT',
      `Year ${described.year} must be a model year from ${VEHICLE_LIMITS.minYear} to ${maxYear}.`,
    );
  }
  if (!Number.isInteger(described.mileage) || described.mileage < 0 || described.mileage > VEHICLE_LIMITS.maxMileage) {
    throw new AppError(
      'BAD_USER_INPUT',
      `Mileage must be a whole number of miles from 0 to ${VEHICLE_LIMITS.maxMileage.toLocaleString('en-US')}.`,
    );
  }
  const make = described.make.trim();
  const model = described.model.trim();
  if (!make || !model) throw new AppError('BAD_USER_INPUT', 'Make and model are required.');
  if (make.length > MARKET_LIMITS.maxTextLength || model.length > MARKET_LIMITS.maxTextLength) {
    throw new AppError('BAD_USER_INPUT', `Make and model must be at most ${MARKET_LIMITS.maxTextLength} characters.`);
  }
  return {
    year: described.year,
    make,
    model,
    trim: described.trim?.trim() || null,
    mileage: described.mileage,
    condition: options.condition ?? vehicle?.condition ?? 'clean',
    zip,
  };
}

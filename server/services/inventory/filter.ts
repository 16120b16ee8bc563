import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  AGE_BUCKETS,
  VEHICLE_LIMITS,
  type AgeBucketKey,
  type VehicleStatus,
} from '../../../src/shared/inventory/vehicle';
import { vehicles } from '../../db/schema';
import { normalizeVin } from '../../../src/shared/inventory/vin';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import type { InventoryScope } from './scope';

/** Narrows an organization's vehicles; every field given must match. Ranges include both ends. */
export type VehicleFilter = {
  status?: VehicleStatus[] | null;
  /** Case-insensitive, the whole make. */
  make?: string | null;
  /** Case-insensitive, the whole model. */
  model?: string | null;
  yearMin?: number | null;
  yearMax?: number | null;
  priceMinCents?: number | null;
  priceMaxCents?: number | null;
  ageMinDays?: number | null;
  ageMaxDays?: number | null;
  /** Any of these age buckets. */
  ageBuckets?: AgeBucketKey[] | null;
  /** Words each found in the VIN, stock number, make or model (fragments welcome). */
  search?: string | null;
  /** Any of these vehicles (ids that are not ids match nothing). */
  ids?: string[] | null;
  /** Any of these whole VINs, normalised. */
  vins?: string[] | null;
};

const MAX_SEARCH_LENGTH = 100;
const MAX_SEARCH_TERMS = 6;

/** Days in inventory in SQL, the same rule as `daysInInventory` (src/inventory/vehicle.ts). */
export function ageInDays(today: string): SQL<number> {
  return sql<number>`greatest(0, coalesce(${vehicles.disposedOn}, ${today}::date) - ${vehicles.acquiredDate})`;
}

function checkRange(name: string, min: number | null | undefined, max: number | null | undefined, limit: number) {
  for (const [bound, value] of [
    [`${name}Min`, min],
    [`${name}Max`, max],
  ] as const) {
    if (value != null && (!Number.isInteger(value) || value < 0 || value > limit)) {
      throw new AppError('BAD_USER_INPUT', `filter.${bound} must be a whole number between 0 and ${limit}.`);
    }
  }
  if (min != null && max != null && min > max) {
    throw new AppError('BAD_USER_INPUT', `filter.${name}Min must not be more than filter.${name}Max.`);
  }
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The upper-cased words of a free-text search, or BAD_USER_INPUT when it is too long. */
export function searchTerms(search: string | null | undefined): string[] {
  const text = search?.trim() ?? '';
  if (text.length > MAX_SEARCH_LENGTH) {
    throw new AppError('BAD_USER_INPUT', `filter.search must be at most ${MAX_SEARCH_LENGTH} characters.`);
  }
  return [...new Set(text.toUpperCase().split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_TERMS);
}

/** The list of `name`, or BAD_USER_INPUT when it is longer than a filter takes. */
function listOf(name: string, values: string[]): string[] {
  if (values.length > VEHICLE_LIMITS.maxFilterList) {
    throw new AppError(
      'BAD_USER_INPUT',
      `filter.${name} may list at most ${VEHICLE_LIMITS.maxFilterList}; ask in parts.`,
    );
  }
  return [...new Set(values)];
}

function ageConditions(filter: VehicleFilter, today: string): SQL[] {
  const age = ageInDays(today);
  const conditions: SQL[] = [];
  if (filter.ageMinDays != null) conditions.push(gte(age, filter.ageMinDays));
  if (filter.ageMaxDays != null) conditions.push(lte(age, filter.ageMaxDays));
  if (filter.ageBuckets != null) {
    const buckets = AGE_BUCKETS.filter((bucket) => filter.ageBuckets!.includes(bucket.key));
    const ranges = buckets.map((bucket) =>
      bucket.maxDays === null ? gte(age, bucket.minDays) : and(gte(age, bucket.minDays), lte(age, bucket.maxDays))!,
    );
    conditions.push(ranges.length > 0 ? or(...ranges)! : sql`false`);
  }
  return conditions;
}

/**
 * The WHERE conditions for the scope's organization and `filter`, or BAD_USER_INPUT naming the
 * field that cannot be right. `withAge: false` leaves the age conditions out (bucket counts).
 */
export function vehicleConditions(
  scope: InventoryScope,
  filter: VehicleFilter,
  options: { today: string; withAge?: boolean },
): SQL[] {
  const currentYear = Number(options.today.slice(0, 4));
  checkRange('year', filter.yearMin, filter.yearMax, currentYear + VEHICLE_LIMITS.yearsAhead);
  checkRange('priceCents', filter.priceMinCents, filter.priceMaxCents, VEHICLE_LIMITS.maxMoneyCents);
  checkRange('ageDays', filter.ageMinDays, filter.ageMaxDays, 100_000);
  const conditions: SQL[] = [eq(vehicles.organizationId, scope.organizationId)];
  if (filter.status != null)
    conditions.push(filter.status.length > 0 ? inArray(vehicles.status, filter.status) : sql`false`);
  const make = filter.make?.trim();
  if (make) conditions.push(sql`lower(${vehicles.make}) = lower(${make})`);
  const model = filter.model?.trim();
  if (model) conditions.push(sql`lower(${vehicles.model}) = lower(${model})`);
  if (filter.yearMin != null) conditions.push(gte(vehicles.year, filter.yearMin));
  if (filter.yearMax != null) conditions.push(lte(vehicles.year, filter.yearMax));
  if (filter.priceMinCents != null) conditions.push(gte(vehicles.listPriceCents, filter.priceMinCents));
  if (filter.priceMaxCents != null) conditions.push(lte(vehicles.listPriceCents, filter.priceMaxCents));
  if (filter.ids != null) {
    const ids = listOf('ids', filter.ids).filter(isUuid);
    conditions.push(ids.length > 0 ? inArray(vehicles.id, ids) : sql`false`);
  }
  if (filter.vins != null) {
    const vins = listOf('vins', filter.vins).map(normalizeVin);
    conditions.push(vins.length > 0 ? inArray(vehicles.vin, vins) : sql`false`);
  }
  for (const term of searchTerms(filter.search)) {
    conditions.push(sql`${vehicles.searchText} like ${`%${escapeLike(term)}%`}`);
  }
  if (options.withAge !== false) conditions.push(...ageConditions(filter, options.today));
  return conditions;
}

import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  AGE_BUCKETS,
  AGED_AFTER_DAYS,
  IN_STOCK_STATUSES,
  todayIso,
  type AgeBucketKey,
} from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { vehicles } from '../../db/schema';
import type { Viewer } from '../users/viewer';
import { ageInDays, vehicleConditions, type VehicleFilter } from './filter';
import { inventoryScope } from './scope';

export type AgeBucketCount = { key: AgeBucketKey; minDays: number; maxDays: number | null; count: number };

/**
 * How many of the vehicles matching `filter` fall in each age bucket. The filter's own age
 * conditions are left out, so each bucket says what choosing it would show.
 */
export async function countVehiclesByAge(options: {
  db: Database;
  viewer: Viewer;
  filter: VehicleFilter;
  today?: string;
}): Promise<AgeBucketCount[]> {
  const { db, viewer, filter } = options;
  const today = options.today ?? todayIso();
  const age = ageInDays(today);
  const columns = Object.fromEntries(
    AGE_BUCKETS.map((bucket) => [
      bucket.key,
      bucket.maxDays === null
        ? sql<number>`count(*) filter (where ${age} >= ${bucket.minDays})`.mapWith(Number)
        : sql<number>`count(*) filter (where ${age} between ${bucket.minDays} and ${bucket.maxDays})`.mapWith(Number),
    ]),
  );
  const [row] = await db
    .select(columns)
    .from(vehicles)
    .where(and(...vehicleConditions(inventoryScope(viewer), filter, { today, withAge: false })));
  return AGE_BUCKETS.map((bucket) => ({ ...bucket, count: Number(row?.[bucket.key] ?? 0) }));
}

export type InventorySummary = { inStock: number; averageAgeDays: number | null; aged: number; agedAfterDays: number };

/** The dashboard's figures for the vehicles in stock: how many, their average age, how many are aged. */
export async function summarizeInventory(options: {
  db: Database;
  viewer: Viewer;
  today?: string;
}): Promise<InventorySummary> {
  const { db, viewer } = options;
  const age = ageInDays(options.today ?? todayIso());
  const [row] = await db
    .select({
      inStock: count(),
      averageAgeDays: sql<number | null>`round(avg(${age}), 1)`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      aged: sql<number>`count(*) filter (where ${age} > ${AGED_AFTER_DAYS})`.mapWith(Number),
    })
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, viewer.organization.id), inArray(vehicles.status, [...IN_STOCK_STATUSES])));
  return {
    inStock: row?.inStock ?? 0,
    averageAgeDays: row?.averageAgeDays ?? null,
    aged: row?.aged ?? 0,
    agedAfterDays: AGED_AFTER_DAYS,
  };
}

/** The makes in the viewer's inventory with how many vehicles each, for the make filter. */
export async function listVehicleMakes(options: {
  db: Database;
  viewer: Viewer;
}): Promise<{ make: string; count: number }[]> {
  const { db, viewer } = options;
  return db
    .select({ make: vehicles.make, count: count() })
    .from(vehicles)
    .where(eq(vehicles.organizationId, viewer.organization.id))
    .groupBy(vehicles.make)
    .orderBy(asc(vehicles.make));
}

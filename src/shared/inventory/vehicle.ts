// The inventory's enumerations, age rules and who sees cost: one place for the server, the
// graph and the screens.

import type { Role } from '../access';
import { isOrganizationSettingOn } from '../access';

export const VEHICLE_STATUSES = ['incoming', 'in_recon', 'frontline', 'sale_pending', 'sold', 'wholesaled'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** Statuses of a vehicle that has left the lot; its age stops on the day it left. */
export const DISPOSED_STATUSES: readonly VehicleStatus[] = ['sold', 'wholesaled'];
/** Statuses of a vehicle still in inventory (on the lot, on its way, or in recon). */
export const IN_STOCK_STATUSES: readonly VehicleStatus[] = VEHICLE_STATUSES.filter(
  (status) => !DISPOSED_STATUSES.includes(status),
);

export const ACQUISITION_SOURCES = ['trade_in', 'auction', 'purchase', 'lease_return', 'other'] as const;
export type AcquisitionSource = (typeof ACQUISITION_SOURCES)[number];

export const isVehicleStatus = (value: unknown): value is VehicleStatus =>
  typeof value === 'string' && (VEHICLE_STATUSES as readonly string[]).includes(value);

/** Age buckets of the inventory screen, in days in inventory (both ends included). */
export const AGE_BUCKETS = [
  { key: 'DAYS_0_30', minDays: 0, maxDays: 30 },
  { key: 'DAYS_31_60', minDays: 31, maxDays: 60 },
  { key: 'DAYS_61_90', minDays: 61, maxDays: 90 },
  { key: 'DAYS_OVER_90', minDays: 91, maxDays: null },
] as const satisfies readonly { key: string; minDays: number; maxDays: number | null }[];
export type AgeBucketKey = (typeof AGE_BUCKETS)[number]['key'];

/** The age bucket a number of days in inventory falls in. */
export function ageBucketOf(days: number): AgeBucketKey {
  const bucket = AGE_BUCKETS.find((candidate) => candidate.maxDays === null || days <= candidate.maxDays);
  return bucket?.key ?? 'DAYS_OVER_90';
}

/** A vehicle in stock for more than this many days counts as aged (the dashboard's figure). */
export const AGED_AFTER_DAYS = 60;

/** Limits every writer and reader agrees on. */
export const VEHICLE_LIMITS = {
  maxMoneyCents: 1_000_000_000, // $10,000,000
  maxMileage: 2_000_000,
  minYear: 1900,
  /** Model years run at most this far ahead of the calendar year. */
  yearsAhead: 2,
  maxPageSize: 500,
  /** Ids or VINs one vehicle filter may list. */
  maxFilterList: 500,
  /** Vehicles one bulk status change may move. */
  maxBulkStatusChange: 200,
  /** Characters of a price change's reason or a status change's note. */
  maxReasonLength: 500,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's calendar date at UTC, YYYY-MM-DD. Inventory ages are counted in UTC days. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a calendar day written YYYY-MM-DD (2024-02-30 is not). */
export function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The date `days` days before (negative: after) `date`, both YYYY-MM-DD. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Days in inventory: from the acquired date to today, or to the day the vehicle was sold or
 * wholesaled. Derived, never stored. Never negative (a vehicle acquired "tomorrow" in UTC is 0).
 */
export function daysInInventory(acquiredDate: string, disposedOn: string | null, today = todayIso()): number {
  return Math.max(0, daysBetween(acquiredDate, disposedOn ?? today));
}

/**
 * Whether a user sees vehicle cost (and what derives from it, gross): always for an OWNER,
 * for anyone else only while the organization setting `hide_vehicle_cost` is off.
 */
export function canSeeVehicleCost(
  user: {
    role?: Role | null;
    organization: { settings: Record<string, unknown> };
  } | null,
): boolean {
  if (!user) return false;
  return user.role === 'OWNER' || !isOrganizationSettingOn(user.organization, 'hide_vehicle_cost');
}

export const VEHICLE_SORT_FIELDS = [
  'DAYS_IN_INVENTORY',
  'ACQUIRED_DATE',
  'YEAR',
  'MAKE',
  'MODEL',
  'MILEAGE',
  'LIST_PRICE',
  'COST',
  'STOCK_NUMBER',
  'STATUS',
] as const;
export type VehicleSortField = (typeof VEHICLE_SORT_FIELDS)[number];
export type VehicleOrder = { field: VehicleSortField; direction: 'ASC' | 'DESC' };

/** Oldest first: what a used-car manager looks at first. */
export const DEFAULT_VEHICLE_ORDER: VehicleOrder = { field: 'DAYS_IN_INVENTORY', direction: 'DESC' };
/** Vehicles a list page holds unless asked otherwise (the graph's default `first`), and the sizes the screen offers. */
export const DEFAULT_VEHICLE_PAGE_SIZE = 50;
export const VEHICLE_PAGE_SIZES = [25, 50, 100] as const;

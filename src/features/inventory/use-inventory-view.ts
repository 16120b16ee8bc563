import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo } from 'react';
import type { VehicleFilter, VehicleOrder } from '../../../graphql/generated/types';
import {
  AGE_BUCKETS,
  DEFAULT_VEHICLE_ORDER,
  DEFAULT_VEHICLE_PAGE_SIZE,
  IN_STOCK_STATUSES,
  VEHICLE_PAGE_SIZES,
  VEHICLE_SORT_FIELDS,
  VEHICLE_STATUSES,
  isVehicleStatus,
  type AgeBucketKey,
  type VehicleStatus,
} from '../../shared/inventory/vehicle';

/** Which statuses the list shows: in stock (default), everything, or one status. */
export type StatusView = 'in_stock' | 'all' | VehicleStatus;

export type InventoryView = {
  search: string;
  status: StatusView;
  make: string;
  model: string;
  yearMin: number | null;
  yearMax: number | null;
  /** Whole dollars. */
  priceMin: number | null;
  priceMax: number | null;
  buckets: AgeBucketKey[];
  /** Only vehicles more than this many days in inventory. */
  olderThan: number | null;
  order: VehicleOrder;
  pageSize: number;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

function range(text: string): [number | null, number | null] {
  const [low = '', high = ''] = text.split('-');
  return [wholeNumber(low), wholeNumber(high)];
}

/** The view a URL query describes; anything it cannot read falls back to the default. */
export function viewFromQuery(query: Record<string, string | string[] | undefined>): InventoryView {
  const status = first(query.status);
  const [field, direction] = first(query.sort).split('.');
  const size = Number(first(query.size));
  const [yearMin, yearMax] = range(first(query.year));
  const [priceMin, priceMax] = range(first(query.price));
  const buckets = first(query.age)
    .split(',')
    .filter((key): key is AgeBucketKey => AGE_BUCKETS.some((bucket) => bucket.key === key));
  return {
    search: first(query.q),
    status: status === 'all' || isVehicleStatus(status) ? status : 'in_stock',
    make: first(query.make),
    model: first(query.model),
    yearMin,
    yearMax,
    priceMin,
    priceMax,
    buckets,
    olderThan: wholeNumber(first(query.older)),
    order:
      (VEHICLE_SORT_FIELDS as readonly string[]).includes(field ?? '') && (direction === 'asc' || direction === 'desc')
        ? { field: field as VehicleOrder['field'], direction: direction === 'asc' ? 'ASC' : 'DESC' }
        : DEFAULT_VEHICLE_ORDER,
    pageSize: (VEHICLE_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_VEHICLE_PAGE_SIZE,
  };
}

function queryFromView(view: InventoryView): Record<string, string> {
  const query: Record<string, string> = {};
  const rangeText = (low: number | null, high: number | null) =>
    low === null && high === null ? '' : `${low ?? ''}-${high ?? ''}`;
  if (view.search.trim()) query.q = view.search;
  if (view.status !== 'in_stock') query.status = view.status;
  if (view.make) query.make = view.make;
  if (view.model) query.model = view.model;
  const year = rangeText(view.yearMin, view.yearMax);
  if (year) query.year = year;
  const price = rangeText(view.priceMin, view.priceMax);
  if (price) query.price = price;
  if (view.buckets.length > 0) query.age = view.buckets.join(',');
  if (view.olderThan !== null) query.older = String(view.olderThan);
  if (view.order.field !== DEFAULT_VEHICLE_ORDER.field || view.order.direction !== DEFAULT_VEHICLE_ORDER.direction) {
    query.sort = `${view.order.field}.${view.order.direction.toLowerCase()}`;
  }
  if (view.pageSize !== DEFAULT_VEHICLE_PAGE_SIZE) query.size = String(view.pageSize);
  return query;
}

export function statusesOf(status: StatusView): VehicleStatus[] | undefined {
  if (status === 'all') return undefined;
  return status === 'in_stock' ? [...IN_STOCK_STATUSES] : [status];
}

/** The graph's filter for a view. */
export function filterOf(view: InventoryView): VehicleFilter {
  const cents = (dollars: number | null) => (dollars === null ? undefined : dollars * 100);
  return {
    status: statusesOf(view.status),
    search: view.search.trim() || undefined,
    make: view.make || undefined,
    model: view.model || undefined,
    yearMin: view.yearMin ?? undefined,
    yearMax: view.yearMax ?? undefined,
    priceMinCents: cents(view.priceMin),
    priceMaxCents: cents(view.priceMax),
    ageBuckets: view.buckets.length > 0 ? view.buckets : undefined,
    // "Older than N days" is more than N days in inventory.
    ageMinDays: view.olderThan === null ? undefined : view.olderThan + 1,
  };
}

/** How many of the narrowing filters (beyond status and search) are set. */
export function extraFilterCount(view: InventoryView): number {
  return [view.make, view.model, view.yearMin ?? view.yearMax, view.priceMin ?? view.priceMax, view.olderThan].filter(
    (value) => value !== '' && value !== null && value !== undefined,
  ).length;
}

// The list's last query, for the vehicle page's way back (the list as it was left).
let lastListSearch = '';

/** `/inventory` with the search and filters the list had when it was last shown. */
export function inventoryListHref(): string {
  return `/inventory${lastListSearch}`;
}

/**
 * The inventory list's view (search, filters, order, page size), kept in the URL so a
 * vehicle's page and the back button return to the same list, and a link can share it.
 */
export function useInventoryView() {
  const router = useRouter();
  const view = useMemo(() => viewFromQuery(router.query), [router.query]);
  useEffect(() => {
    const query = new URLSearchParams(queryFromView(view)).toString();
    lastListSearch = query ? `?${query}` : '';
  }, [view]);
  const update = useCallback(
    (change: Partial<InventoryView>) => {
      const next = { ...viewFromQuery(router.query), ...change };
      void router.replace({ pathname: router.pathname, query: queryFromView(next) }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router],
  );
  return { view, update, ready: router.isReady };
}

export const STATUS_VIEWS: StatusView[] = ['in_stock', 'all', ...VEHICLE_STATUSES];

import { and, count, eq, inArray, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { IN_STOCK_STATUSES, VEHICLE_LIMITS, daysInInventory, todayIso } from '../../../src/shared/inventory/vehicle';
import { GROUP_STOCK_PAGE_MAX, OPEN_INVENTORY_REQUEST_STATES } from '../../../src/shared/inventory-requests/states';
import type { Database } from '../../db/client';
import { dealerGroups, inventoryRequests, organizations, vehicles } from '../../db/schema';
import { AppError } from '../../errors';
import { escapeLike } from '../inventory/filter';
import { cursorValue, keysetPager, type Keyset } from '../pagination';
import type { Viewer } from '../users/viewer';
import { takesPart } from './participation';

const SEARCH_MAX = 60;
const bad = (message: string) => new AppError('BAD_USER_INPUT', message);

export type GroupStockFilter = {
  search?: string | null;
  make?: string | null;
  model?: string | null;
  yearFrom?: number | null;
  yearTo?: number | null;
};

/** The filter as SQL conditions on vehicles, or BAD_USER_INPUT naming the argument to fix. */
function filterConditions(filter: GroupStockFilter): SQL[] {
  const conditions: SQL[] = [];
  const search = filter.search?.trim() ?? '';
  if (search.length > SEARCH_MAX) throw bad(`search must be at most ${SEARCH_MAX} characters.`);
  // Make, model and trim only: a VIN or stock number of a sister store is not for searching.
  const text = sql`upper(${vehicles.make} || ' ' || ${vehicles.model} || ' ' || coalesce(${vehicles.trim}, ''))`;
  for (const word of new Set(search.toUpperCase().split(/\s+/).filter(Boolean)))
    conditions.push(sql`${text} like ${`%${escapeLike(word)}%`}`);
  for (const [name, column, value] of [
    ['make', vehicles.make, filter.make],
    ['model', vehicles.model, filter.model],
  ] as const) {
    const wanted = value?.trim();
    if (!wanted) continue;
    if (wanted.length > SEARCH_MAX) throw bad(`${name} must be at most ${SEARCH_MAX} characters.`);
    conditions.push(sql`lower(${column}) = ${wanted.toLowerCase()}`);
  }
  for (const [name, value] of [
    ['yearFrom', filter.yearFrom],
    ['yearTo', filter.yearTo],
  ] as const) {
    if (value != null && (!Number.isInteger(value) || value < VEHICLE_LIMITS.minYear || value > 9999))
      throw bad(`${name} must be a model year.`);
  }
  if (filter.yearFrom != null && filter.yearTo != null && filter.yearFrom > filter.yearTo)
    throw bad('yearFrom must not be after yearTo.');
  if (filter.yearFrom != null) conditions.push(sql`${vehicles.year} >= ${filter.yearFrom}`);
  if (filter.yearTo != null) conditions.push(sql`${vehicles.year} <= ${filter.yearTo}`);
  return conditions;
}

// Longest in stock first: by acquired date, then id.
const LONGEST_IN_STOCK_FIRST: Keyset<{ id: string; acquiredDate: string }> = {
  keys: [
    {
      by: vehicles.acquiredDate,
      direction: 'ASC',
      of: (row) => row.acquiredDate,
      accepts: cursorValue.date,
      cast: 'date',
    },
    { by: vehicles.id, direction: 'ASC', of: (row) => row.id, accepts: cursorValue.uuid, cast: 'uuid' },
  ],
};

const EMPTY_PAGE = { edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 };

/**
 * The requestable stock of the viewer's dealer group (docs/sourcing.md): in-stock vehicles of the
 * group's other organizations that take part in requests, without those in an open request, longest
 * in stock first. Only what a sister store may see: never cost, VIN or stock number. An organization
 * in no group gets an empty page with a note, not an error.
 */
export async function groupInventory(
  options: { db: Database; viewer: Viewer; first: number; after?: string | null; today?: string } & GroupStockFilter,
) {
  const { db, viewer } = options;
  const pager = keysetPager(LONGEST_IN_STOCK_FIRST, { first: options.first, max: GROUP_STOCK_PAGE_MAX });
  const conditions = filterConditions(options);
  const groupId = viewer.organization.dealerGroupId;
  const [group] = groupId
    ? await db
        .select({ id: dealerGroups.id, name: dealerGroups.name })
        .from(dealerGroups)
        .where(eq(dealerGroups.id, groupId))
    : [];
  if (!group) {
    return {
      dealerGroup: null,
      note: 'Your organization is in no dealer group, so there is no group stock to request from. Lotwise puts rooftops of one group together: ask us.',
      ...EMPTY_PAGE,
    };
  }
  const sisters = and(
    eq(organizations.dealerGroupId, group.id),
    ne(organizations.id, viewer.organization.id),
    takesPart(db),
  )!;
  const openRequest = db
    .select({ id: inventoryRequests.id })
    .from(inventoryRequests)
    .where(
      and(
        eq(inventoryRequests.vehicleId, vehicles.id),
        inArray(inventoryRequests.state, [...OPEN_INVENTORY_REQUEST_STATES]),
      ),
    );
  const where = [sisters, inArray(vehicles.status, [...IN_STOCK_STATUSES]), notExists(openRequest), ...conditions];
  const pageWhere = [...where, pager.after(options.after || null)];
  const owner = eq(organizations.id, vehicles.organizationId);
  const [rows, [total], [offering]] = await Promise.all([
    db
      .select({
        id: vehicles.id,
        rooftop: organizations.name,
        year: vehicles.year,
        make: vehicles.make,
        model: vehicles.model,
        trim: vehicles.trim,
        mileage: vehicles.mileage,
        listPriceCents: vehicles.listPriceCents,
        acquiredDate: vehicles.acquiredDate,
        status: vehicles.status,
      })
      .from(vehicles)
      .innerJoin(organizations, owner)
      .where(and(...pageWhere))
      .orderBy(...pager.orderBy)
      .limit(pager.limit),
    db
      .select({ value: count() })
      .from(vehicles)
      .innerJoin(organizations, owner)
      .where(and(...where)),
    db.select({ value: count() }).from(organizations).where(sisters),
  ]);
  const today = options.today ?? todayIso();
  const page = pager.connection(rows);
  const note = offering?.value ? null : `No other rooftop of ${group.name} takes part in inventory requests yet.`;
  return {
    dealerGroup: group,
    note,
    ...page,
    edges: page.edges.map(({ cursor, node: { acquiredDate, ...vehicle } }) => ({
      cursor,
      node: { ...vehicle, daysInStock: daysInInventory(acquiredDate, null, today) },
    })),
    totalCount: total?.value ?? 0,
  };
}

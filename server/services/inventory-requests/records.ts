import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { canSeeVehicleCost } from '../../../src/shared/inventory/vehicle';
import type { InventoryRequestState } from '../../../src/shared/inventory-requests/states';
import type { Database } from '../../db/client';
import { inventoryRequests, organizations, users, vehicles } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import { cursorValue, keysetPager, type Connection, type Keyset } from '../pagination';
import { toAccessUser, type Viewer } from '../users/viewer';

export type Options = { db: Database; viewer: Viewer };
export type InventoryRequestDirection = 'outgoing' | 'incoming';

export const NOT_FOUND_MESSAGE = 'No inventory request with this id for your organization.';
export const MAX_REQUEST_PAGE = 200;

const requester = alias(organizations, 'requester');
const source = alias(organizations, 'source');

function selectRequests(db: Database) {
  return db
    .select({
      request: inventoryRequests,
      requesterName: requester.name,
      sourceName: source.name,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      trim: vehicles.trim,
      mileage: vehicles.mileage,
      listPriceCents: vehicles.listPriceCents,
      stockNumber: vehicles.stockNumber,
      vin: vehicles.vin,
      requesterFirstName: users.firstName,
      requesterLastName: users.lastName,
      // The cursor keeps created_at as PostgreSQL writes it: a JavaScript Date would drop its microseconds.
      createdAtText: sql<string>`${inventoryRequests.createdAt}::text`,
    })
    .from(inventoryRequests)
    .innerJoin(requester, eq(requester.id, inventoryRequests.requesterOrganizationId))
    .innerJoin(source, eq(source.id, inventoryRequests.sourceOrganizationId))
    .innerJoin(vehicles, eq(vehicles.id, inventoryRequests.vehicleId))
    .leftJoin(users, eq(users.id, inventoryRequests.requestedByUserId));
}

type RequestJoin = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

// Newest first: by created_at as PostgreSQL writes it, then id.
const NEWEST_FIRST: Keyset<RequestJoin> = {
  keys: [
    {
      by: inventoryRequests.createdAt,
      direction: 'DESC',
      of: (row) => row.createdAtText,
      accepts: cursorValue.timestamp,
      cast: 'timestamptz',
    },
    {
      by: inventoryRequests.id,
      direction: 'DESC',
      of: (row) => row.request.id,
      accepts: cursorValue.uuid,
      cast: 'uuid',
    },
  ],
};

/** Whether the viewer's organization is one of the request's two: the one rule of who sees a request. */
export const visibleTo = (organizationId: string): SQL =>
  or(
    eq(inventoryRequests.requesterOrganizationId, organizationId),
    eq(inventoryRequests.sourceOrganizationId, organizationId),
  )!;

const SHOWS_VIN_TO_REQUESTER: readonly InventoryRequestState[] = ['accepted', 'shipped', 'received'];

/**
 * A request as the viewer's side may see it: the source sees its own stock number and VIN, the
 * requester the VIN once the request is accepted and the vehicle it received; the transfer price
 * only to those who may see vehicle cost (it is the requester's cost and the source's sale price).
 */
function toModel(row: RequestJoin, viewer: Viewer) {
  const { request } = row;
  const direction: InventoryRequestDirection =
    request.requesterOrganizationId === viewer.organization.id ? 'outgoing' : 'incoming';
  const seesCost = canSeeVehicleCost(toAccessUser(viewer));
  return {
    id: request.id,
    state: request.state,
    direction,
    requesterRooftop: row.requesterName,
    sourceRooftop: row.sourceName,
    requestedBy:
      row.requesterFirstName === null ? null : `${row.requesterFirstName} ${row.requesterLastName ?? ''}`.trim(),
    vehicleId: request.vehicleId,
    vehicleTitle: [row.year, row.make, row.model, row.trim].filter(Boolean).join(' '),
    mileage: row.mileage,
    listPriceCents: row.listPriceCents,
    stockNumber: direction === 'incoming' ? row.stockNumber : null,
    vin: direction === 'incoming' || SHOWS_VIN_TO_REQUESTER.includes(request.state) ? row.vin : null,
    note: request.note,
    declineReason: request.declineReason,
    shippingNote: request.shippingNote,
    transferPriceCents: seesCost ? request.transferPriceCents : null,
    transferPriceWithheld: !seesCost && request.transferPriceCents !== null,
    receivedVehicleId: direction === 'outgoing' ? request.receivedVehicleId : null,
    createdAt: request.createdAt,
    stateChangedAt: request.stateChangedAt,
  };
}

export type InventoryRequestModel = ReturnType<typeof toModel>;

/** A request of the viewer's organization (either side); any other id is NOT_FOUND. */
export async function findInventoryRequest({
  db,
  viewer,
  id,
}: Options & { id: string }): Promise<InventoryRequestModel> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const [row] = await selectRequests(db).where(and(eq(inventoryRequests.id, id), visibleTo(viewer.organization.id)));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return toModel(row, viewer);
}

/** The organization's requests on one side, newest first, with keyset paging and the filter's total. */
export async function listInventoryRequests(
  options: Options & {
    direction: InventoryRequestDirection;
    state?: InventoryRequestState | null;
    first: number;
    after?: string | null;
  },
): Promise<Connection<InventoryRequestModel> & { totalCount: number }> {
  const { db, viewer } = options;
  const pager = keysetPager(NEWEST_FIRST, { first: options.first, max: MAX_REQUEST_PAGE });
  const side =
    options.direction === 'outgoing'
      ? inventoryRequests.requesterOrganizationId
      : inventoryRequests.sourceOrganizationId;
  const conditions: SQL[] = [eq(side, viewer.organization.id)];
  if (options.state) conditions.push(eq(inventoryRequests.state, options.state));
  const pageConditions = [...conditions, pager.after(options.after || null)];
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(and(...pageConditions))
      .orderBy(...pager.orderBy)
      .limit(pager.limit),
    db
      .select({ value: count() })
      .from(inventoryRequests)
      .where(and(...conditions)),
  ]);
  const page = pager.connection(rows);
  return {
    ...page,
    edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: toModel(edge.node, viewer) })),
    totalCount: total?.value ?? 0,
  };
}

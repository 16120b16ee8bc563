import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { GetVehiclesDocument, type GetVehiclesQuery } from '../../../graphql/generated/operations/GetVehicles';
import type { VehicleFilter, VehicleOrder } from '../../../graphql/generated/types';
import { organizations, vehiclePriceChanges, vehicles, vehicleStatusChanges } from '../../../server/db/schema';
import { withCheckDigit } from '../../../src/shared/inventory/vin';
import { cookieHeaders, demoSessions } from './auth';
import { graphqlOperation, type GraphQLResponse } from './clients';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './organizations';
export { errorCode } from './clients';
import type { TestServer } from './server';

export const OTHER_OWNER = RIVAL_OWNER_EMAIL;

/** Session headers by email, signed in once per test file. */
export function sessionsFor(server: () => TestServer) {
  const session = demoSessions(() => server().baseUrl);
  return async (email: string): Promise<Record<string, string>> => cookieHeaders(await session(email));
}

/** Runs a codegen-typed operation as the signed-in `headers` (or anonymously). */
export function operationRunner(server: () => TestServer) {
  return <TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<TData>> => graphqlOperation(server().baseUrl, document, variables, headers);
}

type VehicleNode = GetVehiclesQuery['vehicles']['edges'][number]['node'];

/** Every vehicle matching `filter` in `orderBy`, walking pages of `pageSize`. */
export async function walkVehicles(
  run: ReturnType<typeof operationRunner>,
  headers: Record<string, string>,
  options: { filter?: VehicleFilter; orderBy?: VehicleOrder; pageSize?: number },
): Promise<VehicleNode[]> {
  const nodes: VehicleNode[] = [];
  let after: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const data: GetVehiclesQuery = dataOf(
      await run(
        GetVehiclesDocument,
        { filter: options.filter, orderBy: options.orderBy, first: options.pageSize ?? 100, after },
        headers,
      ),
    );
    nodes.push(...data.vehicles.edges.map((edge) => edge.node));
    if (!data.vehicles.pageInfo.hasNextPage) return nodes;
    after = data.vehicles.pageInfo.endCursor;
  }
  throw new Error('more than 100 pages');
}

export function dataOf<T>(response: GraphQLResponse<T>): T {
  expect(response.errors).toBeUndefined();
  return response.data!;
}

/** A second organization with an owner and one vehicle, to prove one organization never reaches another's. */
export async function createOtherOrganization(
  server: TestServer,
): Promise<{ organizationId: string; vehicleId: string; vin: string }> {
  const { db } = server.database;
  const { organization } = await createRivalOrganization(db);
  const vin = withCheckDigit('1FTFW1E50NFA00001');
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      organizationId: organization.id,
      vin,
      stockNumber: 'OTHER1',
      year: 2022,
      make: 'Ford',
      model: 'F-150',
      mileage: 30_000,
      acquiredDate: '2024-01-02',
      costCents: 3_000_000,
      listPriceCents: 3_500_000,
      status: 'frontline',
    })
    .returning();
  return { organizationId: organization.id, vehicleId: vehicle!.id, vin };
}

export async function demoOrganizationId(server: TestServer): Promise<string> {
  const [row] = await server.database.db.select().from(organizations).where(eq(organizations.name, 'Demo Motors'));
  return row!.id;
}

/** Everything stored about vehicles, to show that a refused write changed nothing. */
export async function inventorySnapshot(server: TestServer) {
  const { db } = server.database;
  const [vehicleCount] = await db.select({ n: count() }).from(vehicles);
  const [priceCount] = await db.select({ n: count() }).from(vehiclePriceChanges);
  const [statusCount] = await db.select({ n: count() }).from(vehicleStatusChanges);
  const rows = await db.select().from(vehicles).orderBy(asc(vehicles.id));
  return { vehicles: vehicleCount!.n, priceChanges: priceCount!.n, statusChanges: statusCount!.n, rows };
}

export async function storedVehicle(server: TestServer, id: string) {
  const [row] = await server.database.db.select().from(vehicles).where(eq(vehicles.id, id));
  return row;
}

let nextSerial = 500_000;
/** A fresh VIN with a correct check digit (a 2021 Honda CR-V pattern) and a stock number to go with it. */
export function freshVehicle(overrides: Record<string, unknown> = {}) {
  nextSerial += 1;
  return {
    vin: withCheckDigit(`2HKRW2H50MH${nextSerial}`),
    stockNumber: `IT${nextSerial}`,
    year: 2021,
    make: 'Honda',
    model: 'CR-V',
    trim: 'EX',
    mileage: 41_250,
    acquisitionSource: 'trade_in' as const,
    acquiredDate: '2025-01-15',
    costCents: 2_150_000,
    listPriceCents: 2_499_500,
    ...overrides,
  };
}

// A carrier's API token (scope `transport`, given alone) over HTTP: it reads the organization's
// transport orders without their vehicle, changes their state and signs their bill of lading, and
// every other operation of the access table refuses it. Read and write tokens as their scope allows.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transportOrders, users } from '../../server/db/schema';
import { OPERATION_ACCESS, canDo, type Operation, type OperationAccess } from '../../src/shared/access';
import { toAccessUser } from '../../server/services/users/viewer';
import { unsafeAuthenticateApiToken } from '../../server/services/api-tokens/authenticate';
import { changedRows, rowCounts } from './support/attack-log';
import { cookieHeaders, demoSessions } from './support/auth';
import { errorCode, graphql } from './support/clients';
import { createRivalOrganization } from './support/organizations';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
const session = demoSessions(() => server.baseUrl);
const db = () => server.database.db;
const tokens = { read: '', write: '', transport: '', rivalTransport: '' };
let demoId: string;

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const CREATE_TOKEN = 'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }';
const ORDERS =
  '{ transportOrders { totalCount edges { node { id vin state vehicleDescription vehicle { id } carrier { name } } } } }';
const CHANGE =
  'mutation ($id: ID!, $state: TransportState!) { changeTransportOrderState(id: $id, state: $state) { id state } }';
const SIGN =
  'mutation ($id: ID!, $input: BillOfLadingInput!) { signBillOfLading(id: $id, input: $input) { id state pickupInspection { signerName damages { panel kind } } } }';
const CREATE = 'mutation ($input: TransportOrderInput!) { createTransportOrder(input: $input) { id } }';
const ASSIGN = 'mutation ($id: ID!) { assignTransportOrder(id: $id, input: { name: "Token Haulers" }) { id } }';
const NEW_ORDER = {
  vin: '1HGCV1F30PA000777',
  pickupAddress: '5333 W Kiest Blvd, Dallas, TX',
  pickupZip: '75236',
  deliveryAddress: '1 Demo Motors Plaza, Austin, TX',
  deliveryZip: '78704',
  pickupWindowStart: '2026-01-05',
  pickupWindowEnd: '2026-01-09',
};

async function assignedOrder(): Promise<string> {
  const [order] = await db()
    .insert(transportOrders)
    .values({
      ...NEW_ORDER,
      organizationId: demoId,
      state: 'assigned',
      carrierName: 'Lone Star Car Haulers',
      orderedOn: '2026-01-02',
      vin: '1HGCV1F30PA000778',
    })
    .returning();
  return order!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  const [owner] = await db().select().from(users).where(eq(users.email, 'owner@demo.test'));
  demoId = owner!.organizationId;
  await createRivalOrganization(db());
  const ownerHeaders = cookieHeaders(await session('owner@demo.test'));
  for (const [name, scopes] of [
    ['read', ['read']],
    ['write', ['read', 'write']],
    ['transport', ['transport']],
  ] as const) {
    const created = await graphql<{ createApiToken: { secret: string } }>(
      server.baseUrl,
      CREATE_TOKEN,
      { input: { name: `transport ${name}`, scopes } },
      ownerHeaders,
    );
    tokens[name] = created.data!.createApiToken.secret;
  }
  const rivalHeaders = cookieHeaders(await session('owner@rival.test'));
  const rivalToken = await graphql<{ createApiToken: { secret: string } }>(
    server.baseUrl,
    CREATE_TOKEN,
    { input: { name: 'rival carrier', scopes: ['transport'] } },
    rivalHeaders,
  );
  tokens.rivalTransport = rivalToken.data!.createApiToken.secret;
});
afterAll(() => server.close());

describe("a carrier's transport token", () => {
  it('reads the transport orders without their vehicle', async () => {
    const listed = await graphql<{
      transportOrders: { totalCount: number; edges: { node: { vehicle: unknown; vehicleDescription: string } }[] };
    }>(server.baseUrl, ORDERS, {}, bearer(tokens.transport));
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.transportOrders.totalCount).toBeGreaterThan(0);
    expect(
      listed.data!.transportOrders.edges.every(
        (edge) => edge.node.vehicle === null && edge.node.vehicleDescription.length > 0,
      ),
    ).toBe(true);
  });

  it('signs the pickup side of the bill of lading and marks the car delivered after signing delivery', async () => {
    const id = await assignedOrder();
    const picked = await graphql<{ signBillOfLading: { state: string } }>(
      server.baseUrl,
      SIGN,
      { id, input: { stage: 'pickup', damages: [{ panel: 'hood', kind: 'chip' }], signerName: 'Marco Ruiz' } },
      bearer(tokens.transport),
    );
    expect(picked.errors).toBeUndefined();
    expect(picked.data!.signBillOfLading).toMatchObject({
      state: 'picked_up',
      pickupInspection: { signerName: 'Marco Ruiz', damages: [{ panel: 'hood', kind: 'chip' }] },
    });
    const early = await graphql(server.baseUrl, CHANGE, { id, state: 'delivered' }, bearer(tokens.transport));
    expect(errorCode(early)).toBe('CONFLICT');
    await graphql(
      server.baseUrl,
      SIGN,
      { id, input: { stage: 'delivery', damages: [], signerName: 'Devon Park' } },
      bearer(tokens.transport),
    );
    const [row] = await db().select().from(transportOrders).where(eq(transportOrders.id, id));
    expect(row!.state).toBe('delivered');
  });

  it('does nothing else: creating or assigning orders, reading inventory or tokens, storing nothing', async () => {
    const id = await assignedOrder();
    const before = await rowCounts(db());
    for (const [query, variables] of [
      [CREATE, { input: NEW_ORDER }],
      [ASSIGN, { id }],
      ['mutation ($id: ID!) { markTransportTitleReceived(id: $id, receivedOn: "2026-01-03") { id } }', { id }],
      ['{ vehicles(first: 1) { edges { node { id } } } }', {}],
      ['{ apiTokens { id } }', {}],
      ['{ dealers { id } }', {}],
      ['{ attentionQueue { items { key } } }', {}],
      [CREATE_TOKEN, { input: { name: 'escalate', scopes: ['write'] } }],
    ] as const) {
      const answer = await graphql(server.baseUrl, query, variables, bearer(tokens.transport));
      expect(errorCode(answer), query).toBe('FORBIDDEN');
    }
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });

  it('is refused every operation of the access table but the carrier ones', async () => {
    const viewer = await unsafeAuthenticateApiToken({ db: db(), secret: tokens.transport });
    const subject = toAccessUser(viewer!);
    const allowed = (Object.keys(OPERATION_ACCESS) as Operation[]).filter((operation) =>
      canDo(subject, operation, 'transport_token'),
    );
    expect(allowed.sort()).toEqual(['moveTransport', 'readTransport']);
    expect(
      (Object.keys(OPERATION_ACCESS) as Operation[])
        .filter((operation) => (OPERATION_ACCESS[operation] as OperationAccess).carrier)
        .sort(),
    ).toEqual(allowed.sort());
    // As a plain token (how the areas that ask `api_token` see it), it holds no section but transportation;
    // the event feed has no rule of its own (each event is checked against the rule of what it is about).
    expect(
      (Object.keys(OPERATION_ACCESS) as Operation[])
        .filter((operation) => canDo(subject, operation, 'api_token'))
        .sort(),
    ).toEqual(['readEvents', 'readTransport']);
  });

  it("answers another organization's orders NOT_FOUND", async () => {
    const id = await assignedOrder();
    const answer = await graphql(server.baseUrl, CHANGE, { id, state: 'cancelled' }, bearer(tokens.rivalTransport));
    expect(errorCode(answer)).toBe('NOT_FOUND');
    const listed = await graphql<{ transportOrders: { totalCount: number } }>(
      server.baseUrl,
      ORDERS,
      {},
      bearer(tokens.rivalTransport),
    );
    expect(listed.data!.transportOrders.totalCount).toBe(0);
  });

  it('is given alone: a token asking transport with another scope is refused, storing nothing', async () => {
    const before = await rowCounts(db());
    const answer = await graphql(
      server.baseUrl,
      CREATE_TOKEN,
      { input: { name: 'mixed', scopes: ['transport', 'read'] } },
      cookieHeaders(await session('owner@demo.test')),
    );
    expect([errorCode(answer), answer.errors?.[0]?.message]).toEqual([
      'BAD_USER_INPUT',
      'The transport scope is given alone: create a separate token for reading or writing.',
    ]);
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });
});

describe('read and write tokens', () => {
  it('a read token reads orders with their vehicle and changes none; a write token creates and moves them', async () => {
    const id = await assignedOrder();
    const read = await graphql(server.baseUrl, ORDERS, {}, bearer(tokens.read));
    expect(read.errors).toBeUndefined();
    const refused = await graphql(server.baseUrl, CHANGE, { id, state: 'cancelled' }, bearer(tokens.read));
    expect([refused.status, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
    const created = await graphql<{ createTransportOrder: { id: string } }>(
      server.baseUrl,
      CREATE,
      { input: { ...NEW_ORDER, vin: '1HGCV1F30PA000779' } },
      bearer(tokens.write),
    );
    expect(created.errors).toBeUndefined();
    const cancelled = await graphql<{ changeTransportOrderState: { state: string } }>(
      server.baseUrl,
      CHANGE,
      { id, state: 'cancelled' },
      bearer(tokens.write),
    );
    expect(cancelled.data!.changeTransportOrderState.state).toBe('cancelled');
  });
});

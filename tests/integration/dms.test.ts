// DMS configuration over HTTP: the connection through the graph (OWNER with `dms_configuration`,
// people only), its secrets sealed and never answered, and the signed inventory feed posted by a
// stand-in DMS: good deliveries imported, every refusal (signature, replay, stale clock, size,
// media type, rate) answered before anything is stored.
import { randomBytes } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetDmsSettingsDocument } from '../../graphql/generated/operations/GetDmsSettings';
import { RotateDmsFeedSecretDocument } from '../../graphql/generated/operations/RotateDmsFeedSecret';
import { SaveDmsConnectionDocument } from '../../graphql/generated/operations/SaveDmsConnection';
import { dmsConnections, dmsDeliveries, organizations, users, vehicles } from '../../server/db/schema';
import { open } from '../../server/services/secret-box';
import { DMS_DELIVERY_MAX_BYTES, DMS_DELIVERY_RATE } from '../../server/http/dms-inventory';
import { withCheckDigit } from '../../src/shared/inventory/vin';
import { graphql } from './support/clients';
import { startInProcessGraph } from './support/graph';
import { dataOf, demoOrganizationId, errorCode, operationRunner, sessionsFor } from './support/inventory';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';
import { startTestServer, type TestServer } from './support/server';
import { dmsCsv, postDelivery, type StandInVehicle } from './support/stand-in-dms';

const KEY = randomBytes(32);
let server: TestServer;
let demoId: string;
let feedUrl: string;
let secret: string;
const headersOf = sessionsFor(() => server);
const run = operationRunner(() => server);
const db = () => server.database.db;

let serial = 700_000;
function vehicle(overrides: Partial<StandInVehicle> = {}): StandInVehicle {
  serial += 1;
  return {
    vin: withCheckDigit(`1HGCV1F30LA${serial}`),
    stockNumber: `DMS${serial}`,
    year: 2020,
    make: 'Honda',
    model: 'Accord',
    mileage: 31_000,
    listPrice: 23_995,
    acquiredDate: '2026-10-01',
    ...overrides,
  };
}

async function stored() {
  const [deliveries] = await db().select({ n: count() }).from(dmsDeliveries);
  const [stock] = await db().select({ n: count() }).from(vehicles);
  return { deliveries: deliveries!.n, vehicles: stock!.n };
}

beforeAll(async () => {
  server = await startTestServer({ env: { SECRETS_KEY: KEY.toString('base64') } });
  demoId = await demoOrganizationId(server);
});
afterAll(() => server.close());

describe('the connection, through the graph', () => {
  it('shows the seeded connection to the demo OWNER, without secrets', async () => {
    const owner = await headersOf('owner@demo.test');
    const { dmsConnection, dmsDeliveries: deliveries } = dataOf(await run(GetDmsSettingsDocument, {}, owner));
    expect(dmsConnection).toMatchObject({
      provider: 'cdk_global',
      dealerId: 'DM-48210',
      credentialsSet: false,
      feedSecretSet: false,
      encryptionConfigured: true,
    });
    expect(dmsConnection!.feedUrl).toBe(`${server.baseUrl}/api/dms/${dmsConnection!.id}/inventory`);
    expect(deliveries[0]).toMatchObject({ deliveryId: 'demo-initial-sync', rejectedCount: 0 });
  });

  it('saves credentials sealed (AES-256-GCM under the key) and answers only that they are set', async () => {
    const owner = await headersOf('owner@demo.test');
    const answer = await run(
      SaveDmsConnectionDocument,
      {
        input: {
          provider: 'other',
          providerName: 'DealerBuilt',
          dealerId: 'D-1',
          storeId: 'S-2',
          credentials: 'api-key-0123',
        },
      },
      owner,
    );
    expect(dataOf(answer).saveDmsConnection).toMatchObject({
      provider: 'other',
      providerName: 'DealerBuilt',
      credentialsSet: true,
    });
    expect(JSON.stringify(answer)).not.toContain('api-key-0123');
    const [row] = await db().select().from(dmsConnections).where(eq(dmsConnections.organizationId, demoId));
    expect(row!.credentialsCipher).not.toContain('api-key-0123');
    expect(open(KEY, row!.credentialsCipher!)).toBe('api-key-0123');
    // Saving without credentials keeps them; an empty string removes them.
    await run(
      SaveDmsConnectionDocument,
      { input: { provider: 'cdk_global', dealerId: 'DM-48210', storeId: '01' } },
      owner,
    );
    expect(
      (await db().select().from(dmsConnections).where(eq(dmsConnections.organizationId, demoId)))[0]!.credentialsCipher,
    ).toBe(row!.credentialsCipher);
  });

  it.each([
    [
      'an unknown provider name missing for "other"',
      { provider: 'other' as const, dealerId: 'D', storeId: 'S' },
      'Name the DMS',
    ],
    ['a blank dealer id', { provider: 'pbs' as const, dealerId: '  ', storeId: 'S' }, 'Enter the dealer id'],
    [
      'a store id with a control character',
      { provider: 'pbs' as const, dealerId: 'D', storeId: 'S\u0000' },
      'letters, digits and punctuation',
    ],
  ])('refuses %s with a message and stores nothing', async (_name, input, message) => {
    const owner = await headersOf('owner@demo.test');
    const before = await db().select().from(dmsConnections);
    const answer = await run(SaveDmsConnectionDocument, { input }, owner);
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0]!.message).toContain(message);
    expect(await db().select().from(dmsConnections)).toEqual(before);
  });

  it('refuses every role but OWNER, and API tokens of any scope', async () => {
    for (const email of ['editor@demo.test', 'viewer@demo.test', 'user@demo.test', 'agent@demo.test']) {
      expect(errorCode(await run(GetDmsSettingsDocument, {}, await headersOf(email)))).toBe('FORBIDDEN');
    }
    const owner = await headersOf('owner@demo.test');
    const created = await graphql<{ createApiToken: { secret: string } }>(
      server.baseUrl,
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
      { input: { name: 'DMS probe', scopes: ['read', 'write'] } },
      owner,
    );
    const bearer = { authorization: `Bearer ${created.data!.createApiToken.secret}` };
    expect(errorCode(await run(GetDmsSettingsDocument, {}, bearer))).toBe('FORBIDDEN');
    expect(errorCode(await run(RotateDmsFeedSecretDocument, {}, bearer))).toBe('FORBIDDEN');
    expect(errorCode(await run(GetDmsSettingsDocument, {}, {}))).toBe('UNAUTHENTICATED');
  });

  it('refuses to store secrets when the server has no SECRETS_KEY, with a message saying so', async () => {
    const graph = await startInProcessGraph(server.database);
    try {
      const before = await db().select().from(dmsConnections);
      const save = await graph.run('owner@demo.test', SaveDmsConnectionDocument, {
        input: { provider: 'tekion', dealerId: 'T', storeId: '1', credentials: 'secret' },
      });
      expect(errorCode(save)).toBe('SERVICE_UNAVAILABLE');
      expect(save.errors![0]!.message).toContain('SECRETS_KEY');
      expect(errorCode(await graph.run('owner@demo.test', RotateDmsFeedSecretDocument, {}))).toBe(
        'SERVICE_UNAVAILABLE',
      );
      expect(await db().select().from(dmsConnections)).toEqual(before);
    } finally {
      await graph.close();
    }
  });

  it('shows the feed secret once, when created', async () => {
    const owner = await headersOf('owner@demo.test');
    const rotated = dataOf(await run(RotateDmsFeedSecretDocument, {}, owner)).rotateDmsFeedSecret;
    expect(rotated.secret).toMatch(/^lwdms_[A-Za-z0-9_-]{43}$/);
    expect(rotated.connection.feedSecretSet).toBe(true);
    secret = rotated.secret;
    feedUrl = `${server.baseUrl}/api/dms/${rotated.connection.id}/inventory`;
    expect(JSON.stringify(await run(GetDmsSettingsDocument, {}, owner))).not.toContain(secret);
  });
});

describe('the signed inventory feed', () => {
  it('imports a CSV delivery, reports its bad lines, lists it and ticks connect_dms', async () => {
    const good = [vehicle(), vehicle()];
    const body = dmsCsv(good, [
      'NOTAVIN,DMSX1,2020,Honda,Accord,1,1,2026-10-01',
      `${withCheckDigit('1HGCV1F30LA799999')},DMSX2,2020,Honda`,
    ]);
    const answer = await postDelivery({ url: feedUrl, secret, body });
    expect(answer.status).toBe(200);
    expect(answer.body.delivery).toMatchObject({ rows: 4, created: 2, updated: 0, unchanged: 0 });
    const rejected = (answer.body.delivery as { rejected: { line: number; reason: string }[] }).rejected;
    expect(rejected.map((line) => line.line)).toEqual([4, 5]);
    expect(rejected[1]!.reason).toContain('fields');
    const inStock = await db()
      .select()
      .from(vehicles)
      .where(
        inArray(
          vehicles.vin,
          good.map((v) => v.vin),
        ),
      );
    expect(inStock.map((row) => [row.organizationId, row.listPriceCents, row.mileage])).toEqual([
      [demoId, 2_399_500, 31_000],
      [demoId, 2_399_500, 31_000],
    ]);
    const [organization] = await db().select().from(organizations).where(eq(organizations.id, demoId));
    expect(organization!.setupChecklistItems).toMatchObject({ connect_dms: true });
    const listed = dataOf(await run(GetDmsSettingsDocument, {}, await headersOf('owner@demo.test'))).dmsDeliveries[0]!;
    expect(listed).toMatchObject({
      deliveryId: answer.deliveryId,
      format: 'csv',
      rowCount: 4,
      created: 2,
      rejectedCount: 2,
    });
  });

  it('imports a JSON delivery: a vehicle in stock is updated, one unchanged', async () => {
    const first = vehicle();
    await postDelivery({ url: feedUrl, secret, body: dmsCsv([first]) });
    const body = JSON.stringify({
      vehicles: [{ VIN: first.vin, 'Internet Price': 21_500 }, { vin: first.vin.replace(/.$/, 'X') }],
    });
    const again = vehicle();
    const answer = await postDelivery({
      url: feedUrl,
      secret,
      body: JSON.stringify({
        vehicles: [
          {
            vin: again.vin,
            stockNumber: again.stockNumber,
            year: 2020,
            make: 'Honda',
            model: 'Accord',
            mileage: 10,
            listPrice: 20_000,
            acquiredDate: '2026-10-02',
          },
        ],
      }),
      contentType: 'application/json',
    });
    expect(answer.body.delivery).toMatchObject({ rows: 1, created: 1 });
    const update = await postDelivery({ url: feedUrl, secret, body, contentType: 'application/json' });
    expect(update.status).toBe(200);
    expect(update.body.delivery).toMatchObject({ rows: 2, updated: 1 });
    const [row] = await db().select().from(vehicles).where(eq(vehicles.vin, first.vin));
    expect(row!.listPriceCents).toBe(2_150_000);
    const unchanged = await postDelivery({
      url: feedUrl,
      secret,
      body: JSON.stringify([{ VIN: first.vin, 'Internet Price': 21_500 }]),
      contentType: 'application/json',
    });
    expect(unchanged.body.delivery).toMatchObject({ rows: 1, unchanged: 1 });
  });

  it('refuses a wrong signature, an unknown connection and a missing header with 401, storing nothing', async () => {
    const before = await stored();
    const body = dmsCsv([vehicle()]);
    const forged = await postDelivery({ url: feedUrl, secret, body, signature: `sha256=${'0'.repeat(64)}` });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ error: 'UNAUTHORIZED' });
    expect((await postDelivery({ url: feedUrl, secret: 'lwdms_guess', body })).status).toBe(401);
    expect(
      (
        await postDelivery({
          url: feedUrl.replace(/dms\/[^/]+/, 'dms/00000000-0000-4000-8000-000000000000'),
          secret,
          body,
        })
      ).status,
    ).toBe(401);
    expect((await postDelivery({ url: feedUrl.replace(/dms\/[^/]+/, 'dms/not-a-uuid'), secret, body })).status).toBe(
      401,
    );
    const unsigned = await fetch(feedUrl, { method: 'POST', headers: { 'content-type': 'text/csv' }, body });
    expect(unsigned.status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('refuses a replayed delivery id (409) and a stale timestamp (401)', async () => {
    const body = dmsCsv([vehicle()]);
    const first = await postDelivery({ url: feedUrl, secret, body });
    expect(first.status).toBe(200);
    const before = await stored();
    const replay = await postDelivery({ url: feedUrl, secret, body, deliveryId: first.deliveryId });
    expect(replay.status).toBe(409);
    expect(replay.body.message).toContain(first.deliveryId);
    const stale = await postDelivery({
      url: feedUrl,
      secret,
      body: dmsCsv([vehicle()]),
      signedAt: Date.now() - 6 * 60_000,
    });
    expect(stale.status).toBe(401);
    expect(stale.body.message).toContain('minutes');
    const future = await postDelivery({
      url: feedUrl,
      secret,
      body: dmsCsv([vehicle()]),
      signedAt: Date.now() + 6 * 60_000,
    });
    expect(future.status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('refuses an oversized body (413), an unknown media type (415) and an unreadable body (400), storing nothing', async () => {
    const before = await stored();
    const huge = 'x'.repeat(DMS_DELIVERY_MAX_BYTES + 1024);
    const oversized = await postDelivery({ url: feedUrl, secret, body: huge });
    expect(oversized.status).toBe(413);
    expect(oversized.body).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
    expect(
      (await postDelivery({ url: feedUrl, secret, body: dmsCsv([vehicle()]), contentType: 'application/xml' })).status,
    ).toBe(415);
    const notJson = await postDelivery({
      url: feedUrl,
      secret,
      body: '{"vehicles": [',
      contentType: 'application/json',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toContain('not JSON');
    const noVin = await postDelivery({ url: feedUrl, secret, body: 'Stock,Make\nA1,Honda\n' });
    expect(noVin.status).toBe(400);
    expect(noVin.body.message).toContain('VIN');
    expect(await stored()).toEqual(before);
  });

  it('stops verifying the old secret once a new one is created', async () => {
    const owner = await headersOf('owner@demo.test');
    const old = secret;
    secret = dataOf(await run(RotateDmsFeedSecretDocument, {}, owner)).rotateDmsFeedSecret.secret;
    expect((await postDelivery({ url: feedUrl, secret: old, body: dmsCsv([vehicle()]) })).status).toBe(401);
    expect((await postDelivery({ url: feedUrl, secret, body: dmsCsv([vehicle()]) })).status).toBe(200);
  });

  it('refuses deliveries once the person they act as may no longer manage the connection (409), storing nothing', async () => {
    const [owner] = await db().select().from(users).where(eq(users.email, 'owner@demo.test'));
    await db()
      .update(users)
      .set({ featureFlags: owner!.featureFlags.filter((flag) => flag !== 'dms_configuration') })
      .where(eq(users.id, owner!.id));
    try {
      const before = await stored();
      const answer = await postDelivery({ url: feedUrl, secret, body: dmsCsv([vehicle()]) });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toContain('save the connection again');
      expect(await stored()).toEqual(before);
    } finally {
      await db().update(users).set({ featureFlags: owner!.featureFlags }).where(eq(users.id, owner!.id));
    }
  });
});

describe('another organization', () => {
  it("never reaches Demo Motors: its own connection, its own secret refused on Demo's feed, rate-limited per connection", async () => {
    const rival = await createRivalOrganization(db());
    await db()
      .update(users)
      .set({ featureFlags: ['dms_configuration'] })
      .where(eq(users.id, rival.owner.id));
    const headers = await headersOf(RIVAL_OWNER_EMAIL);
    expect(dataOf(await run(GetDmsSettingsDocument, {}, headers))).toEqual({ dmsConnection: null, dmsDeliveries: [] });
    expect(errorCode(await run(RotateDmsFeedSecretDocument, {}, headers))).toBe('NOT_FOUND');
    dataOf(
      await run(
        SaveDmsConnectionDocument,
        { input: { provider: 'dealertrack', dealerId: 'R-1', storeId: '9' } },
        headers,
      ),
    );
    const rivalSecret = dataOf(await run(RotateDmsFeedSecretDocument, {}, headers)).rotateDmsFeedSecret;
    const before = await stored();
    expect((await postDelivery({ url: feedUrl, secret: rivalSecret.secret, body: dmsCsv([vehicle()]) })).status).toBe(
      401,
    );
    expect(await stored()).toEqual(before);
    // Demo's list is untouched by Rival's delivery, and the other way round.
    const rivalUrl = `${server.baseUrl}/api/dms/${rivalSecret.connection.id}/inventory`;
    expect((await postDelivery({ url: rivalUrl, secret: rivalSecret.secret, body: dmsCsv([vehicle()]) })).status).toBe(
      200,
    );
    expect(dataOf(await run(GetDmsSettingsDocument, {}, headers)).dmsDeliveries).toHaveLength(1);
    const [inRival] = await db()
      .select({ n: count() })
      .from(vehicles)
      .where(eq(vehicles.organizationId, rival.organization.id));
    expect(inRival!.n).toBe(1);
    // The limit counts every attempt on a connection from an address, signed or not.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < DMS_DELIVERY_RATE.points; attempt += 1) {
      statuses.push((await postDelivery({ url: rivalUrl, secret: 'wrong', body: 'VIN\n' })).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
